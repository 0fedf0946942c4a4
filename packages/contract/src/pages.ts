import type { HeroCarouselItem, Product, ProductListResponse } from './catalog-schemas';
import { IMAGE_SLOTS } from './images';
import { RELATED_LIMIT } from './limits';
import { categoryScreenQuery, productsApiPath, productsScreenQuery, readListingState } from './listing';

/**
 * The shop's pages, declared once (docs/decisions/010-one-table-of-pages.md): the web router builds
 * its routes from this table, and the server reads it to serve a page with its screen's chunk
 * preloaded and the screen's first API reads answered inside it (decision 008), and to answer a
 * path that names nothing with 404 (decision 027).
 * Zod-free: the web app's entry chunk imports it (decision 005).
 */

type ImageSlot = (typeof IMAGE_SLOTS)[keyof typeof IMAGE_SLOTS];

/** The account page's reads: the doctor's details, licence, e-mail preferences and address book. */
export const ACCOUNT_PATH = '/api/account';
export const ACCOUNT_LICENCE_PATH = '/api/account/licence';
export const EMAIL_PREFERENCES_PATH = '/api/account/email-preferences';
export const SAVED_ADDRESSES_PATH = '/api/account/addresses';

/** The page's answer to one of its first reads: the route's JSON, validated as it was sent (decision 005). */
// T names the route's response type, as api.get's does in the web app.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export type ReadAnswer = <T>(path: string) => T | undefined;

export interface FirstReads {
  /** The screen's first API reads, as the paths it calls, in the order it makes them. */
  paths: string[];
  /**
   * The read of the one thing the page shows (a product, a category), one of `paths`. When it
   * answers 404 the screen shows its not-found state, so the page itself is a 404 too.
   */
  subject?: string;
  /**
   * Reads the screen makes once an answer of `paths` is in (a product's related products need its
   * category), as paths found in those answers.
   */
  thenReads?: (answer: ReadAnswer) => string[];
  /** The image the screen shows largest above the fold, found in the answers (preloaded in the head). */
  mainImage?: (answer: ReadAnswer) => { url: string; slot: ImageSlot } | undefined;
}

/** A matched path's params, decoded, by name (`*` for what a `*` pattern matched). */
export type PageParams = Readonly<Partial<Record<string, string>>>;

export interface Page {
  /** A React Router path pattern: static segments, `:name` params, or `*` for every other path. */
  path: string;
  /** The screen module as Vite's build manifest names it (relative to apps/web). */
  screen: string;
  /**
   * True when the path names nothing whatever the database holds (a malformed id, an unknown
   * path): the screen shows its not-found state, and the server answers the page with 404.
   */
  namesNothing?: (params: PageParams) => boolean;
  /** What the screen reads first for this URL, when the page can answer it. */
  firstReads?: (params: PageParams, search: URLSearchParams) => FirstReads | undefined;
}

/** The largest id PostgreSQL's `integer` holds. */
const MAX_ID = 2_147_483_647;

/**
 * An id in a page's path (`/product/42`): a positive whole number in the database's integer range,
 * written plainly. Anything else is no id at all, so the screen shows its not-found state.
 */
export function parsePathId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** The largest page a paged list serves (the server refuses pages past it). */
const MAX_PAGE = 100_000;

