import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { adminOrderLotPlanPath, type LotPlan } from '@shop/contract/stock-schemas';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { productStock, stockLots, stockMovements } from '../../db/schema/stock';
import { insertProduct } from '../../test/catalog-fixtures';
import { submitAcceptedOrder } from '../../test/order-fixtures';
import {
  expectDeskJsonCurrent,
  inDays,
  insertTrackedProduct,
  lotTrackedProduct,
  stockTestApp,
} from '../../test/stock-fixtures';

/**
 * Shipping lot-tracked lines (issue 19): the suggested lots, the lots the admin names instead and
 * every refusal of them (nothing written), and the lots each shipped line shows in both order views.
 */

const { t, doctor } = stockTestApp();

const SOON = inDays(40);
const LATER = inDays(400);

let counter = 0;

/** A product that keeps no stock (`Untracked {kind} N`), shipped beside the lot-tracked ones. */
const untrackedProduct = (kind: string, price: string) =>
  insertProduct(t.db, { name: `Untracked ${kind} ${counter}`, category: 'orthopedic', price });

/** A lot-tracked product (`Lot Filler N`) with these lots received. */
const lotProduct = (lots: { lotNumber: string; expiryDate: string; quantity: number }[]) =>
  lotTrackedProduct(t, lots, { name: `Lot Filler ${(counter += 1)}` });

const nameOf = async (productId: number) => {
  const [row] = await t.db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return row?.name;
};

/** An expired lot, as stock received long ago is held (the API refuses a past expiry, rightly). */
async function addExpiredLot(productId: number, lotNumber: string, onHand: number) {
  const [lot] = await t.db
    .insert(stockLots)
    .values({ productId, lotNumber, expiryDate: '2001-01-31', onHand })
    .returning({ id: stockLots.id });
  await t.db.insert(stockMovements).values({ productId, kind: 'receive', quantity: onHand, lotId: lot?.id });
  await t.db
    .update(productStock)
    .set({ onHand: sql`${productStock.onHand} + ${onHand}` })
    .where(eq(productStock.productId, productId));
}

/** An approved order of these lines, and its lines' ids in the order given. */
async function approvedOrder(items: { productId: number; quantity: number }[]) {
  const order = await submitAcceptedOrder(t.app, doctor.cookie, items);
  expect((await t.call('POST', `/api/admin/orders/${order.id}/approve`, t.admin)).statusCode).toBe(200);
  const itemIds = items.map((item) => order.items.find((line) => line.productId === item.productId)!.id);
  return { id: order.id, itemIds };
}

const ship = (orderId: number, lots?: unknown, extra: Record<string, unknown> = {}) =>
  t.call('PATCH', `/api/admin/orders/${orderId}/status`, t.admin, {
    status: 'shipped',
    carrier: 'UPS',
    ...(lots === undefined ? {} : { lots }),
    ...extra,
  });

const lotsOf = (productId: number) =>
  t.db
    .select({ lotNumber: stockLots.lotNumber, onHand: stockLots.onHand })
    .from(stockLots)
    .where(eq(stockLots.productId, productId))
    .orderBy(asc(stockLots.id));

/** Everything a shipment writes, for an order and its products: a refusal must leave all of it as it was. */
async function written(orderId: number, productIds: number[]) {
  const perProduct = await Promise.all(
    productIds.map(async (productId) => ({
      lots: await lotsOf(productId),
      stock: await t.db
        .select({ onHand: productStock.onHand, reserved: productStock.reserved })
        .from(productStock)
        .where(eq(productStock.productId, productId)),
      ledger: await t.db
        .select({ id: stockMovements.id })
        .from(stockMovements)
        .where(eq(stockMovements.productId, productId)),
    })),
  );
  const [order] = await t.db
    .select({ status: orders.status, deskJson: orders.deskJson, carrier: orders.shippingCarrier })
    .from(orders)
    .where(eq(orders.id, orderId));
  const lines = await t.db
    .select({ id: orderItems.id, reserved: orderItems.stockReserved })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { perProduct, order, lines };
}

