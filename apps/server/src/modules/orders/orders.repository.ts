import type { OrderStatus } from '@shop/contract/order-status';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * Inserts an order unless this user already made one with this idempotency key; then the result is
 * undefined. A concurrent insert with the same key waits for the other transaction and then yields,
 * so at most one order per key ever exists.
 */
export async function insertOrderOnce(db: Db, values: NewOrder) {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning({ id: orders.id, createdAt: orders.createdAt, updatedAt: orders.updatedAt });
  return row;
}

/** Inserts the lines; their ids come back in the order given. */
export async function insertOrderItems(db: Db, items: NewOrderItem[]) {
  const rows = await db.insert(orderItems).values(items).returning({ id: orderItems.id });
  return rows.map((row) => row.id);
}

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
  await db.insert(orderStatusHistory).values(change);
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
    })
    .from(orders)
    .where(ownerId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, ownerId)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Moves a locked order to `status`. Leaving `pending` destroys the card number and CVC (the card
 * keeps type, last 4, cardholder and expiry): docs/decisions/014-card-and-bank-data.md.
 */
export async function updateOrderStatus(
  db: Db,
  id: number,
  status: OrderStatus,
  extra: { declineReason?: string } = {},
) {
  await db
    .update(orders)
    .set({
      status,
      ...(status === 'pending' ? {} : { cardSecret: null }),
      ...(extra.declineReason === undefined ? {} : { declineReason: extra.declineReason }),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, id));
}

export async function countOrdersOf(db: Db, userId: number) {
  const [row] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.total ?? 0;
}

/** One page of a user's orders, newest first (served by the (user_id, created_at) index). */
export async function findOrdersOf(db: Db, userId: number, limit: number, offset: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      totalAmount: orders.totalAmount,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
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
