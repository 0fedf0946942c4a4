import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { deskJsonFrom, historyJsonOf, newOrderRow } from '../../db/order-shapes';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders';
import { orderedProductsRemoval } from '../cart/cart.service';
import { preparedEmailQueueing, preparedEmailValues } from '../email/email.service';
import type { EmailMessage } from '../email/email.templates';

type NewOrder = typeof orders.$inferInsert;
type NewOrderItem = typeof orderItems.$inferInsert;

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
      .returning(),
  );
  const orderId = sql`(select ${newOrder.id} from ${newOrder})`;
  const column = (name: { name: string }) => sql.identifier(name.name);
  const newLines = db.$with('new_lines', { id: sql<number>`id` }).as(sql`
    insert into ${orderItems} (${column(orderItems.orderId)}, ${column(orderItems.productId)},
      ${column(orderItems.productName)}, ${column(orderItems.productImageUrl)}, ${column(orderItems.quantity)},
      ${column(orderItems.unitPrice)}, ${column(orderItems.totalPrice)})
    select ${orderId}, line.product_id, line.product_name, line.product_image_url, line.quantity,
      line.unit_price, line.total_price
      from jsonb_to_recordset(${p('lines')}::jsonb) as line(product_id int, product_name text,
        product_image_url text, quantity int, unit_price numeric, total_price numeric)
    returning *`);
  const history = db.$with('first_change').as(
    db
      .insert(orderStatusHistory)
      .values({
        orderId,
        fromStatus: null,
        toStatus: 'pending',
        changedBy: p('userId'),
        reason: null,
      })
      .returning(),
  );
  const emails = db.$with('queued_emails').as(preparedEmailQueueing(db, 'email', 2));
  const cart = db
    .$with('ordered_from_cart')
    .as(orderedProductsRemoval(db, { userId: 'userId', productIds: 'removeFromCart' }));
  // The answer: the new order written by the same field maps as every other view of it, from the
  // rows this statement wrote (the order's stored desk JSON is written at the statement's end).
  const o = newOrderRow;
  return db
    .with(newOrder, newLines, history, emails, cart)
    .select({
      id: sql<number>`answer.id`,
      json: sql<string>`answer.json`,
      history: sql<string>`answer.history`,
    })
    .from(
      sql`(select ${o.id} as id, ${deskJsonFrom(o, sql`${newLines}`)} as json,
        ${historyJsonOf(o.id, sql`${history}`)} as history from ${newOrder}) as answer`,
    )
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

export async function findOrderByIdempotencyKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, idempotencyHash: orders.idempotencyHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}
