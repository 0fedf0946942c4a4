import type { CartItem, StoreAddCartItem } from '@shop/contract/cart-schemas';
import { cartMessages } from '@shop/contract/messages';
import { toast } from '@/lib/use-toast';
import { api } from '@/lib/api-client';
import { useCartStore } from '../cart-store';
import { useCartMutation } from './cart-mutation';
import { applyServerCart } from './get-cart';

export const addToCart = (body: StoreAddCartItem) => api.post<CartItem[]>('/api/cart', body);

/** Adds a quantity of a product; the answer is the whole server cart, which replaces the local one. */
export const useAddToCart = () =>
  useCartMutation({
    mutationFn: addToCart,
    onSuccess: (queryClient, items, added) => {
      applyServerCart(queryClient, items);
      const name = items.find((line) => line.productId === added.productId)?.product.name;
      toast({
        title: cartMessages.updated,
        ...(name ? { description: cartMessages.added(added.quantity ?? 1, name) } : {}),
        action: { label: cartMessages.viewCart, onClick: () => useCartStore.getState().setOpen(true) },
      });
    },
    failed: cartMessages.addFailed,
  });
