import type { Product, ProductListQuery, ProductListResponse } from '@shop/contract/catalog-schemas';
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
  findProductIds,
  findProductPage,
  findProductNames,
  findProductsByCode,
  findProductsByIds,
  type ProductFilter,
  searchVersionOf,
  type ProductRow,
} from './products.repository';
import type { SearchIndex } from './search-index';

type ListQuery = z.output<typeof ProductListQuery>;

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    sku: row.sku,
    gtin: row.gtin,
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
    taxClass: row.taxClass,
    coldChain: row.coldChain,
    prescriptionOnly: row.prescriptionOnly,
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

/** The catalogue's search (decision 039) and the products by id its pages are filled from. */
export interface CatalogSearch {
  index: SearchIndex;
  products: ProductsByIdCache;
}

type PageWindow = { limit: number; offset: number };

export async function listProducts(
  db: Db,
  query: ListQuery,
  isAdmin: boolean,
  search: CatalogSearch,
): Promise<ProductListResponse> {
  const limit = query.limit ?? (isAdmin ? ADMIN_PAGE_SIZE : PAGE_SIZE);
  const window = pageWindow(query.page, limit);
  const found = query.search
    ? await searchProducts(db, query, query.search, window, search)
    : await productPage(db, query, undefined, window);
  return {
    products: found.products,
    ...pagePositionOf(found.totalCount, query.page, limit),
    isAdmin,
  };
}

/** A page of the listing's filters (and a search's matches, when given), from the database. */
async function productPage(db: Db, query: ListQuery, matching: number[] | undefined, window: PageWindow) {
  const { rows, totalCount } = await findProductPage(db, filterOf(query, matching), query.sort, window);
  return { products: rows.map(toProduct), totalCount };
}

const filterOf = (query: ListQuery, matching: number[] | undefined): ProductFilter => ({
  categorySlug: query.categorySlug,
  categoryId: query.categoryId,
  matching,
  minPrice: query.minPrice,
  maxPrice: query.maxPrice,
  inStock: query.inStock,
  excludeId: query.exclude,
});

/**
 * A search, which the index answers (decision 039) at the catalogue's current search version: alone
 * or within one category, ranked, wholly from the index; with other filters or a sort, the index's
 * matches are filtered (and sorted) by the database. Pages are filled from the products cached by id.
 */
async function searchProducts(
  db: Db,
  query: ListQuery,
  term: string,
  window: PageWindow,
  search: CatalogSearch,
): Promise<ProductPage> {
  // Printable ASCII is only lowercased by search_text() (unaccent changes none of it); any other
  // term is put through it in the same read as the version.
  const ascii = /^[\x20-\x7e]*$/.test(term);
  const { version, text } = await searchVersionOf(db, ascii ? undefined : term);
  const index = await search.index.at(version);
  const searched = text ?? term.toLowerCase();
  const filtered =
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.inStock === true ||
    query.exclude !== undefined ||
    (query.categoryId !== undefined && query.categorySlug !== undefined);
  if (!filtered && query.sort === undefined) {
    const categoryId =
      query.categorySlug !== undefined ? (index.categoryIdOf(query.categorySlug) ?? -1) : query.categoryId;
    const { ids, totalCount } = index.search(searched, window, categoryId);
    return { products: await getCachedProductsByIds(db, search.products, ids), totalCount };
  }
  const matching = index.matching(searched);
  if (query.sort !== undefined) return productPage(db, query, matching, window);
  // Best match first, among those the filters keep.
  const kept = new Set(await findProductIds(db, filterOf(query, matching)));
  const ranked = matching.filter((id) => kept.has(id));
  const ids = ranked.slice(window.offset, window.offset + window.limit);
  return { products: await getCachedProductsByIds(db, search.products, ids), totalCount: ranked.length };
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

/** The names of those of `ids` the catalogue has, by id (supply lists check their lines with it). */
export const productNames = (db: Db, ids: readonly number[]) => findProductNames(db, ids);

/** The products that quick order's codes name, by SKU or GTIN (issue 41). */
export const productsByCode = (db: Db, codes: readonly string[]) => findProductsByCode(db, codes);
