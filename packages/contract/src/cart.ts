import { z } from 'zod';
import { BulkDiscount } from './catalog';
import { MAX_LINE_QUANTITY } from './limits';

const quantityMessage = 'Quantity must be a whole number';

export const StoreAddCartItem = z
  .object({
    productId: z.coerce.number('Choose a product').int().positive().max(2_147_483_647),
    quantity: z
      .number(quantityMessage)
      .int(quantityMessage)
      .min(1, 'Quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, `Quantity cannot exceed ${MAX_LINE_QUANTITY}`)
      .default(1),
  })
  .strict();
export type StoreAddCartItem = z.input<typeof StoreAddCartItem>;

/** Spec §4: quantity 0 removes the line; negative values are refused. */
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

/** Spec §3 "Cart item", with the server's prices for the line (the server is the authority). */
export const CartItem = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  bulkApplied: z.boolean(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.string(),
    originalPrice: z.string().nullable(),
    imageUrl: z.string(),
    inStock: z.boolean(),
    category: z.object({ name: z.string(), slug: z.string() }),
    bulkDiscounts: z.array(BulkDiscount),
  }),
});
export type CartItem = z.infer<typeof CartItem>;
