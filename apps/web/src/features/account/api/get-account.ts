import type { AccountDetails } from '@shop/contract/account-schemas';
import { ACCOUNT_PATH } from '@shop/contract/pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountPageReadOptions } from '@/lib/initial-data';
import { accountQueryKey } from './query-keys';

export const getAccount = () => api.get<AccountDetails>(ACCOUNT_PATH);

/** The /account page carries the answer for the signed-in doctor (decision 008). */
export const getAccountQueryOptions = (accountId: number) =>
  accountPageReadOptions([...accountQueryKey, accountId, 'details'], ACCOUNT_PATH, getAccount);

/** The signed-in doctor's own details (the account page). */
export const useAccount = (accountId: number) => useQuery(getAccountQueryOptions(accountId));