/** A list's `?page=`: a whole number from 1; anything else (missing, "abc", "0", "1e2") is page 1. */
export function parsePageParam(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A product's page. */
export const productPagePath = (productId: number) => `/product/${productId}`;

/** A category's page. */
export const categoryPagePath = (slug: string) => `/category/${encodeURIComponent(slug)}`;

/** The confirmation page of an order just placed. */
export const orderPlacedPath = (orderId: number) => `/orders/${orderId}/placed`;

/** The API path of a doctor's order list page (the /orders screen's read). */
export const ordersApiPath = (page: number) => `/api/orders?page=${page}`;

/** The API path of one of the doctor's orders (the order's and its confirmation's read). */
export const orderApiPath = (orderId: number) => `/api/orders/${orderId}`;

/**
 * Whether a page of one record by its `:id` names nothing: a malformed id (the screen shows its
 * not-found state).
 */
const malformedId = ({ id }: PageParams) => parsePathId(id) === undefined;

/** The first reads of a page of one record, made from its `:id`; none for a malformed id. */
const readsById =
  (reads: (id: number) => FirstReads): NonNullable<Page['firstReads']> =>
  ({ id }) => {
    const parsed = parsePathId(id);
    return parsed === undefined ? undefined : reads(parsed);
  };

function firstListingImage(listingPath: string, slot: ImageSlot): FirstReads['mainImage'] {
  return (answer) => {
    const first = answer<ProductListResponse>(listingPath)?.products[0];
    return first ? { url: first.imageUrl, slot } : undefined;
  };
}

export const PAGES = [
  {
    path: '/',
    screen: 'src/routes/home.tsx',
    firstReads: () => ({
      paths: ['/api/carousel', '/api/featured-carousel', '/api/categories'],
      mainImage: (answer) => {
        const items = answer<HeroCarouselItem[]>('/api/carousel') ?? [];
        const first = items.filter((item) => item.isActive).sort((a, b) => a.sortOrder - b.sortOrder)[0];
        return first?.imageUrl ? { url: first.imageUrl, slot: IMAGE_SLOTS.heroSlide } : undefined;
      },
    }),
  },
  {
    path: '/products',
    screen: 'src/routes/products.tsx',
    firstReads: (_params, search) => {
      const state = readListingState(search);
      const listing = productsApiPath(productsScreenQuery(state));
      return {
        paths: ['/api/categories', listing],
        mainImage:
          state.view === 'grid'
            ? firstListingImage(listing, IMAGE_SLOTS.listingCardBesideSidebar)
            : undefined,
      };
    },
  },
  {
    path: '/category/:slug',
    screen: 'src/routes/category.tsx',
    firstReads: ({ slug }, search) => {
      if (slug === undefined) return undefined;
      const state = readListingState(search);
      const listing = productsApiPath(categoryScreenQuery(slug, state));
      const category = `/api/categories/${encodeURIComponent(slug)}`;
      return {
        paths: [category, listing],
        subject: category,
        mainImage:
          state.view === 'grid' ? firstListingImage(listing, IMAGE_SLOTS.listingCardFullWidth) : undefined,
      };
    },
  },
  {
    path: '/product/:id',
    screen: 'src/routes/product.tsx',
    namesNothing: malformedId,
    firstReads: readsById((productId) => {
      const path = `/api/products/${productId}`;
      return {
        paths: [path],
        subject: path,
        // The related products (get-related-products.ts): the product's category, never itself.
        thenReads: (answer) => {
          const product = answer<Product>(path);
          return product
            ? [productsApiPath({ categoryId: product.categoryId, limit: RELATED_LIMIT, exclude: product.id })]
            : [];
        },
        mainImage: (answer) => {
          const product = answer<Product>(path);
          return product ? { url: product.imageUrl, slot: IMAGE_SLOTS.productGallery } : undefined;
        },
      };
    }),
  },
  // For a signed-in doctor the page answers whether they may order; a guest's 401 is not embedded.
  {
    path: '/checkout',
    screen: 'src/routes/checkout.tsx',
    // The practice (PRACTICE_PATH, practice-messages.ts, written out: importing it would bring the
    // practice's texts into the entry chunk, which imports this table) says whether a PO is asked.
    firstReads: () => ({
      paths: ['/api/checkout/eligibility', '/api/account/checkout-prefill', '/api/practice'],
    }),
  },
  {
    path: '/orders',
    screen: 'src/routes/orders.tsx',
    firstReads: (_params, search) => ({ paths: [ordersApiPath(parsePageParam(search.get('page')))] }),
  },
  // Whether an order exists depends on who asks (a guest is sent to sign in), so only a malformed
  // id makes this page a 404; the order is read with the visitor's own session (another clinic's
  // order, or a guest's 401, is not embedded and the screen finds out for itself).
  {
    path: '/orders/:id',
    screen: 'src/routes/order.tsx',
    namesNothing: malformedId,
    firstReads: readsById((orderId) => ({ paths: [orderApiPath(orderId)] })),
  },
  // The confirmation a doctor lands on after placing an order: the order as stored, so a reload shows
  // it again and never submits anything.
  {
    path: '/orders/:id/placed',
    screen: 'src/routes/order-placed.tsx',
    namesNothing: malformedId,
    firstReads: readsById((orderId) => ({ paths: [orderApiPath(orderId)] })),
  },
  // The signed-in doctor's own account: details, licence, e-mail preferences, address book. Each
  // panel draws from the page at once: one read later, the panels below it would move down.
  {
    path: '/account',
    screen: 'src/routes/account.tsx',
    firstReads: () => ({
      paths: [ACCOUNT_PATH, ACCOUNT_LICENCE_PATH, EMAIL_PREFERENCES_PATH, SAVED_ADDRESSES_PATH],
    }),
  },
  // A recall notice (issue 20), for the doctor whose clinic received the lots. Read with the visitor's
  // own session: another clinic's recall answers 404 like an unknown one, so the page is a 404 too; a
  // guest's 401 is not embedded (the screen sends them to sign in).
  {
    path: '/recalls/:id',
    screen: 'src/routes/recall.tsx',
    namesNothing: malformedId,
    firstReads: readsById((recallId) => {
      // recallApiPath (recall.ts), written out: importing it would bring the recall texts into the
      // entry chunk, which imports this table.
      const path = `/api/recalls/${recallId}`;
      return { paths: [path], subject: path };
    }),
  },
  { path: '/faq', screen: 'src/routes/faq.tsx' },
  { path: '/contact', screen: 'src/routes/contact.tsx' },
  { path: '/referrals', screen: 'src/routes/referrals.tsx' },
  { path: '/login', screen: 'src/routes/login.tsx' },
  // The cart's "Login to Checkout" target shows the login page too.
  { path: '/auth', screen: 'src/routes/login.tsx' },
  // Password self-service (issue 38): the request, and the e-mailed link's page (its token in the fragment).
  { path: '/forgot-password', screen: 'src/routes/password-reset.tsx' },
  { path: '/reset-password', screen: 'src/routes/password-reset.tsx' },
  // A practice's invitation link (issue 39), its token in the fragment as a reset link's.
  { path: '/invitation', screen: 'src/routes/invitation.tsx' },
  // The practice's orders waiting for a sign-off, and the member's own (issue 39).
  { path: '/approvals', screen: 'src/routes/approvals.tsx' },
  // Quick order (issue 41): codes and quantities pasted or uploaded into the cart at once.
  { path: '/quick-order', screen: 'src/routes/quick-order.tsx' },
  // The practice's supply lists, and one list (issue 41): whether a list exists depends on who asks,
  // so only a malformed id makes its page a 404.
  { path: '/lists', screen: 'src/routes/lists.tsx' },
  { path: '/lists/:id', screen: 'src/routes/list.tsx', namesNothing: malformedId },
  // One screen module for both admin paths: one chunk, which shoppers never download.
  { path: '/admin', screen: 'src/routes/admin/dashboard.tsx' },
  { path: '/admin/dashboard', screen: 'src/routes/admin/dashboard.tsx' },
  { path: '/admin/orders', screen: 'src/routes/admin/orders.tsx' },
  { path: '/admin/products', screen: 'src/routes/admin/products.tsx' },
  { path: '*', screen: 'src/routes/not-found.tsx', namesNothing: () => true },
] as const satisfies readonly Page[];

/** A screen module some page shows: the web app has exactly one loader for each. */
export type PageScreen = (typeof PAGES)[number]['screen'];

/** How React Router ranks patterns that match the same path: static segments above params above `*`. */
function specificity(pattern: string): number {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length === 0) return 1;
  return parts.reduce((score, part) => score + (part === '*' ? -2 : part.startsWith(':') ? 3 : 10), 0);
}

/** Path segments decoded as React Router decodes them (an encoded `/` stays inside its segment). */
function decodedSegments(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  try {
    return segments.map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'));
  } catch {
    return segments;
  }
}

function matchPattern(pattern: string, segments: string[]): PageParams | undefined {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    // React Router matches paths case-insensitively.
    else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return segments.length === parts.length ? params : undefined;
}

const RANKED_PAGES: readonly Page[] = [...PAGES].sort((a, b) => specificity(b.path) - specificity(a.path));

/** The page the web router shows for a path (no query string), and its params. */
export function matchPage(pathname: string): { page: Page; params: PageParams } | undefined {
  const segments = decodedSegments(pathname);
  for (const page of RANKED_PAGES) {
    const params = matchPattern(page.path, segments);
    if (params) return { page, params };
  }
  return undefined;
}