describe('GET /api/admin/orders/{id}/lot-plan', () => {
  it('is for admins only, and a 404 for no such order', async () => {
    expect((await t.call('GET', adminOrderLotPlanPath(1))).statusCode).toBe(401);
    expect((await t.call('GET', adminOrderLotPlanPath(1), doctor.cookie)).statusCode).toBe(403);
    expect((await t.call('GET', adminOrderLotPlanPath(99_999_999), t.admin)).statusCode).toBe(404);
  });

  it('suggests first expiry first out from lots that have not expired, and what they cannot cover', async () => {
    const filler = await lotProduct([
      { lotNumber: 'LATE-A', expiryDate: LATER, quantity: 5 },
      { lotNumber: 'SOON-A', expiryDate: SOON, quantity: 2 },
    ]);
    await addExpiredLot(filler, 'OLD-A', 9);
    const short = await lotProduct([{ lotNumber: 'ONLY-B', expiryDate: SOON, quantity: 1 }]);
    await addExpiredLot(short, 'OLD-B', 3);
    const gauze = await insertTrackedProduct(
      t.db,
      { name: `Plain Gauze ${counter}`, category: 'orthopedic', price: '4.00' },
      { onHand: 10 },
    );
    const order = await approvedOrder([
      { productId: filler, quantity: 4 },
      { productId: short, quantity: 3 },
      { productId: gauze, quantity: 1 },
    ]);
    const res = await t.call('GET', adminOrderLotPlanPath(order.id), t.admin);
    expect(res.statusCode).toBe(200);
    const plan = res.json<LotPlan>();
    expect(plan.lines).toEqual([
      {
        itemId: order.itemIds[0],
        productId: filler,
        productName: await nameOf(filler),
        quantity: 4,
        lots: [
          { lotNumber: 'SOON-A', expiryDate: SOON, quantity: 2, onHand: 2 },
          { lotNumber: 'LATE-A', expiryDate: LATER, quantity: 2, onHand: 5 },
        ],
        short: 0,
        held: [
          { lotNumber: 'SOON-A', expiryDate: SOON, onHand: 2 },
          { lotNumber: 'LATE-A', expiryDate: LATER, onHand: 5 },
        ],
      },
      {
        itemId: order.itemIds[1],
        productId: short,
        productName: await nameOf(short),
        quantity: 3,
        lots: [{ lotNumber: 'ONLY-B', expiryDate: SOON, quantity: 1, onHand: 1 }],
        short: 2,
        held: [{ lotNumber: 'ONLY-B', expiryDate: SOON, onHand: 1 }],
      },
    ]);
    // Reading the plan wrote nothing.
    expect(await lotsOf(filler)).toEqual([
      { lotNumber: 'LATE-A', onHand: 5 },
      { lotNumber: 'SOON-A', onHand: 2 },
      { lotNumber: 'OLD-A', onHand: 9 },
    ]);
  });

  it('is empty once the order has shipped (nothing is reserved any more)', async () => {
    const filler = await lotProduct([{ lotNumber: 'S-1', expiryDate: SOON, quantity: 3 }]);
    const order = await approvedOrder([{ productId: filler, quantity: 1 }]);
    expect((await ship(order.id)).statusCode).toBe(200);
    expect((await t.call('GET', adminOrderLotPlanPath(order.id), t.admin)).json()).toEqual({
      lines: [],
      coldChainWarning: null,
    });
  });
});

