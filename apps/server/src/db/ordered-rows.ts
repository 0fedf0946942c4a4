import { asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Rows an admin keeps in an order of their choosing (featured entries, hero carousel items): an
 * integer id and an integer position column. A reorder names every row once, in the order wanted.
 */
export interface OrderedRows {
  table: PgTable;
  id: PgColumn;
  position: PgColumn;
}

/**
 * The ids in their current order, with the table locked against inserts and deletes until the
 * transaction ends (reads stay free), so a reorder numbers exactly the rows it was given.
 */
async function lockedIdsInOrder(tx: Db, rows: OrderedRows): Promise<number[]> {
  await tx.execute(sql`lock table ${rows.table} in share row exclusive mode`);
  const found = await tx
    .select({ id: sql<number>`${rows.id}` })
    .from(rows.table)
    .orderBy(asc(rows.position), asc(rows.id));
  return found.map((row) => row.id);
}

/** Whether `wanted` names exactly the rows of `current`, each once (in any order). */
function namesEveryRow(current: readonly number[], wanted: readonly number[]) {
  const names = new Set(wanted);
  return (
    names.size === wanted.length && current.length === names.size && current.every((id) => names.has(id))
  );
}

/** Positions 1, 2, 3… in the order of `ids`, in one statement; `alsoSet` adds assignments. */
async function renumberInOrder(tx: Db, rows: OrderedRows, ids: readonly number[], alsoSet?: SQL) {
  await tx.execute(sql`
    update ${rows.table}
       set ${sql.identifier(rows.position.name)} = wanted.position::int${alsoSet ? sql`, ${alsoSet}` : sql``}
      from unnest(${sql.param(ids)}::int[]) with ordinality as wanted(id, position)
     where ${rows.id} = wanted.id`);
}

/**
 * A reorder: when `ids` names exactly the table's rows, each once, they take positions 1, 2, 3… in
 * that order and the order before is returned; otherwise (a row was added or removed since the admin
 * read the list) nothing changes and the answer is undefined. Call inside a transaction.
 */
export async function reorderRows(
  tx: Db,
  rows: OrderedRows,
  ids: readonly number[],
  alsoSet?: SQL,
): Promise<number[] | undefined> {
  const before = await lockedIdsInOrder(tx, rows);
  if (!namesEveryRow(before, ids)) return undefined;
  await renumberInOrder(tx, rows, ids, alsoSet);
  return before;
}
