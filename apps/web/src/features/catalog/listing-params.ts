import {
  readListingState,
  writeListingState,
  type ListingState,
  type ViewMode,
} from '@shop/contract/listing';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type ListingChange = Partial<Omit<ListingState, 'page' | 'view'>>;
type NavigateOptions = {
  replace?: boolean;
  /**
   * Render the new URL in the same task as the input that asked for it (the default). An effect
   * passes false: React cannot render synchronously while it is still committing.
   */
  sync?: boolean;
};

/**
 * The listing state from the URL, and setters that write it back as new history entries (Back works).
 *
 * The URL is the only source of the state, so the screen always shows what its URL says. A change
 * the visitor makes is rendered synchronously (`flushSync`) rather than in the router's usual
 * transition, which leaves a moment with the browser at the new URL and the screen not: a checkbox
 * or select would flick back to its old value, and a Back pressed in that moment returns before the
 * new URL was ever rendered. (A copy of the requested state held over that moment cannot tell an
 * unfinished navigation from a Back to the same URL, and kept showing the page Back left.)
 */
export function useListingState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListingState(searchParams), [searchParams]);

  const apply = useCallback(
    (change: (state: ListingState) => ListingState, scrollToTop: boolean, options?: NavigateOptions) => {
      const next = writeListingState(searchParams, change(readListingState(searchParams)));
      setSearchParams(next, {
        preventScrollReset: !scrollToTop,
        replace: options?.replace ?? false,
        flushSync: options?.sync ?? true,
      });
    },
    [searchParams, setSearchParams],
  );

  /** Changing search, category, sort or a filter returns to page 1. */
  const setFilters = useCallback(
    (change: ListingChange, options?: NavigateOptions) =>
      apply((state) => ({ ...state, ...change, page: 1 }), false, options),
    [apply],
  );
  const setPage = useCallback(
    (page: number, options?: NavigateOptions) => apply((state) => ({ ...state, page }), true, options),
    [apply],
  );
  const setView = useCallback((view: ViewMode) => apply((state) => ({ ...state, view }), false), [apply]);

  /** A link target for a filter change (page reset to 1), for filters offered as links. */
  const searchFor = useCallback(
    (change: ListingChange) => {
      const query = writeListingState(searchParams, { ...state, ...change, page: 1 }).toString();
      return query ? `?${query}` : '';
    },
    [searchParams, state],
  );

  return { state, setFilters, setPage, setView, searchFor };
}

/**
 * A page past the last one (an old link, or fewer results since) is replaced by the last page, so
 * the visitor never lands on an empty page with no way back through the pagination.
 */
export function useLastPageClamp(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number, options?: NavigateOptions) => void,
) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages >= 1 && page > totalPages)
      setPage(totalPages, { replace: true, sync: false });
  }, [page, totalPages, setPage]);
}
