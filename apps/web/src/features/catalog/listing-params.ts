import { MAX_SEARCH_LENGTH, SORT_OPTIONS, type ProductSort } from '@shop/contract/limits';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FULL_PRICE_RANGE, normalizePriceRange, type PriceRange } from './price-range';

export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/**
 * Everything a listing shows, held in the URL (spec §2 /products): search, category (slug), minPrice,
 * maxPrice, inStock, sort, page and view. Defaults are left out, so a plain /products stays plain.
 */
export type ListingState = {
  search: string;
  category: string | undefined;
  priceRange: PriceRange;
  inStock: boolean;
  /** Unset means the server's order: best match when searching, else by name. */
  sort: ProductSort | undefined;
  page: number;
  view: ViewMode;
};

/** The server refuses pages past this; a hand-edited URL is clamped instead of failing. */
const MAX_PAGE = 100_000;

const isSort = (value: string | null): value is ProductSort => SORT_OPTIONS.some((s) => s === value);
const isView = (value: string | null): value is ViewMode => VIEW_MODES.some((v) => v === value);

function readNumber(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** Reads the URL leniently: a malformed value falls back to its default instead of breaking the page. */
export function readListingState(params: URLSearchParams): ListingState {
  const page = Math.trunc(readNumber(params, 'page') ?? 1);
  const sort = params.get('sort');
  const view = params.get('view');
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category: params.get('category')?.trim() || undefined,
    priceRange: normalizePriceRange(
      readNumber(params, 'minPrice') ?? FULL_PRICE_RANGE[0],
      readNumber(params, 'maxPrice') ?? FULL_PRICE_RANGE[1],
    ),
    inStock: params.get('inStock') === 'true',
    sort: isSort(sort) ? sort : undefined,
    page: Math.min(Math.max(page, 1), MAX_PAGE),
    view: isView(view) ? view : 'grid',
  };
}

export function writeListingState(base: URLSearchParams, state: ListingState): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  };
  const [min, max] = state.priceRange;
  set('search', state.search || undefined);
  set('category', state.category);
  set('minPrice', min === FULL_PRICE_RANGE[0] ? undefined : String(min));
  set('maxPrice', max === FULL_PRICE_RANGE[1] ? undefined : String(max));
  set('inStock', state.inStock ? 'true' : undefined);
  set('sort', state.sort);
  set('page', state.page > 1 ? String(state.page) : undefined);
  set('view', state.view === 'grid' ? undefined : state.view);
  return next;
}

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

  /** Spec §4 "Listings": changing search, category, sort or a filter returns to page 1. */
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
