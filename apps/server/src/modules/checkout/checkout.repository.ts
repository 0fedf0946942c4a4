import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { deskJsonFrom, draftOrderRow, historyJsonOf } from '../../db/order-shapes';
import { products } from '../../db/schema/catalog';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders';
import { orderedProductsRemoval } from '../cart/cart.service';
import { preparedEmailQueueing, preparedEmailValues } from '../email/email.service';
import type { EmailMessage } from '../email/email.layout';

type NewOrder = typeof orders.$inferInsert;
type NewOrderItem = typeof orderItems.$inferInsert;

/** The columns a new order is written with; the rest take their defaults (status `pending`). */
export type NewOrderValues = Pick<
  NewOrder,
  | 'orderNumber'
  | 'userId'
  | 'practiceId'
  | 'signedOffBy'
  | 'idempotencyKey'
  | 'idempotencyHash'
  | 'totalAmount'
  | 'subtotalAmount'
  | 'shippingAmount'
  | 'taxAmount'
  | 'taxes'
  | 'taxExemptionNumber'
  | 'shipToRegion'
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
  | 'accountNetDays'
  | 'notes'
  | 'poNumber'
>;

export type NewOrderLine = Pick<
  NewOrderItem,
  | 'productId'
  | 'productName'
  | 'productImageUrl'
  | 'quantity'
  | 'unitPrice'
  | 'totalPrice'
  | 'sku'
  | 'tierDiscountPercent'
  | 'taxClass'
  | 'taxAmount'
  | 'coldChain'
  | 'prescriptionOnly'
>;

/** A new order queues two e-mails: the doctor's receipt and the shop's notice. */
export type NewOrderEmails = readonly [EmailMessage, EmailMessage];

const p = sql.placeholder;

/** The columns the checkout writes, from NewOrderValues: each a placeholder of the same name. */
const valueColumns = {
  orderNumber: orders.orderNumber,
  userId: orders.userId,
  practiceId: orders.practiceId,
  signedOffBy: orders.signedOffBy,
  idempotencyKey: orders.idempotencyKey,
  idempotencyHash: orders.idempotencyHash,
  totalAmount: orders.totalAmount,
  subtotalAmount: orders.subtotalAmount,
  shippingAmount: orders.shippingAmount,
  taxAmount: orders.taxAmount,
  taxes: orders.taxes,
  taxExemptionNumber: orders.taxExemptionNumber,
  shipToRegion: orders.shipToRegion,
  doctorName: orders.doctorName,
  doctorEmail: orders.doctorEmail,
  doctorPhone: orders.doctorPhone,
  institutionNumber: orders.institutionNumber,
  shippingAddress: orders.shippingAddress,
  billingAddress: orders.billingAddress,
  bankName: orders.bankName,
  bankAccountType: orders.bankAccountType,
  bankAccountLast4: orders.bankAccountLast4,
  bankSecret: orders.bankSecret,
  cardType: orders.cardType,
  cardLast4: orders.cardLast4,
  cardholderName: orders.cardholderName,
  cardExpiryMonth: orders.cardExpiryMonth,
  cardExpiryYear: orders.cardExpiryYear,
  cardSecret: orders.cardSecret,
  paymentMethod: orders.paymentMethod,
  accountNetDays: orders.accountNetDays,
  notes: orders.notes,
  poNumber: orders.poNumber,
} satisfies { [K in keyof NewOrderValues]-?: PgColumn };

const name = (column: PgColumn) => sql.identifier(column.name);
const typed = (value: SQL | Placeholder, column: PgColumn) => sql`${value}::${sql.raw(column.getSQLType())}`;
const nextId = (table: string) => sql`nextval(pg_get_serial_sequence(${sql.raw(`'${table}'`)}, 'id'))::int`;
/** What a CTE written in SQL offers the builder: these CTEs are read by name in SQL only. */
const idColumn = { id: sql<number>`id` };
const names = (columns: PgColumn[]) => sql.join(columns.map(name), sql`, `);

/**
 * A new order's one statement (docs/decisions/018), prepared once per database: the order, its
 * lines (a JSON array, so any number of lines fits one statement), its first history row, its two
 * queued e-mails and the ordered products leaving the cart, as data-modifying CTEs. One statement is
 * one transaction and one round trip, and PostgreSQL keeps its plan; the foreign keys are checked at
 * its end.
 *
 * A line of a product that tracks its stock is written `stock_reserved`, and the order's deferred
 * trigger `orders_reserve_stock` (db/objects/stock.sql) reserves those units at the commit: of
 * concurrent orders of one product the stock row's lock queues them for that moment only, and one
 * that would reserve more than is on hand fails the `product_stock_reserved_within_on_hand` check,
 * so nothing of it is written.
 *
 * The order's and its lines' ids are drawn first, so the order's desk JSON is written from the
 * draft row and lines by the same field map as every other view of it (db/order-shapes.ts) and
 * stored with the order's row: the lines' trigger finds it complete and leaves the row alone, so a
 * new order is written once, not inserted and then updated (docs/decisions/026).
 */
