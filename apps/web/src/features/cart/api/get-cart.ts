import type { CartItem } from '@shop/contract/cart-schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCartStore } from '../cart-store';

/** The server cart replaces the local cart whenever it is read (decision 015). */
export async function getCart(): Promise<CartItem[]> {
  const items = await api.get<CartItem[]>('/api/cart');
  useCartStore.getState().setItems(items);
  return items;
}

export const getCartQueryOptions = () => queryOptions({ queryKey: ['cart'], queryFn: getCart });

export const useCart = () => useQuery(getCartQueryOptions());

/** Every cart change shares this key and scope: they run one after another, in the order made. */
export const cartMutationKey = ['cart'] as const;
export const cartMutationScope = { id: 'cart' } as const;

/**
 * The server's answer to a cart change replaces the local cart, unless another change is still on
 * its way: that later answer is the newer state, and applying this one would flicker back.
 */
export function applyServerCart(queryClient: QueryClient, items: CartItem[]): boolean {
  if (queryClient.isMutating({ mutationKey: cartMutationKey }) > 1) return false;
  queryClient.setQueryData(getCartQueryOptions().queryKey, items);
  useCartStore.getState().setItems(items);
  return true;
}
