import type { ProductListResponse } from '@shop/contract/catalog';
import { productsApiPath, type ProductsQuery } from '@shop/contract/listing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-data';

export const getProducts = (query: ProductsQuery) => api.get<ProductListResponse>(productsApiPath(query));

export const getProductsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    // Every parameter is part of the key, so each filter/sort/page combination is cached on its own.
    queryKey: ['products', 'list', query],
    queryFn: () => getProducts(query),
    initialData: () => takeInitialResponse<ProductListResponse>(productsApiPath(query)),
  });

/** A listing page; while the next page loads the previous one stays on screen instead of flashing. */
export const useProducts = (query: ProductsQuery) =>
  useQuery({ ...getProductsQueryOptions(query), placeholderData: keepPreviousData });
