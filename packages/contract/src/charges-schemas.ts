import { z } from 'zod';
import { isIsoDate } from './auth-schemas';
import { chargesMessages as m } from './charges-messages';
import { optionalAmount, requiredAmount, type MoneyMessages } from './admin-product-schemas';
import { DEFAULT_COUNTRY, MAX_ORDER_LINES, OrderLineInput } from './checkout-schemas';
import { orderMessages } from './order-messages';
import { OrderTax } from './order-schemas';
import { COUNTRY_CODES, isSubdivisionOf } from './regions';
import { lineText } from './text-field-schemas';

/**
 * Shipping zones, tax rates and tax exemptions as the admin's calls take and answer them, and the
 * checkout's quote (issue 37; docs/product.md, Shipping and taxes). What they charge is computed
 * by charges.ts; the texts are charges-messages.ts's.
 */

export const ADMIN_SHIPPING_ZONES_PATH = '/api/admin/shipping-zones';
export const ADMIN_TAX_RATES_PATH = '/api/admin/tax-rates';
export const ADMIN_EXAMPLE_CHARGES_PATH = '/api/admin/charges/examples';
export const CHECKOUT_QUOTE_PATH = '/api/checkout/quote';
/** `GET …?month=YYYY-MM`: the taxes charged in a month, as CSV. */
export const ADMIN_TAX_REPORT_PATH = '/api/admin/reports/tax.csv';
/** `GET`, `PUT` and `DELETE`: a doctor's tax exemption. */
export const adminTaxExemptionPath = (doctorId: number) => `/api/admin/doctors/${doctorId}/tax-exemption`;

export const CHARGE_NAME_MAX = 100;
export const ZONE_REGIONS_MAX = 100;
export const EXEMPTION_NUMBER_MAX = 50;

const name = (required: string) =>
  lineText(required).trim().min(1, required).max(CHARGE_NAME_MAX, m.nameTooLong(CHARGE_NAME_MAX));

const country = z.string({ error: m.country }).trim().toUpperCase().pipe(z.enum(COUNTRY_CODES, m.country));

/** An amount of money, zero allowed: "15.00" out. */
const amount = (messages: MoneyMessages) => requiredAmount(messages, messages.format, 'allowed');

/** An amount, zero allowed, or null (blank too) for none. */
const amountOrNone = (messages: MoneyMessages) => optionalAmount(messages, messages.format, 'allowed');

const regionCode = z
  .string({ error: m.region('US') })
  .trim()
  .toUpperCase();

/** Each region must be a subdivision of the zone's or rate's country: a check across fields. */
function checkRegions(value: { country?: string; regions?: string[] }, ctx: z.RefinementCtx) {
  const { country: code, regions } = value;
  if (code === undefined || regions === undefined) return;
  regions.forEach((region, index) => {
    if (!isSubdivisionOf(code, region))
      ctx.addIssue({ code: 'custom', message: m.region(code), path: ['regions', index] });
  });
  if (new Set(regions).size !== regions.length)
    ctx.addIssue({ code: 'custom', message: m.regionRepeated, path: ['regions'] });
}

/**
 * A setting's `PATCH` body: any of its fields, at least one, checked across fields by `check` (as
 * sent: the server checks against the stored ones what is not).
 */
function settingPatch<Shape extends z.ZodRawShape>(
  fields: Shape,
  check: (
    value: z.output<z.ZodObject<{ [K in keyof Shape]: z.ZodOptional<Shape[K]> }>>,
    ctx: z.RefinementCtx,
  ) => void,
) {
  return z
    .object(fields)
    .partial()
    .strict()
    .refine((patch) => Object.keys(patch).length > 0, m.nothingToChange)
    .superRefine(check);
}

const zoneFields = {
  name: name(m.zoneNameRequired),
  country,
  /** ISO 3166-2 codes; none (or absent) means the whole country. */
  regions: z.array(regionCode, m.region('US')).max(ZONE_REGIONS_MAX, m.regionsTooMany),
  rate: amount(m.rate),
  freeOver: amountOrNone(m.freeOver),
  coldChainSurcharge: amount(m.coldChainSurcharge),
};

/** `POST /api/admin/shipping-zones`. */
export const ShippingZoneInput = z
  .object({
    ...zoneFields,
    regions: zoneFields.regions.default([]),
    freeOver: zoneFields.freeOver.optional().transform((value) => value ?? null),
    coldChainSurcharge: zoneFields.coldChainSurcharge.default('0.00'),
  })
  .strict()
  .superRefine(checkRegions);
export type ShippingZoneInput = z.input<typeof ShippingZoneInput>;
export type ShippingZoneValues = z.output<typeof ShippingZoneInput>;

/**
 * `PATCH /api/admin/shipping-zones/{id}`: any of the fields. Regions are checked against the
 * country sent, or the zone's own when none is (by the server, which knows it).
 */
