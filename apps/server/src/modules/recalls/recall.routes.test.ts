import type { AdminOrder } from '@shop/contract/admin-order-schemas';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { textMessages } from '@shop/contract/text';
import { recallMessages as m, recallTitle, RECALL_CSV_COLUMNS } from '@shop/contract/recall';
import type {
  DoctorRecalls,
  ProductLots,
  RecallDetail,
  RecallNotice,
  RecallProductSearch,
} from '@shop/contract/recall-schemas';
import { stockMessages } from '@shop/contract/stock-schemas';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recallLines, recallNotices, recallReminders, recalls } from '../../db/schema/recalls';
import { stockLots, stockMovements } from '../../db/schema/stock';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { addDays, dateIn, MovableClock } from '../../lib/clock';
import { runStoppingAfterFirstBatch, withSecondProcess } from '../../test/batched-job';
import { insertProduct } from '../../test/catalog-fixtures';
import { practiceFixtures } from '../../test/practice-fixtures';
import { doctorSession, submitAcceptedOrder, submitOrder } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { inDays, lotTrackedProduct, stockOf, stockTestApp } from '../../test/stock-fixtures';
import { runRecallReminderJob, type RecallReminderSettings } from './recall-reminder-job';

/**
 * Recalls (issue 20): opening one finds every clinic that received the lots and takes the held
 * units off the shelf; every refusal writes nothing; a doctor sees and acknowledges only their own;
 * the admin sees who acknowledged, exports it and closes it.
 */

const { t, doctor } = stockTestApp();

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
    expect(lines[0]).toMatch(/,Units on hand$/);
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

/** A recall's lot bought by two doctors (2 and 1 units) and recalled; the second doctor and the recall. */
async function recalledToTwo(prefix: string) {
  const lot = uniqueLot(prefix);
  const productId = await lotProduct([{ lotNumber: lot, quantity: 10 }]);
  const second = await doctorSession(t.db);
  const order = await shippedOrder(doctor.cookie, productId, [{ lotNumber: lot, quantity: 2 }]);
  await shippedOrder(second.cookie, productId, [{ lotNumber: lot, quantity: 1 }]);
  const opened = await openRecall({ productId, lotNumbers: [lot] });
  expect(opened.statusCode, opened.body).toBe(201);
  return { lot, productId, order, second, recall: opened.json<RecallDetail>() };
}

const noticeRow = async (recallId: number, userId: number) =>
  (
    await t.db
      .select({ acknowledgedAt: recallNotices.acknowledgedAt, unitsOnHand: recallNotices.unitsOnHand })
      .from(recallNotices)
      .where(and(eq(recallNotices.recallId, recallId), eq(recallNotices.userId, userId)))
  )[0];

describe('opening a recall by lot number (issue 38)', () => {
  const search = (q: string | undefined, cookie = t.admin) =>
    t.call(
      'GET',
      q === undefined
        ? '/api/admin/recalls/products'
        : `/api/admin/recalls/products?${new URLSearchParams({ q }).toString()}`,
      cookie,
    );

  it('finds the product that has or had a lot by its number, any case or part of it, with the lots that matched', async () => {
    const stamp = `${Date.now().toString(36)}${(counter += 1)}`.toUpperCase();
    const [held, shipped, other] = [`LN-${stamp}-1`, `LN-${stamp}-2`, `LN-${stamp}-10`];
    const productId = await lotProduct([
      { lotNumber: held, quantity: 5 },
      { lotNumber: shipped, quantity: 2 },
    ]);
    const otherProduct = await lotProduct([{ lotNumber: other, quantity: 1 }]);
    // The second lot left the shelf entirely: it is one the product had.
    await shippedOrder(doctor.cookie, productId, [{ lotNumber: shipped, quantity: 2 }]);
    const [lot] = await t.db
      .select({ onHand: stockLots.onHand })
      .from(stockLots)
      .where(eq(stockLots.lotNumber, shipped));
    expect(lot?.onHand).toBe(0);

    const exact = await search(shipped.toLowerCase());
    expect(exact.statusCode).toBe(200);
    expect(exact.json<RecallProductSearch>().products).toEqual([
      { productId, productName: expect.any(String) as string, matchedLots: [shipped] },
    ]);

    // "…-1" is all of one lot number and part of another: the exact one's product first.
    const partial = (await search(`ln-${stamp}-1`)).json<RecallProductSearch>().products;
    expect(partial.map((found) => [found.productId, found.matchedLots])).toEqual([
      [productId, [held]],
      [otherProduct, [other]],
    ]);
    const both = (await search(`LN-${stamp}`)).json<RecallProductSearch>().products;
    expect(both.find((found) => found.productId === productId)?.matchedLots).toEqual([held, shipped]);

    // The lot found opens the recall of that product.
    const opened = await openRecall({ productId, lotNumbers: [shipped] });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json<RecallDetail>().clinics.map((clinic) => clinic.email)).toEqual([doctor.email]);
  });

  it('still finds lot-tracked products by name, never an untracked one, and is the admin’s alone', async () => {
    const productId = await lotProduct([{ lotNumber: uniqueLot('N'), quantity: 1 }]);
    const { productName } = (
      await t.call('GET', `/api/admin/products/${productId}/lots`, t.admin)
    ).json<ProductLots>();
    const untracked = await insertProduct(t.db, {
      name: `${productName} Untracked`,
      category: 'botulinum-toxins',
      price: '10.00',
    });
    const byName = (await search(productName.toUpperCase())).json<RecallProductSearch>().products;
    expect(byName).toContainEqual({ productId, productName, matchedLots: [] });
    expect(byName.some((found) => found.productId === untracked)).toBe(false);
    const first = (await search(undefined)).json<RecallProductSearch>().products;
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((found) => found.matchedLots.length === 0)).toBe(true);
    // Nothing matches: an empty list, not an error; LIKE's wildcards are taken as they are typed.
    expect((await search('%')).json<RecallProductSearch>().products).toEqual([]);

    expect((await search('x'.repeat(101))).statusCode).toBe(400);
    expect((await search('LN', doctor.cookie)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/recalls/products')).statusCode).toBe(401);
  });
});

