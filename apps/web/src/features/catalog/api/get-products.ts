import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { productsApiPath, type ProductsQuery } from '@shop/contract/listing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageReadOptions } from '@/lib/initial-data';

export const getProducts = (query: ProductsQuery) => api.get<ProductListResponse>(productsApiPath(query));

// Every parameter is part of the key, so each filter/sort/page combination is cached on its own.
export const getProductsQueryOptions = (query: ProductsQuery) =>
  pageReadOptions(['products', 'list', query], productsApiPath(query), () => getProducts(query));

/** A listing page; while the next page loads the previous one stays on screen instead of flashing. */
export const useProducts = (query: ProductsQuery) =>
  useQuery({ ...getProductsQueryOptions(query), placeholderData: keepPreviousData });
