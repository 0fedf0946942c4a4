import type { AdminOrderPage } from '@shop/contract/admin-orders';
import type { OrderStatus } from '@shop/contract/order-status';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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

/**
 * The dashboard's list: every order, newest first, 50 a page; payment masked. Under the 'admin' key
 * like every admin read, so a decision's one refresh (refreshAdminQueries) reaches it.
 */
export const getAdminOrdersQueryOptions = (filter: AdminOrderFilter) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'list', filter],
    queryFn: ({ signal }) => api.get<AdminOrderPage>(adminOrdersApiPath(filter), { signal }),
    placeholderData: keepPreviousData,
    meta: { accountData: true },
  });
