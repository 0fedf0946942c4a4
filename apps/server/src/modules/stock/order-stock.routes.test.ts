import { ErrorCode } from '@shop/contract/error-schemas';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { stockLots, stockMovements } from '../../db/schema/stock';
import { insertProduct } from '../../test/catalog-fixtures';
import { doctorSession, submitAcceptedOrder, submitOrder } from '../../test/order-fixtures';
import { insertTrackedProduct, stockOf, stockTestApp } from '../../test/stock-fixtures';
import { eventually } from '../../test/test-app';

const { t, doctor } = stockTestApp();

let counter = 0;
const tracked = (onHand: number, lowStockThreshold = 5) => {
  counter += 1;
  return insertTrackedProduct(
    t.db,
    { name: `Stocked Toxin ${counter}`, category: 'botulinum-toxins', price: '100.00' },
    { onHand, lowStockThreshold },
  );
};

const ledgerSum = async (productId: number) => {
  const [row] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId));
  return row?.sum;
};

const orderCount = async () => {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row?.n;
};

const decide = (orderId: number, action: 'approve' | 'decline') =>
  t.call(
    'POST',
    `/api/admin/orders/${orderId}/${action}`,
    t.admin,
    action === 'decline' ? { reason: 'Out of season' } : undefined,
  );
const setStatus = (orderId: number, status: string) =>
  t.call('PATCH', `/api/admin/orders/${orderId}/status`, t.admin, { status });

describe('checkout reserves a tracked product', () => {
  it('holds the ordered units until the order ships, and marks the lines that hold them', async () => {
    const toxin = await tracked(10);
    const untracked = await insertProduct(t.db, {
      name: 'Untracked Gauze',
      category: 'orthopedic',
      price: '5.00',
    });
    const order = await submitAcceptedOrder(t.app, doctor.cookie, [
      { productId: toxin, quantity: 3 },
      { productId: untracked, quantity: 2 },
    ]);
    expect(await stockOf(t.db, toxin)).toMatchObject({
      onHand: 10,
      reserved: 3,
      inStock: true,
      stockLeft: null,
    });
    const lines = await t.rawQuery<{ productId: number; reserved: boolean }>(
      `select product_id as "productId", stock_reserved as reserved from order_items where order_id = ${order.id}`,
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        { productId: toxin, reserved: true },
        { productId: untracked, reserved: false },
      ]),
    );
  });

  it('refuses an order beyond what is available with INSUFFICIENT_STOCK naming each product, and writes nothing', async () => {
    const few = await tracked(4);
    const none = await tracked(0);
    const before = await orderCount();
    const res = await submitOrder(t.app, doctor.cookie, [
      { productId: few, quantity: 5 },
      { productId: none, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    const body = res.json<{ message: string; code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe(ErrorCode.insufficientStock);
    expect(body.message).toMatch(
      /Not enough stock: Stocked Toxin \d+ \(only 4 left\), Stocked Toxin \d+ \(out of stock\)/,
    );
    expect(body.fieldErrors).toEqual({
      'items.0.quantity': ['Only 4 left'],
      'items.1.quantity': ['Out of stock'],
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t.db, few)).toMatchObject({ onHand: 4, reserved: 0 });

    // What fits is accepted.
    await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: few, quantity: 4 }]);
    expect(await stockOf(t.db, few)).toMatchObject({ onHand: 4, reserved: 4, inStock: false, stockLeft: 0 });
  });

  it('sells the last units exactly once when many doctors order them at the same moment', async () => {
    const lastFive = await tracked(5);
    const doctors = await Promise.all(Array.from({ length: 20 }, () => doctorSession(t.db)));
    const answers = await Promise.all(
      doctors.map((d) => submitOrder(t.app, d.cookie, [{ productId: lastFive, quantity: 1 }])),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json<{ code: string }>().code).toBe(ErrorCode.insufficientStock);
    expect(await stockOf(t.db, lastFive)).toMatchObject({ onHand: 5, reserved: 5, inStock: false });
  });

  it('accepts concurrent orders of the same products listed in either order, none failing on the other', async () => {
    const first = await tracked(100);
    const second = await tracked(100);
    const doctors = await Promise.all(Array.from({ length: 12 }, () => doctorSession(t.db)));
    const answers = await Promise.all(
      doctors.map((d, i) =>
        submitOrder(
          t.app,
          d.cookie,
          i % 2 === 0
            ? [
                { productId: first, quantity: 1 },
                { productId: second, quantity: 2 },
              ]
            : [
                { productId: second, quantity: 2 },
                { productId: first, quantity: 1 },
              ],
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(doctors.map(() => 201));
    expect(await stockOf(t.db, first)).toMatchObject({ onHand: 100, reserved: 12 });
    expect(await stockOf(t.db, second)).toMatchObject({ onHand: 100, reserved: 24 });
  });

  it('shows shoppers how many are left once few are, as orders take them', async () => {
    const product = await tracked(8, 5);
    const shown = async () =>
      (await t.call('GET', `/api/products/${product}`)).json<{
        stockLeft: number | null;
        inStock: boolean;
      }>();
    expect(await shown()).toMatchObject({ stockLeft: null, inStock: true });
    const catalogueVersion = () =>
      t.rawQuery<{ version: string }>('select version::text from catalogue_version');
    const before = await catalogueVersion();
    await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: product, quantity: 5 }]);
    await eventually(async () => (await shown()).stockLeft === 3);
    expect(await shown()).toMatchObject({ stockLeft: 3, inStock: true });
    // A sale is no edit of the catalogue: an admin's checked import stays valid.
    expect(await catalogueVersion()).toEqual(before);
  });
});

