import { asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, featuredCarouselEntries, heroCarouselItems, products } from '../../db/schema/catalog';

/** The item's own columns (without its timestamps) and what its link points at, joined. */
const { createdAt: _createdAt, updatedAt: _updatedAt, ...itemColumns } = getTableColumns(heroCarouselItems);

const resolvedColumns = {
  ...itemColumns,
  linkedProduct: { name: products.name, price: products.price, originalPrice: products.originalPrice },
  linkedCategory: { name: categories.name, slug: categories.slug },
};

export type ResolvedItemRow = Awaited<ReturnType<typeof selectResolvedItems>>[number];

/** Hero items with their linked product's name and current prices and their linked category. */
export function selectResolvedItems(db: Db, where: SQL | undefined) {
  return db
    .select(resolvedColumns)
    .from(heroCarouselItems)
    .leftJoin(products, eq(products.id, heroCarouselItems.linkProductId))
    .leftJoin(categories, eq(categories.id, heroCarouselItems.linkCategoryId))
    .where(where)
    .orderBy(asc(heroCarouselItems.sortOrder), asc(heroCarouselItems.id));
}

export function listHeroItems(db: Db, includeInactive: boolean) {
  return selectResolvedItems(db, includeInactive ? undefined : eq(heroCarouselItems.isActive, true));
}

export async function listFeaturedEntries(db: Db) {
  return db
    .select({
      id: featuredCarouselEntries.id,
      displayOrder: featuredCarouselEntries.displayOrder,
      productId: featuredCarouselEntries.productId,
    })
    .from(featuredCarouselEntries)
    .orderBy(asc(featuredCarouselEntries.displayOrder), asc(featuredCarouselEntries.id));
}
