import type { SavedAddressList } from '@shop/contract/account-schemas';
import { SAVED_ADDRESSES_PATH } from '@shop/contract/pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountPageReadOptions } from '@/lib/initial-data';
import { savedAddressesQueryKey } from './query-keys';

export const getSavedAddresses = () => api.get<SavedAddressList>(SAVED_ADDRESSES_PATH);

/** The /account page carries the answer for the signed-in doctor (decision 008). */
export const getSavedAddressesQueryOptions = (accountId: number) =>
  accountPageReadOptions(savedAddressesQueryKey(accountId), SAVED_ADDRESSES_PATH, getSavedAddresses);

/** The signed-in doctor's address book, oldest first. */
export const useSavedAddresses = (accountId: number) => useQuery(getSavedAddressesQueryOptions(accountId));
