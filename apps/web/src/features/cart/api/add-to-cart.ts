import type { CartItem, StoreAddCartItem } from '@shop/contract/cart';
import { cartMessages } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, getServerMessage } from '@/lib/api-client';
import { useCartStore } from '../cart-store';
import { applyServerCart, cartMutationKey, cartMutationScope } from './get-cart';

export const addToCart = (body: StoreAddCartItem) => api.post<CartItem[]>('/api/cart', body);

/** Adds a quantity of a product; the answer is the whole server cart, which replaces the local one. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    scope: cartMutationScope,
    mutationFn: addToCart,
    onSuccess: (items, added) => {
      applyServerCart(queryClient, items);
      const name = items.find((line) => line.productId === added.productId)?.product.name;
      toast({
        title: cartMessages.updated,
        ...(name ? { description: cartMessages.added(added.quantity ?? 1, name) } : {}),
        action: { label: cartMessages.viewCart, onClick: () => useCartStore.getState().setOpen(true) },
      });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: cartMessages.addFailed, description: getServerMessage(error) }),
  });
}
