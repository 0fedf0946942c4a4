import { adminOrderMessages as m } from '@shop/contract/admin-messages';
import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { orderMessages } from '@shop/contract/order-messages';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../../db/schema/orders';
import { auditLog } from '../../db/schema/system';
import { MovableClock, shopToday } from '../../lib/clock';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitAcceptedOrder } from '../../test/order-fixtures';
import { createAdminTestApp } from '../../test/test-app';
import { runDeliveryJob } from './delivery-job';
import { fillShipmentDays } from './order-status.repository';

/**
 * Delivery (issue 42): an admin marks a shipped order delivered on a day not before it shipped and
 * not after today; a daily job takes an order nobody marked as delivered DELIVERY_ASSUMED_DAYS (7)
 * after it shipped, on that day. The shop's calendar is America/Toronto; 15:00 UTC is the same day
 * there. 1 March 2027 is a Monday.
 */
const clock = new MovableClock('2027-03-01T15:00:00Z');
const { t, ids } = testAppWithProducts(
  () => createAdminTestApp({ clock }),
  [{ name: 'Delivery Filler', category: 'dermal-fillers', price: '100.00' }],
);
const setDay = (day: string) => clock.set(`${day}T15:00:00Z`);

/** A doctor's order, approved and shipped by the admin on `day`. */
async function shippedOn(day: string) {
  setDay(day);
  const doctor = await doctorSession(t.db);
  const order = await submitAcceptedOrder(t.app, doctor.cookie, [
    { productId: ids['Delivery Filler']!, quantity: 1 },
  ]);
  for (const status of ['approved', 'shipped']) {
    const res = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { order, doctor };
}

const deliver = (orderId: number, body: Record<string, unknown> = {}) =>
  t.call('PATCH', `/api/admin/orders/${orderId}/status`, t.admin, { status: 'delivered', ...body });

async function stored(orderId: number) {
  const [row] = await t.db
    .select({ status: orders.status, deliveredOn: orders.deliveredOn, assumed: orders.deliveryAssumed })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The job as the housekeeping runs it on `day`, by three processes at once. */
async function runJobOn(day: string) {
  setDay(day);
  const settings = { assumedDays: t.config.deliveryAssumedDays, timeZone: t.config.shopTimeZone };
  const runs = await Promise.all(
    [1, 2, 3].map(() => runDeliveryJob(t.db, clock.now(), shopToday(t.app), { ...settings, batchSize: 2 })),
  );
  return runs.reduce((sum, run) => sum + run.delivered, 0);
}

describe('delivery', () => {
  it('keeps the day an order shipped, and the day an admin marks it delivered, for the doctor and the desk', async () => {
    const { order, doctor } = await shippedOn('2027-03-01');
    const shipped = (await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(shipped).toMatchObject({ shippedOn: '2027-03-01', deliveredOn: null, deliveryAssumed: false });

    setDay('2027-03-04');
    const res = await deliver(order.id, { deliveredOn: '2027-03-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOrderDetail>()).toMatchObject({
      status: 'delivered',
      shippedOn: '2027-03-01',
      deliveredOn: '2027-03-03',
      deliveryAssumed: false,
    });
    const seen = (await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(seen).toMatchObject({ status: 'delivered', deliveredOn: '2027-03-03', deliveryAssumed: false });
    expect(seen.history.at(-1)).toMatchObject({ status: 'delivered', fromStatus: 'shipped', by: 'admin' });
    const listed = (await t.call('GET', '/api/orders', doctor.cookie)).json<{ orders: OrderDetail[] }>();
    expect(listed.orders[0]).toMatchObject({ id: order.id, deliveredOn: '2027-03-03' });
  });

  it('takes today when the admin gives no day, and the shipping day itself', async () => {
    const first = await shippedOn('2027-03-08');
    setDay('2027-03-10');
    expect((await deliver(first.order.id)).json<AdminOrderDetail>().deliveredOn).toBe('2027-03-10');

    const second = await shippedOn('2027-03-08');
    expect((await deliver(second.order.id, { deliveredOn: '2027-03-08' })).statusCode).toBe(200);
    expect(await stored(second.order.id)).toEqual({
      status: 'delivered',
      deliveredOn: '2027-03-08',
      assumed: false,
    });
  });

  it('refuses a day before shipping, after today, or not a date, with its message, and changes nothing', async () => {
    const { order } = await shippedOn('2027-03-15');
    setDay('2027-03-17');
    const refusals: [Record<string, unknown>, string][] = [
      [{ deliveredOn: '2027-03-14' }, m.deliveredBeforeShipped('2027-03-15')],
      [{ deliveredOn: '2027-03-18' }, m.deliveredInFuture],
      [{ deliveredOn: '17/03/2027' }, m.deliveredOnFormat],
      [{ deliveredOn: '2027-02-30' }, m.deliveredOnFormat],
      [{ deliveredOn: 20270317 }, m.deliveredOnFormat],
    ];
    for (const [body, message] of refusals) {
      const res = await deliver(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ApiErrorBody>().fieldErrors).toEqual({ deliveredOn: [message] });
    }
    const approving = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'approved',
      deliveredOn: '2027-03-16',
    });
    expect(approving.statusCode).toBe(400);
    expect(approving.json<ApiErrorBody>().fieldErrors).toEqual({
      deliveredOn: [m.deliveredOnOnlyWhenDelivering],
    });
    expect(await stored(order.id)).toEqual({ status: 'shipped', deliveredOn: null, assumed: false });
    const history = await t.rawQuery<{ n: number }>(
      `select count(*)::int as n from order_status_history where order_id = ${order.id} and to_status = 'delivered'`,
    );
    expect(history[0]!.n).toBe(0);
  });

  it('is refused to a doctor, and for an order that has not shipped (409)', async () => {
    setDay('2027-03-22');
    const doctor = await doctorSession(t.db);
    const order = await submitAcceptedOrder(t.app, doctor.cookie, [
      { productId: ids['Delivery Filler']!, quantity: 1 },
    ]);
    const asDoctor = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, doctor.cookie, {
      status: 'delivered',
    });
    expect(asDoctor.statusCode).toBe(403);
    const early = await deliver(order.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiErrorBody>().message).toBe(m.cannotMove('Pending', 'Delivered'));
  });
});

describe('the delivery job', () => {
  it('takes an order nobody marked as delivered 7 days after it shipped, on that day, once however many processes run it', async () => {
    // The orders the tests above left shipped.
    await runJobOn('2027-04-04');
    const early = await shippedOn('2027-04-05');
    const late = await shippedOn('2027-04-06');
    const confirmed = await shippedOn('2027-04-05');
    setDay('2027-04-07');
    expect((await deliver(confirmed.order.id)).statusCode).toBe(200);

    expect(await runJobOn('2027-04-11')).toBe(0);
    expect(await stored(early.order.id)).toMatchObject({ status: 'shipped', deliveredOn: null });

    // A run missed on the 12th: the 13th's takes both, each on the day it assumed.
    expect(await runJobOn('2027-04-13')).toBe(2);
    expect(await stored(early.order.id)).toEqual({
      status: 'delivered',
      deliveredOn: '2027-04-12',
      assumed: true,
    });
    expect(await stored(late.order.id)).toEqual({
      status: 'delivered',
      deliveredOn: '2027-04-13',
      assumed: true,
    });
    expect(await stored(confirmed.order.id)).toEqual({
      status: 'delivered',
      deliveredOn: '2027-04-07',
      assumed: false,
    });
    expect(await runJobOn('2027-04-14')).toBe(0);

    const seen = (
      await t.call('GET', `/api/orders/${early.order.id}`, early.doctor.cookie)
    ).json<OrderDetail>();
    expect(seen).toMatchObject({ deliveredOn: '2027-04-12', deliveryAssumed: true });
    expect(seen.history.at(-1)).toMatchObject({
      status: 'delivered',
      reason: orderMessages.deliveryAssumed(7),
      by: null,
    });
    const audits = await t.db
      .select({ actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.entityId, String(early.order.id))));
    expect(audits.at(-1)).toEqual({
      actor: null,
      details: {
        status: { before: 'shipped', after: 'delivered' },
        reason: orderMessages.deliveryAssumed(7),
      },
    });
  });
});

