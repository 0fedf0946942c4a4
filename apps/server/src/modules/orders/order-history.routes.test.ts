import { orderMessages } from '@shop/contract/order-messages';
import type { OrderStatus } from '@shop/contract/order-status';
import {
  OrderPage,
  type OrderDetail,
  type OrderSummary,
  type ReorderResponse,
} from '@shop/contract/order-schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { practiceMembers } from '../../db/schema/practices';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders';
import { outboxEmails } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { insertProducts, testAppWithProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitAcceptedOrder } from '../../test/order-fixtures';
import { insertTrackedProduct } from '../../test/stock-fixtures';
import { createTestApp } from '../../test/test-app';
import { changeOrderStatus } from './order-status.service';

const { t, ids } = testAppWithProducts(createTestApp, [
  { name: 'Toxin A', category: 'botulinum-toxins', price: '300.00' },
  { name: 'Filler B', category: 'dermal-fillers', price: '150.00' },
  { name: 'Brace C', category: 'orthopedic', price: '40.00' },
]);

const get = (url: string, cookie: string) => t.call('GET', url, cookie);
const post = (url: string, cookie: string) => t.call('POST', url, cookie);

const placeOrder = (cookie: string, items = [{ productId: ids['Toxin A']!, quantity: 2 }]) =>
  submitAcceptedOrder(t.app, cookie, items);

/** An order one doctor placed, and a second doctor, to whom it is another doctor's order. */
async function anotherDoctorsOrder() {
  const owner = await doctorSession(t.db);
  const stranger = await doctorSession(t.db);
  return { order: await placeOrder(owner.cookie), stranger };
}

