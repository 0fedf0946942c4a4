import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A number read from a URL (query string or path), with messages that name it: "abc", "1e400" or
 * "1.5" for a page gets "Page must be a whole number", not zod's "expected number, received NaN".
 */
export function numberParam(label: string, range: { min: number; max: number }) {
  return z.coerce
    .number({ error: `${label} must be a number` })
    .min(range.min, `${label} must be ${range.min} or more`)
    .max(range.max, `${label} must be at most ${range.max}`);
}

export function wholeNumberParam(label: string, range: { min: number; max: number }) {
  return z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(range.min, `${label} must be ${range.min} or more`)
    .max(range.max, `${label} must be at most ${range.max}`);
}
