/**
 * Storefront limits the web shell needs at first load. They live in this zod-free module so that
 * importing them does not pull zod into the shoppers' first-load JavaScript (decision 005).
 */

/** A sane ceiling for one cart line; larger orders are arranged with the shop directly. */
export const MAX_LINE_QUANTITY = 999;

/** Suggestions need 2+ characters (after trimming) and show at most 6 (docs/product.md, Search). */
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 6;

/** The longest search term the product list accepts. */
export const MAX_SEARCH_LENGTH = 100;

export const SORT_OPTIONS = ['name', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof SORT_OPTIONS)[number];

/** Page sizes; `limit` may ask for up to MAX_PAGE_SIZE (the admin dashboard asks for 100). */
export const PAGE_SIZE = 15;
export const ADMIN_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** Related products exclude the product itself; at most 4. */
export const RELATED_LIMIT = 4;

/** Price filter: 0–2000 in steps of 50; min and max stay at least one step apart. */
export const PRICE_FILTER = { min: 0, max: 2000, step: 50 } as const;

/** Hero carousel animation types. */
export const ANIMATION_TYPES = ['fade', 'slide', 'zoom', 'none'] as const;
