import type { Brand } from '@shop/contract/catalog';
import type { BrandImageUpdate } from '@shop/contract/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getBrandsQueryOptions } from './get-brands';

/**
 * `PATCH /api/brands/{id}` {imageUrl} (docs/product.md, Admin screens, Brand and category images):
 * an https URL, a stored image, or a local file sent as a data URL that the server stores
 * (decision 016).
 */
export const updateBrandImage = ({ id, ...body }: { id: number } & BrandImageUpdate) =>
  api.patch<Brand>(`/api/brands/${id}`, body);

export function useUpdateBrandImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandImage,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getBrandsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
