import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
