import { and, notExists, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * `not exists (select 1 from table where …)`: true while `table` holds no row meeting every one of
 * `conditions`, which may name the outer query's columns (a notice not yet recorded as sent).
 */
export const noRowIn = (db: Db, table: PgTable, ...conditions: (SQLWrapper | undefined)[]) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(...conditions)),
  );
