import type { Product, ProductListQuery, ProductListResponse } from '@shop/contract/catalog';
import { ADMIN_PAGE_SIZE, PAGE_SIZE } from '@shop/contract/limits';
import { catalogMessages } from '@shop/contract/messages';
import { discountedPrice } from '@shop/contract/pricing';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { GenerationCache } from '../../lib/generation-cache';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import {
  findProductById,
  findProductPage,
  findProductsByIds,
  searchVersionOf,
  type ProductRow,
} from './products.repository';
import type { SearchIndex } from './search-index';

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

interface ProductPage {
  products: Product[];
  totalCount: number;
}

/** The in-memory search (decision 039) and the products by id its pages are filled from. */
export interface MemorySearch {
  index: SearchIndex | undefined;
  products: ProductsByIdCache;
}

export async function listProducts(
  db: Db,
  query: ListQuery,
  isAdmin: boolean,
  memory?: MemorySearch,
): Promise<ProductListResponse> {
  const limit = query.limit ?? (isAdmin ? ADMIN_PAGE_SIZE : PAGE_SIZE);
  const window = pageWindow(query.page, limit);
  const found: ProductPage =
    (memory ? await searchInMemory(db, query, window, memory) : undefined) ??
    (await findProductPage(
      db,
      {
        categorySlug: query.categorySlug,
        categoryId: query.categoryId,
        search: query.search || undefined,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        inStock: query.inStock,
        excludeId: query.exclude,
      },
      query.sort,
      window,
    ).then(({ rows, totalCount }) => ({ products: rows.map(toProduct), totalCount })));
  return {
    products: found.products,
    ...pagePositionOf(found.totalCount, query.page, limit),
    isAdmin,
  };
}

/**
 * A search ranked by relevance, alone or within one category, from the in-memory index when it is
 * current (decision 039); undefined for any other listing, or while the index is not current, which
 * the database answers instead. Its pages are filled from the products cached by id.
 */
async function searchInMemory(
  db: Db,
  query: ListQuery,
  window: { limit: number; offset: number },
  memory: MemorySearch,
): Promise<ProductPage | undefined> {
  const otherFilters =
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.inStock === true ||
    query.exclude !== undefined ||
    query.sort !== undefined ||
    (query.categoryId !== undefined && query.categorySlug !== undefined);
  if (!query.search || otherFilters || !memory.index) return undefined;
  // Printable ASCII is only lowercased by search_text() (unaccent changes none of it); any other
  // term is put through it in the same read as the version.
  const ascii = /^[\x20-\x7e]*$/.test(query.search);
  const { version, text } = await searchVersionOf(db, ascii ? undefined : query.search);
  const index = memory.index.at(version);
  if (!index) return undefined;
  const categoryId =
    query.categorySlug !== undefined ? (index.categoryIdOf(query.categorySlug) ?? -1) : query.categoryId;
  const { ids, totalCount } = index.search(text ?? query.search.toLowerCase(), window, categoryId);
  return { products: await getCachedProductsByIds(db, memory.products, ids), totalCount };
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
