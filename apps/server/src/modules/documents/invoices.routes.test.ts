import type { AdminOrderDetail, AdminOrderPage } from '@shop/contract/admin-order-schemas';
import type { OrderDetail, OrderPage } from '@shop/contract/order-schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { documentCounters, invoices } from '../../db/schema/documents';
import { MovableClock } from '../../lib/clock';
import { testAppWithFillerAndCannula } from '../../test/catalog-fixtures';
import { KNOWN_CARD, doctorSession, submitAcceptedOrder } from '../../test/order-fixtures';
import { embeddedFontCount, pdfFontNames, pdfPages } from '@shop/contract/pdf-test-reader';
import { lotTrackedProduct } from '../../test/stock-fixtures';
import { createSignedInTestApp } from '../../test/test-app';
import { changeOrderStatus } from '../orders/order-status.service';

/**
 * Invoices and credit notes (issue 22; docs/product.md, Invoices and credit notes;
 * docs/decisions/041): numbered at approval without gaps per kind and year, printed as PDFs whose
 * text is read back, for the order's doctor and for admins only.
 */

// Noon in the shop's calendar (America/Toronto) of a day in 2026; each test that counts numbers
// moves the clock to a year of its own, so the tests do not share a counter.
const clock = new MovableClock('2026-06-15T16:00:00Z');
const { t, names, skus, filler, cannula } = testAppWithFillerAndCannula(
  () => createSignedInTestApp({ clock }),
  { filler: 'Hyaluronic Filler 1 ml', cannula: 'Sterile Cannula 25G' },
);

/** An order of 10 fillers (the 10% tier: 108.00 each) and 4 cannulas, placed by the doctor. */
const placeOrder = (cookie = t.doctor) =>
  submitAcceptedOrder(t.app, cookie, [
    { productId: filler(), quantity: 10 },
    { productId: cannula(), quantity: 4 },
  ]);

async function approve(orderId: number) {
  const res = await t.call('POST', `/api/admin/orders/${orderId}/approve`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetail>();
}

const invoiceOf = (orderId: number, cookie = t.doctor) =>
  t.call('GET', `/api/orders/${orderId}/invoice.pdf`, cookie);
const creditNoteOf = (orderId: number, cookie = t.doctor) =>
  t.call('GET', `/api/orders/${orderId}/credit-note.pdf`, cookie);

async function textOf(res: { statusCode: number; rawPayload: Buffer; body: string }) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return (await pdfPages(res.rawPayload)).join('\n');
}

