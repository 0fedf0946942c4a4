import { z } from 'zod';
import { idField } from './number-field-schemas';

/** At most this many rows in one reorder (far more than a carousel shows). */
export const REORDER_MAX = 1_000;

/**
 * A reorder's list of ids (beyond the spec: the hero carousel's move buttons and the featured
 * carousel's Arrange order): every row of the list, once, in the order wanted; the first takes
 * position 1, the next 2, and so on. Anything else is refused with `message`.
 */
export const IdOrder = (message: string) =>
  z
    .array(idField(message), message)
    .min(1, message)
    .max(REORDER_MAX, message)
    .refine((ids) => new Set(ids).size === ids.length, message);
