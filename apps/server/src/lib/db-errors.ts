/** The PostgreSQL error behind a failed query (Drizzle wraps driver errors in `cause`). */
function postgresError(err: unknown): { code?: unknown; constraint?: unknown } | undefined {
  for (let current = err, depth = 0; depth < 3; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    if ('code' in current && typeof current.code === 'string') return current;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
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
