import type { Brand, Category } from '@shop/contract/catalog';
import type { BrandImageUpdate, CategoryIconUpdate } from '@shop/contract/uploads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Brand and category images (docs/product.md, Admin screens, Brand and category images): an https
 * URL, a stored image, or a local file sent as a data URL that the server stores (decision 016).
 */

export const brandsQueryKey = ['brands'] as const;

/** `GET /api/brands`: every brand with its image (the shop's screens do not list them). */
export const useBrands = () =>
  useQuery({
    queryKey: brandsQueryKey,
    queryFn: ({ signal }) => api.get<Brand[]>('/api/brands', { signal }),
  });

/** `PATCH /api/brands/{id}` {imageUrl}. */
export function useUpdateBrandImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & BrandImageUpdate) =>
      api.patch<Brand>(`/api/brands/${id}`, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}

/** `PATCH /api/categories/{id}` {icon}: the category's tile and page show it. */
export function useUpdateCategoryIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & CategoryIconUpdate) =>
      api.patch<Category>(`/api/categories/${id}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['categories'] }),
  });
}