const newOrderStatement = preparedPerDatabase((db) => {
  const supplied = Object.values(valueColumns);
  const draft = db.$with('draft', idColumn).as(sql`select ${nextId('orders')} as ${name(orders.id)},
      ${sql.join(
        Object.entries(valueColumns).map(([key, column]) => sql`${typed(p(key), column)} as ${name(column)}`),
        sql`, `,
      )},
      'pending'::order_status as ${name(orders.status)},
      null::text as ${name(orders.declineReason)}, null::text as ${name(orders.shippingCarrier)},
      null::text as ${name(orders.trackingNumber)}, null::date as ${name(orders.shippedOn)},
      null::date as ${name(orders.deliveredOn)}, false as ${name(orders.deliveryAssumed)},
      now() as ${name(orders.createdAt)}, now() as ${name(orders.updatedAt)}`);
  const lineColumns = [
    orderItems.productId,
    orderItems.productName,
    orderItems.productImageUrl,
    orderItems.quantity,
    orderItems.unitPrice,
    orderItems.totalPrice,
    orderItems.sku,
    orderItems.tierDiscountPercent,
    orderItems.taxClass,
    orderItems.taxAmount,
    orderItems.coldChain,
    orderItems.prescriptionOnly,
  ];
  const draftLines = db.$with('draft_lines', idColumn)
    .as(sql`select ${nextId('order_items')} as ${name(orderItems.id)},
      (select ${name(orders.id)} from draft) as ${name(orderItems.orderId)},
      ${sql.join(
        lineColumns.map((column) => sql`${typed(sql`line.${name(column)}`, column)} as ${name(column)}`),
        sql`, `,
      )}
    from jsonb_to_recordset(${p('lines')}::jsonb) as line(${sql.join(
      lineColumns.map((column) => sql`${name(column)} ${sql.raw(column.getSQLType())}`),
      sql`, `,
    )})`);
  const newOrder = db.$with('new_order', idColumn).as(sql`insert into ${orders}
      (${name(orders.id)}, ${names(supplied)}, ${name(orders.deskJson)}) overriding system value
    select ${name(orders.id)}, ${names(supplied)}, ${deskJsonFrom(draftOrderRow, sql`draft_lines`)}
      from draft
    returning ${name(orders.id)}, ${name(orders.deskJson)}`);
  const newLines = db.$with('new_lines', idColumn).as(sql`insert into ${orderItems}
      (${name(orderItems.id)}, ${name(orderItems.orderId)}, ${names(lineColumns)}, ${name(orderItems.stockReserved)})
      overriding system value
    select ${name(orderItems.id)}, ${name(orderItems.orderId)}, ${names(lineColumns)},
      coalesce((select ${name(products.trackInventory)} from ${products}
        where ${name(products.id)} = line.${name(orderItems.productId)}), false)
    from draft_lines as line`);
  const orderId = sql`(select ${name(orders.id)} from draft)`;
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
  // The answer: the new order's desk JSON as stored, and its first history row.
  return db
    .with(draft, draftLines, newOrder, newLines, history, emails, cart)
    .select({
      id: sql<number>`new_order.id`,
      json: sql<string>`new_order.desk_json`,
      history: sql<string>`${historyJsonOf(sql`new_order.id`, sql`${history}`)}`,
    })
    .from(sql`new_order`)
    .prepare('insert_new_order');
});

/** The order's values as the driver sends them (a JSON column's object as its text); null stays null. */
function driverValues(order: NewOrderValues) {
  return Object.fromEntries(
    Object.entries(valueColumns).map(([key, column]) => {
      const value = order[key as keyof NewOrderValues];
      return [key, value === null || value === undefined ? null : column.mapToDriverValue(value)];
    }),
  );
}

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
    ...driverValues(order),
    lines: JSON.stringify(
      lines.map((line) => ({
        product_id: line.productId,
        product_name: line.productName,
        product_image_url: line.productImageUrl,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        total_price: line.totalPrice,
        sku: line.sku,
        tier_discount_percent: line.tierDiscountPercent,
        tax_class: line.taxClass,
        tax_amount: line.taxAmount,
        cold_chain: line.coldChain,
        prescription_only: line.prescriptionOnly,
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
