import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { orderMessages, checkoutMessages } from '@shop/contract/order-messages';
import type {
  AdminReturn,
  AdminReturnPage,
  OrderReturns,
  ReturnRequest,
} from '@shop/contract/return-schemas';
import {
  returnMessages as m,
  orderReturnsPath,
  returnPhotosPath,
  adminReturnPhotoPath,
  rmaNumber,
} from '@shop/contract/returns';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { returnRequests } from '../../db/schema/returns';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { insertProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitAcceptedOrder } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { practiceTestApp } from '../../test/practice-fixtures';
import { form } from '../../test/multipart';
import sharp from 'sharp';

/**
 * Returns (issue 42): within 14 days (RETURN_WINDOW_DAYS) of its delivery a member who may order asks
 * to return lines of a delivered order, each with a reason; refrigerated and prescription-only lines
 * come back only for the shop's fault; an admin approves (all or fewer units) with the year's next
 * return authorisation number, or refuses with a reason. The shop's calendar is America/Toronto;
 * 15:00 UTC is the same day there.
 */
const { clock, t, owner, member } = practiceTestApp('2027-05-03T15:00:00Z');
const ids = { gauze: 0, toxin: 0, rx: 0 };
const setDay = (day: string) => clock.set(`${day}T15:00:00Z`);

beforeAll(async () => {
  const made = await insertProducts(t.db, [
    { name: 'Return Gauze', category: 'dermal-fillers', price: '4.00' },
    { name: 'Return Toxin', category: 'botulinum-toxins', price: '200.00' },
    { name: 'Return Rx Filler', category: 'dermal-fillers', price: '150.00' },
  ]);
  ids.gauze = made['Return Gauze']!;
  ids.toxin = made['Return Toxin']!;
  ids.rx = made['Return Rx Filler']!;
  await t.db.update(products).set({ coldChain: true }).where(eq(products.id, ids.toxin));
  await t.db.update(products).set({ prescriptionOnly: true }).where(eq(products.id, ids.rx));
});

const admin = (method: 'PATCH' | 'POST' | 'GET', url: string, body?: unknown) =>
  t.call(method, url, t.admin, body);

