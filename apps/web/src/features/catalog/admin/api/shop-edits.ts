import type { ImageChange, PriceChange, ProductPatch } from '@shop/contract/admin-products';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import { adminProductMessages } from '@shop/contract/admin-messages';
import type { Product } from '@shop/contract/catalog';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, getServerMessage } from '@/lib/api-client';

/**
 * The admin's edits made inside the shop's own screens (product cards, the product page, the image
 * manager): each answers the product as the shop shows it, so the product page's copy is replaced at
 * once and every other catalogue read is refreshed (docs/product.md, Admin catalogue).
 */

/**
 * After a change: every product read (listings, product pages, related products), category counts,
 * search suggestions, the featured carousel and the admin lists and badges (all under 'admin').
 */
export function refreshCatalogue(
  queryClient: QueryClient,
  options: { cart?: boolean; deletedProductId?: number } = {},
) {
  const { deletedProductId } = options;
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: ['products'],
      // A deleted product's page would answer 404 while it is still on screen: its copy is only
      // marked stale, so a later visit asks again and shows "Product Not Found".
      refetchType: 'none',
      predicate: (query) => isProductDetail(query.queryKey, deletedProductId),
    }),
    queryClient.invalidateQueries({
      queryKey: ['products'],
      predicate: (query) => !isProductDetail(query.queryKey, deletedProductId),
    }),
    queryClient.invalidateQueries({ queryKey: ['featured-carousel'] }),
    queryClient.invalidateQueries({ queryKey: ['categories'] }),
    queryClient.invalidateQueries({ queryKey: ['search'] }),
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    // A deleted product leaves every cart (decision 019).
    options.cart ? queryClient.invalidateQueries({ queryKey: ['cart'] }) : undefined,
  ]);
}

const isProductDetail = (key: readonly unknown[], id: number | undefined) =>
  id !== undefined && key[1] === 'detail' && key[2] === id;

/** The product page's own copy is the answer; the rest is asked again. */
function useProductWrite<TInput>(write: (input: TInput) => Promise<Product>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (product) => {
      queryClient.setQueryData(['products', 'detail', product.id], product);
    },
    // After a failure too: a 404 means another admin deleted the product a moment ago.
    onSettled: () => refreshCatalogue(queryClient),
  });
}

/** A grid card's price, edited in place: `PATCH /api/admin/products/{id}/price`. */
export const useChangePrice = () =>
  useProductWrite(({ id, ...body }: { id: number } & PriceChange) =>
    api.patch<Product>(`/api/admin/products/${id}/price`, body),
  );

/** A list card's name, description, price and image: `PATCH /api/admin/products/{id}`. */
export const usePatchProduct = () =>
  useProductWrite(({ id, ...body }: { id: number } & ProductPatch) =>
    api.patch<Product>(`/api/admin/products/${id}`, body),
  );

/** A new main image, the other images kept: `PATCH /api/admin/products/{id}/image`. */
export const useChangeMainImage = () =>
  useProductWrite(({ id, ...body }: { id: number } & ImageChange) =>
    api.patch<Product>(`/api/admin/products/${id}/image`, body),
  );

/** The image manager's Save: the whole set in order, main first (`PATCH …/images`). */
export const useSaveProductImages = () =>
  useProductWrite(({ id, imageUrls }: { id: number; imageUrls: readonly string[] }) => {
    const [imageUrl, ...others] = imageUrls;
    return api.patch<Product>(`/api/admin/products/${id}/images`, { imageUrl, imageUrls: others });
  });

/**
 * `DELETE /api/admin/products/{id}`: the product leaves listings, the featured carousel and every
 * cart. The toasts and `onDeleted` run here, not in a caller's `mutate` callbacks: the refreshed
 * listing no longer holds the card that asked, and an unmounted caller's callbacks never run.
 */
export function useDeleteShopProduct({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/products/${id}`),
    onSuccess: () => {
      toast({ title: adminShopMessages.productDeleted });
      onDeleted?.();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: adminProductMessages.deleteFailed,
        description: getServerMessage(error),
      }),
    // The deleted product's own page is not asked again while it may still be on screen.
    onSettled: (_answer, error, id) =>
      refreshCatalogue(queryClient, { cart: true, deletedProductId: error ? undefined : id }),
  });
}