describe('the invoice', () => {
  it('is issued at approval and prints the order: numbers, dates, addresses, SKUs, tiers, totals, the card as brand and last 4', async () => {
    clock.set('2026-06-15T16:00:00Z');
    const order = await placeOrder();
    expect(order.invoiceNumber).toBeNull();
    expect((await invoiceOf(order.id)).statusCode).toBe(404);

    const approved = await approve(order.id);
    expect(approved.invoiceNumber).toMatch(/^INV-2026-\d{6}$/);
    expect(approved.creditNoteNumber).toBeNull();
    const number = approved.invoiceNumber!;

    // Every view of the order carries the number: the doctor's detail and list, the desk's page.
    expect((await t.call('GET', `/api/orders/${order.id}`, t.doctor)).json<OrderDetail>().invoiceNumber).toBe(
      number,
    );
    const listed = (await t.call('GET', '/api/orders', t.doctor))
      .json<OrderPage>()
      .orders.find((o) => o.id === order.id);
    expect(listed?.invoiceNumber).toBe(number);
    const desk = (await t.call('GET', '/api/admin/orders?limit=100', t.admin)).json<AdminOrderPage>();
    expect(desk.orders.find((o) => o.id === order.id)?.invoiceNumber).toBe(number);

    const res = await invoiceOf(order.id);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await textOf(res);
    expect(text).toContain(t.config.shopName);
    expect(text).toContain('100 King Street West, Suite 1600');
    expect(text).toContain(number);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('2026-06-15'); // the invoice and order dates
    expect(text).toContain('Carter Aesthetics');
    expect(text).toContain('Toronto, ON M5X 1A9');
    expect(text).toContain(skus[names.filler]);
    expect(text).toContain(skus[names.cannula]);
    // 10 × $108.00 (10% off $120.00) = $1,080.00; 4 × $3.50 = $14.00; total $1,094.00.
    expect(text).toMatch(/Hyaluronic Filler 1 ml 10 \$108\.00 10% \$1,080\.00/);
    expect(text).toMatch(/Sterile Cannula 25G 4 \$3\.50 — \$14\.00/);
    expect(order.totalAmount).toBe('1094.00');
    expect(text).toContain('$1,094.00');
    // Nothing charged besides the lines, no registration configured: the total alone, as before.
    expect(text).not.toContain('Subtotal');
    expect(text).not.toContain('Tax registration');
    const last4 = KNOWN_CARD.replaceAll(' ', '').slice(-4);
    expect(text).toContain(`${order.cardInfo?.cardType} ending in ${last4}`);
    expect(text).not.toContain(KNOWN_CARD);
    expect(text).not.toContain(KNOWN_CARD.replaceAll(' ', ''));
    expect(res.rawPayload.toString('latin1')).not.toContain(KNOWN_CARD.replaceAll(' ', ''));

    // Embedded fonts only (subsets of DejaVu Sans), none of the PDF standard 14.
    expect(embeddedFontCount(res.rawPayload)).toBeGreaterThanOrEqual(2);
    const fonts = pdfFontNames(res.rawPayload);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+DejaVuSans/);

    // The admin reads the same document; the same bytes but for the creation time.
    const admin = await t.call('GET', `/api/admin/orders/${order.id}/invoice.pdf`, t.admin);
    expect(await textOf(admin)).toBe(text);
  });

  it('keeps its SKU and tier as issued when the product changes later', async () => {
    const order = await placeOrder();
    const { invoiceNumber } = await approve(order.id);
    const sku = skus[names.cannula]!;
    await t.db.update(products).set({ sku: 'RENAMED-1', price: '9.99' }).where(eq(products.id, cannula()));
    try {
      const text = await textOf(await invoiceOf(order.id));
      expect(text).toContain(invoiceNumber!);
      expect(text).toContain(sku);
      expect(text).not.toContain('RENAMED-1');
      expect(text).toMatch(/Sterile Cannula 25G 4 \$3\.50 — \$14\.00/);
    } finally {
      await t.db.update(products).set({ sku, price: '3.50' }).where(eq(products.id, cannula()));
    }
  });

  it("lists each line's lots once shipped", async () => {
    const lotProduct = await lotTrackedProduct(t, [{ lotNumber: 'LOT-INV-7', quantity: 20 }], {
      name: 'Lot Filler Invoice',
      price: '80.00',
    });
    const order = await submitAcceptedOrder(t.app, t.doctor, [{ productId: lotProduct, quantity: 3 }]);
    await approve(order.id);
    expect(await textOf(await invoiceOf(order.id))).not.toContain('LOT-INV-7');
    const ship = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'shipped',
      carrier: 'UPS',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const text = await textOf(await invoiceOf(order.id));
    expect(text).toMatch(/Lot LOT-INV-7, expires \d{4}-\d{2}-\d{2}, qty 3/);
  });

  it('is printed once and sent as kept until its order changes, for the doctor and the admin alike', async () => {
    const order = await placeOrder();
    await approve(order.id);
    const first = await invoiceOf(order.id);
    expect(first.statusCode).toBe(200);
    const kept = async () =>
      (
        await t.db
          .select({ pdf: invoices.pdf })
          .from(invoices)
          .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')))
      )[0]?.pdf;
    expect(Buffer.compare((await kept())!, first.rawPayload)).toBe(0);

    // What a download sends is the kept print: a marker put in its place comes back, to both.
    await t.db
      .update(invoices)
      .set({ pdf: Buffer.from('%PDF-kept print') })
      .where(eq(invoices.orderId, order.id));
    expect((await invoiceOf(order.id)).rawPayload.toString()).toBe('%PDF-kept print');
    const admin = await t.call('GET', `/api/admin/orders/${order.id}/invoice.pdf`, t.admin);
    expect(admin.rawPayload.toString()).toBe('%PDF-kept print');

    // The order changes (it ships): printed again from it, and that print kept.
    const ship = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'shipped',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const reprinted = await invoiceOf(order.id);
    expect(reprinted.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(reprinted.rawPayload.toString()).not.toBe('%PDF-kept print');
    expect(await textOf(reprinted)).toContain(order.orderNumber);
    expect(Buffer.compare((await kept())!, reprinted.rawPayload)).toBe(0);
  });

  it('does not exist for a pending, declined or cancelled-before-approval order (404), nor its credit note', async () => {
    const pending = await placeOrder();
    const declined = await placeOrder();
    const res = await t.call('POST', `/api/admin/orders/${declined.id}/decline`, t.admin, {
      reason: 'Licence unclear',
    });
    expect(res.statusCode).toBe(200);
    const cancelled = await placeOrder();
    expect((await t.call('POST', `/api/orders/${cancelled.id}/cancel`, t.doctor)).statusCode).toBe(200);
    for (const order of [pending, declined, cancelled]) {
      for (const res of [
        await invoiceOf(order.id),
        await creditNoteOf(order.id),
        await t.call('GET', `/api/admin/orders/${order.id}/invoice.pdf`, t.admin),
        await t.call('GET', `/api/admin/orders/${order.id}/credit-note.pdf`, t.admin),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json<{ message: string }>().message).toMatch(/has no (invoice|credit note)/);
      }
      const detail = (await t.call('GET', `/api/orders/${order.id}`, t.doctor)).json<OrderDetail>();
      expect([detail.invoiceNumber, detail.creditNoteNumber]).toEqual([null, null]);
    }
    const stored = await t.db
      .select()
      .from(invoices)
      .where(inArray(invoices.orderId, [pending.id, declined.id, cancelled.id]));
    expect(stored).toEqual([]);
  });

  it("is another doctor's 404, a guest's 401, and a doctor's 403 on the admin's route", async () => {
    const order = await placeOrder();
    await approve(order.id);
    const other = await doctorSession(t.db);
    expect((await invoiceOf(order.id, other.cookie)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/orders/${order.id}/invoice.pdf`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/orders/${order.id}/credit-note.pdf`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/admin/orders/${order.id}/invoice.pdf`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/admin/orders/${order.id}/invoice.pdf`, t.doctor)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/admin/orders/${order.id}/credit-note.pdf`, t.doctor)).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', '/api/orders/abc/invoice.pdf', t.doctor)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/orders/99999999/invoice.pdf', t.doctor)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/orders/99999999/invoice.pdf', t.admin)).statusCode).toBe(404);
  });
});

describe('the credit note', () => {
  it('is issued when an invoiced order is cancelled, with its own number, naming the invoice', async () => {
    clock.set('2026-07-01T16:00:00Z');
    const order = await placeOrder();
    const { invoiceNumber } = await approve(order.id);
    expect((await creditNoteOf(order.id)).statusCode).toBe(404);

    const cancel = await t.call('POST', `/api/orders/${order.id}/cancel`, t.doctor);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = cancel.json<OrderDetail>();
    expect(cancelled.invoiceNumber).toBe(invoiceNumber);
    expect(cancelled.creditNoteNumber).toMatch(/^CN-2026-\d{6}$/);
    const desk = (await t.call('GET', `/api/admin/orders/${order.id}`, t.admin)).json<AdminOrderDetail>();
    expect(desk.creditNoteNumber).toBe(cancelled.creditNoteNumber);

    const res = await creditNoteOf(order.id);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${cancelled.creditNoteNumber}.pdf"`,
    );
    const text = await textOf(res);
    expect(text).toContain('Credit note');
    expect(text).toContain(cancelled.creditNoteNumber!);
    expect(text).toContain(invoiceNumber!);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('2026-07-01');
    expect(text).toMatch(/Hyaluronic Filler 1 ml 10 \$108\.00 10% \$1,080\.00/);
    expect(text).toContain('$1,094.00');
    expect(await textOf(await t.call('GET', `/api/admin/orders/${order.id}/credit-note.pdf`, t.admin))).toBe(
      text,
    );
    // The invoice stays as it was issued.
    expect(await textOf(await invoiceOf(order.id))).toContain(invoiceNumber!);
  });
});

