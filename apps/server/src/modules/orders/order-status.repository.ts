import type { OrderStatus } from '@shop/contract/order-status';
import { and, asc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { seenBy, type OrderViewer } from '../../db/order-scope';
import { historyJsonOf } from '../../db/order-shapes';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

/**
 * Locks the order's row for a change of it (its status, a return asked of it: issue 42); concurrent
 * changes queue behind the lock. With a `viewer`, only an order they see (another practice's is not
 * found).
 */
export async function lockOrder(db: Db, id: number, viewer?: OrderViewer) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      orderNumber: orders.orderNumber,
      doctorName: orders.doctorName,
      doctorEmail: orders.doctorEmail,
      shippedOn: orders.shippedOn,
      deliveredOn: orders.deliveredOn,
      practiceId: orders.practiceId,
      /** Where the shop writes to the doctor: the account's address (the order's copy if it is gone). */
      accountEmail: sql<string>`coalesce(${users.email}, ${orders.doctorEmail})`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(viewer === undefined ? eq(orders.id, id) : and(eq(orders.id, id), seenBy(viewer)))
    .limit(1)
    .for('update', { of: orders });
  return row;
}

export interface StatusUpdate {
  status: OrderStatus;
  declineReason?: string;
  shipment?: { carrier: string | null; trackingNumber: string | null };
  /** The shop's calendar day of a shipment. */
  shippedOn?: string;
  /** A delivery's day, and whether the delivery job assumed it. */
  delivery?: { on: string; assumed: boolean };
  /**
   * Destroy the sealed card and bank numbers (the masked fields stay), and the submission's keyed
   * digest, which covered them (docs/decisions/013 and 014).
   */
  destroyPaymentSecrets: boolean;
}

/** The order as its update returns it, in the statement of updateOrderStatus. */
const CHANGED = 'changed_order';
const changedOrder = alias(orders, CHANGED);

/**
 * Writes a locked order's new status and what comes with it; the rules are the caller's. Answers
 * with the order as now stored, in the same statement: its desk JSON, which the row's trigger writes
 * on every update (order_desk_json, from db/order-shapes.ts), and its history with every change this
 * transaction has recorded so far.
 */
export async function updateOrderStatus(db: Db, id: number, update: StatusUpdate) {
  const changed = db.$with(CHANGED).as(
    db
      .update(orders)
      .set({
        status: update.status,
        ...(update.destroyPaymentSecrets
          ? { cardSecret: null, bankSecret: null, idempotencyHash: null }
          : {}),
        ...(update.declineReason === undefined ? {} : { declineReason: update.declineReason }),
        ...(update.shipment === undefined
          ? {}
          : { shippingCarrier: update.shipment.carrier, trackingNumber: update.shipment.trackingNumber }),
        ...(update.shippedOn === undefined ? {} : { shippedOn: update.shippedOn }),
        ...(update.delivery === undefined
          ? {}
          : { deliveredOn: update.delivery.on, deliveryAssumed: update.delivery.assumed }),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, id))
      .returning({ id: orders.id, deskJson: orders.deskJson }),
  );
  // Read through a subquery, where every column is written with its table (see orders.repository.ts).
  const [row] = await db
    .with(changed)
    .select({ json: sql<string>`changed.json`, history: sql<string>`changed.history` })
    .from(
      sql`(select ${changedOrder.deskJson} as json, ${historyJsonOf(changedOrder.id)} as history
        from ${changed}) as changed`,
    );
  if (!row) throw new Error(`order ${id} was locked but not updated`);
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

/**
 * Orders still shipped that left on `shippedBy` or before, by id after `after`, `limit` of them: the
 * delivery job's next batch (the partial index orders_shipped_on_idx holds exactly these orders).
 */
export function findShippedBefore(db: Db, shippedBy: string, after: number, limit: number) {
  return db
    .select({ id: orders.id, shippedOn: sql<string>`${orders.shippedOn}::text` })
    .from(orders)
    .where(and(eq(orders.status, 'shipped'), lte(orders.shippedOn, shippedBy), gt(orders.id, after)))
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** Whether the order holds a line of a product kept at 2–8 °C when ordered. */
export async function holdsColdChain(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.coldChain, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * Gives every order shipped or delivered without its days (shipped before the shop kept them, or
 * by a process of the release before, during a rolling deploy) the days its history recorded, in
 * the shop's calendar (`timeZone`), else the day of its last change; a delivery never before the
 * shipment. Run at every start (startup/prepare-database.ts): it finds nothing once done.
 */
export async function fillShipmentDays(db: Db, timeZone: string) {
  const day = (moment: SQL) => sql`(${moment} at time zone ${timeZone})::date`;
  const firstChange = (to: 'shipped' | 'delivered') =>
    sql`(select min(${orderStatusHistory.createdAt}) from ${orderStatusHistory}
      where ${orderStatusHistory.orderId} = ${orders.id} and ${orderStatusHistory.toStatus} = ${to})`;
  const shippedOn = day(sql`coalesce(${firstChange('shipped')}, ${orders.updatedAt})`);
  const deliveredOn = day(sql`coalesce(${firstChange('delivered')}, ${orders.updatedAt})`);
  await db
    .update(orders)
    .set({
      shippedOn: sql`${shippedOn}`,
      deliveredOn: sql`case when ${orders.status} = 'delivered' then greatest(${deliveredOn}, ${shippedOn}) end`,
    })
    // Written as the partial index orders_undated_shipments_idx states it, so the look uses it.
    .where(and(sql`${orders.status} in ('shipped', 'delivered')`, isNull(orders.shippedOn)));
}
