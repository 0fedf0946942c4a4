import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedEmbeddedDump, openServerDatabase } from '../db/client';
import { adminQuery } from '../db/admin-query';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's dump (a file) that each test file's database starts from. */
    embeddedTemplateFile?: string;
    /** A migrated database on the TEST_DATABASE_URL server that each test file's database is made from. */
    serverTemplateDatabase?: string;
  }
}

/**
 * Migrates once per run (docs/decisions/047): every migration and schema object is applied to one
 * template, and each test file's database starts as a copy of it (`createTestApp`), instead of
 * every file replaying every migration. `db/migrate-from-empty.test.ts` still migrates from empty.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `shop_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openServerDatabase(url.toString(), 1);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('serverTemplateDatabase', name);
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'shop-template-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedEmbeddedDump()).arrayBuffer()));
  project.provide('embeddedTemplateFile', file);
  return () => rm(folder, { recursive: true, force: true });
}
