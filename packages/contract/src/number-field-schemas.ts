import { z } from 'zod';
import { MAX_ID } from './url-param-schemas';

/**
 * A whole number from `range.min` to `range.max`, as a JSON number (never read from a string, a
 * boolean or an array: `true` is not 1), with one `message` for every way to miss it.
 */
export const wholeNumberField = (message: string, range: { min: number; max: number }) =>
  z.number(message).int(message).min(range.min, message).max(range.max, message);

/** A row's id as a JSON number (1 to the largest `integer`); whether the row exists is the server's check. */
export const idField = (message: string) => wholeNumberField(message, { min: 1, max: MAX_ID });
