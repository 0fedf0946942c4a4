import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SHOP_TIME_ZONE } from '@shop/contract/admin-order-schemas';
import { deskJsonFrom, orderRow } from './order-shapes';

/**
 * The SQL the shop owns beyond its tables: functions and triggers, each in one place under its
 * current definition (docs/decisions/026). Migrations create tables, columns and move data; these
 * objects are applied after them, each again whenever its text changes (its SHA-256 is kept in
 * `schema_objects`), so "what does this trigger do now" is read in one file, not in whichever
 * migration redefined it last. Every text can run again on a database that has it: CREATE OR
 * REPLACE for functions and triggers. An object taken out of this list stays in the database until
 * a migration drops it.
 */
export interface SchemaObject {
  name: string;
  /** The definition. */
  sql: string;
  /** Run once after the definition changed, in the same transaction: e.g. rewrite stored copies. */
  afterChange?: string;
}

const objectsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'objects');
const fromFile = (name: string) => readFileSync(path.join(objectsDir, `${name}.sql`), 'utf8');

/** SQL text with no parameters: what a schema object is made of. */
function sqlText(query: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  if (params.length > 0) throw new Error(`a schema object may not carry parameters: ${text}`);
  return text;
}

/**
 * `order_desk_json(o orders)`: the order as the desk lists it (the contract's AdminOrder), written
 * from the field map in db/order-shapes.ts, which every other view of an order shares. PL/pgSQL, not
 * SQL: a PL/pgSQL function keeps its statement's plan for the connection, while PostgreSQL plans a
 * SQL-language function's query on every call.
 */
function orderDeskJson(): SchemaObject {
  const body = sqlText(deskJsonFrom(orderRow));
  return {
    name: 'order-desk-json',
    sql: `CREATE OR REPLACE FUNCTION order_desk_json(o orders) RETURNS text AS $fn$
BEGIN
  RETURN ${body};
END;
$fn$ LANGUAGE plpgsql STABLE;

${fromFile('order-desk-json-triggers')}`,
    // Every order's JSON in the new shape: any update of an order writes it again (the trigger).
    afterChange: 'UPDATE orders SET desk_json = NULL;',
  };
}

/**
 * The kept counts of orders per status and per day placed (db/objects/order-status-counts.sql), the
 * day in the shop's calendar (SHOP_TIME_ZONE, as the desk's ranges read it). When the definition
 * changes, the day counts are counted again from the orders, with the orders' writes held off
 * meanwhile so none is counted twice or missed.
 */
function orderStatusCounts(): SchemaObject {
  return {
    name: 'order-status-counts',
    sql: fromFile('order-status-counts').replaceAll('__SHOP_TIME_ZONE__', SHOP_ZONE_LITERAL),
    afterChange: `LOCK TABLE orders IN SHARE MODE;\n${RECOUNT_ORDER_DAYS}`,
  };
}

const SHOP_ZONE_LITERAL = `'${SHOP_TIME_ZONE.replaceAll("'", "''")}'`;

/**
 * Counts order_day_counts again from the orders, into shard 0: after the trigger's definition
 * changed, and after a bulk load that wrote orders with the trigger off (scripts/generate-orders.ts).
 */
export const RECOUNT_ORDER_DAYS = `DELETE FROM order_day_counts;
INSERT INTO order_day_counts (day, status, shard, count)
  SELECT (created_at AT TIME ZONE ${SHOP_ZONE_LITERAL})::date, status, 0, count(*) FROM orders GROUP BY 1, 2;`;

export function schemaObjects(): SchemaObject[] {
  return [
    { name: 'search-text', sql: fromFile('search-text') },
    // The trigger functions the next four share: before them.
    { name: 'statement-signals', sql: fromFile('statement-signals') },
    { name: 'catalog-change-notifications', sql: fromFile('catalog-change-notifications') },
    { name: 'session-change-notifications', sql: fromFile('session-change-notifications') },
    { name: 'search-version', sql: fromFile('search-version') },
    { name: 'catalogue-version', sql: fromFile('catalogue-version') },
    { name: 'product-counts', sql: fromFile('product-counts') },
    { name: 'stock', sql: fromFile('stock') },
    { name: 'order-counts', sql: fromFile('order-counts') },
    orderStatusCounts(),
    { name: 'audit-log', sql: fromFile('audit-log') },
    orderDeskJson(),
  ];
}

const hashOf = (object: SchemaObject) =>
  createHash('sha256')
    .update(object.sql)
    .update('\0')
    .update(object.afterChange ?? '')
    .digest('hex');

/** A connection that runs SQL text as written (several statements at once). */
export interface SqlSession {
  exec(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
}

/**
 * Applies every object whose text changed since it was last applied (all of them on a new
 * database), each in its own transaction with its recorded hash. The caller runs this after the
 * migrations, under the same lock, so processes starting together apply each change once.
 */
export async function applySchemaObjects(session: SqlSession, objects = schemaObjects()) {
  await session.exec(`CREATE TABLE IF NOT EXISTS schema_objects (
    name text PRIMARY KEY,
    sha256 text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Map(
    (await session.rows<{ name: string; sha256: string }>('SELECT name, sha256 FROM schema_objects')).map(
      (row) => [row.name, row.sha256],
    ),
  );
  const changed: string[] = [];
  for (const object of objects) {
    const hash = hashOf(object);
    if (applied.get(object.name) === hash) continue;
    if (!/^[a-z0-9-]+$/.test(object.name)) throw new Error(`bad schema object name ${object.name}`);
    try {
      await session.exec(`BEGIN;
${object.sql}
${object.afterChange ?? ''}
INSERT INTO schema_objects (name, sha256) VALUES ('${object.name}', '${hash}')
  ON CONFLICT (name) DO UPDATE SET sha256 = excluded.sha256, applied_at = now();
COMMIT;`);
    } catch (err) {
      await session.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`schema object ${object.name} could not be applied`, { cause: err });
    }
    changed.push(object.name);
  }
  return changed;
}
