import type { AddressArea } from './regions';
import { fromCents, toCents } from './money';

/**
 * What an order costs besides its lines: shipping by zone and sales taxes by rate (docs/product.md,
 * Shipping and taxes). The server computes it for the quote and, inside the order's transaction,
 * for the order it stores; nothing else computes it. Amounts are integer cents; a tax is computed
 * per line and rounded half up to the cent, and an order's tax at a rate is the sum of its lines'
 * (and its shipping's, where the rate applies to shipping), so a document adds up to the cent.
 * Zod-free: the web app shows these figures and uses the same names.
 */

export const TAX_CLASSES = ['standard', 'zero', 'exempt'] as const;
/** A product's tax class: only `standard` lines are taxed; `zero`-rated and `exempt` ones are not. */
export type TaxClass = (typeof TAX_CLASSES)[number];

export interface ShippingZoneRule {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 3166-2 codes; none means the whole country. */
  regions: readonly string[];
  rate: string;
  /** Free shipping from this subtotal (after bulk tiers) up; null for never. */
  freeOver: string | null;
  /** Added once to an order holding a cold-chain product. */
  coldChainSurcharge: string;
}

export interface TaxRateRule {
  id: number;
  /** As the invoice prints it: HST, GST, PST, Sales tax. */
  name: string;
  country: string;
  /** ISO 3166-2; null for the whole country. */
  region: string | null;
  /** Percent with at most three decimals, 0–30 ("8.875"). */
  ratePercent: string;
  appliesToShipping: boolean;
}

/** Every zone and rate: what charges are computed with. */
export interface ChargeRules {
  zones: ShippingZoneRule[];
  rates: TaxRateRule[];
}

export interface ChargeLine {
  /** The line's total after its bulk tier. */
  lineTotalCents: number;
  taxClass: TaxClass;
  coldChain: boolean;
}

export interface ChargedTax {
  rate: TaxRateRule;
  /** What the rate was charged on: the standard lines, and shipping where it applies. */
  taxableCents: number;
  taxCents: number;
}

export interface Charges {
  subtotalCents: number;
  shippingCents: number;
  /** The zone that priced shipping; undefined when no zone is configured (shipping free). */
  zone: ShippingZoneRule | undefined;
  /** Each line's tax at every rate together, in the lines' order. */
  lineTaxCents: number[];
  /** One entry per rate that applies to the address, in the rates' order; none when exempt. */
  taxes: ChargedTax[];
  taxCents: number;
  totalCents: number;
}

/**
 * One rate's tax as an order keeps it (orders.taxes): what documents print (name, rate, amount) and
 * what the tax report groups and sums (the rate's place, the amount it was charged on). Amounts are
 * decimal strings, the rate a percent with three decimals.
 */
export interface StoredOrderTax {
  name: string;
  rate: string;
  amount: string;
  taxable: string;
  country: string;
  region: string | null;
  appliesToShipping: boolean;
}

/** The taxes of computed charges as an order keeps them. */
export function storedTaxes(charges: Pick<Charges, 'taxes'>): StoredOrderTax[] {
  return charges.taxes.map(({ rate, taxableCents, taxCents }) => ({
    name: rate.name,
    rate: rate.ratePercent,
    amount: fromCents(taxCents),
    taxable: fromCents(taxableCents),
    country: rate.country,
    region: rate.region,
    appliesToShipping: rate.appliesToShipping,
  }));
}

/** Why an order cannot be charged: zones are configured and none covers the address. */
export type ChargesRefusal = { refused: 'NOT_SHIPPED' };

/**
 * The zone for an address: the zone of its state or province, else its country's whole-country
 * zone; `null` when zones are configured and none covers it; undefined when none is configured.
 */
export function zoneFor(
  zones: readonly ShippingZoneRule[],
  area: AddressArea | undefined,
): ShippingZoneRule | null | undefined {
  if (zones.length === 0) return undefined;
  if (area === undefined) return null;
  const { subdivision } = area;
  const ofState =
    subdivision === undefined ? undefined : zones.find((zone) => zone.regions.includes(subdivision));
  return ofState ?? zones.find((zone) => zone.country === area.country && zone.regions.length === 0) ?? null;
}

/** The rates that apply to an address: its country's whole-country rates and its state's own. */
export function ratesFor(rates: readonly TaxRateRule[], area: AddressArea | undefined): TaxRateRule[] {
  if (area === undefined) return [];
  return rates.filter(
    (rate) => rate.country === area.country && (rate.region === null || rate.region === area.subdivision),
  );
}

const PERCENT = /^(\d{1,2})(?:\.(\d{1,3}))?$/;

/** "8.875" → 8875 thousandths of a percent. */
export function percentThousandths(percent: string): number {
  const match = PERCENT.exec(percent.trim());
  if (!match) throw new RangeError(`not a percentage: ${percent}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** cents × percent / 100, rounded half up to the cent (in BigInt: cents × thousandths exceeds 2^53). */
export function taxOn(cents: number, thousandths: number): number {
  const scaled = BigInt(cents) * BigInt(thousandths);
  return Number((scaled + 50_000n) / 100_000n);
}

/** The shipping an order of `subtotalCents` pays in `zone`: its rate unless free over, plus its surcharge. */
function shippingIn(zone: ShippingZoneRule | undefined, subtotalCents: number, coldChain: boolean) {
  if (zone === undefined) return 0;
  const free = zone.freeOver !== null && subtotalCents >= toCents(zone.freeOver);
  return (free ? 0 : toCents(zone.rate)) + (coldChain ? toCents(zone.coldChainSurcharge) : 0);
}

/**
 * What an order of these lines, shipped to `area`, costs: its subtotal, shipping, each rate's tax
 * and total. `exempt` (a valid tax exemption) charges no tax. With no zone and no rate configured the
 * total is the sum of the lines (the spec's total).
 */
export function computeCharges(input: {
  lines: readonly ChargeLine[];
  area: AddressArea | undefined;
  zones: readonly ShippingZoneRule[];
  rates: readonly TaxRateRule[];
  exempt: boolean;
}): Charges | ChargesRefusal {
  const zone = zoneFor(input.zones, input.area);
  if (zone === null) return { refused: 'NOT_SHIPPED' };
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const shippingCents = shippingIn(
    zone,
    subtotalCents,
    input.lines.some((line) => line.coldChain),
  );
  const lineTaxCents = input.lines.map(() => 0);
  const taxes: ChargedTax[] = [];
  if (!input.exempt) {
    for (const rate of ratesFor(input.rates, input.area)) {
      const thousandths = percentThousandths(rate.ratePercent);
      let taxableCents = 0;
      let taxCents = 0;
      input.lines.forEach((line, index) => {
        if (line.taxClass !== 'standard') return;
        const tax = taxOn(line.lineTotalCents, thousandths);
        taxableCents += line.lineTotalCents;
        taxCents += tax;
        lineTaxCents[index] = (lineTaxCents[index] ?? 0) + tax;
      });
      if (rate.appliesToShipping) {
        taxableCents += shippingCents;
        taxCents += taxOn(shippingCents, thousandths);
      }
      taxes.push({ rate, taxableCents, taxCents });
    }
  }
  const taxCents = taxes.reduce((sum, tax) => sum + tax.taxCents, 0);
  return {
    subtotalCents,
    shippingCents,
    zone,
    lineTaxCents,
    taxes,
    taxCents,
    totalCents: subtotalCents + shippingCents + taxCents,
  };
}
