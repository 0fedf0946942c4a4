/** The rows to read for page `page` (from 1) of `size` rows each. */
export const pageWindow = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

/** Where page `page` of `size` rows stands among `totalCount` rows: the contract's pagePosition. */
export const pagePositionOf = (totalCount: number, page: number, size: number) => ({
  totalCount,
  currentPage: page,
  totalPages: Math.ceil(totalCount / size),
});

/** A page's rows and the count of every matching row (a `count()` select as `n`), read side by side. */
export async function readPage<R>(rows: PromiseLike<R[]>, count: PromiseLike<{ n: number }[]>) {
  const [pageRows, [counted]] = await Promise.all([rows, count]);
  return { rows: pageRows, totalCount: counted?.n ?? 0 };
}
