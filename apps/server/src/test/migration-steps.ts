import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll } from 'vitest';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * An in-memory embedded database whose schema is built one migration at a time, for tests of a
 * migration that moves data: migrate up to the one before it, write rows in the old shape, migrate
 * through it, read what it made of them. Drizzle's own migrator runs each step, from a copy of the
 * migrations folder whose journal ends at that step; the schema objects (db/objects) are not applied.
 */
export async function openMigratingDatabase() {
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
  await mkdir(path.join(folder, 'meta'));

  return {
    client,
    /** Applies every migration not applied yet, up to and including `tag` (e.g. `0015_checkout_write_costs`). */
    async migrateTo(tag: string) {
      const last = journal.entries.findIndex((entry) => entry.tag === tag);
      if (last < 0) throw new Error(`no migration ${tag}`);
      const entries = journal.entries.slice(0, last + 1);
      for (const entry of entries) {
        await cp(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
      }
      await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
      await migrate(drizzle(client), { migrationsFolder: folder });
    },
    async close() {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export type MigratingDatabase = Awaited<ReturnType<typeof openMigratingDatabase>>;

/**
 * The file's migrating database, opened before its tests and closed after them: `prepare` writes
 * the rows in the old shape and migrates through the step under test. Its fields are filled in by
 * the time `prepare` or a test runs.
 */
export function fileMigratingDatabase(prepare: () => Promise<void>): MigratingDatabase {
  const database = {} as MigratingDatabase;
  beforeAll(async () => {
    Object.assign(database, await openMigratingDatabase());
    await prepare();
  });
  afterAll(() => database.close());
  return database;
}
