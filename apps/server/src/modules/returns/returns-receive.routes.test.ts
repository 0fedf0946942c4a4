import {
  ACCOUNT_BALANCE_PATH,
  practicePaymentsPath,
  type AccountBalance,
} from '@shop/contract/credit-schemas';
import { parseCsv } from '@shop/contract/csv-test-reader';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { fromCents, toCents } from '@shop/contract/money';
import { ADMIN_ORDERS_EXPORT_PATH, ORDER_CSV_COLUMNS } from '@shop/contract/order-csv';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import type { AdminReturn, ReturnRequest } from '@shop/contract/return-schemas';
import { returnMessages as m, orderReturnsPath } from '@shop/contract/returns';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { paymentAllocations } from '../../db/schema/credit';
import { invoices } from '../../db/schema/documents';
import { stockLots, stockMovements } from '../../db/schema/stock';
import { outboxEmails } from '../../db/schema/system';
import { insertProducts } from '../../test/catalog-fixtures';
import { ONTARIO_HST, postShippingZone, postTaxRate } from '../../test/charge-fixtures';
import { creditFixtures } from '../../test/credit-fixtures';
import { doctorSession, placedOrder, submitAcceptedOrder } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { practiceTestApp } from '../../test/practice-fixtures';
import { lotTrackedProduct, stockOf } from '../../test/stock-fixtures';

/**
 * Receiving a return (issue 42): the approved units go back in stock or are written off, each a
 * ledger row naming the return, and the return's credit note credits exactly its lines at the prices
 * and tax they were sold with (the shipping too when the whole order comes back for the shop's
 * fault). Orders ship to Toronto: 20.00 shipping, HST 13% on standard lines and shipping.
 */
const { clock, t, owner } = practiceTestApp('2027-05-03T15:00:00Z');
const ids = { filler: 0, toxin: 0 };
const account = creditFixtures(t, 'Receive Account Filler');
const setDay = (day: string) => clock.set(`${day}T15:00:00Z`);

beforeAll(async () => {
  await postShippingZone(t, { name: 'Canada', country: 'CA', rate: '20' });
  await postTaxRate(t, ONTARIO_HST);
  ids.filler = await lotTrackedProduct(t, [{ lotNumber: 'RET-LOT-1', quantity: 10 }], {
    name: 'Receive Filler',
    price: '100.00',
  });
  ids.toxin = (
    await insertProducts(t.db, [{ name: 'Receive Toxin', category: 'botulinum-toxins', price: '200.00' }])
  )['Receive Toxin']!;
  await t.db.update(products).set({ coldChain: true }).where(eq(products.id, ids.toxin));
});

const admin = (method: 'PATCH' | 'POST' | 'GET', url: string, body?: unknown) =>
  t.call(method, url, t.admin, body);