describe('a recall as the doctor sees it (issue 38)', () => {
  it('names the product and the lots in the banner’s read and in the e-mail', async () => {
    const { lot, recall, second } = await recalledToTwo('P');
    const mine = (await t.call('GET', '/api/recalls', doctor.cookie)).json<DoctorRecalls>();
    expect(mine.recalls.find((row) => row.id === recall.id)).toMatchObject({
      productName: recall.productName,
      lots: [{ lotNumber: lot, expiryDate: recall.lots[0]?.expiryDate }],
    });
    for (const who of [doctor, second]) {
      const [email, ...more] = await queuedEmails(
        t.db,
        and(
          eq(outboxEmails.toAddress, who.email),
          eq(outboxEmails.template, 'recall-notice'),
          like(outboxEmails.subject, `%${recall.title}%`),
        ),
      );
      expect(more).toEqual([]);
      expect(email?.subject).toContain(`${recall.productName}, lot ${lot}`);
      expect(email?.bodyText).toContain(
        `The manufacturer has recalled ${recall.productName}, lot ${lot}, which we shipped to your clinic.`,
      );
      expect(email?.bodyHtml).toContain(lot);
    }
  });

  it('lists every recall of the doctor’s own, acknowledged or not, and no other clinic’s', async () => {
    const first = await recalledToTwo('Q');
    const later = await recalledToTwo('R');
    const stranger = await doctorSession(t.db);
    const ack = await t.call('POST', `/api/recalls/${first.recall.id}/acknowledge`, doctor.cookie, {
      unitsOnHand: 0,
    });
    expect(ack.statusCode, ack.body).toBe(200);

    const mine = (await t.call('GET', '/api/recalls', doctor.cookie)).json<DoctorRecalls>().recalls;
    const ids = mine.map((row) => row.id);
    // Newest first, the acknowledged one still listed, with when and the units reported.
    expect(ids.indexOf(later.recall.id)).toBeLessThan(ids.indexOf(first.recall.id));
    expect(mine.find((row) => row.id === first.recall.id)).toMatchObject({
      acknowledgedAt: expect.any(String) as string,
      unitsOnHand: 0,
      lots: [{ lotNumber: first.lot }],
    });
    expect(mine.find((row) => row.id === later.recall.id)).toMatchObject({
      acknowledgedAt: null,
      unitsOnHand: null,
      openedAt: later.recall.openedAt,
    });
    // The second doctor has each of them, the stranger none.
    const theirs = (await t.call('GET', '/api/recalls', first.second.cookie)).json<DoctorRecalls>().recalls;
    expect(theirs.map((row) => row.id)).toEqual([first.recall.id]);
    expect((await t.call('GET', '/api/recalls', stranger.cookie)).json<DoctorRecalls>().recalls).toEqual([]);
    expect((await t.call('GET', '/api/recalls', t.admin)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/recalls')).statusCode).toBe(401);
  });

  it('marks the recalled lot on the order line of the doctor’s order, and no other lot', async () => {
    const [recalled, kept] = [uniqueLot('S'), uniqueLot('T')];
    const productId = await lotProduct([
      { lotNumber: recalled, quantity: 3, expiryDate: inDays(100) },
      { lotNumber: kept, quantity: 3, expiryDate: inDays(400) },
    ]);
    const order = await shippedOrder(doctor.cookie, productId, [
      { lotNumber: recalled, quantity: 1 },
      { lotNumber: kept, quantity: 1 },
    ]);
    const before = (await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(before.items[0]?.lots.some((lot) => 'recallId' in lot)).toBe(false);

    const recall = (await openRecall({ productId, lotNumbers: [recalled] })).json<RecallDetail>();
    const res = await t.call('GET', `/api/orders/${order.id}`, doctor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderDetail>().items[0]?.lots).toEqual([
      { lotNumber: recalled, expiryDate: inDays(100), quantity: 1, recallId: recall.id },
      { lotNumber: kept, expiryDate: inDays(400), quantity: 1 },
    ]);
    // Only the doctor's own order page has it; another doctor's order stays a 404.
    const stranger = await doctorSession(t.db);
    expect((await t.call('GET', `/api/orders/${order.id}`, stranger.cookie)).statusCode).toBe(404);
    const desk = await t.call('GET', `/api/admin/orders/${order.id}`, t.admin);
    expect(desk.statusCode).toBe(200);
    expect(desk.json<AdminOrder>().items[0]?.lots[0]).not.toHaveProperty('recallId');
  });
});

describe('acknowledging with the units on hand (issue 38)', () => {
  const acknowledge = (recallId: number, cookie: string, body?: unknown) =>
    t.call('POST', `/api/recalls/${recallId}/acknowledge`, cookie, body);

  it('refuses a bad number with its message on the field and records nothing', async () => {
    const { recall } = await recalledToTwo('U');
    const refusals = [
      [{ unitsOnHand: -1 }, 'unitsOnHand', m.unitsOnHandInvalid],
      [{ unitsOnHand: 2.5 }, 'unitsOnHand', m.unitsOnHandInvalid],
      [{ unitsOnHand: '4' }, 'unitsOnHand', m.unitsOnHandInvalid],
      [{ unitsOnHand: null }, 'unitsOnHand', m.unitsOnHandRequired],
      [{ unitsOnHand: 1_000_001 }, 'unitsOnHand', m.unitsOnHandTooMany],
      [{ unitsOnHand: 3, note: 'x' }, 'note', 'Unknown field'],
    ] as const;
    for (const [body, field, message] of refusals) {
      const res = await acknowledge(recall.id, doctor.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<Refusal>().fieldErrors?.[field]).toEqual([message]);
    }
    expect(await noticeRow(recall.id, doctor.id)).toEqual({ acknowledgedAt: null, unitsOnHand: null });
    const audits = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'recall.acknowledge'), sql`${auditLog.details}->>'recall' = ${recall.title}`),
      );
    expect(audits[0]?.n).toBe(0);
  });

  it('records the units, shows them to the doctor and to the admin per clinic, and still takes a call without a body', async () => {
    const { recall, second } = await recalledToTwo('V');
    const res = await acknowledge(recall.id, doctor.cookie, { unitsOnHand: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RecallNotice>()).toMatchObject({
      unitsOnHand: 7,
      acknowledgedAt: expect.any(String) as string,
    });
    expect(await noticeRow(recall.id, doctor.id)).toMatchObject({ unitsOnHand: 7 });
    // Once: a second answer changes nothing.
    expect((await acknowledge(recall.id, doctor.cookie, { unitsOnHand: 9 })).statusCode).toBe(409);
    expect(await noticeRow(recall.id, doctor.id)).toMatchObject({ unitsOnHand: 7 });

    // The call as decision 036 defined it, without a body: acknowledged, no units recorded.
    const bare = await acknowledge(recall.id, second.cookie);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json<RecallNotice>().unitsOnHand).toBeNull();
    expect((await noticeRow(recall.id, second.id))?.acknowledgedAt).not.toBeNull();

    const detail = (await t.call('GET', `/api/admin/recalls/${recall.id}`, t.admin)).json<RecallDetail>();
    const units = new Map(detail.clinics.map((clinic) => [clinic.email, clinic.unitsOnHand]));
    expect(units.get(doctor.email)).toBe(7);
    expect(units.get(second.email)).toBeNull();
    const csv = (await t.call('GET', `/api/admin/recalls/${recall.id}/export.csv`, t.admin)).body;
    const row = csv.split('\r\n').find((line) => line.includes(doctor.email));
    expect(row).toMatch(/,7$/);
    const [audit] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recall.acknowledge'), eq(auditLog.actorUserId, doctor.id)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit?.details).toMatchObject({ recall: recall.title, unitsOnHand: 7 });
  });
});

