import type { LogFn, Logger } from 'pino';

/**
 * Names of fields whose values never reach the log, at any depth of a logged object: passwords,
 * card and bank numbers (docs/decisions/014-card-and-bank-data.md), sealed secrets and credentials.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'cardNumber',
  'cvv',
  'cvc',
  'accountNumber',
  'routingNumber',
  'cardSecret',
  'bankSecret',
  'authorization',
  'cookie',
]);

export const REDACTED = '[redacted]';

/**
 * Paths that carry a secret in the segment after their route: a password reset link's token, an
 * invitation link's token.
 */
const SECRET_PATH_SEGMENT = /^(\/api\/auth\/password-reset\/|\/api\/invitations\/)[^/?#]+/;

/** A request's URL as the access log may hold it: a secret path segment replaced. */
export const redactedUrl = (url: string) => url.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);

/**
 * A request as the access log writes it: Fastify's own fields (method, url, host, the client's
 * address and port), the url without a secret segment.
 */
export function loggedRequest(request: {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
const MAX_DEPTH = 12;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Where an error may carry a failed statement's values: Drizzle's `DrizzleQueryError` and PGlite's
 * errors hold them as `params` (PGlite also `queryOptions`); PostgreSQL's `detail` quotes a row or a
 * key ("Key (email)=(…) already exists", "Failing row contains (…)"), `where` the input being read
 * ("JSON data, line 1: …"). Any of them may be a name, an address or sealed card data.
 */
const STATEMENT_VALUE_FIELDS: ReadonlySet<string> = new Set([
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
]);

/** Drizzle's message: "Failed query: {statement}\nparams: {values}". */
const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;

/** PostgreSQL's data exceptions (class 22) quote the value they refused: 'for type uuid: "…"'. */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

function messageWithoutValues(error: Error): string {
  const message = error.message.replace(DRIZZLE_PARAMS, '');
  const code: unknown = 'code' in error ? error.code : undefined;
  return typeof code === 'string' && DATA_EXCEPTION.test(code) ? message.replace(/"[^"]*"/g, '"…"') : message;
}

/**
 * An error as the log may hold it: a failed statement's text at most, never its values. A copy (same
 * prototype, so the log names its type) without the fields above, with its message (and the stack's
 * first line) cut to the statement, and its causes treated alike; an error with none of these is
 * returned as it is.
 */
export function withoutStatementValues(error: Error, depth = 0): Error {
  const cause: unknown =
    error.cause instanceof Error && depth < MAX_DEPTH
      ? withoutStatementValues(error.cause, depth + 1)
      : error.cause;
  const message = messageWithoutValues(error);
  const fields = Object.entries(error).filter(([key]) => !STATEMENT_VALUE_FIELDS.has(key));
  if (cause === error.cause && message === error.message && fields.length === Object.keys(error).length) {
    return error;
  }
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  Object.assign(copy, Object.fromEntries(fields));
  Object.defineProperty(copy, 'message', { value: message, writable: true, configurable: true });
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  Object.defineProperty(copy, 'stack', {
    value: [`${error.name}: ${message}`, ...frames].join('\n'),
    writable: true,
    configurable: true,
  });
  if (cause !== undefined) copy.cause = cause;
  return copy;
}

/**
 * A copy of `value` with every secret field's value replaced, however deep it sits in plain objects
 * and arrays, and every error in them without a failed statement's values (`withoutStatementValues`).
 * Other objects (requests, buffers) pass through untouched: their own serializers decide what of
 * them is written. Unchanged parts are shared, not copied.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH) return value;
  if (value instanceof Error) return withoutStatementValues(value) as T;
  if (Array.isArray(value)) {
    const items: unknown[] = value.map((item: unknown) => redactSecrets(item, depth + 1));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = SECRET_FIELDS.has(key) && item !== undefined ? REDACTED : redactSecrets(item, depth + 1);
    if (next !== item) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}

/**
 * pino's `logMethod` hook: every argument of every log call passes through `redactSecrets` before
 * pino reads it, so an error logged on its own (`log.error(err)`, whose message pino copies into the
 * line's `msg`) is cut to its statement too, not only an error under a key.
 */
export function redactLogArguments(this: Logger, args: Parameters<LogFn>, method: LogFn): void {
  const redacted = args.map((arg: unknown) => redactSecrets(arg));
  method.apply(this, redacted as Parameters<LogFn>);
}
