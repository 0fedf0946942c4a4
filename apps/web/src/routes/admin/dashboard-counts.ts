import type { DashboardCounts } from '@shop/contract/admin-dashboard-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The tab badges: one cheap call; under the 'admin' key, so every admin change refreshes it. */
export const getDashboardCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard-counts'],
    queryFn: ({ signal }) => api.get<DashboardCounts>('/api/admin/dashboard-counts', { signal }),
    meta: { accountData: true },
  });

export const useDashboardCounts = () => useQuery(getDashboardCountsQueryOptions());
