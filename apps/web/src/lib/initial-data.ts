import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The answers to a screen's first API reads, which the server writes into the page it serves
 * (`<script type="application/json" id="initial-data">`, apps/server/src/modules/spa/initial-data.ts),
 * so the screen renders without waiting for another round trip. The server made each read with the
 * visitor's own cookie, so an answer is exactly what the call would return at that moment.
 */
type InitialDataBody = { url: string; responses: Record<string, unknown> };
type InitialData = { url: string; responses: Map<string, unknown> };

function isInitialData(value: unknown): value is InitialDataBody {
  if (typeof value !== 'object' || value === null) return false;
  if (!('url' in value) || typeof value.url !== 'string') return false;
  return 'responses' in value && typeof value.responses === 'object' && value.responses !== null;
}

function readInitialData(): InitialData | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('initial-data')?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isInitialData(parsed)) return undefined;
    return { url: parsed.url, responses: new Map(Object.entries(parsed.responses)) };
  } catch {
    return undefined;
  }
}

let initialData = readInitialData();

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * The page's answer for `GET {path}`, once: a later read of the same path asks the server again.
 * Only while the browser is still at the URL the page was served for; after the first navigation the
 * answers are dropped, so a screen opened later never shows data as old as the page.
 */
// T names the route's response type, as api.get's does (the server validated it, decision 005).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function takeInitialResponse<T>(path: string): T | undefined {
  if (!initialData) return undefined;
  if (currentUrl() !== initialData.url) {
    initialData = undefined;
    return undefined;
  }
  const { responses } = initialData;
  if (!responses.has(path)) return undefined;
  const value = responses.get(path);
  responses.delete(path);
  return value as T;
}

/**
 * The query options of a read whose first answer the page may hold: from the page when it does,
 * from the server otherwise and every time after (decision 008). `read` may take the query's
 * signal, which aborts the call once a newer read replaces it.
 */
export function pageReadOptions<T, Key extends QueryKey>(
  queryKey: Key,
  path: string,
  read: (context: { signal: AbortSignal }) => Promise<T>,
) {
  return queryOptions({ queryKey, queryFn: read, initialData: () => takeInitialResponse<T>(path) });
}

/**
 * The same for a read of the signed-in account's data, which the page carries for its visitor:
 * dropped from the cache at logout, as every account read is (`accountQueryOptions`).
 */
export const accountPageReadOptions = <T, Key extends QueryKey>(
  queryKey: Key,
  path: string,
  read: (context: { signal: AbortSignal }) => Promise<T>,
) => ({ ...pageReadOptions(queryKey, path, read), meta: { accountData: true } });
