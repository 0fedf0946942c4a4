import { imageSrcSet, resizedImageUrl } from '@shop/contract/images';
import { matchPage, type FirstReads, type ReadAnswer } from '@shop/contract/pages';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerWithin } from '../../lib/time-limit';

/**
 * A screen's first API reads, answered inside the page the server sends for its URL (read by
 * apps/web/src/lib/initial-data.ts), and a preload of the screen's largest image. Without them a
 * first visit waits for the app's JavaScript, then for the API, then for the image, one after the
 * other; with them the image downloads alongside the JavaScript and the screen renders at once.
 *
 * Each read goes through the app itself (`inject`) with the visitor's own cookie, so an answer is
 * exactly what the call would return now: the same role checks, page size and response cache.
 */

/** Reads the answers (path → the route's JSON text) as the pages table's image rules take them. */
function answerReader(answers: ReadonlyMap<string, string>): ReadAnswer {
  // The answer is the route's own response, validated by its schema as it was sent: T names its type.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  return <T>(path: string) => {
    const text = answers.get(path);
    return text === undefined ? undefined : (JSON.parse(text) as T);
  };
}

/**
 * The page's own reads are part of the page's request, not requests of their own: they carry this
 * header with a secret made at start, and the request log leaves them out (`isPageRead`, app.ts).
 * Nobody outside the process knows the secret, so no client can hide its requests from the log.
 */
const PAGE_READ_HEADER = 'x-shop-page-read';
const pageReadSecret = randomBytes(16).toString('hex');

export function isPageRead(request: { headers: Record<string, string | string[] | undefined> }) {
  return request.headers[PAGE_READ_HEADER] === pageReadSecret;
}

/** A page waits at most this long for its answers; without them the app simply makes the calls. */
const ANSWER_BUDGET_MS = 2000;

/** The account read every screen's header makes (apps/web/src/features/auth/api/get-user.ts). */
const AUTH_USER_PATH = '/api/auth/user';

/** The cart read every screen's layout makes at start (apps/web/src/features/cart/api/get-cart.ts). */
const CART_PATH = '/api/cart';

export interface ScreenReads extends FirstReads {
  /** The path names nothing the screen can show (packages/contract/src/pages.ts `namesNothing`). */
  namesNothing: boolean;
}

/**
 * What the screen at `url` reads first: the account and the cart, and the screen's own reads as the
 * pages table (packages/contract/src/pages.ts) gives them for the URL's params and query.
 */
export function screenReads(url: string): ScreenReads {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const match = matchPage(pathname);
  const namesNothing = !match || (match.page.namesNothing?.(match.params) ?? false);
  const screen = namesNothing ? undefined : match.page.firstReads?.(match.params, search);
  return { ...screen, paths: [AUTH_USER_PATH, CART_PATH, ...(screen?.paths ?? [])], namesNothing };
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that stays data inside a `<script>` element: no `<` can close it or open a comment. */
const escapeScriptJson = (json: string) => json.replace(/</g, '\\u003c');

export interface PageAdditions {
  /** Goes before `</head>`: the main image's preload. */
  head: string;
  /** Goes before `</body>`: the answers. */
  body: string;
}

/** A read's status and JSON; `cached` when the response cache answered it (or it is a guest's account or cart read). */
type ReadResult = { status: number; json?: string; cached?: boolean };

async function answer(app: FastifyInstance, request: FastifyRequest, path: string): Promise<ReadResult> {
  // A visitor without a cookie is a guest the app keeps as null, and every guest gets the catalogue
  // reads the response cache holds: taken from it, they cost no request through the app (the
  // answer is the very text the call would send, invalidated with it). Without a session a guest's
  // cart is empty (cart.routes.ts).
  if (!request.headers.cookie) {
    if (path === AUTH_USER_PATH) return { status: 401, json: 'null', cached: true };
    if (path === CART_PATH) return { status: 200, json: '[]', cached: true };
    const cached = app.responseCache.get(path);
    if (cached !== undefined) return { status: 200, json: cached, cached: true };
  }
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: {
      accept: 'application/json',
      [PAGE_READ_HEADER]: pageReadSecret,
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    },
  });
  const { statusCode: status } = response;
  // A 401 from the account read means a guest, which the app keeps as null.
  if (path === AUTH_USER_PATH && status === 401) return { status, json: 'null' };
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return status === 200 && isJson ? { status, json: response.body } : { status };
}

export interface PageAnswer {
  /**
   * 404 when the path names nothing (no page, a malformed id) or the page's subject, read with the
   * visitor's own session, answered 404: the screen then shows its not-found state. 200 otherwise,
   * also when the reads ran over their budget (the screen finds out for itself).
   */
  status: 200 | 404;
  /** The answers to the screen's first reads and its main image's preload (GET only). */
  additions?: PageAdditions;
  /**
   * Every read was answered by the response cache (a visitor without a cookie): the page is then
   * the same for every such visitor until the catalogue changes.
   */
  fromCache: boolean;
}

/**
 * The status of a page request, and for a GET the answers to the screen's first reads and its main
 * image's preload. A HEAD makes only the subject's read, which its status needs.
 */
export async function answerPage(app: FastifyInstance, request: FastifyRequest): Promise<PageAnswer> {
  const reads = screenReads(request.url);
  const isGet = request.method === 'GET';
  const paths = isGet ? reads.paths : reads.subject ? [reads.subject] : [];
  let status: PageAnswer['status'] = reads.namesNothing ? 404 : 200;
  if (paths.length === 0) return { status, fromCache: !request.headers.cookie };

  const readAll = (list: string[]) =>
    Promise.all(list.map((path) => answer(app, request, path).catch(() => undefined)));
  const answeredOf = (list: string[], results: (ReadResult | undefined)[]) =>
    list.flatMap((path, i) => {
      const json = results[i]?.json;
      return json === undefined ? [] : [[path, json] as const];
    });
  // The reads that need an earlier answer (GET only) go out once those answers are in, within the
  // same budget.
  const made = await answerWithin(
    (async () => {
      const first = await readAll(paths);
      const later = isGet ? (reads.thenReads?.(answerReader(new Map(answeredOf(paths, first)))) ?? []) : [];
      return { list: [...paths, ...later], results: [...first, ...(await readAll(later))] };
    })(),
    ANSWER_BUDGET_MS,
  );
  if (!made) {
    request.log.warn({ url: request.url }, 'page served without its initial data (over budget)');
    return { status, fromCache: false };
  }
  const { list, results } = made;
  const fromCache = results.every((result) => result?.cached === true);

  if (reads.subject !== undefined && results[list.indexOf(reads.subject)]?.status === 404) status = 404;
  if (!isGet) return { status, fromCache };

  const answered = answeredOf(list, results);
  if (answered.length === 0) return { status, fromCache };

  // The bodies are the routes' own serialized JSON; they go in as they are.
  const json = `{"url":${JSON.stringify(request.url)},"responses":{${answered
    .map(([path, body]) => `${JSON.stringify(path)}:${body}`)
    .join(',')}}}`;
  const body = `<script type="application/json" id="initial-data">${escapeScriptJson(json)}</script>`;

  const image = reads.mainImage?.(answerReader(new Map(answered)));
  const srcset = image ? imageSrcSet(image.url, image.slot.widths) : '';
  // Only a stored image can be preloaded as the variant the page will pick.
  const head =
    image && srcset
      ? `<link rel="preload" as="image" href="${escapeAttribute(resizedImageUrl(image.url, image.slot.fallbackWidth))}" imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(image.slot.sizes)}" fetchpriority="high">`
      : '';
  return { status, additions: { head, body }, fromCache };
}
