import type { AdminToday, DashboardCounts } from '@shop/contract/admin-dashboard-schemas';
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

/** The Today view's counts; under the 'admin' key too, so an admin's change refreshes them. */
export const getTodayQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'today'],
    queryFn: ({ signal }) => api.get<AdminToday>('/api/admin/today', { signal }),
    meta: { accountData: true },
  });

export const useToday = () => useQuery(getTodayQueryOptions());