/** Puts an order straight into a status, as the admin's steps will. */
async function setStatus(orderId: number, status: OrderStatus) {
  await t.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

describe('GET /api/orders', () => {
  it('answers 401 to a guest', async () => {
    const res = await t.call('GET', '/api/orders');
    expect(res.statusCode).toBe(401);
  });

  it("lists only the doctor's own orders, newest first, 20 a page", async () => {
    const doctor = await doctorSession(t.db);
    const other = await doctorSession(t.db);
    await placeOrder(other.cookie);
    const placed: string[] = [];
    for (let i = 0; i < 21; i += 1) placed.push((await placeOrder(doctor.cookie)).orderNumber);

    const first = (await get('/api/orders', doctor.cookie)).json<OrderPage>();
    expect(first).toMatchObject({ totalCount: 21, currentPage: 1, totalPages: 2 });
    expect(first.orders).toHaveLength(20);
    expect(first.orders.map((o) => o.orderNumber)).toEqual(placed.slice(1).reverse());
    expect(first.orders[0]).toMatchObject({
      status: 'pending',
      totalAmount: '600.00',
      itemCount: 2,
      paymentMethod: 'credit_card',
      canCancel: true,
      items: [{ productName: 'Toxin A', quantity: 2, unitPrice: '300.00', totalPrice: '600.00' }],
    });

    const second = (await get('/api/orders?page=2', doctor.cookie)).json<OrderPage>();
    expect(second.orders.map((o) => o.orderNumber)).toEqual([placed[0]]);
  });

  it('lists every order exactly as its detail shows it, in the contract’s shape', async () => {
    const doctor = await doctorSession(t.db);
    const twoLines = [
      { productId: ids['Toxin A']!, quantity: 2 },
      { productId: ids['Brace C']!, quantity: 3 },
    ];
    const placed = [];
    for (const status of ['pending', 'approved', 'shipped', 'cancelled'] as const) {
      const order = await placeOrder(doctor.cookie, twoLines);
      await setStatus(order.id, status);
      placed.push(order.id);
    }
    const [timed, , , gone] = placed;
    // Microseconds the JSON must cut to milliseconds as Date.prototype.toISOString does.
    await t.db
      .update(orders)
      .set({ createdAt: sql`'2025-01-02 03:04:05.123999+00'::timestamptz` })
      .where(eq(orders.id, timed ?? -1));
    // A line whose product is gone (its copy stays), without an image.
    await t.db
      .update(orderItems)
      .set({ productId: null, productImageUrl: null, productName: 'Quote " back\\slash 🦷' })
      .where(eq(orderItems.orderId, gone ?? -1));

    const page = (await get('/api/orders', doctor.cookie)).json<OrderPage>();
    expect(OrderPage.parse(page)).toEqual(page);
    expect(page.orders.map((order) => order.id).sort()).toEqual([...placed].sort());
    for (const listed of page.orders) {
      const detail = (await get(`/api/orders/${listed.id}`, doctor.cookie)).json<OrderDetail>();
      const summary: Record<keyof OrderSummary, unknown> = {
        id: detail.id,
        orderNumber: detail.orderNumber,
        createdAt: detail.createdAt,
        status: detail.status,
        totalAmount: detail.totalAmount,
        subtotalAmount: detail.subtotalAmount,
        shippingAmount: detail.shippingAmount,
        taxAmount: detail.taxAmount,
        taxes: detail.taxes,
        taxExemptionNumber: detail.taxExemptionNumber,
        itemCount: detail.itemCount,
        paymentMethod: detail.paymentMethod,
        items: detail.items,
        invoiceNumber: detail.invoiceNumber,
        creditNoteNumber: detail.creditNoteNumber,
        shippedOn: detail.shippedOn,
        deliveredOn: detail.deliveredOn,
        deliveryAssumed: detail.deliveryAssumed,
        canCancel: detail.canCancel,
      };
      expect(listed).toEqual(summary);
    }
    const byId = new Map(page.orders.map((order) => [order.id, order]));
    expect(byId.get(timed!)?.createdAt).toBe('2025-01-02T03:04:05.123Z');
    expect(page.orders.map((order) => [order.status, order.canCancel])).toEqual(
      expect.arrayContaining([
        ['pending', true],
        ['approved', true],
        ['shipped', false],
        ['cancelled', false],
      ]),
    );
    expect(byId.get(gone!)).toMatchObject({ paymentMethod: 'credit_card', itemCount: 5 });
    expect(byId.get(gone!)?.items[0]).toMatchObject({ productId: null, productImageUrl: null });
  });

  it('counts exactly: none yet, past the last page, and after orders are removed or lose their owner', async () => {
    const doctor = await doctorSession(t.db);
    expect((await get('/api/orders', doctor.cookie)).json<OrderPage>()).toMatchObject({
      orders: [],
      totalCount: 0,
      totalPages: 0,
    });
    const kept = await placeOrder(doctor.cookie);
    const removed = await placeOrder(doctor.cookie);
    const third = await placeOrder(doctor.cookie);
    expect((await get('/api/orders?page=5', doctor.cookie)).json<OrderPage>()).toMatchObject({
      orders: [],
      totalCount: 3,
      currentPage: 5,
    });

    await t.db.delete(orders).where(eq(orders.id, removed.id));
    const other = await doctorSession(t.db);
    // The order moves to another doctor, and so to their practice (issue 39: a practice's members see its orders).
    const [otherPractice] = await t.db
      .select({ id: practiceMembers.practiceId })
      .from(practiceMembers)
      .where(eq(practiceMembers.userId, other.id));
    await t.db
      .update(orders)
      .set({ userId: other.id, practiceId: otherPractice?.id })
      .where(eq(orders.id, third.id));
    const after = (await get('/api/orders', doctor.cookie)).json<OrderPage>();
    expect(after.totalCount).toBe(1);
    expect(after.orders.map((o) => o.id)).toEqual([kept.id]);
    expect((await get('/api/orders', other.cookie)).json<OrderPage>().totalCount).toBe(1);

    // A deleted account's orders stay (with their copied details) and count for no one.
    await t.db.delete(users).where(eq(users.id, other.id));
    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.id, third.id));
    expect(row).toBeDefined();
  });

  it.each(['0', 'abc', '1.5', '0x2'])('refuses page=%s with 400', async (page) => {
    const doctor = await doctorSession(t.db);
    expect((await get(`/api/orders?page=${page}`, doctor.cookie)).statusCode).toBe(400);
  });

  it('says no-store: the history is private', async () => {
    const doctor = await doctorSession(t.db);
    const res = await get('/api/orders', doctor.cookie);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it.each<[OrderStatus, number]>([
    ['pending', 200],
    ['approved', 200],
    ['processing', 409],
    ['shipped', 409],
    ['delivered', 409],
    ['declined', 409],
    ['cancelled', 409],
  ])('from %s answers %i', async (status, expected) => {
    const doctor = await doctorSession(t.db);
    const order = await placeOrder(doctor.cookie);
    if (status !== 'pending') await setStatus(order.id, status);

    const res = await post(`/api/orders/${order.id}/cancel`, doctor.cookie);
    expect(res.statusCode).toBe(expected);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    if (expected === 200) {
      expect(res.json<OrderDetail>()).toMatchObject({ status: 'cancelled', canCancel: false });
      // The answer is the order as stored, its history with the cancellation.
      expect(res.json<OrderDetail>()).toEqual((await get(`/api/orders/${order.id}`, doctor.cookie)).json());
      expect(row?.status).toBe('cancelled');
      // The card and bank numbers are gone; what identifies them stays (docs/decisions/014).
      expect(row?.cardSecret).toBeNull();
      expect(row?.bankSecret).toBeNull();
      expect(row).toMatchObject({ cardType: 'Visa', cardLast4: '6467' });
      expect(row?.bankName).toBeTruthy();
      expect(row?.bankAccountLast4).toMatch(/^\d{4}$/);
      const history = await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id));
      expect(history.at(-1)).toMatchObject({
        fromStatus: status,
        toStatus: 'cancelled',
        changedBy: doctor.id,
        reason: orderMessages.cancelReason,
      });
      const notice = await t.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.template, 'order-cancelled-notice'));
      expect(notice.some((m) => m.subject.includes(order.orderNumber))).toBe(true);
    } else {
      expect(res.json<{ message: string }>().message).toBe(
        orderMessages.cannotCancel(status.charAt(0).toUpperCase() + status.slice(1)),
      );
      expect(row?.status).toBe(status);
    }
  });

  it("answers 404 for another doctor's order and changes nothing", async () => {
    const { order, stranger } = await anotherDoctorsOrder();
    const res = await post(`/api/orders/${order.id}/cancel`, stranger.cookie);
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
    expect(row?.cardSecret).not.toBeNull();
  });

  it('answers 401 to a guest', async () => {
    expect((await t.call('POST', '/api/orders/1/cancel')).statusCode).toBe(401);
  });

  it('lets exactly one of two simultaneous cancels win; the other gets 409', async () => {
    const doctor = await doctorSession(t.db);
    const order = await placeOrder(doctor.cookie);
    const responses = await Promise.all([
      post(`/api/orders/${order.id}/cancel`, doctor.cookie),
      post(`/api/orders/${order.id}/cancel`, doctor.cookie),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.toStatus)).toEqual(['pending', 'cancelled']);
  });

  it('lets exactly one of a cancel and a concurrent decline win', async () => {
    const doctor = await doctorSession(t.db);
    const [adminRow] = await t.rawQuery<{ id: number }>("select id from users where role = 'admin' limit 1");
    for (let round = 0; round < 5; round += 1) {
      const order = await placeOrder(doctor.cookie);
      const [cancel, decline] = await Promise.allSettled([
        post(`/api/orders/${order.id}/cancel`, doctor.cookie),
        changeOrderStatus(t.db, {
          orderId: order.id,
          to: 'declined',
          actor: { id: adminRow!.id, role: 'admin' },
          reason: 'Declined by admin',
          declineReason: 'Declined by admin',
          refusal: orderMessages.statusChanged,
          when: { at: new Date(), timeZone: t.config.shopTimeZone },
        }),
      ]);
      const cancelled = cancel.status === 'fulfilled' && cancel.value.statusCode === 200;
      const declined = decline.status === 'fulfilled';
      expect(Number(cancelled) + Number(declined)).toBe(1);
      if (!cancelled && cancel.status === 'fulfilled') {
        expect(cancel.value.statusCode).toBe(409);
        expect(cancel.value.json<{ message: string }>().message).toBe(orderMessages.cannotCancel('Declined'));
      }
      const history = await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id));
      expect(history).toHaveLength(2);
    }
  });
});

