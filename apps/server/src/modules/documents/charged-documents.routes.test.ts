import type { OrderDetail } from '@shop/contract/order-schemas';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { invoices } from '../../db/schema/documents';
import { outboxEmails } from '../../db/schema/system';
import { MovableClock } from '../../lib/clock';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import { postCanadianCharges } from '../../test/charge-fixtures';
import { doctorSession, shipping, submitOrder } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { createSignedInTestApp } from '../../test/test-app';

/**
 * The documents of an order charged shipping and taxes (issue 37; docs/product.md, Invoices and
 * credit notes): the invoice's subtotal, shipping, each rate's tax and total, the shop's tax
 * registration and a doctor's exemption; the credit note's the same amounts negative; the statement's
 * the order's total.
 */

const TAX_NUMBER = 'GST/HST 123456789 RT0001';
const clock = new MovableClock('2026-06-15T16:00:00Z');
const { t, ids } = testAppWithProducts(
  () => createSignedInTestApp({ clock, env: { SHOP_TAX_NUMBER: TAX_NUMBER } }),
  [
    { name: 'Charged Toxin', category: 'botulinum-toxins', price: '100.00' },
    { name: 'Charged Vaccine', category: 'dermal-fillers', price: '50.00' },
  ],
);

const toxin = () => ids['Charged Toxin']!;
const vaccine = () => ids['Charged Vaccine']!;

async function place(cookie: string, body: Record<string, unknown> = {}) {
  const res = await submitOrder(
    t.app,
    cookie,
    [
      { productId: toxin(), quantity: 2 },
      { productId: vaccine(), quantity: 1 },
    ],
    { body },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ order: OrderDetail }>().order;
}

