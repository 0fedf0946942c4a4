import type { ProductListResponse } from '@shop/contract/catalog';
import type { ProductSort } from '@shop/contract/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The query string GET /api/products understands; unset fields are left out of the request. */
export type ProductsQuery = {
  categorySlug?: string;
  categoryId?: number;
  search?: string;
  page?: number;
  limit?: number;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort?: ProductSort;
  exclude?: number;
};

export function productsSearchParams(query: ProductsQuery): string {
  const params = new URLSearchParams();
  const entries: [string, ProductsQuery[keyof ProductsQuery]][] = Object.entries(query);
  for (const [key, value] of entries) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

export const getProducts = (query: ProductsQuery) => {
  const search = productsSearchParams(query);
  return api.get<ProductListResponse>(search ? `/api/products?${search}` : '/api/products');
};

export const getProductsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    // Every parameter is part of the key, so each filter/sort/page combination is cached on its own.
    queryKey: ['products', 'list', query],
    queryFn: () => getProducts(query),
  });

/** A listing page; while the next page loads the previous one stays on screen instead of flashing. */
export const useProducts = (query: ProductsQuery) =>
  useQuery({ ...getProductsQueryOptions(query), placeholderData: keepPreviousData });
