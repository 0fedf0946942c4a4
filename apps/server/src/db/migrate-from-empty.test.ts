import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { schemaObjects } from './schema-objects';

// Every other test file starts from a copy of the run's migrated template (test/global-setup.ts);
// this one proves the whole chain from an empty database, on whichever database the run uses.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ fromEmpty: true });
});
afterAll(() => t.close());

describe('a new empty database', () => {
  it('takes every migration in the journal, in order, and every schema object', async () => {
    const journal = JSON.parse(
      await readFile(
        path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/meta/_journal.json'),
        'utf8',
      ),
    ) as { entries: { when: number }[] };
    const applied = await t.rawQuery<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by id',
    );
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((e) => e.when));

    const objects = await t.rawQuery<{ name: string }>('select name from schema_objects order by name');
    expect(objects.map((row) => row.name)).toEqual(
      schemaObjects()
        .map((object) => object.name)
        .sort(),
    );
  });

  it('serves the shop: healthy, with its reference data and admin', async () => {
    expect((await t.call('GET', '/api/health')).json()).toEqual({ status: 'ok' });
    const categories = await t.call('GET', '/api/categories');
    expect(categories.statusCode).toBe(200);
    expect(categories.json<unknown[]>()).toHaveLength(5);
    const admins = await t.rawQuery<{ n: number }>(
      "select count(*)::int as n from users where role = 'admin'",
    );
    expect(admins).toEqual([{ n: 1 }]);
  });
});
