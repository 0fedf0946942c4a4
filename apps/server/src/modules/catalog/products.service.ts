import {
  ADMIN_PAGE_SIZE,
  PAGE_SIZE,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
} from '@shop/contract/catalog';
import { catalogMessages } from '@shop/contract/messages';
import { discountedPrice } from '@shop/contract/pricing';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  countProducts,
  findProductById,
  findProducts,
  findProductsByIds,
  findTiers,
  type ProductRow,
  type TierRow,
} from './products.repository';

type ListQuery = z.output<typeof ProductListQuery>;

function toProduct(row: ProductRow, tiers: TierRow[]): Product {
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
    featured: row.featured,
    categoryId: row.categoryId,
    category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    brand: row.brandId !== null && row.brandName !== null ? { id: row.brandId, name: row.brandName } : null,
    rating: Number(row.rating),
    bulkDiscounts: tiers.map((tier) => ({
      id: tier.id,
      minQuantity: tier.minQuantity,
      maxQuantity: tier.maxQuantity,
      discountPercentage: Number(tier.discountPercentage),
      discountedPrice: discountedPrice(row.price, tier.discountPercentage),
    })),
  };
}

/** Rows plus their tiers, fetched in one extra query for the whole page. */
export async function withTiers(db: Db, rows: ProductRow[]): Promise<Product[]> {
  const tiers = await findTiers(
    db,
    rows.map((r) => r.id),
  );
  const byProduct = new Map<number, TierRow[]>();
  for (const tier of tiers) {
    const list = byProduct.get(tier.productId) ?? [];
    list.push(tier);
    byProduct.set(tier.productId, list);
  }
  return rows.map((row) => toProduct(row, byProduct.get(row.id) ?? []));
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
  const [rows, totalCount] = await Promise.all([
    findProducts(db, filter, query.sort, { limit, offset: (query.page - 1) * limit }),
    countProducts(db, filter),
  ]);
  return {
    products: await withTiers(db, rows),
    totalCount,
    currentPage: query.page,
    totalPages: Math.ceil(totalCount / limit),
    isAdmin,
  };
}

export async function getProduct(db: Db, id: number): Promise<Product> {
  const row = await findProductById(db, id);
  if (!row) throw notFound(catalogMessages.productNotFound);
  const [product] = await withTiers(db, [row]);
  if (!product) throw notFound(catalogMessages.productNotFound);
  return product;
}

/** Products by id, in the order asked for; unknown ids are skipped. */
export async function getProductsByIds(db: Db, ids: number[]): Promise<Product[]> {
  const found = await withTiers(db, await findProductsByIds(db, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