describe('the daily recall reminder (issue 38)', () => {
  // The shop's clock, moved by hand: the job is given its moment and its calendar day.
  const clock = new MovableClock();
  const settings = (overrides: Partial<RecallReminderSettings> = {}): RecallReminderSettings => ({
    shopName: t.config.shopName,
    publicUrl: t.config.publicUrl,
    ...overrides,
  });
  const today = () => dateIn(t.config.shopTimeZone, clock.now());
  const runJob = (overrides: Partial<RecallReminderSettings> = {}, db = t.db) =>
    runRecallReminderJob(db, clock.now(), today(), settings(overrides));
  const remindersTo = (email: string, recallId: number) =>
    queuedEmails(
      t.db,
      and(
        eq(outboxEmails.toAddress, email),
        eq(outboxEmails.template, 'recall-reminder'),
        like(outboxEmails.subject, `%${recallTitle(recallId)}:%`),
      ),
    );
  const reminderDays = async (recallId: number, userId: number) =>
    (
      await t.db
        .select({ day: recallReminders.day })
        .from(recallReminders)
        .where(and(eq(recallReminders.recallId, recallId), eq(recallReminders.userId, userId)))
        .orderBy(recallReminders.day)
    ).map((row) => row.day);

  it('reminds a clinic that has not acknowledged from 3 days on, once a day, and stops when it acknowledges', async () => {
    const { lot, recall, second } = await recalledToTwo('W');
    const opened = new Date(recall.openedAt).getTime();

    clock.set(new Date(opened + 3 * 86_400_000 - 60_000));
    await runJob();
    expect(await remindersTo(doctor.email, recall.id)).toEqual([]);
    expect(await reminderDays(recall.id, doctor.id)).toEqual([]);

    clock.set(new Date(opened + 3 * 86_400_000 + 60_000));
    const day1 = today();
    await runJob();
    await runJob();
    const [reminder, ...more] = await remindersTo(doctor.email, recall.id);
    expect(more).toEqual([]);
    expect(reminder?.subject).toContain(`${recall.productName}, lot ${lot}`);
    expect(reminder?.bodyText).toContain(`/recalls/${recall.id}`);
    expect(reminder?.bodyText).toContain('how many units you still have on hand');
    expect(await reminderDays(recall.id, doctor.id)).toEqual([day1]);
    expect(await remindersTo(second.email, recall.id)).toHaveLength(1);

    // The next day, another; then the doctor acknowledges and is reminded no more, the other clinic is.
    clock.advanceDays(1);
    const day2 = today();
    expect(day2).toBe(addDays(day1, 1));
    await runJob();
    expect(await reminderDays(recall.id, doctor.id)).toEqual([day1, day2]);
    expect(
      (await t.call('POST', `/api/recalls/${recall.id}/acknowledge`, doctor.cookie, { unitsOnHand: 1 }))
        .statusCode,
    ).toBe(200);
    clock.advanceDays(1);
    await runJob();
    expect(await reminderDays(recall.id, doctor.id)).toEqual([day1, day2]);
    expect(await remindersTo(doctor.email, recall.id)).toHaveLength(2);
    expect(await reminderDays(recall.id, second.id)).toEqual([day1, day2, today()]);

    // Closed, the recall reminds nobody.
    expect((await t.call('POST', `/api/admin/recalls/${recall.id}/close`, t.admin)).statusCode).toBe(200);
    clock.advanceDays(1);
    await runJob();
    expect(await reminderDays(recall.id, second.id)).toHaveLength(3);
  });

  it('sends each reminder once when two shop processes run the job at the same moment, or one stops between batches', async () => {
    const lot = uniqueLot('X');
    const productId = await lotProduct([{ lotNumber: lot, quantity: 20 }]);
    const clinics = [doctor, ...(await Promise.all(Array.from({ length: 5 }, () => doctorSession(t.db))))];
    for (const clinic of clinics)
      await shippedOrder(clinic.cookie, productId, [{ lotNumber: lot, quantity: 1 }]);
    const recall = (await openRecall({ productId, lotNumbers: [lot] })).json<RecallDetail>();
    clock.set(new Date(new Date(recall.openedAt).getTime() + 4 * 86_400_000));
    const ids = clinics.map((clinic) => clinic.id);
    const written = () =>
      t.db
        .select({ userId: recallReminders.userId, day: recallReminders.day })
        .from(recallReminders)
        .where(and(eq(recallReminders.recallId, recall.id), inArray(recallReminders.userId, ids)));

    // Stopped after its first batch, as a crash would: the next run sends the rest, none twice.
    await runStoppingAfterFirstBatch(runJob);
    const sentBefore = (await written()).length;
    expect(sentBefore).toBeGreaterThan(0);
    expect(sentBefore).toBeLessThan(clinics.length);

    // Then two shop processes run it at the same moment: they send the rest between them.
    await withSecondProcess(t, (secondDb) =>
      Promise.all([runJob({ batchSize: 1 }), runJob({ batchSize: 1 }, secondDb)]),
    );
    const rows = await written();
    expect(rows.map((row) => row.userId).sort()).toEqual([...ids].sort());
    expect(new Set(rows.map((row) => row.day))).toEqual(new Set([today()]));
    for (const clinic of clinics) expect(await remindersTo(clinic.email, recall.id)).toHaveLength(1);
  });
});

