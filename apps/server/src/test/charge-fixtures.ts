import {
  ADMIN_SHIPPING_ZONES_PATH,
  ADMIN_TAX_RATES_PATH,
  type ShippingZone,
  type ShippingZoneInput,
  type TaxRate,
  type TaxRateInput,
} from '@shop/contract/charges-schemas';
import { expect } from 'vitest';
import type { AdminTestApp } from './test-app';

/**
 * Adds a shipping zone through the admin API, as `t`'s admin, as the shop's admin would; it must be
 * made (201). Returns the zone as the answer shows it.
 */
export async function postShippingZone(t: AdminTestApp, body: ShippingZoneInput) {
  const res = await t.call('POST', ADMIN_SHIPPING_ZONES_PATH, t.admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ShippingZone>();
}

/**
 * Adds a tax rate through the admin API, as `t`'s admin; it must be made (201). Returns the rate as
 * the answer shows it.
 */
export async function postTaxRate(t: AdminTestApp, body: TaxRateInput) {
  const res = await t.call('POST', ADMIN_TAX_RATES_PATH, t.admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TaxRate>();
}

/** Ontario's HST: 13% of a standard line, and of the shipping. */
export const ONTARIO_HST = {
  name: 'HST',
  country: 'CA',
  region: 'CA-ON',
  ratePercent: '13',
  appliesToShipping: true,
} as const satisfies TaxRateInput;

/** The zones `postCanadianCharges` can ship by. */
const CANADIAN_ZONES = {
  /** All of Canada at 20.00 an order, nothing more for a cold-chain line. */
  canada: { name: 'Canada', country: 'CA', rate: '20' },
  /** Ontario and Quebec alone, at 20.00 an order and 30.00 more with a cold-chain line. */
  'ontario-and-quebec': {
    name: 'Ontario and Quebec',
    country: 'CA',
    regions: ['CA-ON', 'CA-QC'],
    rate: '20',
    coldChainSurcharge: '30',
  },
} satisfies Record<string, ShippingZoneInput>;

export interface CanadianChargesOptions {
  /** The zone the orders ship by: all of Canada (the default), or Ontario and Quebec with a cold-chain surcharge. */
  zone?: keyof typeof CANADIAN_ZONES;
  /** Whether Quebec's QST is charged on the shipping too, as HST and GST are; by default it is not. */
  qstOnShipping?: boolean;
}

/**
 * Canada's shipping and taxes, for the tests of what an order is charged and what its documents and
 * the tax report show of it: one zone (see `CanadianChargesOptions`) and three rates, HST 13% in
 * Ontario, GST 5% and QST 9.975% in Quebec (HST and GST on the shipping too). Posted through the admin
 * API, as an admin sets them up, so the caches and audit trail are as in the shop. Returns the zone
 * and each rate as the answers show them.
 */
export async function postCanadianCharges(t: AdminTestApp, options: CanadianChargesOptions = {}) {
  const zone = await postShippingZone(t, CANADIAN_ZONES[options.zone ?? 'canada']);
  const hst = await postTaxRate(t, ONTARIO_HST);
  const gst = await postTaxRate(t, {
    name: 'GST',
    country: 'CA',
    region: 'CA-QC',
    ratePercent: '5',
    appliesToShipping: true,
  });
  const qst = await postTaxRate(t, {
    name: 'QST',
    country: 'CA',
    region: 'CA-QC',
    ratePercent: '9.975',
    ...(options.qstOnShipping ? { appliesToShipping: true } : {}),
  });
  return { zone, hst, gst, qst };
}