describe('shipping with the lots the admin names', () => {
  it('takes the units from those lots instead of first expiry first out; lines not named follow the plan', async () => {
    const filler = await lotProduct([
      { lotNumber: 'F-SOON', expiryDate: SOON, quantity: 4 },
      { lotNumber: 'F-LATE', expiryDate: LATER, quantity: 4 },
    ]);
    const other = await lotProduct([
      { lotNumber: 'O-LATE', expiryDate: LATER, quantity: 4 },
      { lotNumber: 'O-SOON', expiryDate: SOON, quantity: 4 },
    ]);
    const gauze = await untrackedProduct('Pads', '3.00');
    const order = await approvedOrder([
      { productId: filler, quantity: 3 },
      { productId: other, quantity: 5 },
      { productId: gauze, quantity: 2 },
    ]);
    const [fillerLine, otherLine, gauzeLine] = order.itemIds;

    // Before shipping, no line has lots.
    const before = (await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(before.items.map((item) => item.lots)).toEqual([[], [], []]);

    const res = await ship(order.id, [
      { itemId: fillerLine, lotNumber: 'F-LATE', quantity: 2 },
      { itemId: fillerLine, lotNumber: 'F-SOON', quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await lotsOf(filler)).toEqual([
      { lotNumber: 'F-SOON', onHand: 3 },
      { lotNumber: 'F-LATE', onHand: 2 },
    ]);
    // The line not named: first expiry first out.
    expect(await lotsOf(other)).toEqual([
      { lotNumber: 'O-LATE', onHand: 3 },
      { lotNumber: 'O-SOON', onHand: 0 },
    ]);
    const ledger = await t.db
      .select({
        itemId: stockMovements.orderItemId,
        lot: stockLots.lotNumber,
        quantity: stockMovements.quantity,
      })
      .from(stockMovements)
      .innerJoin(stockLots, eq(stockLots.id, stockMovements.lotId))
      .where(eq(stockMovements.orderId, order.id));
    expect(ledger).toEqual(
      expect.arrayContaining([
        { itemId: fillerLine, lot: 'F-LATE', quantity: -2 },
        { itemId: fillerLine, lot: 'F-SOON', quantity: -1 },
        { itemId: otherLine, lot: 'O-SOON', quantity: -4 },
        { itemId: otherLine, lot: 'O-LATE', quantity: -1 },
      ]),
    );
    expect(ledger).toHaveLength(4);

    // Each line's lots, soonest expiry first, in the answer, the admin's detail and list, and the doctor's views.
    const expected = [
      [
        { lotNumber: 'F-SOON', expiryDate: SOON, quantity: 1 },
        { lotNumber: 'F-LATE', expiryDate: LATER, quantity: 2 },
      ],
      [
        { lotNumber: 'O-SOON', expiryDate: SOON, quantity: 4 },
        { lotNumber: 'O-LATE', expiryDate: LATER, quantity: 1 },
      ],
      [],
    ];
    const answered = res.json<AdminOrderDetail>();
    expect(answered.items.map((item) => [item.id, item.lots])).toEqual([
      [fillerLine, expected[0]],
      [otherLine, expected[1]],
      [gauzeLine, expected[2]],
    ]);
    const adminDetail = (
      await t.call('GET', `/api/admin/orders/${order.id}`, t.admin)
    ).json<AdminOrderDetail>();
    expect(adminDetail.items.map((item) => item.lots)).toEqual(expected);
    const desk = (await t.call('GET', '/api/admin/orders?status=shipped&limit=100', t.admin)).json<{
      orders: AdminOrderDetail[];
    }>();
    expect(desk.orders.find((o) => o.id === order.id)?.items.map((item) => item.lots)).toEqual(expected);
    const doctorDetail = (await t.call('GET', `/api/orders/${order.id}`, doctor.cookie)).json<OrderDetail>();
    expect(doctorDetail.items.map((item) => item.lots)).toEqual(expected);
    const doctorList = (await t.call('GET', '/api/orders', doctor.cookie)).json<{ orders: OrderDetail[] }>();
    expect(doctorList.orders.find((o) => o.id === order.id)?.items.map((item) => item.lots)).toEqual(
      expected,
    );
    await expectDeskJsonCurrent(t, order.id);
  });

  it('ships with the suggested plan sent back as it came', async () => {
    const filler = await lotProduct([
      { lotNumber: 'P-2', expiryDate: LATER, quantity: 5 },
      { lotNumber: 'P-1', expiryDate: SOON, quantity: 1 },
    ]);
    const order = await approvedOrder([{ productId: filler, quantity: 3 }]);
    const plan = (await t.call('GET', adminOrderLotPlanPath(order.id), t.admin)).json<LotPlan>();
    const lots = plan.lines.flatMap((line) =>
      line.lots.map((lot) => ({ itemId: line.itemId, lotNumber: lot.lotNumber, quantity: lot.quantity })),
    );
    expect((await ship(order.id, lots)).statusCode).toBe(200);
    expect(await lotsOf(filler)).toEqual([
      { lotNumber: 'P-2', onHand: 3 },
      { lotNumber: 'P-1', onHand: 0 },
    ]);
    await expectDeskJsonCurrent(t, order.id);
  });

  describe('refuses, writing nothing', () => {
    /** A fresh approved order of two lot-tracked products and an untracked one, with an expired lot. */
    async function scene() {
      const filler = await lotProduct([
        { lotNumber: `R-SOON-${counter}`, expiryDate: SOON, quantity: 3 },
        { lotNumber: `R-LATE-${counter}`, expiryDate: LATER, quantity: 6 },
      ]);
      const soon = `R-SOON-${counter - 1}`;
      const late = `R-LATE-${counter - 1}`;
      await addExpiredLot(filler, `R-OLD-${counter}`, 10);
      const old = `R-OLD-${counter}`;
      const stranger = await lotProduct([{ lotNumber: `X-${counter}`, expiryDate: SOON, quantity: 5 }]);
      const strangerLot = `X-${counter - 1}`;
      const pads = await untrackedProduct('Swabs', '2.00');
      const order = await approvedOrder([
        { productId: filler, quantity: 4 },
        { productId: pads, quantity: 1 },
      ]);
      const [line, padsLine] = order.itemIds as [number, number];
      const [{ productName }] = (await t.db
        .select({ productName: orderItems.productName })
        .from(orderItems)
        .where(eq(orderItems.id, line))) as [{ productName: string }];
      const padsName = `Untracked Swabs ${counter}`;
      const productIds = [filler, stranger, pads];
      return { order, line, padsLine, productName, padsName, soon, late, old, strangerLot, productIds };
    }

    type Scene = Awaited<ReturnType<typeof scene>>;

    const cases: [string, (s: Scene) => unknown, (s: Scene) => string][] = [
      [
        'an expired lot',
        (s) => [
          { itemId: s.line, lotNumber: s.old, quantity: 1 },
          { itemId: s.line, lotNumber: s.late, quantity: 3 },
        ],
        (s) => `Lot ${s.old} of ${s.productName} expired on 2001-01-31; it cannot be shipped`,
      ],
      [
        'a lot of another product',
        (s) => [{ itemId: s.line, lotNumber: s.strangerLot, quantity: 4 }],
        (s) => `Lot ${s.strangerLot} belongs to another product, not to ${s.productName}`,
      ],
      [
        'a lot the product does not hold',
        (s) => [{ itemId: s.line, lotNumber: 'NO-SUCH-LOT', quantity: 4 }],
        (s) => `${s.productName} holds no lot NO-SUCH-LOT`,
      ],
      [
        'quantities that add up to less than the line',
        (s) => [{ itemId: s.line, lotNumber: s.late, quantity: 3 }],
        (s) => `The lots given for ${s.productName} add up to 3, but its line is 4`,
      ],
      [
        'quantities that add up to more than the line',
        (s) => [
          { itemId: s.line, lotNumber: s.late, quantity: 3 },
          { itemId: s.line, lotNumber: s.soon, quantity: 2 },
        ],
        (s) => `The lots given for ${s.productName} add up to 5, but its line is 4`,
      ],
      [
        'more than a lot holds',
        (s) => [{ itemId: s.line, lotNumber: s.soon, quantity: 4 }],
        (s) => `Lot ${s.soon} of ${s.productName} holds only 3, not 4`,
      ],
      [
        'a line that is not this order’s',
        (s) => [{ itemId: s.line + 1_000_000, lotNumber: s.late, quantity: 4 }],
        (s) => `Line ${s.line + 1_000_000} is not a line of this order`,
      ],
      [
        'a line whose product is not lot-tracked',
        (s) => [
          { itemId: s.line, lotNumber: s.late, quantity: 4 },
          { itemId: s.padsLine, lotNumber: s.late, quantity: 1 },
        ],
        (s) =>
          `${s.padsName} does not ship from lots (it is not lot-tracked, or its line holds no reserved units); leave it out of the lots`,
      ],
    ];

    for (const [what, lots, message] of cases) {
      it(`409 for ${what}`, async () => {
        const s = await scene();
        const before = await written(s.order.id, s.productIds);
        const res = await ship(s.order.id, lots(s));
        expect(res.statusCode).toBe(409);
        expect(res.json<{ message: string }>().message).toBe(message(s));
        expect(await written(s.order.id, s.productIds)).toEqual(before);
        expect(before.order?.status).toBe('approved');
      });
    }

    const malformed: [string, (s: Scene) => unknown, string, string][] = [
      [
        'a quantity below 1',
        (s) => [{ itemId: s.line, lotNumber: s.late, quantity: 0 }],
        'lots.0.quantity',
        'Quantity must be a whole number of at least 1',
      ],
      [
        'a fractional quantity',
        (s) => [{ itemId: s.line, lotNumber: s.late, quantity: 1.5 }],
        'lots.0.quantity',
        'Quantity must be a whole number of at least 1',
      ],
      [
        'a quantity as text',
        (s) => [{ itemId: s.line, lotNumber: s.late, quantity: '4' }],
        'lots.0.quantity',
        'Quantity must be a whole number of at least 1',
      ],
      [
        'an item id as text',
        (s) => [{ itemId: String(s.line), lotNumber: s.late, quantity: 4 }],
        'lots.0.itemId',
        'Item must be the id of one of the order’s lines',
      ],
      [
        'a missing lot number',
        (s) => [{ itemId: s.line, quantity: 4 }],
        'lots.0.lotNumber',
        'Lot number is required for a lot-tracked product',
      ],
      [
        'a lot number over 64 characters',
        (s) => [{ itemId: s.line, lotNumber: 'L'.repeat(65), quantity: 4 }],
        'lots.0.lotNumber',
        'Lot number must be at most 64 characters',
      ],
      [
        'a lot number with a control character',
        (s) => [{ itemId: s.line, lotNumber: 'L\u0007', quantity: 4 }],
        'lots.0.lotNumber',
        'Lot number must be one line of text without control characters',
      ],
      [
        'a lot given twice for one line',
        (s) => [
          { itemId: s.line, lotNumber: s.late, quantity: 2 },
          { itemId: s.line, lotNumber: s.late, quantity: 2 },
        ],
        'lots.1.lotNumber',
        'is given twice for one line; give it once with the sum',
      ],
      ['lots that are not a list', () => ({ lotNumber: 'A' }), 'lots', ''],
      [
        'an unknown field',
        (s) => [{ itemId: s.line, lotNumber: s.late, quantity: 4, expiry: '2030-01-01' }],
        'expiry',
        'Unknown field',
      ],
    ];

    for (const [what, lots, field, message] of malformed) {
      it(`400 for ${what}`, async () => {
        const s = await scene();
        const before = await written(s.order.id, s.productIds);
        const res = await ship(s.order.id, lots(s));
        expect(res.statusCode).toBe(400);
        const body = res.json<{ fieldErrors: Record<string, string[]> }>();
        const key = Object.keys(body.fieldErrors).find((k) => k === field || k.startsWith(`${field}.`));
        expect(key, JSON.stringify(body.fieldErrors)).toBeDefined();
        if (message) expect(body.fieldErrors[key!]?.join(' ')).toContain(message);
        expect(await written(s.order.id, s.productIds)).toEqual(before);
      });
    }

    it('400 for lots with a status other than shipped', async () => {
      const s = await scene();
      const before = await written(s.order.id, s.productIds);
      const res = await t.call('PATCH', `/api/admin/orders/${s.order.id}/status`, t.admin, {
        status: 'processing',
        lots: [{ itemId: s.line, lotNumber: s.late, quantity: 4 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.lots).toEqual([
        'Lots are given only when an order is marked shipped',
      ]);
      expect(await written(s.order.id, s.productIds)).toEqual(before);
    });

    it('401 and 403 before anything is read', async () => {
      const s = await scene();
      const body = { status: 'shipped', lots: [{ itemId: s.line, lotNumber: s.late, quantity: 4 }] };
      expect(
        (await t.call('PATCH', `/api/admin/orders/${s.order.id}/status`, undefined, body)).statusCode,
      ).toBe(401);
      expect(
        (await t.call('PATCH', `/api/admin/orders/${s.order.id}/status`, doctor.cookie, body)).statusCode,
      ).toBe(403);
    });
  });
});

describe('a receive and a shipment of one product at the same moment', () => {
  it('lose no movement: the ledger holds both, and its sum is on hand and the lots', async () => {
    const filler = await lotProduct([{ lotNumber: 'C-1', expiryDate: SOON, quantity: 6 }]);
    const orders = await Promise.all(
      [1, 2, 3].map(() => approvedOrder([{ productId: filler, quantity: 2 }])),
    );
    const results = await Promise.all([
      ...orders.map((order) => ship(order.id, [{ itemId: order.itemIds[0], lotNumber: 'C-1', quantity: 2 }])),
      t.call('POST', `/api/admin/products/${filler}/stock`, t.admin, {
        kind: 'receive',
        quantity: 5,
        lotNumber: 'C-1',
        expiryDate: SOON,
      }),
      t.call('POST', `/api/admin/products/${filler}/stock`, t.admin, {
        kind: 'receive',
        quantity: 4,
        lotNumber: 'C-2',
        expiryDate: LATER,
      }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 201, 201]);
    const [levels] = await t.db
      .select({ onHand: productStock.onHand, reserved: productStock.reserved })
      .from(productStock)
      .where(eq(productStock.productId, filler));
    expect(levels).toEqual({ onHand: 9, reserved: 0 });
    expect(await lotsOf(filler)).toEqual([
      { lotNumber: 'C-1', onHand: 5 },
      { lotNumber: 'C-2', onHand: 4 },
    ]);
    const ledger = await t.db
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity })
      .from(stockMovements)
      .where(eq(stockMovements.productId, filler));
    expect(ledger.filter((m) => m.kind === 'ship')).toHaveLength(3);
    expect(ledger.filter((m) => m.kind === 'receive')).toHaveLength(3);
    expect(ledger.reduce((sum, m) => sum + m.quantity, 0)).toBe(9);
    for (const order of orders) await expectDeskJsonCurrent(t, order.id);
  });
});
