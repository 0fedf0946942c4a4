import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { prepareDatabase } from '../startup/prepare-database';
import { insertProduct } from '../test/catalog-fixtures';
import { adminQuery } from './admin-query';
import { doctorSession, submitAcceptedOrder } from '../test/order-fixtures';
import { TEST_ADMIN } from '../test/test-app';
import { BackupError, backupDatabase, restoreDatabase, type BackupTarget } from './backup';
import { openEmbeddedDatabase, openServerDatabase, type Database } from './client';

/**
 * The backup round trip (issue 21) on the database this run tests: the embedded database in a
 * DATA_DIR, or with TEST_DATABASE_URL a database on that server. Orders are written, backed up, more
 * written; the backup restored into a fresh database holds exactly the backed-up orders, and the shop
 * starts on it.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

interface Shop {
  app: App;
  database: Database;
  orderIds(): Promise<number[]>;
  close(): Promise<void>;
}

/** The shop as main.ts starts it on `target`: migrations, reference data, admin, then the app. */
async function startShop(target: BackupTarget): Promise<Shop> {
  const database =
    target.kind === 'server'
      ? await openServerDatabase(target.url, 2)
      : await openEmbeddedDatabase(target.dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
  });
  try {
    await prepareDatabase(database, config, () => 'unused');
    const app = await buildApp({ config, database });
    await app.ready();
    return {
      app,
      database,
      async orderIds() {
        const result: unknown = await database.db.execute(sql`select id from orders order by id`);
        // Both drivers answer with `rows` (as test-app.ts's rawQuery reads them).
        return (result as { rows: { id: number }[] }).rows.map((row) => row.id);
      },
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

function serverTarget(name: string): BackupTarget {
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return { kind: 'server', url: url.toString() };
}

const onServer = (text: string) => adminQuery(serverUrl ?? '', text);

let workDir: string;
let source: BackupTarget;
let restored: BackupTarget;
const databases: string[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'shop-backup-test-'));
  if (serverUrl) {
    const suffix = randomBytes(6).toString('hex');
    databases.push(`shop_test_backup_${suffix}`, `shop_test_restored_${suffix}`);
    await onServer(`create database ${databases[0]}`);
    source = serverTarget(databases[0] ?? '');
    // Not created here: restore creates a database that does not exist yet.
    restored = serverTarget(databases[1] ?? '');
  } else {
    source = { kind: 'embedded', dataDir: path.join(workDir, 'source') };
    restored = { kind: 'embedded', dataDir: path.join(workDir, 'restored') };
  }
});

afterAll(async () => {
  for (const name of databases) await onServer(`drop database if exists ${name} with (force)`);
  await rm(workDir, { recursive: true, force: true });
});

describe(`backup and restore (${serverUrl ? 'PostgreSQL server' : 'embedded database'})`, () => {
  it('restores exactly the orders written before the backup into a fresh database, and the shop starts on it', async () => {
    const file = path.join(workDir, 'shop.backup');
    let shop = await startShop(source);
    const productId = await insertProduct(shop.database.db, {
      name: 'Backup Round-Trip Filler',
      category: 'dermal-fillers',
      price: '120.00',
    });
    const doctor = await doctorSession(shop.database.db);
    const placeOrder = async () =>
      (await submitAcceptedOrder(shop.app, doctor.cookie, [{ productId, quantity: 2 }])).id;
    const backedUp = [await placeOrder(), await placeOrder()];

    if (source.kind === 'embedded') {
      // Never a copy of a database another process (here: this one) has open.
      await expect(backupDatabase(source, file)).rejects.toThrow(/is open in process \d+.*stop the shop/);
      expect(existsSync(file)).toBe(false);
      await shop.close();
    }
    const report = await backupDatabase(source, file);
    expect(report).toMatchObject({ file, kind: source.kind });
    expect(report.bytes).toBeGreaterThan(1000);
    // Nothing half-written is left beside it.
    expect((await readdir(workDir)).filter((name) => name.includes('partial'))).toEqual([]);

    await writeFile(path.join(workDir, 'taken'), 'not a backup');
    await expect(backupDatabase(source, path.join(workDir, 'taken'))).rejects.toThrow(
      /exists; choose another name or add --force/,
    );
    if (source.kind === 'embedded') shop = await startShop(source);
    const later = await placeOrder();
    expect(await shop.orderIds()).toEqual([...backedUp, later]);
    await shop.close();

    const restore = await restoreDatabase(restored, file);
    expect(restore.replaced).toBe(false);
    const onRestored = await startShop(restored);
    try {
      expect(await onRestored.orderIds()).toEqual(backedUp);
      expect((await onRestored.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // The backed-up doctor's session came along: their orders are theirs on the restored shop.
      const mine = await onRestored.app.inject({
        method: 'GET',
        url: `/api/orders/${backedUp[0]}`,
        headers: { cookie: doctor.cookie },
      });
      expect(mine.statusCode).toBe(200);
    } finally {
      await onRestored.close();
    }
    // The embedded database starts three times here (PGlite's initdb and migrations are slow).
  }, 120_000);

  it('replaces a database that holds data only with --force', async () => {
    const file = path.join(workDir, 'shop.backup');
    const refusal = restoreDatabase(restored, file);
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/already holds .* without --force/);

    const again = await restoreDatabase(restored, file, { force: true });
    expect(again.replaced).toBe(true);
    const shop = await startShop(restored);
    try {
      expect(await shop.orderIds()).toHaveLength(2);
    } finally {
      await shop.close();
    }
  }, 60_000);

  it('refuses a file that is not a backup, or a backup of the other kind of database', async () => {
    const junk = path.join(workDir, 'junk.backup');
    await writeFile(junk, 'hello');
    await expect(restoreDatabase(restored, junk)).rejects.toThrow(/is not a backup of this shop/);
    const otherKind = path.join(workDir, 'other.backup');
    await writeFile(otherKind, source.kind === 'server' ? Buffer.from([0x1f, 0x8b, 8, 0]) : 'PGDMP...');
    await expect(restoreDatabase(restored, otherKind)).rejects.toThrow(
      source.kind === 'server'
        ? /embedded database \(PGlite\), but DATABASE_URL is set/
        : /DATABASE_URL is unset/,
    );
  });
});
