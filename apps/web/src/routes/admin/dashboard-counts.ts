import type { AdminToday, DashboardCounts } from '@shop/contract/admin-dashboard-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** An admin read under the 'admin' key, so every admin change refreshes it; dropped at logout. */
const adminReadOptions = <Answer>(name: string, path: string) =>
  queryOptions({
    queryKey: ['admin', name],
    queryFn: ({ signal }) => api.get<Answer>(path, { signal }),
    meta: { accountData: true },
  });

/** The tab badges: one cheap call. */
export const getDashboardCountsQueryOptions = () =>
  adminReadOptions<DashboardCounts>('dashboard-counts', '/api/admin/dashboard-counts');

export const useDashboardCounts = () => useQuery(getDashboardCountsQueryOptions());

/** The Today view's counts. */
export const getTodayQueryOptions = () => adminReadOptions<AdminToday>('today', '/api/admin/today');

export const useToday = () => useQuery(getTodayQueryOptions());
