import type { CheckoutPrefill } from '@shop/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-data';
import { accountQueryKey } from './query-keys';

const PREFILL_PATH = '/api/account/checkout-prefill';

export const getCheckoutPrefill = () => api.get<CheckoutPrefill>(PREFILL_PATH);

/** Keyed by account, so another sign-in in this tab never starts from the previous account's details. */
export const getCheckoutPrefillQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: [...accountQueryKey, accountId, 'checkout-prefill'],
    queryFn: getCheckoutPrefill,
    // The /checkout page carries the answer for the signed-in doctor (decision 008).
    initialData: () => takeInitialResponse<CheckoutPrefill>(PREFILL_PATH),
    meta: { accountData: true },
  });

/** What the checkout form starts with: the account, the last order or the practice, the address book. */
export const useCheckoutPrefill = (accountId: number) => useQuery(getCheckoutPrefillQueryOptions(accountId));
