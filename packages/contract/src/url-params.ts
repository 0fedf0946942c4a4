import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2_147_483_647;

// URL text is read as a number only when it is written the plain decimal way: digits, at most one
// decimal point with digits on both sides, and a minus sign for a negative value. `Number()` (and so
// `z.coerce.number()`) would also read "0x5a", "1e0", "+1", " 1", "" (as 0) and "Infinity", letting
// one resource or page answer to many spellings.
const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;
const WHOLE = /^-?\d{1,15}$/;

/**
 * A number read from a URL (query string or path), with messages that name it: "abc", "0x10" or
 * "1.5" for a page gets "Page must be a whole number", not zod's "expected number, received NaN".
 */
export function numberParam(label: string, range: { min: number; max: number }) {
  const message = `${label} must be a number`;
  return z
    .string({ error: message })
    .regex(DECIMAL, message)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(range.min, `${label} must be ${range.min} or more`)
        .max(range.max, `${label} must be at most ${range.max}`),
    );
}

export function wholeNumberParam(label: string, range: { min: number; max: number }) {
  const message = `${label} must be a whole number`;
  return z
    .string({ error: message })
    .regex(WHOLE, message)
    .transform(Number)
    .pipe(
      z
        .number()
        .int(message)
        .min(range.min, `${label} must be ${range.min} or more`)
        .max(range.max, `${label} must be at most ${range.max}`),
    );
}

/**
 * A row id in a URL: 1 to 10 decimal digits naming 1…2147483647, nothing else ("0x5a", "1e0", "+1",
 * " 1", "1.0" are not ids). A malformed id is the client's mistake and answers 400 with a field
 * error on every route, the same as an out-of-range one; a well-formed id that names no row is a 404.
 */
export function idParam(label = 'Id') {
  const message = `${label} must be a whole number`;
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(
      z
        .number()
        .int(message)
        .min(1, `${label} must be 1 or more`)
        .max(MAX_ID, `${label} must be at most ${MAX_ID}`),
    );
}
