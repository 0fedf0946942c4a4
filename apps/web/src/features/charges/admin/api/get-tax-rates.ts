import { ADMIN_TAX_RATES_PATH, type TaxRateList } from '@shop/contract/charges-schemas';
import { api } from '@/lib/api-client';
import { accountQueryOptions } from '@/lib/react-query';
import { chargesQueryKey } from './get-shipping-zones';

/** `GET /api/admin/tax-rates`: every rate, by country, state or province and name. */
export const getTaxRatesQueryOptions = () =>
  accountQueryOptions([...chargesQueryKey, 'rates'], (signal) =>
    api.get<TaxRateList>(ADMIN_TAX_RATES_PATH, { signal }),
  );
