import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';

/** A page of a list as the server answers it. */
export type ListPage = { currentPage: number; totalPages: number };

/** The page to show: the one asked for, or the last one when it runs past the end (page 1 at least). */
export function pageWithin(page: number, totalPages: number): number {
  return page > 1 && page > totalPages ? Math.max(1, totalPages) : page;
}

/**
 * An admin list read a page at a time (the Products tab, the order desk, the pending orders): the
 * page shown, back to the first when the filter changes, and the new last page when the one shown
 * runs past the end (a delete or a decision shrank the list). `options(page)` is the page's query.
 */
export function usePagedList<Page extends ListPage, Key extends QueryKey>(
  options: (page: number) => UseQueryOptions<Page, Error, Page, Key>,
  /** What the list is filtered by, as text: a change starts again from page 1. */
  filter = '',
) {
  const [page, setPage] = useState(1);
  const query = useQuery(options(page));

  const [shownFilter, setShownFilter] = useState(filter);
  if (shownFilter !== filter) {
    setShownFilter(filter);
    setPage(1);
  }

  // Only a settled answer says how many pages there are (placeholder data is the previous page's).
  const data = query.data;
  if (data && !query.isPlaceholderData && pageWithin(page, data.totalPages) !== page) {
    setPage(pageWithin(page, data.totalPages));
  }

  return { page, setPage, query };
}
