import type { BulkCartResponse } from '@shop/contract/cart-schemas';
import { CART_BULK_PATH, quickOrderMessages } from '@shop/contract/quick-order';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useCartStore } from '../cart-store';
import { useCartMutation } from './cart-mutation';
import { applyServerCart } from './get-cart';

/** `POST /api/cart/bulk`: the lines as one text; each answered, those that pass in the cart. */
export const addQuickOrder = (text: string) => api.post<BulkCartResponse>(CART_BULK_PATH, { text });

/**
 * Quick order's call, one of the cart's changes: the answer's cart replaces the local one, and a
 * toast says how many lines went in (with View cart) or that none did.
 */
export const useAddQuickOrder = () =>
  useCartMutation({
    mutationFn: addQuickOrder,
    onSuccess: (queryClient, answer) => {
      applyServerCart(queryClient, answer.cart);
      toast({
        title: answer.message,
        ...(answer.addedCount > 0
          ? {
              action: {
                label: quickOrderMessages.viewCart,
                onClick: () => useCartStore.getState().setOpen(true),
              },
            }
          : { variant: 'destructive' as const }),
      });
    },
    failed: quickOrderMessages.failed,
  });
