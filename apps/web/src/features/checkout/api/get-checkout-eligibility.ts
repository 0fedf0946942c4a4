import type { CheckoutEligibility } from '@shop/contract/checkout-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountPageReadOptions } from '@/lib/initial-data';

const ELIGIBILITY_PATH = '/api/checkout/eligibility';

export const getCheckoutEligibility = () => api.get<CheckoutEligibility>(ELIGIBILITY_PATH);

/** Keyed by account, so another sign-in in this tab never sees the previous account's answer. */
export const getCheckoutEligibilityQueryOptions = (accountId: number) =>
  // The /checkout page carries the answer for the signed-in doctor (decision 008).
  accountPageReadOptions(['checkout', 'eligibility', accountId], ELIGIBILITY_PATH, getCheckoutEligibility);

/** The caller asks only for a signed-in doctor whose cart has items (docs/product.md, Cart). */
export const useCheckoutEligibility = (accountId: number) =>
  useQuery(getCheckoutEligibilityQueryOptions(accountId));
