import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holdRow } from '../../db/held-rows';
import type { OrderedRows } from '../../db/ordered-rows';
import { featuredCarouselEntries, products } from '../../db/schema/catalog';

/** Whether the product exists, held until the transaction ends (holdRow) for its entry. */
export const productExists = (tx: Db, id: number) => holdRow(tx, products.id, id);

/** One past the highest display order, or 1 for an empty carousel. */
export async function nextDisplayOrder(tx: Db) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${featuredCarouselEntries.displayOrder}), 0)::int + 1` })
    .from(featuredCarouselEntries);
  return row?.next ?? 1;
}

/**
 * A new entry, or nothing when the product already has one (the unique index on product_id decides,
 * also between two admins adding it at once).
 */
export async function insertEntry(tx: Db, productId: number, displayOrder: number) {
  const [row] = await tx
    .insert(featuredCarouselEntries)
    .values({ productId, displayOrder })
    .onConflictDoNothing({ target: featuredCarouselEntries.productId })
    .returning({ id: featuredCarouselEntries.id, displayOrder: featuredCarouselEntries.displayOrder });
  return row;
}

export async function deleteEntry(tx: Db, id: number) {
  const [row] = await tx.delete(featuredCarouselEntries).where(eq(featuredCarouselEntries.id, id)).returning({
    productId: featuredCarouselEntries.productId,
    displayOrder: featuredCarouselEntries.displayOrder,
  });
  return row;
}

/** The featured carousel's entries, in display order (`db/ordered-rows.ts`). */
export const featuredEntryOrder: OrderedRows = {
  table: featuredCarouselEntries,
  id: featuredCarouselEntries.id,
  position: featuredCarouselEntries.displayOrder,
};