describe('POST /api/orders/:id/reorder', () => {
  it('puts the available lines back into the cart, adding to existing lines, and names what it skipped', async () => {
    const doctor = await doctorSession(t.db);
    const gone = await insertProducts(t.db, [
      { name: 'Retired Gel', category: 'dermal-fillers', price: '10.00' },
      { name: 'Paused Cream', category: 'dermal-fillers', price: '20.00' },
    ]);
    const order = await placeOrder(doctor.cookie, [
      { productId: ids['Toxin A']!, quantity: 3 },
      { productId: ids['Brace C']!, quantity: 998 },
      { productId: gone['Retired Gel']!, quantity: 1 },
      { productId: gone['Paused Cream']!, quantity: 1 },
    ]);
    await t.db.delete(products).where(eq(products.id, gone['Retired Gel']!));
    await t.db.update(products).set({ inStock: false }).where(eq(products.id, gone['Paused Cream']!));
    await t.call('POST', '/api/cart', doctor.cookie, { productId: ids['Toxin A']!, quantity: 1 });
    await t.call('POST', '/api/cart', doctor.cookie, { productId: ids['Brace C']!, quantity: 5 });

    const res = await post(`/api/orders/${order.id}/reorder`, doctor.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<ReorderResponse>();
    expect(body.added).toEqual([
      { productId: ids['Toxin A'], productName: 'Toxin A', quantity: 3, capped: false },
      { productId: ids['Brace C'], productName: 'Brace C', quantity: 994, capped: true },
    ]);
    expect(body.skipped).toEqual([
      { productName: 'Retired Gel', reason: 'deleted', message: 'This product is no longer sold' },
      { productName: 'Paused Cream', reason: 'out_of_stock', message: 'This product is out of stock' },
    ]);
    expect(body.cart.map((l) => [l.product.name, l.quantity])).toEqual([
      ['Toxin A', 4],
      ['Brace C', 999],
    ]);
    // The order itself still shows what was ordered, deleted product included.
    const detail = (await get(`/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(detail.items.map((i) => [i.productName, i.productId === null])).toEqual([
      ['Toxin A', false],
      ['Brace C', false],
      ['Retired Gel', true],
      ['Paused Cream', false],
    ]);
  });

  it('puts back no more of a product that tracks its stock than are available now', async () => {
    const doctor = await doctorSession(t.db);
    const counted = await insertTrackedProduct(
      t.db,
      { name: 'Counted Vial', category: 'botulinum-toxins', price: '90.00' },
      { onHand: 10 },
    );
    const order = await placeOrder(doctor.cookie, [{ productId: counted, quantity: 4 }]);
    // Another clinic's order leaves 2 of the 6 the first order did not hold.
    await placeOrder((await doctorSession(t.db)).cookie, [{ productId: counted, quantity: 4 }]);
    const body = (await post(`/api/orders/${order.id}/reorder`, doctor.cookie)).json<ReorderResponse>();
    expect(body.added).toEqual([
      { productId: counted, productName: 'Counted Vial', quantity: 2, capped: true },
    ]);
    expect(body.cart.map((l) => [l.product.name, l.quantity])).toEqual([['Counted Vial', 2]]);
  });

  it("answers 404 for another doctor's order and adds nothing", async () => {
    const { order, stranger } = await anotherDoctorsOrder();
    const res = await post(`/api/orders/${order.id}/reorder`, stranger.cookie);
    expect(res.statusCode).toBe(404);
    const cart = await get('/api/cart', stranger.cookie);
    expect(cart.json()).toEqual([]);
  });
});
