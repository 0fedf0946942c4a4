import { CUSTOMER_CANCELLABLE, type OrderStatus } from '@shop/contract/order-status';
import { ORDERS_PAGE_SIZE, type OrderSummary } from '@shop/contract/orders';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { orderCounts, orderItems, orderStatusHistory, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { orderedProductsRemoval } from '../cart/cart.service';
import { preparedEmailQueueing, preparedEmailValues } from '../email/email.service';
import type { EmailMessage } from '../email/email.templates';
import { isoTime, joinLines, jsonObject, lines, orderJsonPage, preparedOffset } from './order-json';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The columns a new order is written with; the rest take their defaults (status `pending`). */
export type NewOrderValues = Pick<
  NewOrder,
  | 'orderNumber'
  | 'userId'
  | 'idempotencyKey'
  | 'idempotencyHash'
  | 'totalAmount'
  | 'doctorName'
  | 'doctorEmail'
  | 'doctorPhone'
  | 'institutionNumber'
  | 'shippingAddress'
  | 'billingAddress'
  | 'bankName'
  | 'bankAccountType'
  | 'bankAccountLast4'
  | 'bankSecret'
  | 'cardType'
  | 'cardLast4'
  | 'cardholderName'
  | 'cardExpiryMonth'
  | 'cardExpiryYear'
  | 'cardSecret'
  | 'paymentMethod'
  | 'notes'
>;

export type NewOrderLine = Pick<
  NewOrderItem,
  'productId' | 'productName' | 'productImageUrl' | 'quantity' | 'unitPrice' | 'totalPrice'
>;

/** A new order queues two e-mails: the doctor's receipt and the shop's notice. */
export type NewOrderEmails = readonly [EmailMessage, EmailMessage];

const p = sql.placeholder;

/**
 * A new order's one statement (docs/decisions/018), prepared once per database: the order, its
 * lines (a JSON array, so any number of lines fits one statement), its first history row, its two
 * queued e-mails and the ordered products leaving the cart, as data-modifying CTEs. One statement
 * is one transaction and one round trip, and PostgreSQL keeps its plan; the foreign keys are checked
 * at its end.
 */
const newOrderStatement = preparedPerDatabase((db) => {
  const newOrder = db.$with('new_order').as(
    db
      .insert(orders)
      .values({
        orderNumber: p('orderNumber'),
        userId: p('userId'),
        idempotencyKey: p('idempotencyKey'),
        idempotencyHash: p('idempotencyHash'),
        totalAmount: p('totalAmount'),
        doctorName: p('doctorName'),
        doctorEmail: p('doctorEmail'),
        doctorPhone: p('doctorPhone'),
        institutionNumber: p('institutionNumber'),
        shippingAddress: p('shippingAddress'),
        billingAddress: p('billingAddress'),
        bankName: p('bankName'),
        bankAccountType: p('bankAccountType'),
        bankAccountLast4: p('bankAccountLast4'),
        bankSecret: p('bankSecret'),
        cardType: p('cardType'),
        cardLast4: p('cardLast4'),
        cardholderName: p('cardholderName'),
        cardExpiryMonth: p('cardExpiryMonth'),
        cardExpiryYear: p('cardExpiryYear'),
        cardSecret: p('cardSecret'),
        paymentMethod: p('paymentMethod'),
        notes: p('notes'),
      })
      .returning({ id: orders.id, createdAt: orders.createdAt, updatedAt: orders.updatedAt }),
  );
  const orderId = sql`(select ${newOrder.id} from ${newOrder})`;
  const column = (name: { name: string }) => sql.identifier(name.name);
  const newLines = db.$with('new_lines', { id: sql<number>`id`, productId: sql<number>`product_id` }).as(sql`
    insert into ${orderItems} (${column(orderItems.orderId)}, ${column(orderItems.productId)},
      ${column(orderItems.productName)}, ${column(orderItems.productImageUrl)}, ${column(orderItems.quantity)},
      ${column(orderItems.unitPrice)}, ${column(orderItems.totalPrice)})
    select ${orderId}, line.product_id, line.product_name, line.product_image_url, line.quantity,
      line.unit_price, line.total_price
      from jsonb_to_recordset(${p('lines')}::jsonb) as line(product_id int, product_name text,
        product_image_url text, quantity int, unit_price numeric, total_price numeric)
    returning ${column(orderItems.id)} as id, ${column(orderItems.productId)} as product_id`);
  const history = db.$with('first_change').as(
    db.insert(orderStatusHistory).values({
      orderId,
      fromStatus: null,
      toStatus: 'pending',
      changedBy: p('userId'),
      reason: null,
    }),
  );
  const emails = db.$with('queued_emails').as(preparedEmailQueueing(db, 'email', 2));
  const cart = db
    .$with('ordered_from_cart')
    .as(orderedProductsRemoval(db, { userId: 'userId', productIds: 'removeFromCart' }));
  return db
    .with(newOrder, newLines, history, emails, cart)
    .select({
      id: newOrder.id,
      createdAt: newOrder.createdAt,
      updatedAt: newOrder.updatedAt,
      lines: sql<{ id: number; productId: number }[]>`(select json_agg(json_build_object(
        'id', id, 'productId', product_id)) from ${newLines})`,
    })
    .from(newOrder)
    .prepare('insert_new_order');
});

/**
 * Writes a new order with its lines, its first history row (`pending`, by the ordering user), its two
 * e-mails, and, unless `removeFromCart` is empty, those products' lines leaving the user's cart, all
 * in one statement. A second order with the same idempotency key fails on
 * `orders_user_idempotency_key` (a concurrent one waits for the first to commit, then fails), and
 * nothing of it is written.
 */
export async function insertNewOrder(
  db: Db,
  order: NewOrderValues & { userId: number },
  lines: readonly NewOrderLine[],
  emails: NewOrderEmails,
  removeFromCart: readonly number[],
) {
  const [row] = await newOrderStatement(db).execute({
    ...order,
    lines: JSON.stringify(
      lines.map((line) => ({
        product_id: line.productId,
        product_name: line.productName,
        product_image_url: line.productImageUrl,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        total_price: line.totalPrice,
      })),
    ),
    ...preparedEmailValues('email', emails),
    removeFromCart,
  });
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

/** An order as its owner's list shows it (OrderSummary), written as JSON by PostgreSQL. */
const summaryFields: Record<keyof OrderSummary, SQL> = {
  id: sql`${orders.id}`,
  orderNumber: sql`${orders.orderNumber}`,
  createdAt: isoTime(orders.createdAt),
  status: sql`${orders.status}`,
  totalAmount: sql`${orders.totalAmount}::text`,
  itemCount: sql`coalesce(${lines}.item_count, 0)`,
  paymentMethod: sql`${orders.paymentMethod}`,
  items: sql`coalesce(${lines}.items, '[]'::json)`,
  canCancel: sql`${orders.status} in (${sql.join(
    CUSTOMER_CANCELLABLE.map((status) => sql.raw(`'${status}'::order_status`)),
    sql`, `,
  )})`,
};

/**
 * One page of a user's orders, newest first, each as JSON text with its lines, every row carrying
 * the user's order count (kept by a trigger, `order_counts`): one round trip, the page chosen from
 * the (user_id, created_at, id) index. PostgreSQL writes the JSON, which the route sends as it is
 * (docs/decisions/020). The page size is written into the statement (see preparedOffset).
 */
const orderPageOf = preparedPerDatabase((db) =>
  orderJsonPage(db, {
    json: sql`${jsonObject(summaryFields)}::text`,
    joins: joinLines,
    where: sql`${orders.userId} = ${p('userId')}`,
    oldestFirst: false,
    limit: sql.raw(String(ORDERS_PAGE_SIZE)),
    offset: preparedOffset,
    totalCount: sql<number>`coalesce((select ${orderCounts.count} from ${orderCounts} where ${orderCounts.userId} = ${p('userId')}), 0)`,
  }).prepare('orders_page_of_user'),
);

/** A page of the user's orders as a JSON array text, and how many orders the user has in all. */
export async function findOrderPage(db: Db, userId: number, offset: number) {
  const rows = await orderPageOf(db).execute({ userId, offset });
  const [first] = rows;
  // No row to carry the count: zero when the first page is empty, else a page past the end.
  const totalCount = first ? first.totalCount : offset === 0 ? 0 : await countOrdersOf(db, userId);
  return { orders: `[${rows.map((row) => row.json).join(',')}]`, totalCount };
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
