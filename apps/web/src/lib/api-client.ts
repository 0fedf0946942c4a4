import type { ApiErrorBody } from '@shop/contract/error-schemas';

/**
 * A non-2xx response. Its message is "{status}: {body text}", or the status text when the
 * body is empty; `body` holds the parsed error shape ({ message, code?, fieldErrors? }) when present.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly bodyText: string;
  readonly body: ApiErrorBody | undefined;
  /** The body is plain text meant for people (not, say, a proxy's HTML error page). */
  readonly isPlainText: boolean;

  constructor(status: number, statusText: string, bodyText: string, contentType = '') {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
    this.isPlainText = contentType.startsWith('text/plain');
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string'
  );
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const json: unknown = JSON.parse(text);
    return isErrorBody(json) ? json : undefined;
  } catch {
    return undefined;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The server's own words about a failure: its JSON `message`, else a plain-text body. Anything else
 * (an HTML error page from a proxy, say) is no message for a person: the caller's fallback is shown.
 */
export function getServerMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.body) return error.body.message;
  return error.isPlainText ? error.bodyText.trim() || undefined : undefined;
}

/** What to tell a person about a failed call; `fallback` also covers network failures. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return getServerMessage(error) ?? fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  /** Aborts the request, e.g. TanStack Query's signal when a newer query replaces this one. */
  signal?: AbortSignal | undefined;
  /** Extra request headers, e.g. an order's Idempotency-Key. */
  headers?: Record<string, string>;
};

/**
 * Responses are typed by the contract, not parsed again here: the server validates every response
 * against the same zod schema before sending it (docs/decisions/005), which keeps zod out of the
 * shoppers' first-load JavaScript.
 */
async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // A form (a file with its fields) goes as multipart, its boundary set by the browser.
  const isForm = body instanceof FormData;
  // Only a request that carries a body declares one: Fastify rejects an empty JSON body.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined || isForm ? body : JSON.stringify(body),
    signal: options.signal ?? null,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      response.status,
      response.statusText,
      text,
      response.headers.get('content-type') ?? '',
    );
  }

  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  /** A read whose 404 means there is nothing to show (no practice, an invalid link): null. */
  getOrNull: async <T>(path: string, options?: RequestOptions): Promise<T | null> => {
    try {
      return await request<T>('GET', path, undefined, options);
    } catch (error) {
      if (isApiError(error, 404)) return null;
      throw error;
    }
  },
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
