import type { CartItem } from '@shop/contract/cart-schemas';
import { MAX_LINE_QUANTITY } from '@shop/contract/limits';
import { orderMessages } from '@shop/contract/order-messages';
import type { ReorderResponse } from '@shop/contract/order-schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { api, getServerMessage } from '@/lib/api-client';
import { signInAgainOrToast } from '@/lib/login-redirect';
import { reorderToast } from '@/lib/reorder-toast';

/** Puts an order's still-available products back into the cart; the answer holds the whole new cart. */
export const reorder = (id: number) => api.post<ReorderResponse>(`/api/orders/${id}/reorder`);

type UseReorderOptions = {
  /**
   * Receives the whole server cart after the change, and whether the cart is worth showing (see
   * ReorderToast.showCart). The cart belongs to another feature, so the screen passes in how to
   * mirror it (and open the panel).
   */
  onCartChanged: (cart: CartItem[], showCart: boolean) => void;
};

/** Order Again: a toast naming what was added and every line skipped with its reason. A 401 signs in again. */
export function useReorder({ onCartChanged }: UseReorderOptions) {
  return useMutation({
    mutationFn: reorder,
    onSuccess: (result) => {
      const summary = reorderToast(result, MAX_LINE_QUANTITY);
      onCartChanged(result.cart, summary.showCart);
      toast({ title: summary.title, description: summary.description, variant: summary.variant });
    },
    onError: (error) => {
      signInAgainOrToast(error, { title: orderMessages.reorderFailed, description: getServerMessage(error) });
    },
  });
}
