import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, money, parentId, timestamps } from './columns';

/**
 * Shipping zones and tax rates (issue 37, docs/decisions/051): what an order pays besides its
 * lines, computed by @shop/contract/charges. None configured means free shipping and no tax, the
 * spec's totals.
 */

/** A zone: a flat rate, free over a subtotal if set, and a surcharge for an order holding a cold-chain product. */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: identityId(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    rate: money('rate').notNull(),
    freeOver: money('free_over'),
    coldChainSurcharge: money('cold_chain_surcharge').notNull().default('0'),
    ...timestamps(),
  },
  (t) => [
    check(
      'shipping_zones_amounts',
      sql`${t.rate} >= 0 and ${t.coldChainSurcharge} >= 0 and ${t.freeOver} >= 0`,
    ),
  ],
);

/**
 * What each zone covers, one row per place: a state or province (ISO 3166-2, "US-MA") or, for a
 * whole-country zone, the country itself ("US"). The key makes a place one zone's only: a state in
 * two zones, or two whole-country zones of one country, are refused by the database itself.
 */
export const shippingZoneAreas = pgTable(
  'shipping_zone_areas',
  {
    area: text('area').primaryKey(),
    zoneId: parentId('zone_id', () => shippingZones.id),
  },
  (t) => [index('shipping_zone_areas_zone_idx').on(t.zoneId)],
);

/** A sales tax: charged on standard-class lines (and shipping, if it says so) shipped to its place. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: identityId(),
    /** As the invoice prints it: HST, GST, PST, Sales tax. */
    name: text('name').notNull(),
    country: text('country').notNull(),
    /** ISO 3166-2; null for the whole country. */
    region: text('region'),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 3 }).notNull(),
    appliesToShipping: boolean('applies_to_shipping').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('tax_rates_percent_range', sql`${t.ratePercent} between 0 and 30`),
    index('tax_rates_country_idx').on(t.country, t.region),
  ],
);
