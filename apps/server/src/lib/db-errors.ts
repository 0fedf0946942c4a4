/** The PostgreSQL error behind a failed query (Drizzle wraps driver errors in `cause`). */
function postgresError(err: unknown): { code?: unknown; constraint?: unknown } | undefined {
  for (let current = err, depth = 0; depth < 3; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    if ('code' in current && typeof current.code === 'string') return current;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** The database refused a statement (any SQLSTATE), not the code that sent it. */
export function isDatabaseError(err: unknown): boolean {
  const code = postgresError(err)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** A unique index refused a row (23505), optionally only for the index named `constraint`. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pgError = postgresError(err);
  if (pgError?.code !== '23505') return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/** A row pointed at a row that is gone (23503), optionally only for the constraint named `constraint`. */
export function isForeignKeyViolation(err: unknown, constraint?: string): boolean {
  const pgError = postgresError(err);
  if (pgError?.code !== '23503') return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/** A check constraint refused a row (23514), optionally only the constraint named `constraint`. */
export function isCheckViolation(err: unknown, constraint?: string): boolean {
  const pgError = postgresError(err);
  if (pgError?.code !== '23514') return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/**
 * PostgreSQL rolled the transaction back to break a deadlock (40P01) or a serialization conflict
 * (40001): nothing of it was written, and the same work run again may well succeed.
 */
export function isTransactionConflict(err: unknown): boolean {
  const code = postgresError(err)?.code;
  return code === '40P01' || code === '40001';
}

/** SQLSTATEs of a server going away or not taking connections yet: class 08 and 57P01–57P03. */
const UNAVAILABLE_STATES = /^(08...|57P0[123])$/;
/** Node's socket errors when the server is down or the connection was cut. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres's own words when a connection ends under a query or cannot be had in time. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The database could not be reached or dropped the connection (restarting, failed over, a backend
 * terminated): not the request's fault and not a bug, so the answer is a 503 to retry, and the
 * pool replaces the connection for the next request.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let current = err, depth = 0; depth < 4; depth += 1) {
    if (typeof current !== 'object' || current === null) return false;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : undefined;
    if (code !== undefined && (UNAVAILABLE_STATES.test(code) || SOCKET_ERRORS.has(code))) return true;
    if ('message' in current && typeof current.message === 'string' && LOST_CONNECTION.test(current.message))
      return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
