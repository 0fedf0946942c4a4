import type { SavedAddressList } from '@shop/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedAddressesQueryKey } from './query-keys';

export const getSavedAddresses = () => api.get<SavedAddressList>('/api/account/addresses');

export const getSavedAddressesQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: savedAddressesQueryKey(accountId),
    queryFn: getSavedAddresses,
    meta: { accountData: true },
  });

/** The signed-in doctor's address book, oldest first. */
export const useSavedAddresses = (accountId: number) => useQuery(getSavedAddressesQueryOptions(accountId));
