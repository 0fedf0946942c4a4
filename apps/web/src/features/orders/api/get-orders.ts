import type { OrderPage } from '@shop/contract/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLoginRedirectOn401 } from '../login-redirect';

/** The signed-in doctor's orders, newest first, 20 a page (docs/product.md, Orders); 401 for a guest. */
export const getOrders = (page: number, signal?: AbortSignal) =>
  api.get<OrderPage>(`/api/orders?page=${page}`, { signal });

/** Every order query starts with this key, so one invalidation refreshes lists and details alike. */
export const ordersQueryKey = ['orders'] as const;

export const getOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', page],
    queryFn: ({ signal }) => getOrders(page, signal),
    // An account's orders must not outlive its session in this tab.
    meta: { accountData: true },
  });

/** One page of orders; while the next page loads the previous one stays on screen. A 401 signs in again. */
export function useOrders(page: number) {
  const query = useQuery({ ...getOrdersQueryOptions(page), placeholderData: keepPreviousData });
  useLoginRedirectOn401(query.error);
  return query;
}
