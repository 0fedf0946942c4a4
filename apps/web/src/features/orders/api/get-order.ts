import type { OrderDetail } from '@shop/contract/order-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { useLoginRedirectOn401 } from '@/lib/login-redirect';
import { ordersQueryKey } from './get-orders';

/** One of the doctor's own orders; another doctor's id is a 404 like an unknown one (decision 011). */
export const getOrder = (id: number, signal?: AbortSignal) =>
  api.get<OrderDetail>(`/api/orders/${id}`, { signal });

export const getOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    meta: { accountData: true },
  });

/** `id` undefined (a malformed id in the URL) makes no call. A 401 signs in again. */
export function useOrder(id: number | undefined) {
  const query = useQuery({ ...getOrderQueryOptions(id ?? 0), enabled: id !== undefined });
  useLoginRedirectOn401(query.error);
  return query;
}

/** The server answers 404 for an unknown or foreign id and 400 for one that is not an id. */
export function isOrderNotFound(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 400);
}
