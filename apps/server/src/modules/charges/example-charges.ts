import type { ShippingZoneValues, TaxRateValues } from '@shop/contract/charges-schemas';

/**
 * The example settings an admin may load into a shop without zones or rates (docs/product.md,
 * Shipping and taxes): every rule at work, on realistic figures. Shipping to the United States and
 * Canada, cheaper to the northeastern states and to Ontario and Quebec, free over a subtotal, with
 * a surcharge for refrigerated boxes; Canada's sales taxes as of 2026: HST in the five harmonized
 * provinces, GST elsewhere, and the provincial taxes beside it (PST, Quebec's QST). Nothing in the
 * United States is taxed: sales tax there is the clinic's own to self-assess in most states.
 */
export const EXAMPLE_ZONES: ShippingZoneValues[] = [
  {
    name: 'US Northeast',
    country: 'US',
    regions: ['US-CT', 'US-MA', 'US-ME', 'US-NH', 'US-NJ', 'US-NY', 'US-PA', 'US-RI', 'US-VT'],
    rate: '15.00',
    freeOver: '500.00',
    coldChainSurcharge: '25.00',
  },
  {
    name: 'United States',
    country: 'US',
    regions: [],
    rate: '25.00',
    freeOver: '750.00',
    coldChainSurcharge: '35.00',
  },
  {
    name: 'Ontario and Quebec',
    country: 'CA',
    regions: ['CA-ON', 'CA-QC'],
    rate: '20.00',
    freeOver: '600.00',
    coldChainSurcharge: '30.00',
  },
  {
    name: 'Canada',
    country: 'CA',
    regions: [],
    rate: '30.00',
    freeOver: '1000.00',
    coldChainSurcharge: '40.00',
  },
];

const gst = (region: string): TaxRateValues => ({
  name: 'GST',
  country: 'CA',
  region,
  ratePercent: '5.000',
  appliesToShipping: true,
});
const hst = (region: string, ratePercent: string): TaxRateValues => ({
  name: 'HST',
  country: 'CA',
  region,
  ratePercent,
  appliesToShipping: true,
});

export const EXAMPLE_RATES: TaxRateValues[] = [
  ...['CA-AB', 'CA-BC', 'CA-MB', 'CA-NT', 'CA-NU', 'CA-QC', 'CA-SK', 'CA-YT'].map(gst),
  hst('CA-ON', '13.000'),
  hst('CA-NB', '15.000'),
  hst('CA-NL', '15.000'),
  hst('CA-NS', '14.000'),
  hst('CA-PE', '15.000'),
  { name: 'PST', country: 'CA', region: 'CA-BC', ratePercent: '7.000', appliesToShipping: false },
  { name: 'PST', country: 'CA', region: 'CA-MB', ratePercent: '7.000', appliesToShipping: false },
  { name: 'PST', country: 'CA', region: 'CA-SK', ratePercent: '6.000', appliesToShipping: false },
  { name: 'QST', country: 'CA', region: 'CA-QC', ratePercent: '9.975', appliesToShipping: true },
];
