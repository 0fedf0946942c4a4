import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { MAX_PAGE_SIZE } from '@shop/contract/limits';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountListQueryOptions } from '@/lib/react-query';

/**
 * The dashboard's Products tab (docs/product.md, Admin catalogue). Admin queries live under the
 * 'admin' key, so one invalidation after a change also refreshes the dashboard's tab badges.
 */
export const adminProductsQueryKey = ['admin', 'products'] as const;

export type AdminProductFilter = { search: string; page: number };

/** `GET /api/products` as an admin, 100 a page, searched by the server. */
export function adminProductsApiPath({ search, page }: AdminProductFilter): string {
  const params = new URLSearchParams();
  const term = search.trim();
  if (term) params.set('search', term);
  if (page > 1) params.set('page', String(page));
  params.set('limit', String(MAX_PAGE_SIZE));
  return `/api/products?${params}`;
}

export const getAdminProducts = (filter: AdminProductFilter, signal?: AbortSignal) =>
  api.get<ProductListResponse>(adminProductsApiPath(filter), { signal });

export const getAdminProductsQueryOptions = (filter: AdminProductFilter) =>
  accountListQueryOptions([...adminProductsQueryKey, 'list', filter], (signal) =>
    getAdminProducts(filter, signal),
  );

export const useAdminProducts = (filter: AdminProductFilter) =>
  useQuery(getAdminProductsQueryOptions(filter));
