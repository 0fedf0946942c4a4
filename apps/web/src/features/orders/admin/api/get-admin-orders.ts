import type { AdminOrderPage, AdminOrderSort, SortDirection } from '@shop/contract/admin-order-schemas';
import type { OrderStatus } from '@shop/contract/order-status';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The order table's filters, sort and page, as the URL and the server name them. */
export type AdminOrderFilter = {
  status?: OrderStatus;
  search?: string;
  /** Days of the shop's calendar, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  sort: AdminOrderSort;
  dir: SortDirection;
  page: number;
};

/** The defaults the server assumes, left out of the URL. */
export const DEFAULT_ORDER_SORT = { sort: 'date', dir: 'desc' } as const;

/** The filter as query parameters, its defaults (and an empty search) left out. */
export function adminOrderParams({ status, search, from, to, sort, dir, page }: AdminOrderFilter) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  const term = search?.trim();
  if (term) params.set('search', term);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (sort !== DEFAULT_ORDER_SORT.sort) params.set('sort', sort);
  if (dir !== DEFAULT_ORDER_SORT.dir) params.set('dir', dir);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function adminOrdersApiPath(filter: AdminOrderFilter): string {
  const query = adminOrderParams(filter).toString();
  return query ? `/api/admin/orders?${query}` : '/api/admin/orders';
}

/**
 * The dashboard's order table: filtered, sorted, 50 a page; payment masked. Under the 'admin' key
 * like every admin read, so a decision's one refresh (refreshAdminQueries) reaches it.
 */
export const getAdminOrdersQueryOptions = (filter: AdminOrderFilter, enabled = true) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'list', filter],
    queryFn: ({ signal }) => api.get<AdminOrderPage>(adminOrdersApiPath(filter), { signal }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { accountData: true },
  });
