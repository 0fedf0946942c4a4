import { chargesAdminMessages as a, chargesMessages as m } from '@shop/contract/charges-messages';
import { ADMIN_TAX_RATES_PATH, type TaxRate, type TaxRateValues } from '@shop/contract/charges-schemas';
import { settingWrites } from './setting-writes';

/**
 * `POST /api/admin/tax-rates` (201 with the rate), `PATCH /api/admin/tax-rates/{id}` (the rate as
 * it is now) and `DELETE …/{id}`.
 */
export const rateWrites = settingWrites<TaxRate, TaxRateValues>(ADMIN_TAX_RATES_PATH, {
  created: m.taxRateCreated,
  updated: m.taxRateUpdated,
  deleted: m.taxRateDeleted,
  ...a.rates,
});
