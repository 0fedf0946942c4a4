import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@shop/contract/catalog';
import type { Db } from '../../db/client';
import { brands, bulkDiscountTiers, categories, products } from '../../db/schema/catalog';

export interface ProductFilter {
  categorySlug?: string | undefined;
  categoryId?: number | undefined;
  search?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  excludeId?: number | undefined;
}

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  originalPrice: products.originalPrice,
  imageUrl: products.imageUrl,
  imageUrls: products.imageUrls,
  tags: products.tags,
  inStock: products.inStock,
  featured: products.featured,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  brandId: products.brandId,
  brandName: brands.name,
  rating: products.rating,
};

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];
export type TierRow = typeof bulkDiscountTiers.$inferSelect;

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.categorySlug !== undefined) conditions.push(eq(categories.slug, filter.categorySlug));
  if (filter.minPrice !== undefined) conditions.push(gte(products.price, filter.minPrice.toFixed(2)));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.price, filter.maxPrice.toFixed(2)));
  if (filter.inStock) conditions.push(eq(products.inStock, true));
  if (filter.excludeId !== undefined) conditions.push(ne(products.id, filter.excludeId));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      sql`(${products.name} ilike ${pattern} or ${products.description} ilike ${pattern} or ${categories.name} ilike ${pattern})`,
    );
  }
  return and(...conditions);
}

/** Spec: best matches first — a name match (prefix first) before a category match before a description match. */
function relevanceOf(search: string): SQL {
  const pattern = likePattern(search);
  const prefix = `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`case when ${products.name} ilike ${prefix} then 0 when ${products.name} ilike ${pattern} then 1 when ${categories.name} ilike ${pattern} then 2 else 3 end`;
}

function orderOf(sort: ProductSort | undefined, search: string | undefined): SQL[] {
  const byName = [asc(products.name), asc(products.id)];
  switch (sort) {
    case 'price_asc':
      return [asc(products.price), ...byName];
    case 'price_desc':
      return [desc(products.price), ...byName];
    case 'rating':
      return [desc(products.rating), ...byName];
    case 'name':
      return byName;
    case undefined:
      return search ? [relevanceOf(search), ...byName] : byName;
  }
}

function selectProducts(db: Db) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId));
}

export async function findProducts(
  db: Db,
  filter: ProductFilter,
  sort: ProductSort | undefined,
  page: { limit: number; offset: number },
) {
  return selectProducts(db)
    .where(whereOf(filter))
    .orderBy(...orderOf(sort, filter.search))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countProducts(db: Db, filter: ProductFilter) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(whereOf(filter));
  return row?.count ?? 0;
}

export async function findProductById(db: Db, id: number) {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row;
}

export async function findProductsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return selectProducts(db).where(inArray(products.id, ids));
}

export async function findTiers(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(bulkDiscountTiers)
    .where(inArray(bulkDiscountTiers.productId, productIds))
    .orderBy(asc(bulkDiscountTiers.productId), asc(bulkDiscountTiers.minQuantity), asc(bulkDiscountTiers.id));
}
