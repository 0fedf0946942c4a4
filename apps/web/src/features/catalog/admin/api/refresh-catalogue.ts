import type { Product } from '@shop/contract/catalog-schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refreshShopReads, useAdminMutation } from '@/lib/use-admin-mutation';
import { getProductQueryOptions } from '../../api/get-product';

/**
 * What the admin's catalogue writes share (docs/product.md, Admin catalogue): each write answers
 * the product as the shop shows it, so the product page's copy is replaced at once and every other
 * catalogue read is refreshed.
 */

/**
 * After a change: what shoppers see (refreshShopReads) and, after a delete, every cart. A deleted
 * product's page would answer 404 while it is still on screen: its copy is only marked stale, so a
 * later visit asks again and shows "Product Not Found".
 */
export function refreshCatalogue(
  queryClient: QueryClient,
  options: { cart?: boolean; deletedProductId?: number } = {},
) {
  const deletedPage = (key: readonly unknown[]) => isProductDetail(key, options.deletedProductId);
  return Promise.all([
    refreshShopReads(queryClient, deletedPage),
    queryClient.invalidateQueries({
      queryKey: ['products'],
      refetchType: 'none',
      predicate: (query) => deletedPage(query.queryKey),
    }),
    // A deleted product leaves every cart (decision 019).
    options.cart ? queryClient.invalidateQueries({ queryKey: ['cart'] }) : undefined,
  ]);
}

const isProductDetail = (key: readonly unknown[], id: number | undefined) =>
  id !== undefined && key[1] === 'detail' && key[2] === id;

/** A write's answer is the product as the shop shows it: the product page's copy becomes it at once. */
export function showProduct(product: Product, queryClient: QueryClient) {
  queryClient.setQueryData(getProductQueryOptions(product.id).queryKey, product);
}

/** An edit that answers the product: the product page's own copy is the answer; the rest is asked again. */
export function useProductWrite<TInput>(write: (input: TInput) => Promise<Product>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (product) => showProduct(product, queryClient),
    // After a failure too: a 404 means another admin deleted the product a moment ago.
    onSettled: () => refreshCatalogue(queryClient),
  });
}

/** useProductWrite with the admin's success and failure toasts (the add page, the edit dialog). */
export const useToastedProductWrite = <TInput>(
  write: (input: TInput) => Promise<Product>,
  texts: { ok: string; failed: string },
) =>
  useAdminMutation(write, { ...texts, refresh: (queryClient) => refreshCatalogue(queryClient) }, showProduct);
