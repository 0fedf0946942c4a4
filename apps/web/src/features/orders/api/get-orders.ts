import type { OrderPage } from '@shop/contract/order-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ordersApiPath } from '@shop/contract/pages';
import { api } from '@/lib/api-client';
import { accountPageReadOptions } from '@/lib/initial-data';
import { useLoginRedirectOn401 } from '@/lib/login-redirect';

/** The signed-in doctor's orders, newest first, 20 a page (docs/product.md, Orders); 401 for a guest. */
export const getOrders = (page: number, signal?: AbortSignal) =>
  api.get<OrderPage>(ordersApiPath(page), { signal });

/** Every order query starts with this key, so one invalidation refreshes lists and details alike. */
export const ordersQueryKey = ['orders'] as const;

/**
 * The /orders page carries its first page's answer (decision 008); an account's orders do not
 * outlive its session in this tab.
 */
export const getOrdersQueryOptions = (page: number) =>
  accountPageReadOptions([...ordersQueryKey, 'list', page], ordersApiPath(page), ({ signal }) =>
    getOrders(page, signal),
  );

/** One page of orders; while the next page loads the previous one stays on screen. A 401 signs in again. */
export function useOrders(page: number) {
  const query = useQuery({ ...getOrdersQueryOptions(page), placeholderData: keepPreviousData });
  useLoginRedirectOn401(query.error);
  return query;
}
