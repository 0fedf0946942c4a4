import { adminProductMessages } from '@shop/contract/admin-messages';
import type { MessageResponse } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { refreshCatalogue } from './refresh-catalogue';

/**
 * `DELETE /api/admin/products/{id}`: the product leaves listings, the featured carousel and every
 * cart; orders keep their lines (decision 019).
 */
export const deleteProduct = (id: number) => api.delete<MessageResponse>(`/api/admin/products/${id}`);

type DeleteProductOptions = {
  /** The success toast: the Products tab's and the shop screens' texts differ (docs/product.md). */
  deletedMessage?: string;
  /** After the product is gone, e.g. leave its page. */
  onDeleted?: () => void;
};

/**
 * The toasts and `onDeleted` run here, not in a caller's `mutate` callbacks: the refreshed listing
 * no longer holds the row or card that asked, and an unmounted caller's callbacks never run.
 */
export function useDeleteProduct({
  deletedMessage = adminProductMessages.productDeleted,
  onDeleted,
}: DeleteProductOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => {
      toast({ title: deletedMessage });
      onDeleted?.();
    },
    onError: failureToast(adminProductMessages.deleteFailed),
    // The deleted product's own page is not asked again while it may still be on screen.
    onSettled: (_answer, error, id) =>
      refreshCatalogue(queryClient, { cart: true, deletedProductId: error ? undefined : id }),
  });
}
