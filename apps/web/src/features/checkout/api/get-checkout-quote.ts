import { CHECKOUT_QUOTE_PATH, type CheckoutQuote, type QuoteInput } from '@shop/contract/charges-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type QuoteLine = { productId: number; quantity: number };
export type QuoteArea = { state: string; country: string };

export const getCheckoutQuote = (body: QuoteInput, signal?: AbortSignal) =>
  api.post<CheckoutQuote>(CHECKOUT_QUOTE_PATH, body, { signal });

/**
 * What the order costs shipped to the address's state and country (docs/product.md, Shipping and
 * taxes). Keyed by the lines and the place, so each change asks again; read afresh on each visit,
 * since a setting may have changed since. Asked only once the state is filled in.
 */
export const getCheckoutQuoteQueryOptions = (
  accountId: number,
  items: readonly QuoteLine[],
  area: QuoteArea,
) =>
  queryOptions({
    queryKey: ['checkout', 'quote', accountId, items, area.state, area.country],
    queryFn: ({ signal }) =>
      getCheckoutQuote(
        { items: [...items], shippingAddress: { state: area.state, country: area.country } },
        signal,
      ),
    staleTime: 0,
    enabled: items.length > 0 && area.state.trim() !== '' && area.country.trim() !== '',
    meta: { accountData: true },
  });

export const useCheckoutQuote = (accountId: number, items: readonly QuoteLine[], area: QuoteArea) =>
  useQuery(getCheckoutQuoteQueryOptions(accountId, items, area));
