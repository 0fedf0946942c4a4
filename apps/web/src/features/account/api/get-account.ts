import type { AccountDetails } from '@shop/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryKey } from './query-keys';

export const getAccount = () => api.get<AccountDetails>('/api/account');

export const getAccountQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: [...accountQueryKey, accountId, 'details'],
    queryFn: getAccount,
    meta: { accountData: true },
  });

/** The signed-in doctor's own details (the account page). */
export const useAccount = (accountId: number) => useQuery(getAccountQueryOptions(accountId));
