import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holdRow, lockRow } from '../../db/held-rows';
import { cartItems } from '../../db/schema/cart';
import * as catalog from '../../db/schema/catalog';
import { editableProductColumns } from './products.repository';
import { insertedRow } from '../../db/inserted-row';

export type ProductState = NonNullable<Awaited<ReturnType<typeof lockProduct>>>;

export interface TierValues {
  minQuantity: number;
  maxQuantity: number | null;
  /** A number as the admin sent it (12.5), or numeric(5,2) text as stored ("12.50"). */
  discountPercentage: number | string;
}

/** What the admin's calls edit: the catalogue's fields and the charges' (issue 37). */
const adminProductColumns = {
  ...editableProductColumns,
  taxClass: catalog.products.taxClass,
  coldChain: catalog.products.coldChain,
  prescriptionOnly: catalog.products.prescriptionOnly,
};

/**
 * A product's editable fields, its row locked until the transaction ends: two admins editing one
 * product take turns, and each change starts from what the one before it wrote.
 */
export async function lockProduct(tx: Db, id: number) {
  return lockRow(tx, adminProductColumns, catalog.products.id, id);
}

/** Whether the category exists, held until the transaction ends (holdRow) for the product that names it. */
export const categoryExists = (tx: Db, id: number) => holdRow(tx, catalog.categories.id, id);

/** Whether the brand exists, held until the transaction ends for the product that names it. */
export const brandExists = (tx: Db, id: number) => holdRow(tx, catalog.brands.id, id);

/** A new product; without a SKU it gets the column's default, the next MED-nnnnnn. */
export async function insertProduct(tx: Db, values: Omit<ProductState, 'sku'> & { sku?: string }) {
  const rows = await tx.insert(catalog.products).values(values).returning({ id: catalog.products.id });
  return insertedRow(rows, 'the new product was not returned').id;
}

export async function updateProduct(tx: Db, id: number, values: Partial<ProductState>) {
  await tx.update(catalog.products).set(values).where(eq(catalog.products.id, id));
}

export async function findTiers(tx: Db, productId: number): Promise<TierValues[]> {
  return tx
    .select({
      minQuantity: catalog.bulkDiscountTiers.minQuantity,
      maxQuantity: catalog.bulkDiscountTiers.maxQuantity,
      discountPercentage: catalog.bulkDiscountTiers.discountPercentage,
    })
    .from(catalog.bulkDiscountTiers)
    .where(eq(catalog.bulkDiscountTiers.productId, productId))
    .orderBy(asc(catalog.bulkDiscountTiers.minQuantity), asc(catalog.bulkDiscountTiers.id));
}

/** The product's tiers become exactly `tiers` (already checked and sorted). */
export async function replaceTiers(tx: Db, productId: number, tiers: readonly TierValues[]) {
  await tx.delete(catalog.bulkDiscountTiers).where(eq(catalog.bulkDiscountTiers.productId, productId));
  if (tiers.length === 0) return;
  await tx.insert(catalog.bulkDiscountTiers).values(
    tiers.map((tier) => ({
      productId,
      minQuantity: tier.minQuantity,
      maxQuantity: tier.maxQuantity,
      discountPercentage: Number(tier.discountPercentage).toFixed(2),
    })),
  );
}

/**
 * How many cart lines and featured entries hold the product (what deleting it takes along), and how
 * many hero slides link to it (their link is cleared, decision 031).
 */
export async function countProductReferences(tx: Db, productId: number) {
  const [carts] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.productId, productId));
  const [featured] = await tx
    .select({ n: count() })
    .from(catalog.featuredCarouselEntries)
    .where(eq(catalog.featuredCarouselEntries.productId, productId));
  const [slides] = await tx
    .select({ n: count() })
    .from(catalog.heroCarouselItems)
    .where(eq(catalog.heroCarouselItems.linkProductId, productId));
  return { cartLines: carts?.n ?? 0, featuredEntries: featured?.n ?? 0, heroSlideLinks: slides?.n ?? 0 };
}

/**
 * Deletes the product. The foreign keys take the rest along in the same statement: its tiers, cart
 * lines and featured entries go; order lines keep their copied name, image and prices with no
 * product (docs/decisions/019-deleting-a-product.md).
 */
export async function deleteProduct(tx: Db, id: number) {
  await tx.delete(catalog.products).where(eq(catalog.products.id, id));
}