async function deliveredOrder(cookie: string, lines: { productId: number; quantity: number }[]) {
  setDay('2027-05-03');
  const order = await submitAcceptedOrder(t.app, cookie, lines);
  for (const status of ['approved', 'shipped', 'delivered']) {
    const res = await admin('PATCH', `/api/admin/orders/${order.id}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  return order;
}

const itemOf = (order: OrderDetail, productId: number) =>
  order.items.find((item) => item.productId === productId)!.id;

/** A return of these lines, asked for and approved in full. */
async function approvedReturn(cookie: string, orderId: number, lines: Record<string, unknown>[]) {
  const asked = await t.call('POST', orderReturnsPath(orderId), cookie, { lines });
  expect(asked.statusCode, asked.body).toBe(201);
  const request = asked.json<ReturnRequest>();
  const approved = await admin('POST', `/api/admin/returns/${request.id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json<AdminReturn>();
}

const receive = (returnId: number, body: Record<string, unknown> = {}) =>
  admin('POST', `/api/admin/returns/${returnId}/receive`, body);

const creditNotesOf = (orderId: number) =>
  t.db
    .select({ number: invoices.numberText, returnId: invoices.returnId, amounts: invoices.amounts })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')));

describe('receiving a return', () => {
  it('puts units back in the lot they shipped from or writes them off, and credits exactly the returned lines', async () => {
    const doctor = await owner('Receive Clinic');
    const order = await deliveredOrder(doctor.cookie, [
      { productId: ids.filler, quantity: 2 },
      { productId: ids.toxin, quantity: 1 },
    ]);
    const request = await approvedReturn(doctor.cookie, order.id, [
      { itemId: itemOf(order, ids.filler), quantity: 2, reason: 'damaged' },
    ]);
    const line = request.lines[0]!;
    const res = await receive(request.id, { lines: [{ lineId: line.id, restock: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    const received = res.json<AdminReturn>();
    expect(received).toMatchObject({
      status: 'received',
      creditNoteNumber: expect.stringMatching(/^CN-2027-\d{6}$/) as string,
    });
    expect(received.lines[0]).toMatchObject({ approvedQuantity: 2, restocked: 1, writtenOff: 1 });

    // The ledger: one unit back into its lot, one in and out again, every row naming the return.
    const ledger = await t.db
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity, lot: stockLots.lotNumber })
      .from(stockMovements)
      .leftJoin(stockLots, eq(stockLots.id, stockMovements.lotId))
      .where(eq(stockMovements.returnId, request.id))
      .orderBy(asc(stockMovements.id));
    expect(ledger).toEqual([
      { kind: 'returned', quantity: 1, lot: 'RET-LOT-1' },
      { kind: 'returned', quantity: 1, lot: 'RET-LOT-1' },
      { kind: 'damage', quantity: -1, lot: 'RET-LOT-1' },
    ]);
    expect((await stockOf(t.db, ids.filler)).onHand).toBe(9);
    const [lot] = await t.db
      .select({ onHand: stockLots.onHand })
      .from(stockLots)
      .where(eq(stockLots.lotNumber, 'RET-LOT-1'));
    expect(lot?.onHand).toBe(9);

    // The credit note: 2 × 100.00 and their HST, no shipping (the toxin stays with the clinic).
    const [note] = await creditNotesOf(order.id);
    expect(note).toMatchObject({
      number: received.creditNoteNumber,
      returnId: request.id,
      amounts: {
        subtotalAmount: '200.00',
        shippingAmount: '0.00',
        taxAmount: '26.00',
        totalAmount: '226.00',
      },
    });
    const pdf = await t.call(
      'GET',
      `/api/orders/${order.id}/returns/${request.id}/credit-note.pdf`,
      doctor.cookie,
    );
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain(received.creditNoteNumber!);
    expect(text).toContain(request.rmaNumber!);
    expect(text).toContain('Receive Filler');
    expect(text).not.toContain('Receive Toxin');
    expect(text).toContain('226.00');
    const stranger = await doctorSession(t.db);
    expect(
      (await t.call('GET', `/api/orders/${order.id}/returns/${request.id}/credit-note.pdf`, stranger.cookie))
        .statusCode,
    ).toBe(404);
    expect((await admin('GET', `/api/admin/returns/${request.id}/credit-note.pdf`)).statusCode).toBe(200);
    // The orders export names the note beside the order's lines, and what it credits.
    const exported = await admin('GET', `${ADMIN_ORDERS_EXPORT_PATH}?search=${order.orderNumber}`);
    const rows = parseCsv(exported.body.slice(1)).slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.slice(ORDER_CSV_COLUMNS.indexOf('Credit notes'))).toEqual([
        received.creditNoteNumber,
        '226.00',
      ]);
    }
    // The order's own credit note (a cancellation's) is still none.
    const seen = (await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(seen.creditNoteNumber).toBeNull();
    const mails = await queuedEmails(
      t.db,
      and(eq(outboxEmails.toAddress, doctor.email), eq(outboxEmails.template, 'return-credited')),
    );
    expect(mails[0]?.bodyText).toContain(received.creditNoteNumber!);
  });

  it('credits the shipping when the whole order comes back for the shop’s fault', async () => {
    const doctor = await owner('Receive Whole Clinic');
    const order = await deliveredOrder(doctor.cookie, [{ productId: ids.filler, quantity: 1 }]);
    const request = await approvedReturn(doctor.cookie, order.id, [
      { itemId: itemOf(order, ids.filler), quantity: 1, reason: 'wrong-item' },
    ]);
    expect(
      (await receive(request.id, { lines: [{ lineId: request.lines[0]!.id, restock: 1 }] })).statusCode,
    ).toBe(200);
    const [note] = await creditNotesOf(order.id);
    // 100.00 + 20.00 shipping, HST 13% of 120.00: the order's whole total back.
    expect(note?.amounts).toMatchObject({
      subtotalAmount: '100.00',
      shippingAmount: '20.00',
      taxAmount: '15.60',
      totalAmount: '135.60',
    });
    expect(order.totalAmount).toBe('135.60');
  });

  it('refuses what cannot be received, and of two receipts at once makes one credit note', async () => {
    const doctor = await owner('Receive Refusal Clinic');
    const order = await deliveredOrder(doctor.cookie, [
      { productId: ids.filler, quantity: 2 },
      { productId: ids.toxin, quantity: 1 },
    ]);
    const asked = await t.call('POST', orderReturnsPath(order.id), doctor.cookie, {
      lines: [{ itemId: itemOf(order, ids.toxin), quantity: 1, reason: 'damaged' }],
    });
    const requested = asked.json<ReturnRequest>();
    const early = await receive(requested.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiErrorBody>().message).toBe(m.notApproved('Requested'));
    expect((await admin('POST', `/api/admin/returns/${requested.id}/approve`, {})).statusCode).toBe(200);
    const cold = await receive(requested.id, { lines: [{ lineId: requested.lines[0]!.id, restock: 1 }] });
    expect(cold.statusCode).toBe(400);
    expect(cold.json<ApiErrorBody>().fieldErrors).toEqual({
      'lines.0.restock': [m.restockColdChain('Receive Toxin')],
    });
    const tooMany = await receive(requested.id, { lines: [{ lineId: requested.lines[0]!.id, restock: 2 }] });
    expect(tooMany.json<ApiErrorBody>().fieldErrors).toEqual({
      'lines.0.restock': [m.restockMoreThanApproved('Receive Toxin', 1)],
    });
    expect(await creditNotesOf(order.id)).toEqual([]);

    const [one, two] = await Promise.all([receive(requested.id), receive(requested.id)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const notes = await creditNotesOf(order.id);
    expect(notes).toHaveLength(1);
    // 200.00 of a cold-chain toxin written off, credited with its HST.
    expect(notes[0]?.amounts).toMatchObject({
      subtotalAmount: '200.00',
      taxAmount: '26.00',
      totalAmount: '226.00',
    });
  });

  it('gives a paid invoice’s credited part back as credit, which pays the practice’s open invoices', async () => {
    const { doctor, practiceId } = await account.practiceWithTerms(30, '10000', 'Receive Account Clinic');
    const paid = placedOrder(await account.orderOnAccount(doctor.cookie, 2));
    for (const status of ['approved', 'shipped', 'delivered']) {
      const res = await admin('PATCH', `/api/admin/orders/${paid.id}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    const open = placedOrder(await account.orderOnAccount(doctor.cookie, 1));
    await account.approve(open.id);
    const invoiceOf = async (orderId: number) =>
      (
        await t.db
          .select({ id: invoices.id, settledAt: invoices.settledAt })
          .from(invoices)
          .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
      )[0]!;
    const paidInvoice = await invoiceOf(paid.id);
    const openInvoice = await invoiceOf(open.id);
    // One cheque pays the first invoice in full and 50.00 of the second.
    const cheque = await admin('POST', practicePaymentsPath(practiceId), {
      amount: fromCents(toCents(paid.totalAmount) + 5000),
      receivedOn: '2027-05-03',
      method: 'cheque',
      allocations: [
        { invoiceId: paidInvoice.id, amount: paid.totalAmount },
        { invoiceId: openInvoice.id, amount: '50.00' },
      ],
    });
    expect(cheque.statusCode, cheque.body).toBe(201);

    // One box comes back: 100.00 and its HST, 113.00, credited on an invoice paid in full.
    const request = await approvedReturn(doctor.cookie, paid.id, [
      { itemId: paid.items[0]!.id, quantity: 1, reason: 'not-needed' },
    ]);
    const res = await receive(request.id, { lines: [{ lineId: request.lines[0]!.id, restock: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    const [note] = await creditNotesOf(paid.id);
    expect(note?.amounts?.totalAmount).toBe('113.00');

    // The cheque pays 113.00 less of the first invoice, which owes nothing still: of that, the rest of
    // the second invoice (85.60) is paid, and 27.40 is credit the practice holds.
    const parts = await t.db
      .select({ invoiceId: paymentAllocations.invoiceId, amount: paymentAllocations.amount })
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, cheque.json<{ payment: { id: number } }>().payment.id))
      .orderBy(asc(paymentAllocations.invoiceId));
    expect(parts).toEqual([
      { invoiceId: paidInvoice.id, amount: fromCents(toCents(paid.totalAmount) - 11300) },
      { invoiceId: openInvoice.id, amount: open.totalAmount },
    ]);
    expect((await invoiceOf(paid.id)).settledAt).not.toBeNull();
    expect((await invoiceOf(open.id)).settledAt).not.toBeNull();
    const heldCents = 11300 - (toCents(open.totalAmount) - 5000);
    const balance = (await t.call('GET', ACCOUNT_BALANCE_PATH, doctor.cookie)).json<AccountBalance>();
    expect(balance).toMatchObject({
      unallocatedCredit: fromCents(heldCents),
      balance: `-${fromCents(heldCents)}`,
      openInvoices: [],
    });
  });

  it('takes a return and a recall of the same lot at once: both recorded, the ledger agreeing with the shelf', async () => {
    const lotNumber = 'RET-RACE-1';
    const productId = await lotTrackedProduct(t, [{ lotNumber, quantity: 6 }], {
      name: 'Race Filler',
      price: '100.00',
    });
    const doctor = await owner('Receive Race Clinic');
    const order = await deliveredOrder(doctor.cookie, [{ productId, quantity: 2 }]);
    const request = await approvedReturn(doctor.cookie, order.id, [
      { itemId: itemOf(order, productId), quantity: 2, reason: 'not-needed' },
    ]);
    const lineId = request.lines[0]!.id;
    const [received, recall] = await Promise.all([
      receive(request.id, { lines: [{ lineId, restock: 2 }] }),
      admin('POST', '/api/admin/recalls', {
        productId,
        lotNumbers: [lotNumber],
        reason: 'Particles found in vials of this lot',
        action: 'return',
        recallClass: 'II',
      }),
    ]);
    expect(recall.statusCode, recall.body).toBe(201);
    if (received.statusCode !== 200) {
      // The recall came first: its lot takes nothing back, so the units are written off instead.
      expect(received.statusCode).toBe(400);
      expect(received.json<ApiErrorBody>().message).toBe(m.restockUnusable('Race Filler'));
      expect((await receive(request.id, { lines: [{ lineId, restock: 0 }] })).statusCode).toBe(200);
    }
    // Whichever came first, the recall took every unit on the lot's shelf, and the ledger's sums are
    // the lot's and the product's on hand.
    const [lot] = await t.db
      .select({ id: stockLots.id, onHand: stockLots.onHand, recallId: stockLots.recallId })
      .from(stockLots)
      .where(eq(stockLots.lotNumber, lotNumber));
    expect(lot).toMatchObject({ onHand: 0, recallId: expect.any(Number) as number });
    const ledger = await t.db
      .select({
        kind: stockMovements.kind,
        quantity: stockMovements.quantity,
        returnId: stockMovements.returnId,
      })
      .from(stockMovements)
      .where(eq(stockMovements.lotId, lot!.id));
    expect(ledger.reduce((sum, row) => sum + row.quantity, 0)).toBe(0);
    expect(ledger.filter((row) => row.kind === 'returned')).toEqual([
      expect.objectContaining({ quantity: 2, returnId: request.id }),
    ]);
    expect((await stockOf(t.db, productId)).onHand).toBe(0);
    expect(await creditNotesOf(order.id)).toHaveLength(1);
  });
});
