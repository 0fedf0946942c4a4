import type { OrderStatus } from '@shop/contract/order-status';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { orderCounts, orderItems, orderStatusHistory, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** A statement that runs as part of a new order's write (an e-mail queued, the cart emptied). */
export type AlongsideStatement = TypedQueryBuilder<undefined>;

/**
 * Writes a new order in one statement: the order, its lines, its first history row and whatever
 * `alongside` adds (data-modifying CTEs). One statement is one transaction and one round trip, which
 * keeps checkout fast under load; the foreign keys are checked at its end. A second order with the
 * same idempotency key fails on `orders_user_idempotency_key` (a concurrent one waits for the first
 * to commit, then fails), and nothing of it is written.
 */
export async function insertNewOrder(
  db: Db,
  order: NewOrder,
  lines: Omit<NewOrderItem, 'orderId'>[],
  firstChange: { toStatus: OrderStatus; changedBy: number },
  alongside: AlongsideStatement[],
) {
  const newOrder = db
    .$with('new_order')
    .as(
      db
        .insert(orders)
        .values(order)
        .returning({ id: orders.id, createdAt: orders.createdAt, updatedAt: orders.updatedAt }),
    );
  const orderId = sql<number>`(select ${newOrder.id} from ${newOrder})`;
  const newLines = db.$with('new_lines').as(
    db
      .insert(orderItems)
      .values(lines.map((item) => ({ ...item, orderId })))
      .returning({ id: orderItems.id, productId: orderItems.productId }),
  );
  const history = db
    .$with('first_change')
    .as(db.insert(orderStatusHistory).values({ ...firstChange, orderId, fromStatus: null, reason: null }));
  const others = alongside.map((statement, i) => db.$with(`alongside_${i}`).as(statement));
  const [row] = await db
    .with(newOrder, newLines, history, ...others)
    .select({
      id: newOrder.id,
      createdAt: newOrder.createdAt,
      updatedAt: newOrder.updatedAt,
      lines: sql<{ id: number; productId: number }[]>`(select json_agg(json_build_object(
        'id', ${newLines.id}, 'productId', ${newLines.productId})) from ${newLines})`,
    })
    .from(newOrder);
  if (!row) throw new Error('the new order was not returned');
  return row;
}

/**
 * Records a status change at the moment it is written (`clock_timestamp()`), not at its
 * transaction's start (`now()`, the column's default): a change that waited for the order's lock
 * may have started before the change it waited for, yet happened after it, and a history is read
 * in time order.
 */
export async function insertStatusChange(
  db: Db,
  change: {
    orderId: number;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    changedBy: number | null;
    reason: string | null;
  },
) {
  await db.insert(orderStatusHistory).values({ ...change, createdAt: sql`clock_timestamp()` });
}

export async function findOrderByIdempotencyKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, idempotencyHash: orders.idempotencyHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The order, when it exists and (with `ownerId`) belongs to that user. */
export async function findOrder(db: Db, id: number, ownerId?: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(ownerId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, ownerId)))
    .limit(1);
  return row;
}

/** Locks the order's row for a status change; concurrent changes queue behind the lock. */
export async function lockOrder(db: Db, id: number, ownerId?: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      orderNumber: orders.orderNumber,
      doctorName: orders.doctorName,
      doctorEmail: orders.doctorEmail,
      /** Where the shop writes to the doctor: the account's address (the order's copy if it is gone). */
      accountEmail: sql<string>`coalesce(${users.email}, ${orders.doctorEmail})`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(ownerId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, ownerId)))
    .limit(1)
    .for('update', { of: orders });
  return row;
}

export interface StatusUpdateExtras {
  declineReason?: string;
  shipment?: { carrier: string | null; trackingNumber: string | null };
}

/**
 * Moves a locked order to `status`. Leaving `pending` destroys the card number and CVC (the card
 * keeps type, last 4, cardholder and expiry): docs/decisions/014-card-and-bank-data.md.
 */
export async function updateOrderStatus(
  db: Db,
  id: number,
  status: OrderStatus,
  extra: StatusUpdateExtras = {},
) {
  await db
    .update(orders)
    .set({
      status,
      ...(status === 'pending' ? {} : { cardSecret: null }),
      ...(extra.declineReason === undefined ? {} : { declineReason: extra.declineReason }),
      ...(extra.shipment === undefined
        ? {}
        : { shippingCarrier: extra.shipment.carrier, trackingNumber: extra.shipment.trackingNumber }),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, id));
}

export async function countOrdersOf(db: Db, userId: number) {
  const [row] = await db
    .select({ count: orderCounts.count })
    .from(orderCounts)
    .where(eq(orderCounts.userId, userId));
  return row?.count ?? 0;
}

/** An order's line as the order lists show it. */
export interface OrderLineRow {
  id: number;
  productId: number | null;
  productName: string;
  productImageUrl: string | null;
  quantity: number;
  /** numeric(12,2) as PostgreSQL writes it, e.g. "50.00", like every other numeric column. */
  unitPrice: string;
  totalPrice: string;
}

const line = alias(orderItems, 'line');

/**
 * An order's lines as a JSON array inside the order's own row, so a page of orders is one query
 * instead of two. PostgreSQL evaluates it only for the rows the page returns.
 */
export const linesOfOrder = sql<OrderLineRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${line.id},
      'productId', ${line.productId},
      'productName', ${line.productName},
      'productImageUrl', ${line.productImageUrl},
      'quantity', ${line.quantity},
      'unitPrice', ${line.unitPrice}::text,
      'totalPrice', ${line.totalPrice}::text
    ) order by ${line.id})
    from ${orderItems} as ${line}
    -- Qualified by hand: in a query of one table the builder writes its columns unqualified.
    where ${line.orderId} = ${orders}.${sql.identifier(orders.id.name)}
  ), '[]'::json)`;

/**
 * One page of a user's orders, newest first, with their lines and the user's order count (kept by a
 * trigger, `order_counts`) in every row: one round trip, served by the (user_id, created_at, id)
 * index without sorting.
 */
const orderPageOf = preparedPerDatabase((db) =>
  db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      totalAmount: orders.totalAmount,
      paymentMethod: orders.paymentMethod,
      items: linesOfOrder,
      totalCount: sql<number>`coalesce((select ${orderCounts.count} from ${orderCounts} where ${orderCounts.userId} = ${sql.placeholder('userId')}), 0)`,
    })
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('orders_page_of_user'),
);

export async function findOrderPage(db: Db, userId: number, limit: number, offset: number) {
  const rows = await orderPageOf(db).execute({ userId, limit, offset });
  const [first] = rows;
  // No row to carry the count: zero when the first page is empty, else a page past the end.
  const totalCount = first ? first.totalCount : offset === 0 ? 0 : await countOrdersOf(db, userId);
  return { rows, totalCount };
}

export async function findItemsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

/** The order's status changes, oldest first, with the role of whoever made each. */
export async function findHistoryOf(db: Db, orderId: number) {
  return db
    .select({
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      reason: orderStatusHistory.reason,
      createdAt: orderStatusHistory.createdAt,
      changedByRole: users.role,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
