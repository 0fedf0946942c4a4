import type { Product } from '@shop/contract/catalog-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The product a slide links to, as the shop shows it now (its current prices); none while `id` is undefined. */
export const useLinkedProduct = (id: number | undefined) =>
  useQuery({
    // The product page's key: a copy already read there is used, and a price change refreshes both.
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => api.get<Product>(`/api/products/${id ?? 0}`, { signal }),
    enabled: id !== undefined,
  });
