import type { CartItem, StoreUpdateCartItem } from '@shop/contract/cart';
import { cartMessages } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, getServerMessage } from '@/lib/api-client';
import { withLineQuantity } from '../cart-lines';
import { useCartStore } from '../cart-store';
import { applyServerCart, cartMutationKey, cartMutationScope, getCartQueryOptions } from './get-cart';

type UpdateCartItemInput = { id: number } & StoreUpdateCartItem;

/** Sets a line's quantity (0 removes it); the answer is the whole server cart. */
export const updateCartItem = ({ id, quantity }: UpdateCartItemInput) =>
  api.put<CartItem[]>(`/api/cart/${id}`, { quantity } satisfies StoreUpdateCartItem);

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    scope: cartMutationScope,
    mutationFn: updateCartItem,
    // The new quantity and its tier price show at once; an error puts the cart back.
    onMutate: ({ id, quantity }) => {
      const { items, setItems } = useCartStore.getState();
      setItems(withLineQuantity(items, id, quantity));
      return { previous: items };
    },
    onSuccess: (items) => {
      // With the panel open the change shows (and is announced) in the panel itself; a toast would
      // cover its first line on a phone.
      if (applyServerCart(queryClient, items) && !useCartStore.getState().isOpen) {
        toast({ title: cartMessages.updated });
      }
    },
    onError: (error, _input, context) => {
      if (context) useCartStore.getState().setItems(context.previous);
      toast({
        variant: 'destructive',
        title: cartMessages.quantityFailed,
        description: getServerMessage(error),
      });
      void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
    },
  });
}
