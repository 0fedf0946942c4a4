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
 * URL text read as a number: written as `pattern` says (else `message`), then in `range`, and a
 * whole number when `whole`. The messages name the number.
 */
function urlNumber(
  label: string,
  written: { pattern: RegExp; message: string; whole: boolean },
  range: { min: number; max: number },
) {
  const number = written.whole ? z.number().int(written.message) : z.number();
  return z
    .string({ error: written.message })
    .regex(written.pattern, written.message)
    .transform(Number)
    .pipe(
      number
        .min(range.min, `${label} must be ${range.min} or more`)
        .max(range.max, `${label} must be at most ${range.max}`),
    );
}

/**
 * A number read from a URL (query string or path), with messages that name it: "abc", "0x10" or
 * "1.5" for a page gets "Page must be a whole number", not zod's "expected number, received NaN".
 */
export const numberParam = (label: string, range: { min: number; max: number }) =>
  urlNumber(label, { pattern: DECIMAL, message: `${label} must be a number`, whole: false }, range);

export const wholeNumberParam = (label: string, range: { min: number; max: number }) =>
  urlNumber(label, { pattern: WHOLE, message: `${label} must be a whole number`, whole: true }, range);

/**
 * A row id in a URL: 1 to 10 decimal digits naming 1…2147483647, nothing else ("0x5a", "1e0", "+1",
 * " 1", "1.0" are not ids). A malformed id is the client's mistake and answers 400 with a field
 * error on every route, the same as an out-of-range one; a well-formed id that names no row is a 404.
 */
export const idParam = (label = 'Id') =>
  urlNumber(
    label,
    { pattern: /^\d{1,10}$/, message: `${label} must be a whole number`, whole: true },
    { min: 1, max: MAX_ID },
  );

/**
 * `/…/:token` path parameters: an e-mailed link's token, 43 base64url characters (256 random bits);
 * anything longer is no link.
 */
export const LinkTokenParams = z.object({ token: z.string().max(200) });
