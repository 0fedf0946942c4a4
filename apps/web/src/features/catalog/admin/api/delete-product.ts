import { adminProductMessages } from '@shop/contract/admin-messages';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { api } from '@/lib/api-client';
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

export const useDeleteProduct = ({
  deletedMessage = adminProductMessages.productDeleted,
  onDeleted,
}: DeleteProductOptions = {}) =>
  useAdminMutation(
    deleteProduct,
    {
      ok: deletedMessage,
      failed: adminProductMessages.deleteFailed,
      // The deleted product's own page is not asked again while it may still be on screen.
      refresh: (queryClient, { failed, input }) =>
        refreshCatalogue(queryClient, { cart: true, deletedProductId: failed ? undefined : input }),
    },
    () => onDeleted?.(),
  );
