import type { AdminOrderPage, AdminOrderSort, SortDirection } from '@shop/contract/admin-order-schemas';
import type { OrderStatus } from '@shop/contract/order-status';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listApiPath, listParams } from '@/lib/list-path';

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

/** The filter as the server names its parameters, the default sort left out. */
const adminOrderValues = ({ status, search, from, to, sort, dir, page }: AdminOrderFilter) => ({
  status,
  search,
  from,
  to,
  sort: sort === DEFAULT_ORDER_SORT.sort ? undefined : sort,
  dir: dir === DEFAULT_ORDER_SORT.dir ? undefined : dir,
  page,
});

/** The filter as query parameters, its defaults (and an empty search) left out. */
export const adminOrderParams = (filter: AdminOrderFilter) => listParams(adminOrderValues(filter));

export const adminOrdersApiPath = (filter: AdminOrderFilter): string =>
  listApiPath('/api/admin/orders', adminOrderValues(filter));

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
