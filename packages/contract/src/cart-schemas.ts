import { z } from 'zod';
import { Product } from './catalog-schemas';
import { MAX_LINE_QUANTITY } from './limits';
import { QUICK_ORDER_LINE_STATUSES, quickOrderMessages } from './quick-order';
import { idField } from './number-field-schemas';

const quantityMessage = 'Quantity must be a whole number';

export const StoreAddCartItem = z
  .object({
    productId: idField('Choose a product'),
    quantity: z
      .number(quantityMessage)
      .int(quantityMessage)
      .min(1, 'Quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, `Quantity cannot exceed ${MAX_LINE_QUANTITY}`)
      .default(1),
  })
  .strict();
export type StoreAddCartItem = z.input<typeof StoreAddCartItem>;

/** Quantity 0 removes the line; negative values are refused (docs/product.md, Cart). */
export const StoreUpdateCartItem = z
  .object({
    quantity: z
      .number(quantityMessage)
      .int(quantityMessage)
      .min(0, 'Quantity cannot be negative')
      .max(MAX_LINE_QUANTITY, `Quantity cannot exceed ${MAX_LINE_QUANTITY}`),
  })
  .strict();
export type StoreUpdateCartItem = z.input<typeof StoreUpdateCartItem>;

/** A cart line, with the server's prices for the line (the server is the authority, decision 012). */
export const CartItem = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  bulkApplied: z.boolean(),
  /** What the cart shows of the product: a listing's product, less its gallery, tags and ratings. */
  product: Product.pick({
    id: true,
    name: true,
    description: true,
    price: true,
    originalPrice: true,
    imageUrl: true,
    inStock: true,
    stockLeft: true,
    prescriptionOnly: true,
    bulkDiscounts: true,
  }).extend({ category: z.object({ name: z.string(), slug: z.string() }) }),
});
export type CartItem = z.infer<typeof CartItem>;

/**
 * `POST /api/cart/bulk` (quick order, issue 41): the pasted or uploaded lines as one text, at most
 * 1 MB and 500 lines (quick-order.ts reads them).
 */
export const BulkCartBody = z.object({ text: z.string(quickOrderMessages.text) }).strict();
export type BulkCartBody = z.input<typeof BulkCartBody>;

/** One line's answer: added (perhaps marked for a sign-off), or refused with the reason to fix. */
export const BulkCartLine = z.object({
  line: z.number().int(),
  code: z.string(),
  /** The quantity asked for, when it was one. */
  quantity: z.number().int().nullable(),
  status: z.enum(QUICK_ORDER_LINE_STATUSES),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  /** Why it was not added, or what to know of it (added up with an earlier line; a sign-off). */
  message: z.string().nullable(),
  /** A prescription-only product that this member's order sends for a prescriber's sign-off. */
  needsSignOff: z.boolean(),
});
export type BulkCartLine = z.infer<typeof BulkCartLine>;

/**
 * Lines of a code and a quantity, each answered as quick order answers it, with how many were added
 * and how many refused: what quick order and a list's import both answer, each with what it changed.
 */
export const AnsweredLines = z.object({
  message: z.string(),
  lines: z.array(BulkCartLine),
  addedCount: z.number().int(),
  refusedCount: z.number().int(),
});
export type AnsweredLines = z.infer<typeof AnsweredLines>;

export const BulkCartResponse = AnsweredLines.extend({ cart: z.array(CartItem) });
export type BulkCartResponse = z.infer<typeof BulkCartResponse>;
