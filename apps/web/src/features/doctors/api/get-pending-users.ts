import type { PendingUser } from '@shop/contract/admin-doctor-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getPendingUsers = () => api.get<PendingUser[]>('/api/admin/pending-users');

export const getPendingUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'pending-users'],
    queryFn: getPendingUsers,
    meta: { accountData: true },
  });

export const usePendingUsers = () => useQuery(getPendingUsersQueryOptions());
