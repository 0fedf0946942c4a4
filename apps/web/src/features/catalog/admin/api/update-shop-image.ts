import type { Brand, Category } from '@shop/contract/catalog-schemas';
import type { BrandImageUpdate, CategoryIconUpdate } from '@shop/contract/upload-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getBrandsQueryOptions } from './get-brands';

/** A brand or a category, whose image the admin changes. */
export type ShopImageOwner = { kind: 'brand' | 'category'; id: number };

/**
 * `PATCH /api/brands/{id}` {imageUrl} or `PATCH /api/categories/{id}` {icon} (docs/product.md,
 * Admin screens, Brand and category images): an https URL, a stored image, or a local file sent as
 * a data URL that the server stores (decision 016). The category's tile and page show its icon.
 */
export const updateShopImage = ({
  kind,
  id,
  address,
}: ShopImageOwner & { address: string }): Promise<Brand | Category> =>
  kind === 'brand'
    ? api.patch<Brand>(`/api/brands/${id}`, { imageUrl: address } satisfies BrandImageUpdate)
    : api.patch<Category>(`/api/categories/${id}`, { icon: address } satisfies CategoryIconUpdate);

/** The change, then the lists that show the image: a brand's on its products too. */
export function useUpdateShopImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopImage,
    onSettled: (_answer, _error, { kind }) =>
      kind === 'brand'
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: getBrandsQueryOptions().queryKey }),
            queryClient.invalidateQueries({ queryKey: ['products'] }),
          ])
        : queryClient.invalidateQueries({ queryKey: ['categories'] }),
  });
}
