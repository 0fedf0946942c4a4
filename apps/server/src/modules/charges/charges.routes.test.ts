import { chargesMessages as m } from '@shop/contract/charges-messages';
import type {
  CheckoutQuote,
  ShippingZone,
  ShippingZoneInput,
  TaxRate,
  TaxRateInput,
} from '@shop/contract/charges-schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shippingZones, taxRates } from '../../db/schema/charges';
import { products } from '../../db/schema/catalog';
import { auditLog } from '../../db/schema/system';
import { practiceMembers, practices } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import { nextShipDay } from '@shop/contract/cold-chain';
import { shopToday } from '../../lib/clock';
import { insertProducts } from '../../test/catalog-fixtures';
import { ONTARIO_HST, postShippingZone, postTaxRate } from '../../test/charge-fixtures';
import { doctorSession, placedOrder, submitOrder } from '../../test/order-fixtures';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { orderItems, orders } from '../../db/schema/orders';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';

let t: AdminTestApp;
let doctor: { id: number; cookie: string };
let toxin: number;
let vaccine: number;
let gloves: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  const ids = await insertProducts(t.db, [
    {
      name: 'Charges Toxin 100 U',
      category: 'botulinum-toxins',
      price: '100.05',
      tiers: [{ minQuantity: 10, maxQuantity: null, discountPercentage: '10' }],
    },
    { name: 'Charges Vaccine', category: 'dermal-fillers', price: '20.00' },
    { name: 'Charges Gloves', category: 'dermal-fillers', price: '3.33' },
  ]);
  toxin = ids['Charges Toxin 100 U']!;
  vaccine = ids['Charges Vaccine']!;
  gloves = ids['Charges Gloves']!;
  await t.db.update(products).set({ coldChain: true, taxClass: 'zero' }).where(eq(products.id, vaccine));
  await t.db.update(products).set({ taxClass: 'exempt' }).where(eq(products.id, gloves));
  doctor = await doctorSession(t.db);
});
afterAll(() => t.close());

/** The day a cart holding the (cold-chain) vaccine is expected to ship: the next cold-chain day (issue 42). */
const vaccineShipsOn = () => nextShipDay(shopToday(t.app), t.config.coldChainShipDays);

/** The exemption as stored: the doctor's practice's (issue 39). */
const storedExemption = async () =>
  (
    await t.db
      .select({
        practiceId: practices.id,
        number: practices.taxExemptionNumber,
        expires: practices.taxExemptionExpires,
      })
      .from(practiceMembers)
      .innerJoin(practices, eq(practices.id, practiceMembers.practiceId))
      .where(eq(practiceMembers.userId, doctor.id))
  )[0];

beforeEach(async () => {
  await t.db.delete(shippingZones);
  await t.db.delete(taxRates);
  await t.db.update(practices).set({ taxExemptionNumber: null, taxExemptionExpires: null });
  forgetCaches();
});

/**
 * After a write straight to the database: this process forgets the zones, rates, products and sessions it
 * keeps at once, as the admin calls make it do, rather than when the database's NOTIFY arrives.
 */
function forgetCaches() {
  t.app.chargeRulesCache.invalidate();
  t.app.sessionCache.invalidate();
  t.app.productCache.invalidate();
}

const zonesPath = '/api/admin/shipping-zones';
const ratesPath = '/api/admin/tax-rates';

const addZone = (body: ShippingZoneInput) => postShippingZone(t, body);
const addRate = (body: TaxRateInput) => postTaxRate(t, body);

const countRows = async () => {
  const [row] = await t.rawQuery<{ zones: number; rates: number; areas: number }>(
    `select (select count(*)::int from shipping_zones) as zones, (select count(*)::int from tax_rates) as rates,
            (select count(*)::int from shipping_zone_areas) as areas`,
  );
  return row;
};

/** A body refused with 400 and this one message on this field, and nothing written. */
async function expectRefused(path: string, body: Record<string, unknown>, field: string, message: string) {
  const res = await t.call('POST', path, t.admin, body);
  expect(res.statusCode).toBe(400);
  expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[field]).toEqual([message]);
  expect(await countRows()).toEqual({ zones: 0, rates: 0, areas: 0 });
}

