export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * All pages when there are 7 or fewer; otherwise a window of 5 around the current page,
 * with the first and last page and ellipses where pages are skipped.
 */
export function paginationWindow(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, currentPage), totalPages);
  let start = Math.max(1, current - 2);
  const end = Math.min(totalPages, start + 4);
  start = Math.max(1, end - 4);

  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('ellipsis-start');
  }
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < totalPages) {
    if (end < totalPages - 1) items.push('ellipsis-end');
    items.push(totalPages);
  }
  return items;
}