export const ShippingZonePatch = settingPatch(zoneFields, checkRegions);
export type ShippingZonePatch = z.output<typeof ShippingZonePatch>;

export const ShippingZone = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  regions: z.array(z.string()),
  rate: z.string(),
  freeOver: z.string().nullable(),
  coldChainSurcharge: z.string(),
});
export type ShippingZone = z.infer<typeof ShippingZone>;

export const ShippingZoneList = z.object({ zones: z.array(ShippingZone) });
export type ShippingZoneList = z.infer<typeof ShippingZoneList>;

const PERCENT = /^\d{1,2}(\.\d{1,3})?$/;

/** A percentage from 0 to 30 with at most three decimals, as typed or as a JSON number: "8.875" out. */
const ratePercent = z
  .union([z.string(), z.number()], { error: m.ratePercentRequired })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: m.ratePercentRequired });
      return z.NEVER;
    }
    if (!PERCENT.test(text) || Number(text) > 30) {
      ctx.addIssue({ code: 'custom', message: m.ratePercent });
      return z.NEVER;
    }
    const [whole = '0', fraction = ''] = text.split('.');
    return `${Number(whole)}.${fraction.padEnd(3, '0')}`;
  });

const rateFields = {
  name: name(m.rateNameRequired),
  country,
  /** ISO 3166-2; null (or absent) for the whole country. */
  region: regionCode.nullable(),
  ratePercent,
  appliesToShipping: z.boolean({ error: m.appliesToShipping }),
};

/** Its region, if any, must be one of its country's. */
function checkRateRegion(value: { country?: string; region?: string | null }, ctx: z.RefinementCtx) {
  const { country: code, region } = value;
  if (code === undefined || region === undefined || region === null) return;
  if (!isSubdivisionOf(code, region))
    ctx.addIssue({ code: 'custom', message: m.region(code), path: ['region'] });
}

/** `POST /api/admin/tax-rates`. */
export const TaxRateInput = z
  .object({
    ...rateFields,
    region: rateFields.region.optional().transform((value) => value ?? null),
    appliesToShipping: rateFields.appliesToShipping.default(false),
  })
  .strict()
  .superRefine(checkRateRegion);
export type TaxRateInput = z.input<typeof TaxRateInput>;
export type TaxRateValues = z.output<typeof TaxRateInput>;

/** `PATCH /api/admin/tax-rates/{id}`: any of the fields. */
export const TaxRatePatch = settingPatch(rateFields, checkRateRegion);
export type TaxRatePatch = z.output<typeof TaxRatePatch>;

export const TaxRate = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  ratePercent: z.string(),
  appliesToShipping: z.boolean(),
});
export type TaxRate = z.infer<typeof TaxRate>;

export const TaxRateList = z.object({ rates: z.array(TaxRate) });
export type TaxRateList = z.infer<typeof TaxRateList>;

/** `PUT /api/admin/doctors/{id}/tax-exemption`: the certificate's number and its expiry date. */
export const TaxExemptionInput = z
  .object({
    certificateNumber: lineText(m.exemptionNumberRequired)
      .trim()
      .min(1, m.exemptionNumberRequired)
      .max(EXEMPTION_NUMBER_MAX, m.exemptionNumberTooLong),
    expiresOn: z.string({ error: m.exemptionExpiry }).trim().refine(isIsoDate, m.exemptionExpiry),
  })
  .strict();
export type TaxExemptionInput = z.input<typeof TaxExemptionInput>;

export const TaxExemption = z.object({
  certificateNumber: z.string(),
  expiresOn: z.string(),
});
export type TaxExemption = z.infer<typeof TaxExemption>;

/** `POST /api/checkout/quote`'s answer: what the order would cost, every amount a decimal string. */
export const CheckoutQuote = z.object({
  subtotal: z.string(),
  shipping: z.string(),
  taxes: z.array(OrderTax),
  total: z.string(),
  /** The certificate of the tax exemption that took the taxes off, when one did. */
  taxExemption: z.string().nullable(),
  /** When the order holds a cold-chain line: the day it is expected to ship (contract/cold-chain.ts). */
  estimatedShipOn: z.string().nullable(),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuote>;

/**
 * `POST /api/checkout/quote`: the lines (as checkout takes them) and where they go. Only the state
 * and country decide; the rest of the address may be still blank while the doctor types it.
 */
export const QuoteInput = z
  .object({
    items: z
      .array(OrderLineInput, orderMessages.emptyOrder)
      .min(1, orderMessages.emptyOrder)
      .max(MAX_ORDER_LINES, orderMessages.tooManyLines(MAX_ORDER_LINES)),
    shippingAddress: z.object({
      state: lineText(m.notShipped).trim().max(100),
      country: lineText(m.notShipped).trim().max(100).default(DEFAULT_COUNTRY),
    }),
  })
  .strict();
export type QuoteInput = z.input<typeof QuoteInput>;
