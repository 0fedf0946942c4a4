import type { AdminOrderPage } from '@shop/contract/admin-order-schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The review queue of /admin/orders: pending orders, oldest first. Under the 'admin' key. */
export const getPendingOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'pending', page],
    queryFn: ({ signal }) =>
      api.get<AdminOrderPage>(
        page > 1 ? `/api/admin/pending-orders?page=${page}` : '/api/admin/pending-orders',
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { accountData: true },
  });
