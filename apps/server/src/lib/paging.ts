import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** The rows to read for page `page` (from 1) of `size` rows each. */
export const pageWindow = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

/** Where page `page` of `size` rows stands among `totalCount` rows: the contract's pagePosition. */
export const pagePositionOf = (totalCount: number, page: number, size: number) => ({
  totalCount,
  currentPage: page,
  totalPages: Math.ceil(totalCount / size),
});

/** Which rows of `from` a page lists (`where`), in what order, and which of them (the window). */
export interface PageRequest {
  from: PgTable;
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * A page of rows and the count of every row `where` matches, read side by side: `rows` selects the
 * fields from `page.from` (with any joins), and this adds the page's filter, order and window.
 */
export async function readPage<T extends PgSelect>(db: Db, rows: T, page: PageRequest) {
  const [pageRows, [counted]] = await Promise.all([
    rows
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(page.from).where(page.where),
  ]);
  return { rows: pageRows, totalCount: counted?.n ?? 0 };
}
