import type { CheckoutQuote } from '@shop/contract/charges-schemas';
import { toCents } from '@shop/contract/money';
import type { OrderDetail, SubmitOrderResponse } from '@shop/contract/order-schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { shippingZoneAreas, shippingZones, taxRates } from '../../db/schema/charges';
import { insertProducts } from '../../test/catalog-fixtures';
import { doctorSession, shipping, submitOrder } from '../../test/order-fixtures';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { documentTotals } from '../documents/invoices.service';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';

/**
 * Seeded random orders through the whole path (issue 37): random carts (quantities over the bulk
 * tiers, tax classes, cold chain), zones, rates and sometimes an exemption. For each: the quote is
 * what the order placed is charged; the order adds up (total = subtotal + shipping + every tax);
 * each rate's tax is what rounding each line's and the shipping's tax half up gives, and each line's
 * tax is its rates' together; and once the order is invoiced and cancelled, its invoice and credit
 * note add up to zero amount by amount.
 */

const CASES = 20;
const PROVINCES = ['ON', 'QC', 'BC', 'NS'] as const;

let t: AdminTestApp;
const productIds: number[] = [];
// A small seeded generator (as charges.test.ts's), so a failure names its case and repeats.
let seed = 20261206;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const below = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]) => items[below(items.length)] as T;
const money = (maxWhole: number) => `${below(maxWhole)}.${String(below(100)).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createAdminTestApp();
  const fixtures = Array.from({ length: 6 }, (_, i) => ({
    name: `Property Product ${i}`,
    category: 'dermal-fillers',
    price: `${1 + below(300)}.${String(below(100)).padStart(2, '0')}`,
    tiers:
      i % 2 === 0
        ? [
            { minQuantity: 5, maxQuantity: 9, discountPercentage: String(below(15)) },
            { minQuantity: 10, maxQuantity: null, discountPercentage: `${below(25)}.5` },
          ]
        : undefined,
  }));
  const ids = await insertProducts(t.db, fixtures);
  for (const [i, fixture] of fixtures.entries()) {
    const id = ids[fixture.name]!;
    productIds.push(id);
    await t.db
      .update(products)
      .set({ taxClass: pick(['standard', 'standard', 'zero', 'exempt'] as const), coldChain: i % 3 === 0 })
      .where(eq(products.id, id));
  }
  t.app.productCache.invalidate();
}, 60_000);

interface Rate {
  name: string;
  region: string | null;
  percent: string;
  appliesToShipping: boolean;
}

/**
 * New random rules, written straight to the tables (the admin's calls are charges.routes.test.ts's):
 * one zone of all Canada, or one per province, and one to four rates.
 */
async function randomRules(): Promise<Rate[]> {
  await t.db.delete(shippingZones);
  await t.db.delete(taxRates);
  const whole = random() < 0.5;
  for (const areas of whole ? [['CA']] : PROVINCES.map((province) => [`CA-${province}`])) {
    const [zone] = await t.db
      .insert(shippingZones)
      .values({
        name: areas.join(' '),
        country: 'CA',
        rate: money(60),
        freeOver: random() < 0.4 ? money(1500) : null,
        coldChainSurcharge: random() < 0.7 ? money(50) : '0.00',
      })
      .returning({ id: shippingZones.id });
    await t.db.insert(shippingZoneAreas).values(areas.map((area) => ({ area, zoneId: zone!.id })));
  }
  const rates: Rate[] = Array.from({ length: 1 + below(4) }, (_, i) => ({
    name: `Tax ${i}`,
    region: random() < 0.25 ? null : `CA-${pick(PROVINCES)}`,
    percent: `${below(30)}.${String(below(1000)).padStart(3, '0')}`,
    appliesToShipping: random() < 0.5,
  }));
  await t.db.insert(taxRates).values(
    rates.map((rate) => ({
      name: rate.name,
      country: 'CA',
      region: rate.region,
      ratePercent: rate.percent,
      appliesToShipping: rate.appliesToShipping,
    })),
  );
  t.app.chargeRulesCache.invalidate();
  return rates;
}

/** `cents × percent / 100`, rounded half up to the cent: the rule docs/product.md states, computed here anew. */
function taxOf(cents: number, percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  const thousandths = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
  return Number((BigInt(cents) * thousandths * 2n + 100_000n) / 200_000n);
}

/** The signed amounts a document prints under its lines, from its subtotal (or total) on, in cents. */
function printedTotals(text: string): number[] {
  const from = text.includes('Subtotal ') ? text.indexOf('Subtotal ') : text.lastIndexOf('Total');
  const block = text.slice(from, text.indexOf('Payment method'));
  return [...block.matchAll(/(-?)\$([\d,]+\.\d{2})/g)].map(
    ([, sign, amount]) => (sign ? -1 : 1) * toCents((amount ?? '').replaceAll(',', '')),
  );
}

async function printedDocumentTotals(orderId: number, file: string) {
  const res = await t.call('GET', `/api/admin/orders/${orderId}/${file}`, t.admin);
  expect(res.statusCode).toBe(200);
  return printedTotals((await pdfPages(res.rawPayload)).join('\n'));
}

describe('charges from quote to credit note (property)', () => {
  it(`hold for ${CASES} seeded random orders`, async () => {
    for (let n = 0; n < CASES; n += 1) {
      const rates = await randomRules();
      const province = pick(PROVINCES);
      const doctor = await doctorSession(t.db);
      const exempt = random() < 0.25;
      if (exempt) {
        const res = await t.call('PUT', `/api/admin/doctors/${doctor.id}/tax-exemption`, t.admin, {
          certificateNumber: `EX-${n}`,
          expiresOn: '2999-12-31',
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const chosen = [...productIds].sort(() => random() - 0.5).slice(0, 1 + below(4));
      const items = chosen.map((productId) => ({ productId, quantity: 1 + below(14) }));
      const context = `case ${n}: ${JSON.stringify({ province, exempt, items, rates })}`;

      const quoted = await t.call('POST', '/api/checkout/quote', doctor.cookie, {
        items,
        shippingAddress: { state: province, country: 'Canada' },
      });
      expect(quoted.statusCode, `${context} ${quoted.body}`).toBe(200);
      const quote = quoted.json<CheckoutQuote>();
      const placed = await submitOrder(t.app, doctor.cookie, items, {
        body: { ...shipping({ state: province, city: 'Town' }), expectedTotal: quote.total },
      });
      expect(placed.statusCode, `${context} ${placed.body}`).toBe(201);
      const order: OrderDetail = placed.json<SubmitOrderResponse>().order;

      // The quote is what the order was charged.
      expect(
        {
          subtotal: order.subtotalAmount,
          shipping: order.shippingAmount,
          taxes: order.taxes,
          total: order.totalAmount,
          taxExemption: order.taxExemptionNumber,
          estimatedShipOn: order.estimatedShipOn,
        },
        context,
      ).toEqual(quote);
      // It adds up.
      const taxCents = order.taxes.map((tax) => toCents(tax.amount));
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      expect(toCents(order.taxAmount), context).toBe(sum(taxCents));
      expect(toCents(order.totalAmount), context).toBe(
        toCents(order.subtotalAmount) + toCents(order.shippingAmount) + sum(taxCents),
      );
      expect(toCents(order.subtotalAmount), context).toBe(
        sum(order.items.map((item) => toCents(item.totalPrice))),
      );
      // Each rate's tax is its lines' and its shipping's, each rounded on its own.
      const applying = exempt
        ? []
        : rates.filter((rate) => rate.region === null || rate.region === `CA-${province}`);
      expect(
        order.taxes.map((tax) => tax.name),
        context,
      ).toEqual(expect.arrayContaining(applying.map((rate) => rate.name)));
      expect(order.taxes, context).toHaveLength(applying.length);
      const lineTaxes = order.items.map((item) =>
        applying.map((rate) =>
          item.taxClass === 'standard' ? taxOf(toCents(item.totalPrice), rate.percent) : 0,
        ),
      );
      for (const [i, item] of order.items.entries())
        expect(toCents(item.taxAmount), context).toBe(sum(lineTaxes[i] ?? []));
      for (const [r, rate] of applying.entries()) {
        const shippingTax = rate.appliesToShipping ? taxOf(toCents(order.shippingAmount), rate.percent) : 0;
        const kept = order.taxes.find((tax) => tax.name === rate.name);
        expect(kept && toCents(kept.amount), `${context} ${rate.name}`).toBe(
          sum(lineTaxes.map((line) => line[r] ?? 0)) + shippingTax,
        );
      }

      // Invoiced, then cancelled: the credit note takes back every amount the invoice printed.
      const approve = await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin);
      expect(approve.statusCode, approve.body).toBe(200);
      const cancel = await t.call('POST', `/api/orders/${order.id}/cancel`, doctor.cookie);
      expect(cancel.statusCode, cancel.body).toBe(200);
      const cancelled = cancel.json<OrderDetail>();
      expect(cancelled.status).toBe('cancelled');
      // The rows both documents print; every fourth case read back from the PDFs themselves (each
      // print and read costs about 100 ms).
      // The amounts only: an exemption's row names its certificate.
      const cents = (rows: [string, string][]) =>
        rows
          .filter(([, value]) => /^-?\$/.test(value))
          .map(
            ([, amount]) =>
              (amount.startsWith('-') ? -1 : 1) * toCents(amount.replace(/^-?\$/, '').replaceAll(',', '')),
          );
      const printed = n % 4 === 0;
      const invoice = printed
        ? await printedDocumentTotals(order.id, 'invoice.pdf')
        : cents(documentTotals(cancelled, 'invoice', 'USD'));
      const credit = printed
        ? await printedDocumentTotals(order.id, 'credit-note.pdf')
        : cents(documentTotals(cancelled, 'credit_note', 'USD'));
      expect(invoice.at(-1), context).toBe(toCents(order.totalAmount));
      expect(credit, context).toHaveLength(invoice.length);
      expect(
        invoice.map((amount, i) => amount + (credit[i] ?? Number.NaN)),
        context,
      ).toEqual(invoice.map(() => 0));
      if (invoice.length > 1)
        expect(invoice, context).toEqual([
          toCents(order.subtotalAmount),
          toCents(order.shippingAmount),
          ...taxCents,
          toCents(order.totalAmount),
        ]);
    }
  }, 60_000);
});