describe('invoice numbers', () => {
  const numbersOf = async (year: number) =>
    (
      await t.db
        .select({ sequence: invoices.sequence, numberText: invoices.numberText })
        .from(invoices)
        .where(eq(invoices.year, year))
    ).filter((row) => row.numberText.startsWith('INV-'));

  it('have no gaps under 50 concurrent approvals: 1 to 50, each once', async () => {
    clock.set('2030-03-10T15:00:00Z');
    const placed = [];
    for (let i = 0; i < 50; i += 1) placed.push(await placeOrder());
    const answers = await Promise.all(
      placed.map((order) => t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(placed.map(() => 200));
    const numbers = answers.map((res) => res.json<AdminOrderDetail>().invoiceNumber);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `INV-2030-${String(i + 1).padStart(6, '0')}`),
    );
    const stored = await numbersOf(2030);
    expect(stored.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const [counter] = await t.db.select().from(documentCounters).where(eq(documentCounters.year, 2030));
    expect(counter?.lastSequence).toBe(50);
  }, 120_000);

  it('start again at 1 each year of the shop calendar and continue within it', async () => {
    // 23:30 on 31 December in Toronto is already 1 January in UTC: still the old year.
    clock.set('2034-01-01T04:30:00Z');
    expect((await approve((await placeOrder()).id)).invoiceNumber).toBe('INV-2033-000001');
    clock.set('2034-01-01T05:30:00Z');
    expect((await approve((await placeOrder()).id)).invoiceNumber).toBe('INV-2034-000001');
    expect((await approve((await placeOrder()).id)).invoiceNumber).toBe('INV-2034-000002');
    clock.set('2033-12-31T12:00:00Z');
    expect((await approve((await placeOrder()).id)).invoiceNumber).toBe('INV-2033-000002');
  });

  it('are not used up by an approval that is rolled back', async () => {
    clock.set('2032-05-05T15:00:00Z');
    const order = await placeOrder();
    const [admin] = await t.rawQuery<{ id: number }>("select id from users where role = 'admin' limit 1");
    await expect(
      t.db.transaction(async (tx) => {
        await changeOrderStatus(tx, {
          orderId: order.id,
          to: 'approved',
          actor: { id: admin!.id, role: 'admin' },
          reason: null,
          refusal: () => 'refused',
          when: { at: clock.now(), timeZone: t.config.shopTimeZone },
        });
        expect((await tx.select().from(invoices).where(eq(invoices.orderId, order.id)))[0]?.numberText).toBe(
          'INV-2032-000001',
        );
        throw new Error('the approval fails after its number was drawn');
      }),
    ).rejects.toThrow('the approval fails');
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
    expect((await approve(order.id)).invoiceNumber).toBe('INV-2032-000001');
    expect((await approve((await placeOrder()).id)).invoiceNumber).toBe('INV-2032-000002');
  });
});
