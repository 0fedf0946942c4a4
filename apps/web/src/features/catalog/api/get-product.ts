import type { Product, ProductListResponse } from '@shop/contract/catalog-schemas';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { pageReadOptions } from '@/lib/initial-data';

const productPath = (id: number) => `/api/products/${id}`;

export const getProduct = (id: number) => api.get<Product>(productPath(id));

export const getProductQueryOptions = (id: number) =>
  pageReadOptions(['products', 'detail', id], productPath(id), () => getProduct(id));

/** The copy of a product a listing or a related-products row already holds, if any. */
function listedProduct(queryClient: QueryClient, id: number | undefined): Product | undefined {
  if (id === undefined) return undefined;
  for (const [, page] of queryClient.getQueriesData<ProductListResponse>({
    queryKey: ['products', 'list'],
  })) {
    const found = page?.products.find((p) => p.id === id);
    if (found) return found;
  }
  for (const [, related] of queryClient.getQueriesData<Product[]>({ queryKey: ['products', 'related'] })) {
    const found = related?.find((p) => p.id === id);
    if (found) return found;
  }
  return undefined;
}

export const useProduct = (id: number | undefined) => {
  const queryClient = useQueryClient();
  return useQuery({
    ...getProductQueryOptions(id ?? 0),
    enabled: id !== undefined,
    // Opened from a card: the page shows at once from the card's data while its own copy loads.
    placeholderData: () => listedProduct(queryClient, id),
  });
};

/** The server answers 404 for an unknown id and 400 for one that is not a positive whole number. */
export function isProductNotFound(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 400);
}