describe('an order leaving the queue ends its reservation', () => {
  it('returns the units when declined or cancelled', async () => {
    const product = await tracked(10);
    const declined = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: product, quantity: 4 }]);
    const cancelled = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: product, quantity: 3 }]);
    expect(await stockOf(t.db, product)).toMatchObject({ reserved: 7 });
    expect((await decide(declined.id, 'decline')).statusCode).toBe(200);
    expect(await stockOf(t.db, product)).toMatchObject({ onHand: 10, reserved: 3 });
    expect((await t.call('POST', `/api/orders/${cancelled.id}/cancel`, doctor.cookie)).statusCode).toBe(200);
    expect(await stockOf(t.db, product)).toMatchObject({ onHand: 10, reserved: 0 });
    expect(await ledgerSum(product)).toBe(10);
  });

  it('locks the stock rows before the status count, as a checkout does, so neither waits on the other in a circle', async () => {
    // A checkout counts its order at its commit, after its deferred stock reservation; a decline
    // locks the stock rows at its statement. Both then take stock before the count row: a decline
    // in flight holds the stock row and no count row yet (PostgreSQL server: two connections).
    if (!t.databaseUrl) return;
    const product = await tracked(10);
    const order = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: product, quantity: 2 }]);
    const decliner = new pg.Client({ connectionString: t.databaseUrl });
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await Promise.all([decliner.connect(), other.connect()]);
    try {
      // The decliner's own count rows exist, as they do once its connection has counted anything.
      await decliner.query(
        `insert into order_status_counts (status, shard, count)
         select s::order_status, pg_backend_pid() % 64, 0 from unnest(array['pending', 'declined']) s
         on conflict do nothing`,
      );
      await decliner.query('begin');
      await decliner.query(`update orders set status = 'declined' where id = $1`, [order.id]);
      await other.query('begin');
      const counts = await other.query('select status from order_status_counts for update nowait');
      expect(counts.rowCount).toBeGreaterThan(0);
      await other.query('rollback');
      await expect(
        other.query('select 1 from product_stock where product_id = $1 for update nowait', [product]),
      ).rejects.toMatchObject({ code: '55P03' });
      await decliner.query('commit');
    } finally {
      await Promise.all([decliner.end(), other.end()]);
    }
    expect(await stockOf(t.db, product)).toMatchObject({ reserved: 0 });
    const [declined] = await t.rawQuery<{ n: number }>(
      `select sum(count)::int as n from order_status_counts where status = 'declined'`,
    );
    const [really] = await t.rawQuery<{ n: number }>(
      `select count(*)::int as n from orders where status = 'declined'`,
    );
    expect(declined?.n).toBe(really?.n);
  });

  it('takes the units off the shelf when shipped, with a ledger row naming the order', async () => {
    const product = await tracked(10);
    const order = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: product, quantity: 4 }]);
    expect((await decide(order.id, 'approve')).statusCode).toBe(200);
    expect(await stockOf(t.db, product)).toMatchObject({ onHand: 10, reserved: 4 });
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
    expect(await stockOf(t.db, product)).toMatchObject({ onHand: 6, reserved: 0 });
    const rows = await t.db
      .select({
        kind: stockMovements.kind,
        quantity: stockMovements.quantity,
        orderId: stockMovements.orderId,
      })
      .from(stockMovements)
      .where(eq(stockMovements.productId, product));
    expect(rows).toContainEqual({ kind: 'ship', quantity: -4, orderId: order.id });
    expect(await ledgerSum(product)).toBe(6);
    // Delivered later changes nothing more.
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    expect(await stockOf(t.db, product)).toMatchObject({ onHand: 6, reserved: 0 });
  });

  it('lets exactly one of a shipment and a cancellation at the same moment happen, and the stock agrees with it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const product = await tracked(10);
      const order = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: product, quantity: 3 }]);
      expect((await decide(order.id, 'approve')).statusCode).toBe(200);
      const [shipped, cancelled] = await Promise.all([
        setStatus(order.id, 'shipped'),
        t.call('POST', `/api/orders/${order.id}/cancel`, doctor.cookie),
      ]);
      expect([shipped.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const [stored] = await t.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id));
      if (shipped.statusCode === 200) {
        expect(stored?.status).toBe('shipped');
        expect(await stockOf(t.db, product)).toMatchObject({ onHand: 7, reserved: 0 });
      } else {
        expect(stored?.status).toBe('cancelled');
        expect(await stockOf(t.db, product)).toMatchObject({ onHand: 10, reserved: 0 });
      }
      expect(await ledgerSum(product)).toBe((await stockOf(t.db, product)).onHand);
    }
  });

  it('ships a lot-tracked line from the lots that expire first, never from an expired one', async () => {
    const product = await tracked(0);
    await t.rawExec(`update products set lot_tracked = true where id = ${product}`);
    const [later, sooner, expired] = await t.db
      .insert(stockLots)
      .values([
        { productId: product, lotNumber: 'LATE-1', expiryDate: '2099-12-31', onHand: 2 },
        { productId: product, lotNumber: 'SOON-1', expiryDate: '2098-01-31', onHand: 2 },
        { productId: product, lotNumber: 'OLD-1', expiryDate: '2001-01-31', onHand: 5 },
      ])
      .returning({ id: stockLots.id });
    await t.db.insert(stockMovements).values([
      { productId: product, kind: 'receive', quantity: 2, lotId: later?.id },
      { productId: product, kind: 'receive', quantity: 2, lotId: sooner?.id },
      { productId: product, kind: 'receive', quantity: 5, lotId: expired?.id },
    ]);
    await t.rawExec(`update product_stock set on_hand = 9 where product_id = ${product}`);

    const order = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: product, quantity: 3 }]);
    await decide(order.id, 'approve');
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
    const lots = await t.db
      .select({ lotNumber: stockLots.lotNumber, onHand: stockLots.onHand })
      .from(stockLots)
      .where(eq(stockLots.productId, product));
    expect(lots).toEqual(
      expect.arrayContaining([
        { lotNumber: 'SOON-1', onHand: 0 },
        { lotNumber: 'LATE-1', onHand: 1 },
        { lotNumber: 'OLD-1', onHand: 5 },
      ]),
    );
    expect(await stockOf(t.db, product)).toMatchObject({ onHand: 6, reserved: 0 });
    expect(await ledgerSum(product)).toBe(6);

    // Only the expired lot is left with enough: the shipment is refused and nothing changes.
    const big = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId: product, quantity: 5 }]);
    await decide(big.id, 'approve');
    const refused = await setStatus(big.id, 'shipped');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Only 1 of the 5 units are in lots that have not expired; write off expired lots or receive stock first',
    );
    expect(await stockOf(t.db, product)).toMatchObject({ onHand: 6, reserved: 5 });
    const [stored] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, big.id));
    expect(stored?.status).toBe('approved');
  });
});
