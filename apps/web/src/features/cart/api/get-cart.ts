import type { CartItem } from '@shop/contract/cart-schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-data';
import { useCartStore } from '../cart-store';

const CART_PATH = '/api/cart';

/** The server cart replaces the local cart whenever it is read (decision 015). */
export async function getCart(): Promise<CartItem[]> {
  const items = await api.get<CartItem[]>(CART_PATH);
  useCartStore.getState().setItems(items);
  return items;
}

/**
 * The page's answer to the cart read (decision 008), which replaces the local cart as a read from
 * the server does: the first screen makes no call of its own for the cart (decision 046).
 */
function takePageCart(): CartItem[] | undefined {
  const items = takeInitialResponse<CartItem[]>(CART_PATH);
  if (items) useCartStore.getState().setItems(items);
  return items;
}

export const getCartQueryOptions = () =>
  queryOptions({ queryKey: ['cart'], queryFn: getCart, initialData: takePageCart });

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
