import { adminOrderMessages as m } from '@shop/contract/admin-messages';
import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import type { CheckoutQuote } from '@shop/contract/charges-schemas';
import { coldChainMessages } from '@shop/contract/cold-chain';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import type { LotPlan } from '@shop/contract/stock-schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { MovableClock } from '../../lib/clock';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitAcceptedOrder } from '../../test/order-fixtures';
import { createAdminTestApp } from '../../test/test-app';

/**
 * The cold chain on the road (issue 42): refrigerated products ship on the shop's cold-chain days
 * (COLD_CHAIN_SHIP_DAYS, Monday–Wednesday by default). The quote, the new order and its page give
 * the day an order holding one is expected to ship; shipping it on another day needs the admin's
 * confirmation; the packing slip says to pack it cold. The shop's calendar is America/Toronto; 15:00
 * UTC is the same day there. 4 March 2027 is a Thursday, 8 March the Monday after.
 */
const clock = new MovableClock('2027-03-04T15:00:00Z');
const { t, ids } = testAppWithProducts(
  () => createAdminTestApp({ clock }),
  [
    { name: 'Cold Toxin', category: 'botulinum-toxins', price: '200.00' },
    { name: 'Room Cannula', category: 'dermal-fillers', price: '5.00' },
  ],
);
const setDay = (day: string) => clock.set(`${day}T15:00:00Z`);
const cold = () => ids['Cold Toxin']!;
const plain = () => ids['Room Cannula']!;

beforeAll(async () => {
  await t.db.update(products).set({ coldChain: true }).where(eq(products.id, cold()));
});

async function quote(cookie: string, productId: number) {
  const res = await t.call('POST', '/api/checkout/quote', cookie, {
    items: [{ productId, quantity: 1 }],
    shippingAddress: { state: 'ON', country: 'Canada' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckoutQuote>();
}

const statusChange = (orderId: number, body: Record<string, unknown>) =>
  t.call('PATCH', `/api/admin/orders/${orderId}/status`, t.admin, body);

/** An approved order of one unit of each product named. */
async function approvedOrder(productIds: number[]) {
  const doctor = await doctorSession(t.db);
  const order = await submitAcceptedOrder(
    t.app,
    doctor.cookie,
    productIds.map((productId) => ({ productId, quantity: 1 })),
  );
  expect((await statusChange(order.id, { status: 'approved' })).statusCode).toBe(200);
  return { order, doctor };
}

const lotPlan = async (orderId: number) =>
  (await t.call('GET', `/api/admin/orders/${orderId}/lot-plan`, t.admin)).json<LotPlan>();

const offDay = coldChainMessages.offDayWarning('Monday–Wednesday');

describe('the estimated ship date', () => {
  it('is the next cold-chain day for a cart or an order holding a refrigerated product, and none without one', async () => {
    setDay('2027-03-04');
    const doctor = await doctorSession(t.db);
    expect((await quote(doctor.cookie, cold())).estimatedShipOn).toBe('2027-03-08');
    expect((await quote(doctor.cookie, plain())).estimatedShipOn).toBeNull();

    const placed = await submitAcceptedOrder(t.app, doctor.cookie, [
      { productId: cold(), quantity: 1 },
      { productId: plain(), quantity: 2 },
    ]);
    expect(placed.estimatedShipOn).toBe('2027-03-08');
    expect(placed.items.map((item) => [item.productName, item.coldChain])).toEqual([
      ['Cold Toxin', true],
      ['Room Cannula', false],
    ]);
    const seen = (await t.call('GET', `/api/orders/${placed.id}`, doctor.cookie)).json<OrderDetail>();
    expect(seen.estimatedShipOn).toBe('2027-03-08');

    // On a cold-chain day it is that day; once shipped, there is no estimate.
    setDay('2027-03-09');
    expect((await quote(doctor.cookie, cold())).estimatedShipOn).toBe('2027-03-09');
    expect(
      (await t.call('GET', `/api/orders/${placed.id}`, doctor.cookie)).json<OrderDetail>().estimatedShipOn,
    ).toBe('2027-03-09');
    expect((await statusChange(placed.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await statusChange(placed.id, { status: 'shipped' })).statusCode).toBe(200);
    expect(
      (await t.call('GET', `/api/orders/${placed.id}`, doctor.cookie)).json<OrderDetail>(),
    ).toMatchObject({
      estimatedShipOn: null,
      shippedOn: '2027-03-09',
    });
  });
});

describe('shipping refrigerated products', () => {
  it('on a day that is not a cold-chain day needs a confirmation, and nothing ships without it', async () => {
    setDay('2027-03-11');
    const { order } = await approvedOrder([cold(), plain()]);
    expect((await lotPlan(order.id)).coldChainWarning).toBe(offDay);

    const refused = await statusChange(order.id, { status: 'shipped', carrier: 'Purolator' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>()).toMatchObject({ message: offDay, code: 'COLD_CHAIN_OFF_DAY' });
    const [row] = await t.db
      .select({ status: orders.status, carrier: orders.shippingCarrier, shippedOn: orders.shippedOn })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ status: 'approved', carrier: null, shippedOn: null });

    const confirmed = await statusChange(order.id, { status: 'shipped', coldChainConfirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<AdminOrderDetail>()).toMatchObject({ status: 'shipped', shippedOn: '2027-03-11' });
  });

  it('ships without a question on a cold-chain day, and an order without refrigerated products any day', async () => {
    setDay('2027-03-12');
    const { order: plainOrder } = await approvedOrder([plain()]);
    expect((await lotPlan(plainOrder.id)).coldChainWarning).toBeNull();
    expect((await statusChange(plainOrder.id, { status: 'shipped' })).statusCode).toBe(200);

    setDay('2027-03-15');
    const { order: coldOrder } = await approvedOrder([cold()]);
    expect((await lotPlan(coldOrder.id)).coldChainWarning).toBeNull();
    expect((await statusChange(coldOrder.id, { status: 'shipped' })).statusCode).toBe(200);
  });

  it('refuses a confirmation that is not true or false, or that goes with another step (400)', async () => {
    const { order } = await approvedOrder([cold()]);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'shipped', coldChainConfirmed: 'yes' }, m.coldChainConfirmedFormat],
      [{ status: 'processing', coldChainConfirmed: true }, m.coldChainConfirmedOnlyWhenShipping],
    ];
    for (const [body, message] of cases) {
      const res = await statusChange(order.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().fieldErrors).toEqual({ coldChainConfirmed: [message] });
    }
  });

  it('prints the packing slip with the instruction to pack cold and a mark on each refrigerated line', async () => {
    const { order } = await approvedOrder([cold(), plain()]);
    const res = await t.call('GET', `/api/admin/orders/${order.id}/packing-slip.pdf`, t.admin);
    expect(res.statusCode).toBe(200);
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain(coldChainMessages.packingNote);
    expect(text.split(coldChainMessages.lineMark)).toHaveLength(2);

    const { order: plainOrder } = await approvedOrder([plain()]);
    const plainSlip = await t.call('GET', `/api/admin/orders/${plainOrder.id}/packing-slip.pdf`, t.admin);
    const plainText = (await pdfPages(plainSlip.rawPayload)).join('\n');
    expect(plainText).not.toContain(coldChainMessages.packingNote);
    expect(plainText).not.toContain(coldChainMessages.lineMark);
  });
});
