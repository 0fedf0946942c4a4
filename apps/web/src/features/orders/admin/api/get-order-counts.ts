import type { OrderCounts } from '@shop/contract/admin-order-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The order desk's count per status. Under the 'admin' key, so every decision refreshes it. */
export const orderCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'orders', 'counts'],
    queryFn: ({ signal }) => api.get<OrderCounts>('/api/admin/order-counts', { signal }),
    meta: { accountData: true },
  });

export const useOrderCounts = () => useQuery(orderCountsQueryOptions());
