import { z } from 'zod';
import { adminFeaturedMessages as m } from './admin-messages';
import { IdOrder } from './reorder-schemas';
import { idField, wholeNumberField } from './number-field-schemas';

/** The featured carousel's admin side (docs/product.md, Admin catalogue). */

export const FEATURED_DISPLAY_ORDER_MAX = 100_000;

/**
 * `POST /api/admin/featured-carousel`: a product joins the carousel (once) at a display order;
 * without one it goes after the last entry.
 */
export const FeaturedEntryInput = z
  .object({
    productId: idField(m.productRequired),
    displayOrder: wholeNumberField(m.displayOrder(FEATURED_DISPLAY_ORDER_MAX), {
      min: 0,
      max: FEATURED_DISPLAY_ORDER_MAX,
    }).optional(),
  })
  .strict();
export type FeaturedEntryInput = z.input<typeof FeaturedEntryInput>;

/**
 * `PUT /api/admin/featured-carousel/order`: every entry of the carousel, once, in the order wanted;
 * the first gets display order 1, the next 2, and so on.
 */
export const FeaturedOrderInput = z.object({ entryIds: IdOrder(m.orderInvalid) }).strict();
export type FeaturedOrderInput = z.input<typeof FeaturedOrderInput>;
