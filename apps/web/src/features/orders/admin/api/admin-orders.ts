import type { AdminOrderDetail, AdminOrderPage, OrderCounts } from '@shop/contract/admin-orders';
import type { OrderStatus } from '@shop/contract/order-status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every admin query's key starts with 'admin': after a decision one invalidation refreshes the order
 * lists, the status counts and the dashboard's tab badges together.
 */
export const adminQueryKey = ['admin'] as const;
const adminOrdersKey = [...adminQueryKey, 'orders'] as const;

export type AdminOrderFilter = {
  status?: OrderStatus;
  search?: string;
  page: number;
};

export function adminOrdersApiPath({ status, search, page }: AdminOrderFilter): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  const term = search?.trim();
  if (term) params.set('search', term);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/api/admin/orders?${query}` : '/api/admin/orders';
}

/** The dashboard's list: every order, newest first, 50 a page; payment masked. */
export const getAdminOrdersQueryOptions = (filter: AdminOrderFilter) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'list', filter],
    queryFn: ({ signal }) => api.get<AdminOrderPage>(adminOrdersApiPath(filter), { signal }),
    placeholderData: keepPreviousData,
    meta: { accountData: true },
  });

/** The review queue of /admin/orders: pending orders, oldest first. */
export const getPendingOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'pending', page],
    queryFn: ({ signal }) =>
      api.get<AdminOrderPage>(
        page > 1 ? `/api/admin/pending-orders?page=${page}` : '/api/admin/pending-orders',
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { accountData: true },
  });

export const orderCountsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'counts'],
    queryFn: ({ signal }) => api.get<OrderCounts>('/api/admin/order-counts', { signal }),
    meta: { accountData: true },
  });

export const useOrderCounts = () => useQuery(orderCountsQueryOptions());

/**
 * One order in full. While it is pending the answer carries the card and bank numbers (and the server
 * audits the reveal), so it is fetched only while shown, never cached after (gcTime 0), and asked
 * afresh each time it is opened.
 */
export function useAdminOrder(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal }),
    enabled,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
    meta: { accountData: true },
  });
}
