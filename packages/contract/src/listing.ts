import { MAX_SEARCH_LENGTH, PRICE_FILTER, SORT_OPTIONS, type ProductSort } from './limits';

/**
 * A listing screen's state as its URL holds it, and the `GET /api/products` call that state makes.
 * Both sides read it: the web app to show the screen, the server to answer that call inside the page
 * it serves for the URL (apps/server/src/modules/spa/initial-data.ts), so the two always agree.
 */

export type PriceRange = readonly [min: number, max: number];

export const FULL_PRICE_RANGE: PriceRange = [PRICE_FILTER.min, PRICE_FILTER.max];

const snap = (value: number) => Math.round(value / PRICE_FILTER.step) * PRICE_FILTER.step;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * Price filter: 0–2000 in steps of 50; the minimum is at least 0 and at least one step below
 * the maximum, the maximum at most 2000 and at least one step above the minimum. `moved` says which
 * end the user changed, so that end gives way when the two would cross.
 */
export function normalizePriceRange(min: number, max: number, moved: 'min' | 'max' = 'min'): PriceRange {
  const { step } = PRICE_FILTER;
  let low = Number.isFinite(min)
    ? clamp(snap(min), PRICE_FILTER.min, PRICE_FILTER.max - step)
    : PRICE_FILTER.min;
  let high = Number.isFinite(max)
    ? clamp(snap(max), PRICE_FILTER.min + step, PRICE_FILTER.max)
    : PRICE_FILTER.max;
  if (high - low < step) {
    if (moved === 'min') low = high - step;
    else high = low + step;
  }
  return [low, high];
}

export function isFullPriceRange([min, max]: PriceRange): boolean {
  return min === PRICE_FILTER.min && max === PRICE_FILTER.max;
}

export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/**
 * Everything a listing shows, held in the URL: search, category (slug), minPrice,
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

/** The query string `GET /api/products` understands; unset fields are left out. */
export type ProductsQuery = {
  categorySlug?: string | undefined;
  categoryId?: number | undefined;
  search?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  sort?: ProductSort | undefined;
  exclude?: number | undefined;
};

/**
 * The path of a `GET /api/products` call. Its parameters are in name order, so one query always has
 * one path, whoever builds it (the page's embedded answers are found by path).
 */
export function productsApiPath(query: ProductsQuery): string {
  const params = new URLSearchParams();
  const entries = Object.entries(query) as [string, ProductsQuery[keyof ProductsQuery]][];
  for (const [key, value] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/api/products?${search}` : '/api/products';
}

/** /products: the whole catalogue with every filter; the full 0–2000 range means "any price". */
export function productsScreenQuery(state: ListingState): ProductsQuery {
  const [minPrice, maxPrice] = state.priceRange;
  return {
    categorySlug: state.category,
    search: state.search || undefined,
    minPrice: minPrice === FULL_PRICE_RANGE[0] ? undefined : minPrice,
    maxPrice: maxPrice === FULL_PRICE_RANGE[1] ? undefined : maxPrice,
    inStock: state.inStock || undefined,
    sort: state.sort,
    page: state.page,
  };
}

/** /category/{slug}: that category's products with in-category search, sort and pages. */
export function categoryScreenQuery(slug: string, state: ListingState): ProductsQuery {
  return { categorySlug: slug, search: state.search || undefined, sort: state.sort, page: state.page };
}
