import { eq } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';

/**
 * Whether the row whose `id` column holds `value` exists, holding it (key share) until the
 * transaction ends, so it can be neither deleted nor given another key before the row that names
 * it is written. Updates of its other columns still go ahead.
 */
export async function holdRow(tx: Db, id: PgColumn, value: number) {
  const [row] = await tx.select({ id }).from(id.table).where(eq(id, value)).for('key share');
  return row !== undefined;
}

/**
 * `columns` of the row whose `id` column holds `value`, the row locked (for update) until the
 * transaction ends: two admins changing one row take turns, and each change starts from what the
 * one before it wrote. Undefined when there is no such row.
 */
export async function lockRow<Columns extends SelectedFields>(
  tx: Db,
  columns: Columns,
  id: PgColumn,
  value: number,
) {
  const rows = await tx.select(columns).from(id.table).where(eq(id, value)).for('update');
  return (rows as SelectResultFields<Columns>[])[0];
}
