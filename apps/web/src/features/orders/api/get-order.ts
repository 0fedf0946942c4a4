import type { OrderDetail } from '@shop/contract/order-schemas';
import { orderApiPath } from '@shop/contract/pages';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { accountPageReadOptions } from '@/lib/initial-data';
import { useLoginRedirectOn401 } from '@/lib/login-redirect';
import { ordersQueryKey } from './get-orders';

/** One of the doctor's own orders; another doctor's id is a 404 like an unknown one (decision 011). */
export const getOrder = (id: number, signal?: AbortSignal) =>
  api.get<OrderDetail>(orderApiPath(id), { signal });

/** The order's page and its confirmation carry its answer (decision 008). */
export const getOrderQueryOptions = (id: number) =>
  accountPageReadOptions([...ordersQueryKey, 'detail', id], orderApiPath(id), ({ signal }) =>
    getOrder(id, signal),
  );

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