describe('orders shipped before the shop kept the days', () => {
  it('take them from their history in the shop’s calendar, else their last change; a delivery never before its shipment', async () => {
    setDay('2027-05-03');
    const doctor = await doctorSession(t.db);
    const place = () =>
      submitAcceptedOrder(t.app, doctor.cookie, [{ productId: ids['Delivery Filler']!, quantity: 1 }]);
    const [evening, noHistory] = [await place(), await place()];
    // Shipped at 23:30 in Toronto on 1 March (04:30 UTC on the 2nd), delivered on the 4th.
    await t.db.insert(orderStatusHistory).values([
      {
        orderId: evening.id,
        fromStatus: 'approved',
        toStatus: 'shipped',
        createdAt: new Date('2027-03-02T04:30:00Z'),
      },
      {
        orderId: evening.id,
        fromStatus: 'shipped',
        toStatus: 'delivered',
        createdAt: new Date('2027-03-04T15:00:00Z'),
      },
    ]);
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, evening.id));
    // Delivered, with no history of either step: both days are its last change's.
    await t.db
      .update(orders)
      .set({ status: 'delivered', updatedAt: new Date('2027-04-10T15:00:00Z') })
      .where(eq(orders.id, noHistory.id));

    await fillShipmentDays(t.db, 'America/Toronto');
    const days = async (id: number) =>
      (
        await t.db
          .select({ shippedOn: orders.shippedOn, deliveredOn: orders.deliveredOn })
          .from(orders)
          .where(eq(orders.id, id))
      )[0];
    expect(await days(evening.id)).toEqual({ shippedOn: '2027-03-01', deliveredOn: '2027-03-04' });
    expect(await days(noHistory.id)).toMatchObject({ deliveredOn: expect.any(String) as string });
    const filled = await days(noHistory.id);
    expect(filled!.shippedOn).toBe(filled!.deliveredOn);
    // Done once: another start changes nothing.
    await t.db.update(orders).set({ deliveredOn: '2027-03-05' }).where(eq(orders.id, evening.id));
    await fillShipmentDays(t.db, 'America/Toronto');
    expect(await days(evening.id)).toEqual({ shippedOn: '2027-03-01', deliveredOn: '2027-03-05' });
  });
});
