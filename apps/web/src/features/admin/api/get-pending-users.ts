import { PendingUser } from '@shop/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const PendingUserList = z.array(PendingUser);

export const getPendingUsers = () => api.get('/api/admin/pending-users', PendingUserList);

export const getPendingUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'pending-users'],
    queryFn: getPendingUsers,
    meta: { accountData: true },
  });

export const usePendingUsers = () => useQuery(getPendingUsersQueryOptions());
