import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/orders';
import { productStock } from '../../db/schema/stock';
import { submitAcceptedOrder } from '../../test/order-fixtures';
import {
  expectDeskJsonCurrent,
  insertTrackedProduct,
  stockOf,
  stockTestApp,
} from '../../test/stock-fixtures';

/**
 * A declined or cancelled order's reservation ends where it was made, in the database
 * (`orders_release_stock` beside `orders_reserve_stock`, db/objects/stock.sql; decision 033), in the
 * transaction of the status change.
 */

const { t, doctor } = stockTestApp();

let counter = 0;
const tracked = (onHand: number) => {
  counter += 1;
  return insertTrackedProduct(
    t.db,
    { name: `Released Toxin ${counter}`, category: 'botulinum-toxins', price: '100.00' },
    { onHand },
  );
};

const linesHolding = async (orderId: number) =>
  (
    await t.db
      .select({ reserved: orderItems.stockReserved })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id))
  ).map((line) => line.reserved);

describe('ending a reservation on a decline or cancellation', () => {
  it("returns every line's units, leaves the lines holding none, and skips a product deleted since", async () => {
    const kept = await tracked(10);
    const deleted = await tracked(10);
    const order = await submitAcceptedOrder(t.app, doctor.cookie, [
      { productId: kept, quantity: 3 },
      { productId: deleted, quantity: 2 },
    ]);
    expect(await linesHolding(order.id)).toEqual([true, true]);
    const removed = await t.call('DELETE', `/api/admin/products/${deleted}`, t.admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.db.select().from(productStock).where(eq(productStock.productId, deleted))).toEqual([]);

    const cancel = await t.call('POST', `/api/orders/${order.id}/cancel`, doctor.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(t.db, kept)).toMatchObject({ onHand: 10, reserved: 0 });
    expect(await linesHolding(order.id)).toEqual([false, false]);
    await expectDeskJsonCurrent(t, order.id);
  });

  it("returns only the declined order's units, and nothing again when a later step is refused", async () => {
    const product = await tracked(10);
    const order = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: product, quantity: 4 }]);
    const other = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: product, quantity: 1 }]);
    const decline = (orderId: number) =>
      t.call('POST', `/api/admin/orders/${orderId}/decline`, t.admin, { reason: 'Out of season' });
    expect((await decline(order.id)).statusCode).toBe(200);
    expect(await stockOf(t.db, product)).toMatchObject({ reserved: 1 });
    // Declined already: the machine refuses both, and the other order keeps its reservation.
    expect((await decline(order.id)).statusCode).toBe(409);
    expect((await t.call('POST', `/api/orders/${order.id}/cancel`, doctor.cookie)).statusCode).toBe(409);
    expect(await stockOf(t.db, product)).toMatchObject({ onHand: 10, reserved: 1 });
    expect(await linesHolding(other.id)).toEqual([true]);
    await expectDeskJsonCurrent(t, order.id);
  });
});
