import type { z } from 'zod';
import { OrderLineAsSent, OrderLineInput } from './checkout-schemas';

/**
 * Schemas that the API document shows as a client may send them rather than as they parse: a
 * schema that renames or reshapes what it is sent (a preprocess) would otherwise be documented by
 * what it becomes. The server's document (plugins/api-document.ts) reads this table.
 */
export const documentedInputs = new Map<z.ZodType, z.ZodType>([[OrderLineInput, OrderLineAsSent]]);