describe('who may call the settings', () => {
  it('answers a guest 401 and a doctor 403 on every admin call, and changes nothing', async () => {
    const zone = await addZone({ name: 'Everywhere', country: 'US', rate: '10' });
    const rate = await addRate({ name: 'Sales tax', country: 'US', ratePercent: '5' });
    const calls: [string, string, unknown?][] = [
      ['GET', zonesPath],
      ['POST', zonesPath, { name: 'X', country: 'CA', rate: '1' }],
      ['PATCH', `${zonesPath}/${zone.id}`, { rate: '0' }],
      ['DELETE', `${zonesPath}/${zone.id}`],
      ['GET', ratesPath],
      ['POST', ratesPath, { name: 'X', country: 'CA', ratePercent: '1' }],
      ['PATCH', `${ratesPath}/${rate.id}`, { ratePercent: '9' }],
      ['DELETE', `${ratesPath}/${rate.id}`],
      ['POST', '/api/admin/charges/examples'],
      ['GET', `/api/admin/doctors/${doctor.id}/tax-exemption`],
      [
        'PUT',
        `/api/admin/doctors/${doctor.id}/tax-exemption`,
        { certificateNumber: 'X', expiresOn: '2999-01-01' },
      ],
      ['DELETE', `/api/admin/doctors/${doctor.id}/tax-exemption`],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method as 'GET', url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(method as 'GET', url, doctor.cookie, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    expect(await countRows()).toEqual({ zones: 1, rates: 1, areas: 1 });
    const [{ rate: stored } = { rate: '' }] = await t.db
      .select({ rate: shippingZones.rate })
      .from(shippingZones);
    expect(stored).toBe('10.00');
  });
});

describe('shipping zones', () => {
  it('adds, lists, changes and deletes a zone, each audited', async () => {
    const zone = await addZone({
      name: 'Northeast',
      country: 'us',
      regions: ['us-ma', 'US-NY'],
      rate: '15',
      freeOver: '500.00',
      coldChainSurcharge: 25,
    });
    expect(zone).toEqual({
      id: expect.any(Number) as number,
      name: 'Northeast',
      country: 'US',
      regions: ['US-MA', 'US-NY'],
      rate: '15.00',
      freeOver: '500.00',
      coldChainSurcharge: '25.00',
    });
    const whole = await addZone({ name: 'United States', country: 'US', rate: '25.00' });
    expect(whole).toMatchObject({ regions: [], freeOver: null, coldChainSurcharge: '0.00' });

    const list = await t.call('GET', zonesPath, t.admin);
    expect(list.json<{ zones: ShippingZone[] }>().zones.map((z) => z.name)).toEqual([
      'Northeast',
      'United States',
    ]);

    const changed = await t.call('PATCH', `${zonesPath}/${zone.id}`, t.admin, {
      regions: ['US-NJ'],
      freeOver: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ regions: ['US-NJ'], freeOver: null, rate: '15.00' });

    expect((await t.call('DELETE', `${zonesPath}/${zone.id}`, t.admin)).json()).toEqual({
      message: m.zoneDeleted,
    });
    const again = await t.call('DELETE', `${zonesPath}/${zone.id}`, t.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: m.zoneNotFound });
    expect(await countRows()).toMatchObject({ zones: 1, areas: 1 });

    const actions = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'shipping_zone' and ${auditLog.entityId} = ${String(zone.id)}`)
      .orderBy(auditLog.id);
    expect(actions.map((entry) => entry.action)).toEqual([
      'shipping_zone.create',
      'shipping_zone.update',
      'shipping_zone.delete',
    ]);
    expect(actions[1]?.details).toEqual({
      regions: { before: ['US-MA', 'US-NY'], after: ['US-NJ'] },
      freeOver: { before: '500.00', after: null },
    });
    // The deleted zone as it was, its states with it (read before the delete's cascade).
    expect(actions[2]?.details).toMatchObject({ regions: ['US-NJ'], rate: '15.00' });
  });

  it('refuses a place already in another zone, naming the zone, and writes nothing', async () => {
    await addZone({ name: 'Northeast', country: 'US', regions: ['US-MA', 'US-NY'], rate: '15' });
    await addZone({ name: 'United States', country: 'US', rate: '25' });
    const before = await countRows();

    const state = await t.call('POST', zonesPath, t.admin, {
      name: 'Boston',
      country: 'US',
      regions: ['US-MA'],
      rate: '5',
    });
    expect(state.statusCode).toBe(400);
    expect(state.json()).toMatchObject({
      message: m.regionTaken('US-MA', 'Northeast'),
      fieldErrors: { regions: [m.regionTaken('US-MA', 'Northeast')] },
    });
    const country = await t.call('POST', zonesPath, t.admin, { name: 'USA again', country: 'US', rate: '5' });
    expect(country.statusCode).toBe(400);
    expect(country.json()).toMatchObject({ fieldErrors: { country: [m.countryTaken('United States')] } });
    expect(await countRows()).toEqual(before);

    // A zone's own places are not "another zone's".
    const [northeast] = (await t.call('GET', zonesPath, t.admin)).json<{ zones: ShippingZone[] }>().zones;
    const same = await t.call('PATCH', `${zonesPath}/${northeast!.id}`, t.admin, {
      regions: ['US-NY', 'US-MA', 'US-CT'],
    });
    expect(same.statusCode, same.body).toBe(200);
    // A new country leaves the zone's regions in the old one: refused.
    const moved = await t.call('PATCH', `${zonesPath}/${northeast!.id}`, t.admin, { country: 'CA' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ fieldErrors: { regions: [m.region('CA')] } });
  });

  it.each([
    [{ rate: '-1' }, 'rate', m.rate.notPositive],
    [{ rate: 'ten' }, 'rate', m.rate.format],
    [{ rate: '1.234' }, 'rate', m.rate.format],
    [{ rate: '' }, 'rate', m.rate.required],
    [{ freeOver: '-0.01' }, 'freeOver', m.freeOver.notPositive],
    [{ coldChainSurcharge: 'x' }, 'coldChainSurcharge', m.coldChainSurcharge.format],
    [{ country: 'FR' }, 'country', m.country],
    [{ regions: ['CA-ON'] }, 'regions.0', m.region('US')],
    [{ regions: ['US-MA', 'US-MA'] }, 'regions', m.regionRepeated],
    [{ name: '  ' }, 'name', m.zoneNameRequired],
  ])('refuses %j with a message on %s, writing nothing', async (change, field, message) => {
    await expectRefused(zonesPath, { name: 'Zone', country: 'US', rate: '10', ...change }, field, message);
  });
});

describe('tax rates', () => {
  it('adds, lists, changes and deletes a rate', async () => {
    const gst = await addRate({ name: 'GST', country: 'CA', ratePercent: 5, appliesToShipping: true });
    expect(gst).toEqual({
      id: expect.any(Number) as number,
      name: 'GST',
      country: 'CA',
      region: null,
      ratePercent: '5.000',
      appliesToShipping: true,
    });
    const pst = await addRate({ name: 'PST', country: 'CA', region: 'CA-BC', ratePercent: '7' });
    const list = (await t.call('GET', ratesPath, t.admin)).json<{ rates: TaxRate[] }>().rates;
    expect(list.map((rate) => [rate.name, rate.region])).toEqual([
      ['GST', null],
      ['PST', 'CA-BC'],
    ]);
    const changed = await t.call('PATCH', `${ratesPath}/${pst.id}`, t.admin, {
      ratePercent: '9.975',
      region: 'CA-QC',
    });
    expect(changed.json()).toMatchObject({ ratePercent: '9.975', region: 'CA-QC' });
    const wrongRegion = await t.call('PATCH', `${ratesPath}/${pst.id}`, t.admin, { country: 'US' });
    expect(wrongRegion.statusCode).toBe(400);
    expect(wrongRegion.json()).toMatchObject({ fieldErrors: { region: [m.region('US')] } });
    expect((await t.call('DELETE', `${ratesPath}/${gst.id}`, t.admin)).json()).toEqual({
      message: m.taxRateDeleted,
    });
    expect((await t.call('PATCH', `${ratesPath}/${gst.id}`, t.admin, { name: 'X' })).statusCode).toBe(404);
  });

  it.each([
    [{ ratePercent: '30.001' }, 'ratePercent', m.ratePercent],
    [{ ratePercent: '31' }, 'ratePercent', m.ratePercent],
    [{ ratePercent: '8.8755' }, 'ratePercent', m.ratePercent],
    [{ ratePercent: '-1' }, 'ratePercent', m.ratePercent],
    [{ ratePercent: 'five' }, 'ratePercent', m.ratePercent],
    [{ ratePercent: '' }, 'ratePercent', m.ratePercentRequired],
    [{ country: 'XX' }, 'country', m.country],
    [{ region: 'US-MA' }, 'region', m.region('CA')],
    [{ appliesToShipping: 'yes' }, 'appliesToShipping', m.appliesToShipping],
  ])('refuses %j with a message on %s, writing nothing', async (change, field, message) => {
    await expectRefused(
      ratesPath,
      { name: 'Tax', country: 'CA', ratePercent: '5', ...change },
      field,
      message,
    );
  });

  it('accepts 0 and 30 with three decimals', async () => {
    expect((await addRate({ name: 'Zero', country: 'US', ratePercent: '0' })).ratePercent).toBe('0.000');
    expect((await addRate({ name: 'Top', country: 'US', ratePercent: '30.000' })).ratePercent).toBe('30.000');
  });
});

describe("a doctor's tax exemption", () => {
  const path = (id: number) => `/api/admin/doctors/${id}/tax-exemption`;

  it('is set, read and removed by an admin, each audited', async () => {
    expect((await t.call('GET', path(doctor.id), t.admin)).json()).toEqual({ exemption: null });
    const set = await t.call('PUT', path(doctor.id), t.admin, {
      certificateNumber: ' EX-2026-001 ',
      expiresOn: '2999-12-31',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ certificateNumber: 'EX-2026-001', expiresOn: '2999-12-31' });
    expect((await t.call('GET', path(doctor.id), t.admin)).json()).toEqual({
      exemption: set.json<unknown>(),
    });
    expect((await t.call('DELETE', path(doctor.id), t.admin)).json()).toEqual({
      message: m.exemptionRemoved,
    });
    expect(await storedExemption()).toMatchObject({ number: null, expires: null });
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        sql`${auditLog.entityType} = 'user' and ${auditLog.entityId} = ${String(doctor.id)} and ${auditLog.action} like 'user.tax%'`,
      );
    expect(actions.map((entry) => entry.action)).toEqual(['user.tax_exemption', 'user.tax_exemption_remove']);
  });

  it('refuses a blank number or a past expiry, and an unknown doctor or an admin is a 404', async () => {
    const blank = await t.call('PUT', path(doctor.id), t.admin, {
      certificateNumber: ' ',
      expiresOn: '2999-01-01',
    });
    expect(blank.json()).toMatchObject({ fieldErrors: { certificateNumber: [m.exemptionNumberRequired] } });
    const past = await t.call('PUT', path(doctor.id), t.admin, {
      certificateNumber: 'EX-1',
      expiresOn: '2001-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: m.exemptionExpired,
      fieldErrors: { expiresOn: [m.exemptionExpired] },
    });
    const notADate = await t.call('PUT', path(doctor.id), t.admin, {
      certificateNumber: 'EX-1',
      expiresOn: '2999-02-30',
    });
    expect(notADate.json()).toMatchObject({ fieldErrors: { expiresOn: [m.exemptionExpiry] } });
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    for (const id of [2_000_000_000, admin!.id]) {
      const res = await t.call('PUT', path(id), t.admin, {
        certificateNumber: 'EX-1',
        expiresOn: '2999-01-01',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: m.doctorNotFound });
    }
    expect((await storedExemption())?.number).toBeNull();
  });
});

describe('the quote', () => {
  const address = (state: string, country: string) => ({
    street: '1 Main Street',
    city: 'Town',
    state,
    zipCode: '00000',
    country,
  });
  const quote = (body: Record<string, unknown>, cookie = doctor.cookie) =>
    t.call('POST', '/api/checkout/quote', cookie, body);
  const cart = () => [
    { productId: toxin, quantity: 10 },
    { productId: vaccine, quantity: 1 },
    { productId: gloves, quantity: 3 },
  ];

  it('is the sum of the lines with nothing configured (the spec’s total)', async () => {
    const res = await quote({ items: cart(), shippingAddress: address('MA', 'United States') });
    expect(res.statusCode, res.body).toBe(200);
    // 10 × 90.05 (the 10% tier on 100.05, rounded half up) + 20.00 + 3 × 3.33.
    expect(res.json<CheckoutQuote>()).toEqual({
      subtotal: '930.49',
      shipping: '0.00',
      taxes: [],
      total: '930.49',
      taxExemption: null,
      estimatedShipOn: vaccineShipsOn(),
    });
  });

  it('adds the zone’s shipping and each rate’s tax on standard lines, shipping where it applies', async () => {
    await addZone({ name: 'Canada', country: 'CA', rate: '30', freeOver: '1000', coldChainSurcharge: '40' });
    await addRate({ name: 'GST', country: 'CA', region: 'CA-BC', ratePercent: '5', appliesToShipping: true });
    await addRate({ name: 'PST', country: 'CA', region: 'CA-BC', ratePercent: '7' });
    await addRate(ONTARIO_HST);
    const res = await quote({ items: cart(), shippingAddress: address('British Columbia', 'Canada') });
    expect(res.statusCode, res.body).toBe(200);
    // Shipping 30.00 + 40.00 (the vaccine is cold-chain); only the toxin's 900.50 is standard.
    // GST: 900.50 × 5% = 45.025 → 45.03, shipping 70.00 × 5% = 3.50; PST: 900.50 × 7% = 63.035 → 63.04.
    expect(res.json<CheckoutQuote>()).toEqual({
      subtotal: '930.49',
      shipping: '70.00',
      taxes: [
        { name: 'GST', rate: '5.000', amount: '48.53' },
        { name: 'PST', rate: '7.000', amount: '63.04' },
      ],
      total: '1112.06',
      taxExemption: null,
      estimatedShipOn: vaccineShipsOn(),
    });

    // A valid exemption takes every tax off, and says whose certificate did.
    await t.call('PUT', `/api/admin/doctors/${doctor.id}/tax-exemption`, t.admin, {
      certificateNumber: 'BC-EX-77',
      expiresOn: '2999-01-01',
    });
    const exempt = await quote({ items: cart(), shippingAddress: address('BC', 'Canada') });
    expect(exempt.json()).toMatchObject({ taxes: [], total: '1000.49', taxExemption: 'BC-EX-77' });
    // An expired one does not (set in the past directly: the admin call refuses it).
    const practiceId = (await storedExemption())!.practiceId;
    await t.db
      .update(practices)
      .set({ taxExemptionExpires: '2001-01-01' })
      .where(eq(practices.id, practiceId));
    forgetCaches();
    expect((await quote({ items: cart(), shippingAddress: address('BC', 'Canada') })).json()).toMatchObject({
      total: '1112.06',
      taxExemption: null,
    });
  });

  it('says when the shop does not ship to the address', async () => {
    await addZone({ name: 'Ontario', country: 'CA', regions: ['CA-ON'], rate: '20' });
    for (const shippingAddress of [
      address('BC', 'Canada'),
      address('MA', 'United States'),
      address('Bavaria', 'Germany'),
    ]) {
      const res = await quote({ items: cart(), shippingAddress });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: m.notShipped,
        fieldErrors: { 'shippingAddress.state': [m.notShipped] },
      });
    }
    expect((await quote({ items: cart(), shippingAddress: address('Ontario', 'Canada') })).statusCode).toBe(
      200,
    );
  });

  it('is for a signed-in doctor with lines that can be ordered', async () => {
    const body = { items: cart(), shippingAddress: address('MA', 'US') };
    expect((await t.call('POST', '/api/checkout/quote', undefined, body)).statusCode).toBe(401);
    expect((await quote(body, t.admin)).statusCode).toBe(403);
    expect((await quote({ items: [], shippingAddress: address('MA', 'US') })).statusCode).toBe(400);
    const gone = await quote({
      items: [{ productId: 2_000_000_000, quantity: 1 }],
      shippingAddress: address('MA', 'US'),
    });
    expect(gone.statusCode).toBe(409);
  });
});

describe('the example settings', () => {
  it('load into a shop without zones or rates, once', async () => {
    const res = await t.call('POST', '/api/admin/charges/examples', t.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.examplesLoaded });
    const rows = await countRows();
    expect(rows?.zones).toBe(4);
    expect(rows?.rates).toBeGreaterThan(10);
    const again = await t.call('POST', '/api/admin/charges/examples', t.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: m.examplesRefused });
    expect(await countRows()).toEqual(rows);

    // Ontario: the Ontario and Quebec zone (free over 600.00) and HST 13% on lines and shipping.
    const ontario = await t.call('POST', '/api/checkout/quote', doctor.cookie, {
      items: [{ productId: toxin, quantity: 1 }],
      shippingAddress: { state: 'ON', country: 'Canada' },
    });
    expect(ontario.json()).toEqual({
      subtotal: '100.05',
      shipping: '20.00',
      taxes: [{ name: 'HST', rate: '13.000', amount: '15.61' }],
      total: '135.66',
      taxExemption: null,
      estimatedShipOn: null,
    });
  });
});

describe('an order placed with shipping and taxes', () => {
  const cart = () => [
    { productId: toxin, quantity: 10 },
    { productId: vaccine, quantity: 1 },
    { productId: gloves, quantity: 3 },
  ];
  // The checkout fixture ships to Toronto, Ontario.
  const ontario = { state: 'ON', country: 'Canada' };

  async function configure() {
    await addZone({
      name: 'Ontario',
      country: 'CA',
      regions: ['CA-ON'],
      rate: '20',
      coldChainSurcharge: '30',
    });
    await addRate(ONTARIO_HST);
    await addRate({ name: 'Levy', country: 'CA', ratePercent: '0.5' });
  }

  const quoteNow = async () =>
    (
      await t.call('POST', '/api/checkout/quote', doctor.cookie, { items: cart(), shippingAddress: ontario })
    ).json<CheckoutQuote>();

  it('is charged what its quote said, stored with the order and its lines', async () => {
    await configure();
    const quote = await quoteNow();
    // Shipping 20.00 + 30.00 (cold chain). HST: 900.50 → 117.065 → 117.07, shipping 50.00 → 6.50;
    // Levy: 900.50 → 4.5025 → 4.50.
    expect(quote).toEqual({
      subtotal: '930.49',
      shipping: '50.00',
      // In the rates' order: the country's before the province's.
      taxes: [
        { name: 'Levy', rate: '0.500', amount: '4.50' },
        { name: 'HST', rate: '13.000', amount: '123.57' },
      ],
      total: '1108.56',
      taxExemption: null,
      estimatedShipOn: vaccineShipsOn(),
    });
    const res = await submitOrder(t.app, doctor.cookie, cart(), { body: { expectedTotal: quote.total } });
    const order = placedOrder(res);
    expect(order).toMatchObject({
      totalAmount: '1108.56',
      subtotalAmount: '930.49',
      shippingAmount: '50.00',
      taxAmount: '128.07',
      taxes: quote.taxes,
      taxExemptionNumber: null,
    });
    expect(order.items.map((item) => [item.taxClass, item.taxAmount])).toEqual([
      ['standard', '121.57'],
      ['zero', '0.00'],
      ['exempt', '0.00'],
    ]);
    const [stored] = await t.db
      .select({ total: orders.totalAmount, region: orders.shipToRegion, taxes: orders.taxes })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(stored).toEqual({
      total: '1108.56',
      region: 'CA-ON',
      taxes: [
        {
          name: 'Levy',
          rate: '0.500',
          amount: '4.50',
          taxable: '900.50',
          country: 'CA',
          region: null,
          appliesToShipping: false,
        },
        {
          name: 'HST',
          rate: '13.000',
          amount: '123.57',
          taxable: '950.50',
          country: 'CA',
          region: 'CA-ON',
          appliesToShipping: true,
        },
      ],
    });
    // The detail and the desk show the same amounts.
    const detail = await t.call('GET', `/api/orders/${order.id}`, doctor.cookie);
    expect(detail.json()).toMatchObject({
      totalAmount: '1108.56',
      shippingAmount: '50.00',
      taxes: quote.taxes,
    });
    const desk = await t.call('GET', `/api/admin/orders/${order.id}`, t.admin);
    expect(desk.json()).toMatchObject({ totalAmount: '1108.56', taxAmount: '128.07', taxes: quote.taxes });

    // A later change of a rate, a zone or a product never changes it.
    await t.db.update(taxRates).set({ ratePercent: '15.000' });
    forgetCaches();
    await t.db.delete(shippingZones);
    forgetCaches();
    await t.db.update(products).set({ taxClass: 'standard' }).where(eq(products.id, vaccine));
    forgetCaches();
    const after = await t.call('GET', `/api/orders/${order.id}`, doctor.cookie);
    expect(after.json()).toMatchObject({
      totalAmount: '1108.56',
      shippingAmount: '50.00',
      taxes: quote.taxes,
    });
    await t.db.update(products).set({ taxClass: 'zero' }).where(eq(products.id, vaccine));
    forgetCaches();
  });

  it('refuses a total that changed since the quote with the new one, writing nothing', async () => {
    await configure();
    const quote = await quoteNow();
    await t.db.update(taxRates).set({ ratePercent: '15.000' }).where(eq(taxRates.name, 'HST'));
    forgetCaches();
    const ordersBefore = await t.db.$count(orders);
    const res = await submitOrder(t.app, doctor.cookie, cart(), { body: { expectedTotal: quote.total } });
    expect(res.statusCode).toBe(409);
    const body = res.json<ApiErrorBody>();
    expect(body).toMatchObject({ code: 'TOTAL_CHANGED', quote: await quoteNow() });
    expect(body.quote?.total).not.toBe(quote.total);
    expect(await t.db.$count(orders)).toBe(ordersBefore);
    // Sent again with the new total, it is placed.
    const again = await submitOrder(t.app, doctor.cookie, cart(), {
      body: { expectedTotal: body.quote?.total },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('prices a spec-shaped order (no expectedTotal; its totalAmount ignored) by the server', async () => {
    await configure();
    const quote = await quoteNow();
    const res = await submitOrder(t.app, doctor.cookie, cart(), { body: { totalAmount: '1.00' } });
    expect(placedOrder(res).totalAmount).toBe(quote.total);
  });

  it('refuses an address outside every zone, writing nothing', async () => {
    await addZone({ name: 'Quebec', country: 'CA', regions: ['CA-QC'], rate: '20' });
    const ordersBefore = await t.db.$count(orders);
    const linesBefore = await t.db.$count(orderItems);
    const res = await submitOrder(t.app, doctor.cookie, cart());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: m.notShipped,
      fieldErrors: { 'shippingAddress.state': [m.notShipped] },
    });
    expect(await t.db.$count(orders)).toBe(ordersBefore);
    expect(await t.db.$count(orderItems)).toBe(linesBefore);
  });

  it('charges no tax under a valid exemption and keeps its certificate', async () => {
    await configure();
    await t.call('PUT', `/api/admin/doctors/${doctor.id}/tax-exemption`, t.admin, {
      certificateNumber: 'ON-EX-9',
      expiresOn: '2999-01-01',
    });
    const res = await submitOrder(t.app, doctor.cookie, cart());
    expect(res.json<SubmitOrderResponse>().order).toMatchObject({
      totalAmount: '980.49',
      taxAmount: '0.00',
      taxes: [],
      taxExemptionNumber: 'ON-EX-9',
    });
  });

  it('is the sum of its lines with nothing configured (the spec’s total)', async () => {
    const res = await submitOrder(t.app, doctor.cookie, cart());
    expect(res.json<SubmitOrderResponse>().order).toMatchObject({
      totalAmount: '930.49',
      subtotalAmount: '930.49',
      shippingAmount: '0.00',
      taxAmount: '0.00',
      taxes: [],
    });
  });
});
