import type { CartItem, StoreUpdateCartItem } from '@shop/contract/cart-schemas';
import { cartMessages } from '@shop/contract/messages';
import { toast } from '@/lib/use-toast';
import { api } from '@/lib/api-client';
import { withLineQuantity } from '../cart-lines';
import { useCartStore } from '../cart-store';
import { useCartMutation } from './cart-mutation';
import { applyServerCart } from './get-cart';

type UpdateCartItemInput = { id: number } & StoreUpdateCartItem;

/** Sets a line's quantity (0 removes it); the answer is the whole server cart. */
export const updateCartItem = ({ id, quantity }: UpdateCartItemInput) =>
  api.put<CartItem[]>(`/api/cart/${id}`, { quantity } satisfies StoreUpdateCartItem);

/** The new quantity and its tier price show at once; an error puts the cart back. */
export const useUpdateCartItem = () =>
  useCartMutation({
    mutationFn: updateCartItem,
    optimistic: (items, { id, quantity }: UpdateCartItemInput) => withLineQuantity(items, id, quantity),
    onSuccess: (queryClient, items) => {
      // With the panel open the change shows (and is announced) in the panel itself; a toast would
      // cover its first line on a phone.
      if (applyServerCart(queryClient, items) && !useCartStore.getState().isOpen) {
        toast({ title: cartMessages.updated });
      }
    },
    failed: cartMessages.quantityFailed,
  });
