import { textMessages } from '@shop/contract/text';
import { recallMessages as m, recallTitle, RECALL_CSV_COLUMNS } from '@shop/contract/recall';
import type { DoctorRecalls, ProductLots, RecallDetail, RecallNotice } from '@shop/contract/recall-schemas';
import { stockMessages } from '@shop/contract/stock-schemas';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recallLines, recalls } from '../../db/schema/recalls';
import { stockLots, stockMovements } from '../../db/schema/stock';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { doctorSession, submitAcceptedOrder, submitOrder } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { lotTrackedProduct, stockOf, stockTestApp } from '../../test/stock-fixtures';

/**
 * Recalls (issue 20): opening one finds every clinic that received the lots and takes the held
 * units off the shelf; every refusal writes nothing; a doctor sees and acknowledges only their own;
 * the admin sees who acknowledged, exports it and closes it.
 */

const { t, doctor } = stockTestApp();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let counter = 0;
const uniqueLot = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}`;

type Refusal = { message: string; code: string; fieldErrors?: Record<string, string[]> };

/** A lot-tracked toxin (`Recall Toxin N`) with these lots received through the API. */
const lotProduct = (lots: { lotNumber: string; quantity: number; expiryDate?: string }[]) =>
  lotTrackedProduct(t, lots, {
    name: `Recall Toxin ${(counter += 1)}`,
    category: 'botulinum-toxins',
    price: '120.00',
  });

/** An order of `quantity` placed by `cookie`, approved and shipped from the lots named. */
async function shippedOrder(
  cookie: string,
  productId: number,
  lots: { lotNumber: string; quantity: number }[],
) {
  const quantity = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const order = await submitAcceptedOrder(t.app, cookie, [{ productId, quantity }]);
  expect((await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin)).statusCode).toBe(200);
  const itemId = order.items[0]!.id;
  const shipped = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
    status: 'shipped',
    carrier: 'UPS',
    lots: lots.map((lot) => ({ itemId, ...lot })),
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return order;
}

const openRecall = (body: Record<string, unknown>, cookie = t.admin) =>
  t.call('POST', '/api/admin/recalls', cookie, {
    reason: 'Particles found in vials of these lots',
    action: 'return',
    recallClass: 'II',
    ...body,
  });

const recallCount = async () => (await t.db.select({ n: count() }).from(recalls))[0]?.n ?? 0;

/** The product's on hand equals its ledger's sum, and each lot's on hand equals its rows'. */
async function expectLedgerHolds(productId: number) {
  const [ledger] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId));
  expect((await stockOf(t.db, productId)).onHand).toBe(ledger?.sum);
  const lots = await t.db
    .select({
      onHand: stockLots.onHand,
      sum: sql<number>`(select coalesce(sum(m.quantity), 0)::int from stock_movements m where m.lot_id = stock_lots.id)`,
    })
    .from(stockLots)
    .where(eq(stockLots.productId, productId));
  for (const lot of lots) expect(lot.onHand).toBe(lot.sum);
}

describe('opening a recall', () => {
  it('finds every clinic that received the lots, e-mails each once, and takes the held units off the shelf', async () => {
    const [lotA, lotB] = [uniqueLot('A'), uniqueLot('B')];
    const productId = await lotProduct([
      { lotNumber: lotA, quantity: 10 },
      { lotNumber: lotB, quantity: 10, expiryDate: inDays(500) },
    ]);
    const second = await doctorSession(t.db);
    const third = await doctorSession(t.db);
    const first1 = await shippedOrder(doctor.cookie, productId, [{ lotNumber: lotA, quantity: 2 }]);
    const first2 = await shippedOrder(doctor.cookie, productId, [
      { lotNumber: lotA, quantity: 1 },
      { lotNumber: lotB, quantity: 1 },
    ]);
    const secondOrder = await shippedOrder(second.cookie, productId, [{ lotNumber: lotA, quantity: 3 }]);
    await shippedOrder(third.cookie, productId, [{ lotNumber: lotB, quantity: 2 }]);
    expect(await stockOf(t.db, productId)).toMatchObject({ onHand: 11, reserved: 0 });

    const res = await openRecall({ productId, lotNumbers: [lotA], recallClass: 'I' });
    expect(res.statusCode, res.body).toBe(201);
    const recall = res.json<RecallDetail>();
    expect(recall).toMatchObject({
      title: recallTitle(recall.id),
      productId,
      status: 'open',
      recallClass: 'I',
      action: 'return',
      lots: [{ lotNumber: lotA, quarantined: 4 }],
      clinicCount: 2,
      acknowledgedCount: 0,
      unitsShipped: 6,
      closedAt: null,
    });
    const byEmail = new Map(recall.clinics.map((clinic) => [clinic.email, clinic]));
    expect(byEmail.get(doctor.email)).toMatchObject({
      userId: doctor.id,
      quantity: 3,
      acknowledgedAt: null,
      emailSentAt: null,
    });
    expect(
      byEmail.get(doctor.email)?.lines.map((line) => [line.orderNumber, line.lotNumber, line.quantity]),
    ).toEqual([
      [first1.orderNumber, lotA, 2],
      [first2.orderNumber, lotA, 1],
    ]);
    expect(byEmail.get(second.email)?.lines).toMatchObject([
      { orderNumber: secondOrder.orderNumber, lotNumber: lotA, quantity: 3 },
    ]);
    // The third doctor received lot B only.
    expect(byEmail.has(third.email)).toBe(false);

    // The 4 units still held in lot A left the shelf: one ledger row, the lot emptied and marked.
    expect(await stockOf(t.db, productId)).toMatchObject({ onHand: 7, reserved: 0 });
    const [lot] = await t.db
      .select({ onHand: stockLots.onHand, recallId: stockLots.recallId })
      .from(stockLots)
      .where(and(eq(stockLots.productId, productId), eq(stockLots.lotNumber, lotA)));
    expect(lot).toEqual({ onHand: 0, recallId: recall.id });
    const recallRows = await t.db
      .select({ quantity: stockMovements.quantity, reason: stockMovements.reason })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, productId), eq(stockMovements.kind, 'recall')));
    expect(recallRows).toEqual([{ quantity: -4, reason: recall.title }]);
    await expectLedgerHolds(productId);

    // One e-mail to each doctor concerned, naming their orders and linking to the notice.
    for (const who of [doctor, second]) {
      const emails = await queuedEmails(
        t.db,
        and(eq(outboxEmails.toAddress, who.email), eq(outboxEmails.template, 'recall-notice')),
      );
      expect(emails).toHaveLength(1);
      expect(emails[0]?.subject).toContain(recall.title);
      expect(emails[0]?.bodyText).toContain(`/recalls/${recall.id}`);
      expect(emails[0]?.bodyText).toContain(lotA);
    }
    expect(
      await queuedEmails(
        t.db,
        and(eq(outboxEmails.toAddress, third.email), eq(outboxEmails.template, 'recall-notice')),
      ),
    ).toHaveLength(0);
    const [audit] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recall.open'), eq(auditLog.entityId, String(productId))));
    expect(audit?.details).toMatchObject({ recall: recall.title, lots: [lotA], clinics: 2, quarantined: 4 });

    // The dialog's lots: both, with what each holds and shipped, lot A under the recall.
    const lots = await t.call('GET', `/api/admin/products/${productId}/lots`, t.admin);
    expect(lots.json<ProductLots>().lots).toEqual([
      { lotNumber: lotA, expiryDate: inDays(300), onHand: 0, shipped: 6, recallId: recall.id },
      { lotNumber: lotB, expiryDate: inDays(500), onHand: 7, shipped: 3, recallId: null },
    ]);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const lot = uniqueLot('C');
    const productId = await lotProduct([{ lotNumber: lot, quantity: 5 }]);
    const otherLot = uniqueLot('D');
    await lotProduct([{ lotNumber: otherLot, quantity: 5 }]);
    const before = await recallCount();

    const never = await openRecall({ productId, lotNumbers: [lot, 'NEVER-1'] });
    expect(never.statusCode).toBe(400);
    const name = (await t.call('GET', `/api/admin/products/${productId}/lots`, t.admin)).json<ProductLots>()
      .productName;
    expect(never.json<Refusal>().fieldErrors).toEqual({ lotNumbers: [m.lotNeverHeld(name, ['NEVER-1'])] });
    // Another product's lot is one this product never had.
    const foreign = await openRecall({ productId, lotNumbers: [otherLot] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<Refusal>().message).toBe(m.lotNeverHeld(name, [otherLot]));

    const invalid = [
      [{ productId, lotNumbers: [] }, 'lotNumbers', m.lotsRequired],
      [{ productId, lotNumbers: [lot, lot] }, 'lotNumbers', m.lotsRepeated],
      [{ productId, lotNumbers: [lot], reason: '  ' }, 'reason', m.reasonRequired],
      [{ productId, lotNumbers: [lot], action: 'burn' }, 'action', m.actionRequired],
      [{ productId, lotNumbers: [lot], recallClass: 'IV' }, 'recallClass', m.classRequired],
      [{ productId: 0, lotNumbers: [lot] }, 'productId', m.productRequired],
      [{ productId: 1.5, lotNumbers: [lot] }, 'productId', m.productRequired],
      [
        { productId, lotNumbers: [lot], reason: 'Sterility\n\u202Edesiorpmoc' },
        'reason',
        textMessages.directionControl,
      ],
      // Beyond PostgreSQL's integer: no product has that id.
      [{ productId: 2_147_483_648, lotNumbers: [lot] }, 'productId', m.productRequired],
    ] as const;
    for (const [body, field, message] of invalid) {
      const res = await openRecall(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<Refusal>().fieldErrors?.[field]).toEqual([message]);
    }
    const missing = await openRecall({ productId: 999_999, lotNumbers: [lot] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Refusal>().message).toBe(m.productNotFound);

    expect((await openRecall({ productId, lotNumbers: [lot] }, doctor.cookie)).statusCode).toBe(403);
    const guest = await t.call('POST', '/api/admin/recalls', undefined, { productId, lotNumbers: [lot] });
    expect(guest.statusCode).toBe(401);
    expect(await recallCount()).toBe(before);
    expect(await stockOf(t.db, productId)).toMatchObject({ onHand: 5 });

    // Once recalled, a lot cannot be recalled again, received into or shipped.
    const first = await openRecall({ productId, lotNumbers: [lot] });
    expect(first.statusCode).toBe(201);
    const title = first.json<RecallDetail>().title;
    const again = await openRecall({ productId, lotNumbers: [lot] });
    expect(again.statusCode).toBe(409);
    expect(again.json<Refusal>().message).toBe(m.lotAlreadyRecalled(lot, title));
    const receive = await t.call('POST', `/api/admin/products/${productId}/stock`, t.admin, {
      kind: 'receive',
      quantity: 3,
      lotNumber: lot,
      expiryDate: inDays(300),
    });
    expect(receive.statusCode).toBe(409);
    expect(receive.json<Refusal>().message).toBe(m.lotRecalled(lot));
    expect(await recallCount()).toBe(before + 1);
    await expectLedgerHolds(productId);
  });

  it('leaves orders that reserved recalled units waiting: nothing more is sold, the recalled lot is never shipped', async () => {
    const [recalled, good] = [uniqueLot('E'), uniqueLot('F')];
    const productId = await lotProduct([
      { lotNumber: recalled, quantity: 4, expiryDate: inDays(100) },
      { lotNumber: good, quantity: 2, expiryDate: inDays(400) },
    ]);
    const order = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId, quantity: 5 }]);
    expect(await stockOf(t.db, productId)).toMatchObject({ onHand: 6, reserved: 5, stockLeft: 1 });

    expect((await openRecall({ productId, lotNumbers: [recalled] })).statusCode).toBe(201);
    // Two units left for five reserved: out of stock for shoppers, never "-3 left".
    expect(await stockOf(t.db, productId)).toMatchObject({
      onHand: 2,
      reserved: 5,
      inStock: false,
      stockLeft: 0,
    });
    const refused = await submitOrder(t.app, doctor.cookie, [{ productId, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>().code).toBe('INSUFFICIENT_STOCK');

    expect((await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin)).statusCode).toBe(200);
    const itemId = order.items[0]!.id;
    const named = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'shipped',
      carrier: 'UPS',
      lots: [
        { itemId, lotNumber: recalled, quantity: 3 },
        { itemId, lotNumber: good, quantity: 2 },
      ],
    });
    expect(named.statusCode).toBe(409);
    const product = (
      await t.call('GET', `/api/admin/products/${productId}/lots`, t.admin)
    ).json<ProductLots>();
    expect(named.json<Refusal>().message).toBe(m.shipRecalledLot(product.productName, recalled));
    const suggested = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'shipped',
      carrier: 'UPS',
    });
    expect(suggested.statusCode).toBe(409);
    expect(suggested.json<Refusal>().message).toBe(stockMessages.lotsTooShort(2, 5));

    // Cancelling returns the reservation: the two good units are for sale again.
    const cancelled = await t.call('POST', `/api/orders/${order.id}/cancel`, doctor.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(t.db, productId)).toMatchObject({
      onHand: 2,
      reserved: 0,
      inStock: true,
      stockLeft: 2,
    });
    await expectLedgerHolds(productId);
  });

  it('opens a lot once when two admins recall it at the same moment', async () => {
    const lot = uniqueLot('G');
    const productId = await lotProduct([{ lotNumber: lot, quantity: 6 }]);
    await shippedOrder(doctor.cookie, productId, [{ lotNumber: lot, quantity: 2 }]);
    const answers = await Promise.all([
      openRecall({ productId, lotNumbers: [lot] }),
      openRecall({ productId, lotNumbers: [lot] }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(t.db, productId)).toMatchObject({ onHand: 0 });
    const [lines] = await t.db
      .select({ n: count() })
      .from(recallLines)
      .innerJoin(recalls, eq(recalls.id, recallLines.recallId))
      .where(eq(recalls.productId, productId));
    expect(lines?.n).toBe(1);
    await expectLedgerHolds(productId);
  });
});

describe('a recall for the doctors and the admin', () => {
  it('shows each doctor only their own recall, takes one acknowledgement, and shows the admin who acknowledged', async () => {
    const lot = uniqueLot('H');
    const productId = await lotProduct([{ lotNumber: lot, quantity: 10 }]);
    const second = await doctorSession(t.db);
    const stranger = await doctorSession(t.db);
    const order = await shippedOrder(doctor.cookie, productId, [{ lotNumber: lot, quantity: 2 }]);
    await shippedOrder(second.cookie, productId, [{ lotNumber: lot, quantity: 1 }]);
    const recall = (
      await openRecall({ productId, lotNumbers: [lot], action: 'destroy' })
    ).json<RecallDetail>();

    const mine = await t.call('GET', '/api/recalls', doctor.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<DoctorRecalls>().recalls[0]).toMatchObject({
      id: recall.id,
      title: recall.title,
      status: 'open',
      action: 'destroy',
      acknowledgedAt: null,
    });
    expect((await t.call('GET', '/api/recalls', stranger.cookie)).json<DoctorRecalls>().recalls).toEqual([]);
    expect((await t.call('GET', '/api/recalls', t.admin)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/recalls')).statusCode).toBe(401);

    const notice = await t.call('GET', `/api/recalls/${recall.id}`, doctor.cookie);
    expect(notice.statusCode).toBe(200);
    expect(notice.json<RecallNotice>()).toMatchObject({
      title: recall.title,
      productName: recall.productName,
      lots: [{ lotNumber: lot }],
      lines: [{ orderId: order.id, orderNumber: order.orderNumber, lotNumber: lot, quantity: 2 }],
      acknowledgedAt: null,
    });
    // Another doctor's recall, or none: the same 404, and nothing acknowledged.
    for (const url of [`/api/recalls/${recall.id}`, `/api/recalls/${recall.id}/acknowledge`]) {
      const res = await t.call(url.endsWith('acknowledge') ? 'POST' : 'GET', url, stranger.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json<Refusal>().message).toBe(m.notFound);
    }
    expect((await t.call('POST', '/api/recalls/999999/acknowledge', doctor.cookie)).statusCode).toBe(404);

    const ack = await t.call('POST', `/api/recalls/${recall.id}/acknowledge`, doctor.cookie);
    expect(ack.statusCode).toBe(200);
    const acknowledgedAt = ack.json<RecallNotice>().acknowledgedAt;
    expect(acknowledgedAt).not.toBeNull();
    const twice = await t.call('POST', `/api/recalls/${recall.id}/acknowledge`, doctor.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Refusal>().message).toMatch(/^You acknowledged this recall on \d{4}-\d{2}-\d{2}$/);

    const detail = (await t.call('GET', `/api/admin/recalls/${recall.id}`, t.admin)).json<RecallDetail>();
    expect(detail.acknowledgedCount).toBe(1);
    const byEmail = new Map(detail.clinics.map((clinic) => [clinic.email, clinic.acknowledgedAt]));
    expect(byEmail.get(doctor.email)).toBe(acknowledgedAt);
    expect(byEmail.get(second.email)).toBeNull();
    const audits = await t.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recall.acknowledge'), eq(auditLog.entityId, String(productId))));
    expect(audits).toEqual([{ actor: doctor.id }]);

    const list = await t.call('GET', '/api/admin/recalls', t.admin);
    expect(list.statusCode).toBe(200);
    expect(
      list.json<{ recalls: RecallDetail[] }>().recalls.find((row) => row.id === recall.id),
    ).toMatchObject({
      clinicCount: 2,
      acknowledgedCount: 1,
      unitsShipped: 3,
    });
    expect((await t.call('GET', '/api/admin/recalls', doctor.cookie)).statusCode).toBe(403);
  });

  it('exports the clinics as CSV and closes once, recording who and when', async () => {
    const lot = uniqueLot('=I');
    const productId = await lotProduct([{ lotNumber: lot, quantity: 5 }]);
    const order = await shippedOrder(doctor.cookie, productId, [{ lotNumber: lot, quantity: 2 }]);
    const recall = (await openRecall({ productId, lotNumbers: [lot] })).json<RecallDetail>();

    const csv = await t.call('GET', `/api/admin/recalls/${recall.id}/export.csv`, t.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(
      `recall-r-${String(recall.id).padStart(5, '0')}.csv`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(RECALL_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    // A lot number that starts like a formula is made harmless.
    expect(lines[1]).toContain(`${order.orderNumber},'${lot},2,`);
    expect(
      (await t.call('GET', `/api/admin/recalls/${recall.id}/export.csv`, doctor.cookie)).statusCode,
    ).toBe(403);

    const closed = await t.call('POST', `/api/admin/recalls/${recall.id}/close`, t.admin);
    expect(closed.statusCode).toBe(200);
    const [admin] = await t.rawQuery<{ full_name: string }>(
      `select full_name from users where role = 'admin'`,
    );
    expect(closed.json<RecallDetail>()).toMatchObject({ status: 'closed', closedBy: admin?.full_name });
    expect(closed.json<RecallDetail>().closedAt).not.toBeNull();
    const again = await t.call('POST', `/api/admin/recalls/${recall.id}/close`, t.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json<Refusal>().message).toBe(m.alreadyClosed);
    expect((await t.call('POST', '/api/admin/recalls/999999/close', t.admin)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/recalls/999999', t.admin)).statusCode).toBe(404);
    // Closed, it no longer asks for the banner; the doctor can still read and acknowledge it.
    const mine = (await t.call('GET', '/api/recalls', doctor.cookie)).json<DoctorRecalls>();
    expect(mine.recalls.find((row) => row.id === recall.id)?.status).toBe('closed');
    expect((await t.call('POST', `/api/recalls/${recall.id}/acknowledge`, doctor.cookie)).statusCode).toBe(
      200,
    );
  });
});