describe('a recall for a practice (issue 39)', () => {
  const practices = practiceFixtures(t);

  it('tells every owner and prescriber of the practice that received the lot, lets its buyer read it, and takes one acknowledgement for the practice', async () => {
    const lot = uniqueLot('P');
    const productId = await lotProduct([{ lotNumber: lot, quantity: 10 }]);
    const owner = await practices.owner('Recall Clinic');
    const prescriber = await practices.prescriber(owner);
    const buyer = await practices.member(owner, 'buyer');
    const order = await shippedOrder(buyer.cookie, productId, [{ lotNumber: lot, quantity: 2 }]);

    const recall = (await openRecall({ productId, lotNumbers: [lot] })).json<RecallDetail>();
    expect(recall).toMatchObject({ clinicCount: 1, acknowledgedCount: 0, unitsShipped: 2 });
    expect(recall.clinics.map((clinic) => [clinic.email, clinic.clinicName, clinic.quantity]).sort()).toEqual(
      [
        [owner.email, 'Recall Clinic', 2],
        [prescriber.email, 'Recall Clinic', 2],
      ].sort(),
    );
    const mailed = await queuedEmails(t.db, like(outboxEmails.subject, `%${recall.title}%`));
    expect(mailed.map((mail) => mail.toAddress).sort()).toEqual([owner.email, prescriber.email].sort());

    for (const member of [owner, prescriber]) {
      const notice = await t.call('GET', `/api/recalls/${recall.id}`, member.cookie);
      expect(notice.statusCode, notice.body).toBe(200);
      expect(notice.json<RecallNotice>().lines).toMatchObject([
        { orderId: order.id, orderNumber: order.orderNumber, lotNumber: lot, quantity: 2 },
      ]);
    }
    // The buyer is not told (no banner, no e-mail) but reads the practice's recall from the order;
    // another practice's member finds none.
    expect((await t.call('GET', '/api/recalls', buyer.cookie)).json<DoctorRecalls>().recalls).toEqual([]);
    const read = await t.call('GET', `/api/recalls/${recall.id}`, buyer.cookie);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<RecallNotice>().lines).toMatchObject([{ orderId: order.id, quantity: 2 }]);
    expect((await t.call('GET', `/api/recalls/${recall.id}`, doctor.cookie)).statusCode).toBe(404);

    const ack = await t.call('POST', `/api/recalls/${recall.id}/acknowledge`, prescriber.cookie, {
      unitsOnHand: 1,
    });
    expect(ack.statusCode, ack.body).toBe(200);
    // The practice has acknowledged: the owner reads it so, and a second acknowledgement is refused.
    const ownerNotice = await t.call('GET', `/api/recalls/${recall.id}`, owner.cookie);
    expect(ownerNotice.json<RecallNotice>()).toMatchObject({
      acknowledgedAt: ack.json<RecallNotice>().acknowledgedAt,
      unitsOnHand: 1,
    });
    const again = await t.call('POST', `/api/recalls/${recall.id}/acknowledge`, owner.cookie);
    expect(again.statusCode).toBe(409);
    const notices = await t.db
      .select({ acknowledgedAt: recallNotices.acknowledgedAt })
      .from(recallNotices)
      .where(eq(recallNotices.recallId, recall.id));
    expect(notices).toHaveLength(2);
    expect(notices.every((notice) => notice.acknowledgedAt !== null)).toBe(true);
    const detail = (await t.call('GET', `/api/admin/recalls/${recall.id}`, t.admin)).json<RecallDetail>();
    expect(detail).toMatchObject({ clinicCount: 1, acknowledgedCount: 1 });
  });
});
