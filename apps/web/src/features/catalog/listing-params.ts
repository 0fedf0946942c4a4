import {
  readListingState,
  writeListingState,
  type ListingState,
  type ViewMode,
} from '@shop/contract/listing';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

type ListingChange = Partial<Omit<ListingState, 'page' | 'view'>>;
type NavigateOptions = { replace?: boolean };

/**
 * The listing state from the URL, and setters that write it back as new history entries (Back works).
 * The router applies a navigation in a transition, a moment later; until it lands, the state shows the
 * change already, so a checkbox or select never flicks back to its old value.
 */
export function useListingState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [pending, setPending] = useState<{ from: string; next: URLSearchParams } | null>(null);
  const current = searchParams.toString();
  // Once the URL has moved on (the navigation landed, or Back/Forward), the URL is the truth again.
  if (pending && pending.from !== current) setPending(null);
  const effective = pending?.from === current ? pending.next : searchParams;
  const state = useMemo(() => readListingState(effective), [effective]);

  const apply = useCallback(
    (change: (state: ListingState) => ListingState, scrollToTop: boolean, options?: NavigateOptions) => {
      const next = writeListingState(effective, change(readListingState(effective)));
      setPending({ from: current, next });
      setSearchParams(next, { preventScrollReset: !scrollToTop, replace: options?.replace ?? false });
    },
    [current, effective, setSearchParams],
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
      const query = writeListingState(effective, { ...state, ...change, page: 1 }).toString();
      return query ? `?${query}` : '';
    },
    [effective, state],
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
      setPage(totalPages, { replace: true });
  }, [page, totalPages, setPage]);
}
