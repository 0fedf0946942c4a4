import type { CartItem } from '@shop/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCartStore } from '../cart-store';

/** Spec §4: the server cart replaces the local cart whenever it is read. */
export async function getCart(): Promise<CartItem[]> {
  const items = await api.get<CartItem[]>('/api/cart');
  useCartStore.getState().setItems(items);
  return items;
}

export const getCartQueryOptions = () => queryOptions({ queryKey: ['cart'], queryFn: getCart });

export const useCart = () => useQuery(getCartQueryOptions());
