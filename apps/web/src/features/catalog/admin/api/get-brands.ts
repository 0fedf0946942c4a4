import type { Brand } from '@shop/contract/catalog-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/brands`: every brand with its image (the shop's screens do not list them). */
export const getBrands = (signal?: AbortSignal) => api.get<Brand[]>('/api/brands', { signal });

export const getBrandsQueryOptions = () =>
  queryOptions({ queryKey: ['brands'], queryFn: ({ signal }) => getBrands(signal) });

export const useBrands = () => useQuery(getBrandsQueryOptions());
