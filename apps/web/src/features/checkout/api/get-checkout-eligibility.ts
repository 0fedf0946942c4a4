import type { CheckoutEligibility } from '@shop/contract/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getCheckoutEligibility = () => api.get<CheckoutEligibility>('/api/checkout/eligibility');

/** Keyed by account, so another sign-in in this tab never sees the previous account's answer. */
export const getCheckoutEligibilityQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['checkout', 'eligibility', accountId],
    queryFn: getCheckoutEligibility,
    meta: { accountData: true },
  });

/** The caller asks only for a signed-in doctor whose cart has items (docs/product.md, Cart). */
export const useCheckoutEligibility = (accountId: number) =>
  useQuery(getCheckoutEligibilityQueryOptions(accountId));
