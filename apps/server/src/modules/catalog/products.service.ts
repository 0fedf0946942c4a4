import type { Product, ProductListQuery, ProductListResponse } from '@shop/contract/catalog';
import { ADMIN_PAGE_SIZE, PAGE_SIZE } from '@shop/contract/limits';
import { catalogMessages } from '@shop/contract/messages';
import { discountedPrice } from '@shop/contract/pricing';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { GenerationCache } from '../../lib/generation-cache';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import { findProductById, findProductPage, findProductsByIds, type ProductRow } from './products.repository';

type ListQuery = z.output<typeof ProductListQuery>;

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    originalPrice: row.originalPrice,
    imageUrl: row.imageUrl,
    imageUrls: row.imageUrls,
    tags: row.tags.join(', '),
    inStock: row.inStock,
    trackInventory: row.trackInventory,
    stockLeft: row.stockLeft,
    featured: row.featured,
    categoryId: row.categoryId,
    category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    brand: row.brandId !== null && row.brandName !== null ? { id: row.brandId, name: row.brandName } : null,
    rating: Number(row.rating),
    bulkDiscounts: row.tiers.map((tier) => ({
      id: tier.id,
      minQuantity: tier.minQuantity,
      maxQuantity: tier.maxQuantity,
      discountPercentage: Number(tier.discountPercentage),
      discountedPrice: discountedPrice(row.price, tier.discountPercentage),
    })),
  };
}

export async function listProducts(db: Db, query: ListQuery, isAdmin: boolean): Promise<ProductListResponse> {
  const limit = query.limit ?? (isAdmin ? ADMIN_PAGE_SIZE : PAGE_SIZE);
  const filter = {
    categorySlug: query.categorySlug,
    categoryId: query.categoryId,
    search: query.search || undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock,
    excludeId: query.exclude,
  };
  const { rows, totalCount } = await findProductPage(db, filter, query.sort, pageWindow(query.page, limit));
  return {
    products: rows.map(toProduct),
    ...pagePositionOf(totalCount, query.page, limit),
    isAdmin,
  };
}

export async function getProduct(db: Db, id: number): Promise<Product> {
  const row = await findProductById(db, id);
  if (!row) throw notFound(catalogMessages.productNotFound);
  return toProduct(row);
}

/** The products with these ids, by id; an unknown id has none. */
export async function productsById(db: Db, ids: number[]): Promise<Map<number, Product>> {
  const found = (await findProductsByIds(db, ids)).map(toProduct);
  return new Map(found.map((p) => [p.id, p]));
}

/** Products kept by id, emptied whenever the catalogue changes (plugins/response-cache.ts). */
export type ProductsByIdCache = GenerationCache<Product>;

/**
 * Products by id, in the order asked for (unknown ids skipped), from `cache` where it has them and
 * from the database for the rest, which are then kept unless the catalogue changed meanwhile.
 */
export async function getCachedProductsByIds(db: Db, cache: ProductsByIdCache, ids: number[]) {
  const generation = cache.generation;
  const found = new Map<number, Product>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache.get(String(id));
    if (hit === undefined) missing.push(id);
    else found.set(id, hit);
  }
  if (missing.length > 0) {
    for (const [id, product] of await productsById(db, missing)) {
      found.set(id, product);
      cache.set(String(id), generation, product);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Products by id, in the order asked for; unknown ids are skipped. */
export async function getProductsByIds(db: Db, ids: number[]): Promise<Product[]> {
  const byId = await productsById(db, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}