async function approve(orderId: number) {
  const res = await t.call('POST', `/api/admin/orders/${orderId}/approve`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
}

async function cancel(orderId: number, cookie: string) {
  const res = await t.call('POST', `/api/orders/${orderId}/cancel`, cookie);
  expect(res.statusCode, res.body).toBe(200);
}

async function documentText(orderId: number, file: 'invoice.pdf' | 'credit-note.pdf') {
  const res = await t.call('GET', `/api/admin/orders/${orderId}/${file}`, t.admin);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return (await pdfPages(res.rawPayload)).join('\n');
}

describe('a print kept from before the charges', () => {
  it('is printed again at its next download', async () => {
    const order = await place(t.doctor);
    await approve(order.id);
    await documentText(order.id, 'invoice.pdf');
    const where = and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice'));
    const [kept] = await t.db.select({ version: invoices.pdfVersion }).from(invoices).where(where);
    // The version a print was kept under before documents printed the charges: order and letterhead.
    const before = kept!.version!.split('.').slice(0, 2).join('.');
    await t.db
      .update(invoices)
      .set({ pdf: Buffer.from('%PDF-printed before'), pdfVersion: before })
      .where(where);
    expect(await documentText(order.id, 'invoice.pdf')).toContain(order.orderNumber);
    const [again] = await t.db.select({ version: invoices.pdfVersion }).from(invoices).where(where);
    expect(again?.version).toBe(kept?.version);
  });
});

describe('an order charged nothing', () => {
  it('prints its total alone, as before shipping and taxes, with the shop’s registration', async () => {
    const order = await place(t.doctor);
    expect(order.totalAmount).toBe('250.00');
    await approve(order.id);
    const invoice = await documentText(order.id, 'invoice.pdf');
    expect(invoice).toContain(`Tax registration: ${TAX_NUMBER}`);
    expect(invoice).toMatch(/Total \$250\.00/);
    expect(invoice).not.toContain('Subtotal');
    expect(invoice).not.toContain('Shipping');
    const [mail] = await queuedEmails(
      t.db,
      like(outboxEmails.subject, `%received your order ${order.orderNumber}`),
    );
    expect(mail?.bodyText).toContain('  Total: $250.00');
    expect(mail?.bodyText).not.toContain('Subtotal');
    await cancel(order.id, t.doctor);
    const credit = await documentText(order.id, 'credit-note.pdf');
    expect(credit).toMatch(/Total credited -\$250\.00/);
    expect(credit).not.toContain('Subtotal');
  });
});

describe('an order charged shipping and taxes', () => {
  beforeAll(async () => {
    await t.db.update(products).set({ taxClass: 'zero', coldChain: true }).where(eq(products.id, vaccine()));
    t.app.productCache.invalidate();
    await postCanadianCharges(t, { zone: 'ontario-and-quebec', qstOnShipping: true });
  });

  it('prints subtotal, shipping, each tax with its rate and the total; the credit note each negative', async () => {
    clock.set('2026-06-20T16:00:00Z');
    const doctor = await doctorSession(t.db);
    const order = await place(doctor.cookie);
    // 2 × 100.00 standard + 50.00 zero-rated and cold chain; shipping 20.00 + 30.00;
    // HST 13% of 200.00 = 26.00 and of shipping 50.00 = 6.50.
    expect(order).toMatchObject({
      subtotalAmount: '250.00',
      shippingAmount: '50.00',
      taxAmount: '32.50',
      totalAmount: '332.50',
    });
    // The doctor's e-mail and the shop's notice list them above the total.
    const mails = await queuedEmails(
      t.db,
      and(
        like(outboxEmails.template, 'order-received%'),
        like(outboxEmails.subject, `%${order.orderNumber}%`),
      ),
    );
    expect(mails.map((mail) => mail.template).sort()).toEqual(['order-received', 'order-received-notice']);
    for (const mail of mails) {
      expect(mail.bodyText).toContain(
        '  Subtotal: $250.00\n  Shipping: $50.00\n  HST (13%): $32.50\n  Total: $332.50',
      );
    }
    await approve(order.id);
    const invoice = await documentText(order.id, 'invoice.pdf');
    expect(invoice).toContain(`Tax registration: ${TAX_NUMBER}`);
    expect(invoice).toMatch(/Subtotal \$250\.00 Shipping \$50\.00 HST \(13%\) \$32\.50 Total \$332\.50/);
    expect(invoice).not.toContain('Tax exempt');

    clock.set('2026-07-02T16:00:00Z');
    await cancel(order.id, doctor.cookie);
    const credit = await documentText(order.id, 'credit-note.pdf');
    expect(credit).toContain(`Tax registration: ${TAX_NUMBER}`);
    expect(credit).toMatch(
      /Subtotal -\$250\.00 Shipping -\$50\.00 HST \(13%\) -\$32\.50 Total credited -\$332\.50/,
    );

    // Each statement carries the order's total, shipping and tax included: June's invoice, July's credit.
    for (const [month, amount] of [
      ['2026-06', '$332.50'],
      ['2026-07', '-$332.50'],
    ] as const) {
      const res = await t.call('GET', `/api/account/statements/${month}.pdf`, doctor.cookie);
      expect(res.statusCode).toBe(200);
      expect((await pdfPages(res.rawPayload)).join('\n')).toContain(amount);
    }
  });

  it('prints each of several rates, a rate with three decimals as written', async () => {
    clock.set('2026-06-21T16:00:00Z');
    const order = await place(t.doctor, shipping({ city: 'Montreal', state: 'QC' }));
    // GST 5%: 10.00 + 2.50; QST 9.975%: 19.95 + 4.9875 → 4.99.
    expect(order.taxes).toEqual([
      { name: 'GST', rate: '5.000', amount: '12.50' },
      { name: 'QST', rate: '9.975', amount: '24.94' },
    ]);
    await approve(order.id);
    expect(await documentText(order.id, 'invoice.pdf')).toMatch(
      /Subtotal \$250\.00 Shipping \$50\.00 GST \(5%\) \$12\.50 QST \(9\.975%\) \$24\.94 Total \$337\.44/,
    );
  });

  it('names the exemption certificate that took the taxes off', async () => {
    const doctor = await doctorSession(t.db);
    const set = await t.call('PUT', `/api/admin/doctors/${doctor.id}/tax-exemption`, t.admin, {
      certificateNumber: 'ON-EX-42',
      expiresOn: '2999-12-31',
    });
    expect(set.statusCode, set.body).toBe(200);
    const order = await place(doctor.cookie);
    expect(order).toMatchObject({ taxes: [], taxExemptionNumber: 'ON-EX-42', totalAmount: '300.00' });
    await approve(order.id);
    const invoice = await documentText(order.id, 'invoice.pdf');
    expect(invoice).toMatch(
      /Subtotal \$250\.00 Shipping \$50\.00 Tax exemption certificate ON-EX-42 Total \$300\.00/,
    );
    expect(invoice).not.toContain('HST (');
  });
});
