import { ADMIN_TAX_RATES_PATH, type TaxRateList } from '@shop/contract/charges-schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chargesQueryKey } from './get-shipping-zones';

/** `GET /api/admin/tax-rates`: every rate, by country, state or province and name. */
export const getTaxRatesQueryOptions = () =>
  queryOptions({
    queryKey: [...chargesQueryKey, 'rates'],
    queryFn: ({ signal }) => api.get<TaxRateList>(ADMIN_TAX_RATES_PATH, { signal }),
    meta: { accountData: true },
  });
