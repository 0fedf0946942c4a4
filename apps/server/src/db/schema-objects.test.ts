import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { applySchemaObjects, schemaObjects, type SchemaObject, type SqlSession } from './schema-objects';

let t: TestApp;
let session: SqlSession;

beforeAll(async () => {
  t = await createTestApp();
  session = { exec: (text) => t.rawExec(text), rows: (text) => t.rawQuery(text) };
});
afterAll(() => t.close());

const probe = (answer: number): SchemaObject => ({
  name: 'test-probe',
  sql: `CREATE OR REPLACE FUNCTION schema_object_probe() RETURNS int AS $$ SELECT ${answer} $$ LANGUAGE sql;`,
  afterChange: `INSERT INTO probe_runs (answer) VALUES (${answer});`,
});

describe('schema objects', () => {
  it('are all applied with the database, each recorded with its hash', async () => {
    const rows = await t.rawQuery<{ name: string; sha256: string }>(
      'select name, sha256 from schema_objects order by name',
    );
    expect(rows.map((row) => row.name)).toEqual(
      schemaObjects()
        .map((object) => object.name)
        .sort(),
    );
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.sha256))).toBe(true);
    // The generated desk function and its triggers are there.
    const functions = await t.rawQuery<{ proname: string }>(
      "select proname from pg_proc where proname in ('order_desk_json', 'order_status_counts_add') order by 1",
    );
    expect(functions.map((f) => f.proname)).toEqual(['order_desk_json', 'order_status_counts_add']);
  });

  it('applies nothing again while no text changed', async () => {
    expect(await applySchemaObjects(session)).toEqual([]);
  });

  it('applies an object again when its text changes, and runs its after-change statements once', async () => {
    await t.rawExec('CREATE TABLE probe_runs (answer int NOT NULL)');
    expect(await applySchemaObjects(session, [probe(1)])).toEqual(['test-probe']);
    expect(await applySchemaObjects(session, [probe(1)])).toEqual([]);
    expect(await applySchemaObjects(session, [probe(2)])).toEqual(['test-probe']);
    expect(await t.rawQuery('select schema_object_probe() as answer')).toEqual([{ answer: 2 }]);
    expect(await t.rawQuery('select answer from probe_runs order by answer')).toEqual([
      { answer: 1 },
      { answer: 2 },
    ]);
  });

  it('leaves the database as it was when an object fails, and says which', async () => {
    const broken: SchemaObject = {
      name: 'test-probe',
      sql: `CREATE OR REPLACE FUNCTION schema_object_probe() RETURNS int AS $$ SELECT 3 $$ LANGUAGE sql;
            SELECT no_such_column FROM probe_runs;`,
    };
    await expect(applySchemaObjects(session, [broken])).rejects.toThrow(
      'schema object test-probe could not be applied',
    );
    expect(await t.rawQuery('select schema_object_probe() as answer')).toEqual([{ answer: 2 }]);
    // Still recorded as the last text that was applied: the next start tries the new one again.
    expect(await applySchemaObjects(session, [probe(2)])).toEqual([]);
  });
});