/** An order of these lines by `cookie`'s member, approved, shipped and delivered on `day`. */
async function deliveredOrder(cookie: string, lines: { productId: number; quantity: number }[], day: string) {
  setDay(day);
  const order = await submitAcceptedOrder(t.app, cookie, lines);
  for (const status of ['approved', 'shipped', 'delivered']) {
    const res = await admin('PATCH', `/api/admin/orders/${order.id}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  return order;
}

const itemOf = (order: { items: { id: number; productId: number | null }[] }, productId: number) =>
  order.items.find((item) => item.productId === productId)!.id;

const ask = (cookie: string, orderId: number, lines: Record<string, unknown>[]) =>
  t.call('POST', orderReturnsPath(orderId), cookie, { lines });

async function asked(cookie: string, orderId: number, lines: Record<string, unknown>[]) {
  const res = await ask(cookie, orderId, lines);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ReturnRequest>();
}

const returnsOf = async (orderId: number) =>
  t.db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.orderId, orderId));

const mailsTo = (to: string, template: string) =>
  queuedEmails(t.db, and(eq(outboxEmails.toAddress, to), eq(outboxEmails.template, template)));

describe('asking for a return', () => {
  it('takes lines of a delivered order within the window, lists them, e-mails and audits it', async () => {
    const doctor = await owner('Return Ask Clinic');
    const order = await deliveredOrder(
      doctor.cookie,
      [
        { productId: ids.gauze, quantity: 3 },
        { productId: ids.toxin, quantity: 2 },
      ],
      '2027-05-03',
    );
    setDay('2027-05-17');
    const created = await asked(doctor.cookie, order.id, [
      { itemId: itemOf(order, ids.gauze), quantity: 2, reason: 'not-needed' },
      { itemId: itemOf(order, ids.toxin), quantity: 1, reason: 'damaged', reasonText: '  Box crushed  ' },
    ]);
    expect(created).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: 'requested',
      rmaNumber: null,
      refusalReason: null,
      decidedAt: null,
    });
    expect(
      created.lines.map(({ productName, quantity, approvedQuantity, reason, reasonText }) => ({
        productName,
        quantity,
        approvedQuantity,
        reason,
        reasonText,
      })),
    ).toEqual([
      {
        productName: 'Return Gauze',
        quantity: 2,
        approvedQuantity: null,
        reason: 'not-needed',
        reasonText: null,
      },
      {
        productName: 'Return Toxin',
        quantity: 1,
        approvedQuantity: null,
        reason: 'damaged',
        reasonText: 'Box crushed',
      },
    ]);
    const listed = (await t.call('GET', orderReturnsPath(order.id), doctor.cookie)).json<OrderReturns>();
    expect(listed).toEqual({
      returns: [created],
      lastDay: '2027-05-17',
      windowOpen: true,
      mayRequest: true,
      lines: [
        { itemId: itemOf(order, ids.gauze), productName: 'Return Gauze', left: 1, shopFaultOnly: false },
        { itemId: itemOf(order, ids.toxin), productName: 'Return Toxin', left: 1, shopFaultOnly: true },
      ],
    });
    // A bookkeeper reads them, and may not ask; the day after the window it is closed.
    const bookkeeper = await member(doctor, 'bookkeeper');
    const seenBy = async (cookie: string) =>
      (await t.call('GET', orderReturnsPath(order.id), cookie)).json<OrderReturns>();
    expect(await seenBy(bookkeeper.cookie)).toMatchObject({ windowOpen: true, mayRequest: false });
    setDay('2027-05-18');
    expect(await seenBy(doctor.cookie)).toMatchObject({ windowOpen: false, mayRequest: true });

    const [mail] = await mailsTo(doctor.email, 'return-received');
    expect(mail?.subject).toContain(m.receivedSubject(order.orderNumber));
    expect(mail?.bodyText).toContain('Return Toxin × 1 (Damaged: Box crushed)');
    const audits = await t.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'return.requested'), eq(auditLog.entityId, String(created.id))));
    expect(audits).toEqual([{ actor: doctor.id }]);
  });

  it('refuses what may not be returned, each line with its message, and writes nothing', async () => {
    const doctor = await owner('Return Refusal Clinic');
    const order = await deliveredOrder(
      doctor.cookie,
      [
        { productId: ids.gauze, quantity: 3 },
        { productId: ids.toxin, quantity: 1 },
        { productId: ids.rx, quantity: 1 },
      ],
      '2027-05-03',
    );
    const gauze = itemOf(order, ids.gauze);
    setDay('2027-05-10');
    const other = await deliveredOrder(
      (await doctorSession(t.db)).cookie,
      [{ productId: ids.gauze, quantity: 1 }],
      '2027-05-10',
    );
    const cases: [Record<string, unknown>[], Record<string, string[]>][] = [
      [[], { lines: [m.linesRequired] }],
      [
        [{ itemId: other.items[0]!.id, quantity: 1, reason: 'damaged' }],
        { 'lines.0.itemId': [m.notThisOrder] },
      ],
      [
        [{ itemId: gauze, quantity: 4, reason: 'damaged' }],
        { 'lines.0.quantity': [m.moreThanDelivered('Return Gauze', 3)] },
      ],
      [[{ itemId: gauze, quantity: 0, reason: 'damaged' }], { 'lines.0.quantity': [m.quantityFormat] }],
      [[{ itemId: gauze, quantity: 1, reason: 'changed-mind' }], { 'lines.0.reason': [m.reasonRequired] }],
      [
        [{ itemId: gauze, quantity: 1, reason: 'other', reasonText: ' ' }],
        { 'lines.0.reasonText': [m.reasonTextRequired] },
      ],
      [
        [
          { itemId: gauze, quantity: 1, reason: 'damaged' },
          { itemId: gauze, quantity: 1, reason: 'damaged' },
        ],
        { 'lines.1.itemId': [m.lineTwice] },
      ],
      [
        [
          { itemId: itemOf(order, ids.toxin), quantity: 1, reason: 'not-needed' },
          { itemId: itemOf(order, ids.rx), quantity: 1, reason: 'other', reasonText: 'Ordered too many' },
        ],
        {
          'lines.0.reason': [m.shopFaultOnly('Return Toxin')],
          'lines.1.reason': [m.shopFaultOnly('Return Rx Filler')],
        },
      ],
    ];
    for (const [lines, fieldErrors] of cases) {
      const res = await ask(doctor.cookie, order.id, lines);
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(res.json<ApiErrorBody>().fieldErrors).toEqual(fieldErrors);
    }

    const line = [{ itemId: gauze, quantity: 1, reason: 'damaged' }];
    const bookkeeper = await member(doctor, 'bookkeeper');
    const byBookkeeper = await ask(bookkeeper.cookie, order.id, line);
    expect(byBookkeeper.statusCode).toBe(403);
    expect(byBookkeeper.json<ApiErrorBody>().message).toBe(checkoutMessages.bookkeeperCannotOrder);
    const stranger = await doctorSession(t.db);
    const byStranger = await ask(stranger.cookie, order.id, line);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json<ApiErrorBody>().message).toBe(orderMessages.orderNotFound);
    expect((await t.call('GET', orderReturnsPath(order.id), stranger.cookie)).statusCode).toBe(404);

    // The window: 14 days after delivery, not one more.
    setDay('2027-05-18');
    const late = await ask(doctor.cookie, order.id, line);
    expect(late.statusCode).toBe(409);
    expect(late.json<ApiErrorBody>().message).toBe(m.windowClosed('2027-05-17'));
    expect(await returnsOf(order.id)).toEqual([]);

    // An order not delivered yet.
    const shipped = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: ids.gauze, quantity: 1 }]);
    const early = await ask(doctor.cookie, shipped.id, [
      { itemId: shipped.items[0]!.id, quantity: 1, reason: 'damaged' },
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiErrorBody>().message).toBe(m.notDelivered);
  });

  it('counts what other returns take until one is refused', async () => {
    const doctor = await owner('Return Count Clinic');
    const order = await deliveredOrder(doctor.cookie, [{ productId: ids.gauze, quantity: 3 }], '2027-06-01');
    const gauze = itemOf(order, ids.gauze);
    const first = await asked(doctor.cookie, order.id, [{ itemId: gauze, quantity: 2, reason: 'damaged' }]);
    const second = await ask(doctor.cookie, order.id, [{ itemId: gauze, quantity: 2, reason: 'damaged' }]);
    expect(second.json<ApiErrorBody>().fieldErrors).toEqual({
      'lines.0.quantity': [m.moreThanDelivered('Return Gauze', 1)],
    });
    expect(
      (await admin('POST', `/api/admin/returns/${first.id}/refuse`, { reason: 'Photos show no damage' }))
        .statusCode,
    ).toBe(200);
    await asked(doctor.cookie, order.id, [{ itemId: gauze, quantity: 3, reason: 'damaged' }]);
  });
});

describe('deciding a return', () => {
  it('approves fewer units with the next return authorisation number, and e-mails how to send them', async () => {
    const doctor = await owner('Return Approve Clinic');
    const order = await deliveredOrder(doctor.cookie, [{ productId: ids.gauze, quantity: 5 }], '2027-07-05');
    const one = await asked(doctor.cookie, order.id, [
      { itemId: itemOf(order, ids.gauze), quantity: 2, reason: 'wrong-item' },
    ]);
    const two = await asked(doctor.cookie, order.id, [
      { itemId: itemOf(order, ids.gauze), quantity: 3, reason: 'damaged' },
    ]);

    const tooMany = await admin('POST', `/api/admin/returns/${one.id}/approve`, {
      lines: [{ lineId: one.lines[0]!.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ApiErrorBody>().fieldErrors).toEqual({
      'lines.0.quantity': [m.approveQuantity('Return Gauze', 2)],
    });
    const none = await admin('POST', `/api/admin/returns/${one.id}/approve`, {
      lines: [{ lineId: one.lines[0]!.id, quantity: 0 }],
    });
    expect(none.json<ApiErrorBody>().message).toBe(m.nothingApproved);
    const otherLine = await admin('POST', `/api/admin/returns/${one.id}/approve`, {
      lines: [{ lineId: two.lines[0]!.id, quantity: 1 }],
    });
    expect(otherLine.json<ApiErrorBody>().fieldErrors).toEqual({ 'lines.0.lineId': [m.approveLineFormat] });

    const approved = await admin('POST', `/api/admin/returns/${one.id}/approve`, {
      lines: [{ lineId: one.lines[0]!.id, quantity: 1 }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const first = approved.json<AdminReturn>();
    expect(first).toMatchObject({ status: 'approved', practiceName: 'Return Approve Clinic' });
    expect(first.lines[0]).toMatchObject({ quantity: 2, approvedQuantity: 1 });
    const sequence = Number(first.rmaNumber!.slice(-6));
    expect(first.rmaNumber).toBe(rmaNumber(2027, sequence));
    const second = (await admin('POST', `/api/admin/returns/${two.id}/approve`, {})).json<AdminReturn>();
    expect(second.rmaNumber).toBe(rmaNumber(2027, sequence + 1));
    expect(second.lines[0]!.approvedQuantity).toBe(3);

    const again = await admin('POST', `/api/admin/returns/${one.id}/refuse`, { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().message).toBe(m.notRequested('Approved'));

    const mail = (await mailsTo(doctor.email, 'return-approved')).find((e) =>
      e.subject.includes(first.rmaNumber!),
    );
    expect(mail?.bodyText).toContain(m.approvedInstructions(first.rmaNumber!));
    expect(mail?.bodyText).toContain('Return Gauze × 1 (Wrong item)');
    const seen = (await t.call('GET', orderReturnsPath(order.id), doctor.cookie)).json<OrderReturns>();
    expect(seen.returns.map((r) => r.rmaNumber)).toEqual([first.rmaNumber, second.rmaNumber]);
  });

  it('refuses with a reason, which the practice reads; exactly one of two decisions at once wins', async () => {
    const doctor = await owner('Return Refuse Clinic');
    const order = await deliveredOrder(doctor.cookie, [{ productId: ids.gauze, quantity: 2 }], '2027-08-02');
    const request = await asked(doctor.cookie, order.id, [
      { itemId: itemOf(order, ids.gauze), quantity: 1, reason: 'not-needed' },
    ]);
    const blank = await admin('POST', `/api/admin/returns/${request.id}/refuse`, { reason: '  ' });
    expect(blank.json<ApiErrorBody>().fieldErrors).toEqual({ reason: [m.refusalRequired] });

    const [approve, refuse] = await Promise.all([
      admin('POST', `/api/admin/returns/${request.id}/approve`, {}),
      admin('POST', `/api/admin/returns/${request.id}/refuse`, { reason: 'Opened boxes cannot come back' }),
    ]);
    expect([approve.statusCode, refuse.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(returnRequests).where(eq(returnRequests.id, request.id));
    expect(row!.status === 'approved' ? row!.rmaNumber : row!.refusalReason).toBeTruthy();
    if (refuse.statusCode === 200) {
      expect(refuse.json<AdminReturn>()).toMatchObject({
        status: 'refused',
        refusalReason: 'Opened boxes cannot come back',
        rmaNumber: null,
      });
      const [mail] = await mailsTo(doctor.email, 'return-refused');
      expect(mail?.bodyText).toContain('Opened boxes cannot come back');
    }

    const missing = await admin('POST', '/api/admin/returns/2147483647/approve', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiErrorBody>().message).toBe(m.returnNotFound);
  });

  it('lists the queue by status for admins only', async () => {
    const doctor = await owner('Return Queue Clinic');
    const order = await deliveredOrder(doctor.cookie, [{ productId: ids.gauze, quantity: 1 }], '2027-09-06');
    const request = await asked(doctor.cookie, order.id, [
      { itemId: itemOf(order, ids.gauze), quantity: 1, reason: 'damaged' },
    ]);
    const requested = (await admin('GET', '/api/admin/returns?status=requested')).json<AdminReturnPage>();
    expect(requested.returns.every((r) => r.status === 'requested')).toBe(true);
    expect(requested.returns.map((r) => r.id)).toContain(request.id);
    const all = (await admin('GET', '/api/admin/returns')).json<AdminReturnPage>();
    expect(all.totalCount).toBeGreaterThan(requested.totalCount);
    expect((await admin('GET', '/api/admin/returns?status=lost')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/returns', doctor.cookie)).statusCode).toBe(403);
    expect(
      (await t.call('POST', `/api/admin/returns/${request.id}/approve`, doctor.cookie, {})).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/api/admin/returns')).statusCode).toBe(401);
  });
});

describe('a return’s photos', () => {
  const jpeg = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .toBuffer();
  const upload = (cookie: string, orderId: number, returnId: number, parts: Parameters<typeof form>[0]) => {
    const body = form(parts);
    return t.app.inject({
      method: 'POST',
      url: returnPhotosPath(orderId, returnId),
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };

  it('are added while the return waits, at most five, images only, and read by its practice and admins only', async () => {
    const doctor = await owner('Return Photo Clinic');
    const order = await deliveredOrder(doctor.cookie, [{ productId: ids.gauze, quantity: 2 }], '2027-10-04');
    const request = await asked(doctor.cookie, order.id, [
      { itemId: itemOf(order, ids.gauze), quantity: 1, reason: 'damaged' },
    ]);
    const photo = { name: 'photos', filename: 'box.jpg', type: 'image/jpeg', data: await jpeg() };

    const added = await upload(doctor.cookie, order.id, request.id, [photo, photo]);
    expect(added.statusCode, added.body).toBe(201);
    const withPhotos = added.json<ReturnRequest>();
    expect(withPhotos.photos).toHaveLength(2);
    const [first] = withPhotos.photos;
    const read = await t.call('GET', `${returnPhotosPath(order.id, request.id)}/${first!.id}`, doctor.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(read.rawPayload).metadata()).width).toBe(40);
    expect((await admin('GET', adminReturnPhotoPath(request.id, first!.id))).statusCode).toBe(200);

    // Refusals write nothing: a stranger's, too many, not an image, a decided return.
    const stranger = await doctorSession(t.db);
    expect((await upload(stranger.cookie, order.id, request.id, [photo])).statusCode).toBe(404);
    expect(
      (await t.call('GET', `${returnPhotosPath(order.id, request.id)}/${first!.id}`, stranger.cookie))
        .statusCode,
    ).toBe(404);
    const tooMany = await upload(doctor.cookie, order.id, request.id, [photo, photo, photo, photo]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ApiErrorBody>().message).toBe(m.tooManyPhotos);
    const notImage = await upload(doctor.cookie, order.id, request.id, [
      { name: 'photos', filename: 'note.jpg', type: 'image/jpeg', data: '<html>not a photo</html>' },
    ]);
    expect(notImage.statusCode).toBe(415);
    const huge = await upload(doctor.cookie, order.id, request.id, [
      { name: 'photos', filename: 'huge.jpg', type: 'image/jpeg', data: Buffer.alloc(10 * 1024 * 1024 + 10) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(
      (await t.call('GET', orderReturnsPath(order.id), doctor.cookie)).json<OrderReturns>().returns[0]
        ?.photos,
    ).toHaveLength(2);
    expect((await admin('POST', `/api/admin/returns/${request.id}/approve`, {})).statusCode).toBe(200);
    const late = await upload(doctor.cookie, order.id, request.id, [photo]);
    expect(late.statusCode).toBe(409);
    expect(late.json<ApiErrorBody>().message).toBe(m.photosOnlyWhileRequested);
  });
});
