import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { MAX_PAGE_SIZE } from '@shop/contract/limits';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listApiPath } from '@/lib/list-path';
import { accountListQueryOptions } from '@/lib/react-query';

/**
 * The dashboard's Products tab (docs/product.md, Admin catalogue). Admin queries live under the
 * 'admin' key, so one invalidation after a change also refreshes the dashboard's tab badges.
 */
export const adminProductsQueryKey = ['admin', 'products'] as const;

export type AdminProductFilter = { search: string; page: number };

/** `GET /api/products` as an admin, 100 a page, searched by the server. */
export const adminProductsApiPath = ({ search, page }: AdminProductFilter): string =>
  listApiPath('/api/products', { search, page, limit: MAX_PAGE_SIZE });

export const getAdminProducts = (filter: AdminProductFilter, signal?: AbortSignal) =>
  api.get<ProductListResponse>(adminProductsApiPath(filter), { signal });

export const getAdminProductsQueryOptions = (filter: AdminProductFilter) =>
  accountListQueryOptions([...adminProductsQueryKey, 'list', filter], (signal) =>
    getAdminProducts(filter, signal),
  );

export const useAdminProducts = (filter: AdminProductFilter) =>
  useQuery(getAdminProductsQueryOptions(filter));
