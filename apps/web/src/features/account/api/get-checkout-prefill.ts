import type { CheckoutPrefill } from '@shop/contract/account-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountPageReadOptions } from '@/lib/initial-data';
import { accountQueryKey } from './query-keys';

const PREFILL_PATH = '/api/account/checkout-prefill';

export const getCheckoutPrefill = () => api.get<CheckoutPrefill>(PREFILL_PATH);

/** Keyed by account, so another sign-in in this tab never starts from the previous account's details. */
export const getCheckoutPrefillQueryOptions = (accountId: number) =>
  // The /checkout page carries the answer for the signed-in doctor (decision 008).
  accountPageReadOptions(
    [...accountQueryKey, accountId, 'checkout-prefill'],
    PREFILL_PATH,
    getCheckoutPrefill,
  );

/** What the checkout form starts with: the account, the last order or the practice, the address book. */
export const useCheckoutPrefill = (accountId: number) => useQuery(getCheckoutPrefillQueryOptions(accountId));
