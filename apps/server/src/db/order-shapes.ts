import type { AdminOrder } from '@shop/contract/admin-order-schemas';
import type { DocumentKind } from '@shop/contract/documents';
import { CUSTOMER_CANCELLABLE, ORDER_TRANSITIONS } from '@shop/contract/order-status';
import type { OrderItem, OrderStatusChange, OrderSummary } from '@shop/contract/order-schemas';
import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { invoices } from './schema/documents';
import { orderItems, orderStatusHistory, orders } from './schema/orders';
import { stockLots, stockMovements } from './schema/stock';
import { practices } from './schema/practices';
import { users } from './schema/users';

/**
 * The JSON shapes of an order, each written once, as a map from the contract's keys to SQL
 * (docs/decisions/026). PostgreSQL writes the JSON from these maps wherever an order is shown: the
 * stored desk JSON (`order_desk_json`, a schema object generated from `deskFields`), the doctor's
 * order page, an order's history. A key missing from a map, or one the contract does not have, is a
 * type error, so a field added to the contract is added here and nowhere else.
 */

/** The order row `o`, the desk function's argument (a PL/pgSQL row variable). */
export const orderRow = alias(orders, 'o');

/** A new order's row before the checkout statement writes it (its `draft` step). */
export const draftOrderRow = alias(orders, 'draft');

/** The `orders` table in a query, the desk function's row, or a new order's draft. */
export type OrdersRef = typeof orders | typeof orderRow | typeof draftOrderRow;

/** A time as Date.prototype.toISOString writes it (UTC, milliseconds), which the JSON carries. */
export const isoTime = (column: AnyPgColumn | SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A time column as PostgreSQL's JSON writes it (ISO 8601, with the session's UTC offset and the
 * stored fraction of a second), as text; null where the column is.
 */
export const jsonTime = <Column extends AnyPgColumn>(column: Column) =>
  sql<Column['_']['notNull'] extends true ? string : string | null>`to_json(${column})#>>'{}'`;

/** `select a as "key", …`: row_to_json and json_agg of such a row write exactly these keys. */
export const namedFields = (fields: Record<string, SQL>) =>
  sql.join(
    Object.entries(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );

/** These fields as one JSON object (row_to_json of a row: cheaper than json_build_object). */
export const jsonObject = (fields: Record<string, SQL>) =>
  sql`(select row_to_json(fields_row) from (select ${namedFields(fields)}) as fields_row)`;

/** These fields as one JSON object when `present` holds, else null. */
const jsonObjectIf = (present: SQL, fields: Record<string, SQL>) =>
  sql`case when ${present} then ${jsonObject(fields)} end`;

const line = alias(orderItems, 'line');
const lineRow = sql.identifier('line_row');
const shipped = alias(stockMovements, 'shipped');
const shippedLot = alias(stockLots, 'shipped_lot');

/**
 * The lots a line shipped from (ShippedLot[]), soonest expiry first: the shipment's ledger rows for
 * the line (kind 'ship', one per lot; their quantities are negative, units out). Empty before
 * shipping and for a product without lots. A shipment writes these rows before the order's update
 * (order-status.service.ts), so the desk JSON that update stores already lists them.
 */
const shippedLotsOf = sql`(select coalesce(json_agg(json_build_object('lotNumber', ${shippedLot.lotNumber},
      'expiryDate', ${shippedLot.expiryDate}::text, 'quantity', -${shipped.quantity})
      order by ${shippedLot.expiryDate}, ${shippedLot.lotNumber}), '[]'::json)
    from ${stockMovements} as ${shipped}
    join ${stockLots} as ${shippedLot} on ${shippedLot.id} = ${shipped.lotId}
    where ${shipped.orderItemId} = ${line.id} and ${shipped.kind} = 'ship')`;

/** The statuses of an order that has shipped: only its lines have lots to read. */
const SHIPPED_STATUSES = ['shipped', ...ORDER_TRANSITIONS.shipped] as const;

/**
 * An order's line (OrderItem): money and the tier's percent as PostgreSQL writes numeric, e.g.
 * "50.00", and the SKU and tier checkout kept with it (never the product's now). `shipped`
 * says whether the line's order has shipped: before that its lots are none without a look at the
 * ledger (every checkout writes its new lines' JSON).
 */
const lineFieldsOf = (shipped: SQL): Record<keyof OrderItem, SQL> => ({
  id: sql`${line.id}`,
  productId: sql`${line.productId}`,
  productName: sql`${line.productName}`,
  productImageUrl: sql`${line.productImageUrl}`,
  quantity: sql`${line.quantity}`,
  unitPrice: sql`${line.unitPrice}::text`,
  totalPrice: sql`${line.totalPrice}::text`,
  sku: sql`${line.sku}`,
  tierDiscountPercent: sql`${line.tierDiscountPercent}::text`,
  lots: sql`case when ${shipped} then ${shippedLotsOf} else '[]'::json end`,
  taxClass: sql`${line.taxClass}`,
  taxAmount: sql`${line.taxAmount}::text`,
  coldChain: sql`${line.coldChain}`,
});

/** The name under which `linesOf` offers an order's lines (`items`) and their quantities' sum (`item_count`). */
export const lines = sql.identifier('lines');

/**
 * An order's lines as one row: `items`, a JSON array of OrderItem by id, and `item_count`. Named
 * `lines`; joined laterally to a page of orders, or the source of one order's row. `from` holds the
 * line rows: `order_items`, or the lines a statement has just written (their RETURNING). The
 * order's id is qualified by hand: in a query of one table the builder writes its columns unqualified.
 */
export function linesOf(order: OrdersRef, from: SQL = sql`${orderItems}`) {
  const orderId = sql`${order}.${sql.identifier(orders.id.name)}`;
  const shipped = sql`${order}.${sql.identifier(orders.status.name)} in (${sql.join(
    SHIPPED_STATUSES.map((status) => sql.raw(`'${status}'::order_status`)),
    sql`, `,
  )})`;
  return sql`(select json_agg(row_to_json(${lineRow}) order by ${lineRow}.id) as items,
      sum(${lineRow}.quantity)::int as item_count
    from (select ${namedFields(lineFieldsOf(shipped))} from ${from} as ${line}
      where ${line.orderId} = ${orderId}) as ${lineRow}) as ${lines}`;
}

type OrderCore = Omit<OrderSummary, 'canCancel'>;

const document = alias(invoices, 'document');

/**
 * The printed number of the order's document of that kind, or null (docs/decisions/041): its invoice,
 * or the credit note that cancelled it (a return's notes are the return's, issue 42). A status change
 * issues it before the order's update, so the desk JSON that update stores carries it.
 */
const documentNumberOf = (o: OrdersRef, kind: DocumentKind) =>
  sql`(select ${document.numberText} from ${invoices} as ${document}
    where ${document.orderId} = ${o}.${sql.identifier(orders.id.name)} and ${document.kind} = ${sql.raw(`'${kind}'`)}
      and ${document.returnId} is null)`;

const tax = sql.identifier('tax');

const person = alias(users, 'person');
const itsPractice = alias(practices, 'its_practice');

/** A column of the order `o` by name, qualified by `o` (a table, the desk function's row, a draft). */
const columnOf = (o: OrdersRef, column: AnyPgColumn) => sql`${o}.${sql.identifier(column.name)}`;

/** The name of the account in the order's `column` (who placed it, who signed it off), or null. */
const nameOf = (o: OrdersRef, column: AnyPgColumn) =>
  sql`(select ${person.fullName} from ${users} as ${person} where ${person.id} = ${columnOf(o, column)})`;

/**
 * An order's taxes as every view shows them (OrderTax[]: name, rate, amount), in the order checkout
 * kept them; what else orders.taxes keeps is the tax report's.
 */
const taxesOf = (o: OrdersRef) =>
  sql`(select coalesce(json_agg(json_build_object('name', ${tax}.value ->> 'name', 'rate', ${tax}.value ->> 'rate',
        'amount', ${tax}.value ->> 'amount') order by ${tax}.ordinality), '[]'::json)
    from jsonb_array_elements(${o.taxes}) with ordinality as ${tax})`;

/** What every view of an order carries, from an order row and its `lines`. */
function coreFields(o: OrdersRef): Record<keyof OrderCore, SQL> {
  return {
    id: sql`${o.id}`,
    orderNumber: sql`${o.orderNumber}`,
    createdAt: isoTime(o.createdAt),
    status: sql`${o.status}`,
    totalAmount: sql`${o.totalAmount}::text`,
    subtotalAmount: sql`${o.subtotalAmount}::text`,
    shippingAmount: sql`${o.shippingAmount}::text`,
    taxAmount: sql`${o.taxAmount}::text`,
    taxes: taxesOf(o),
    taxExemptionNumber: sql`${o.taxExemptionNumber}`,
    itemCount: sql`coalesce(${lines}.item_count, 0)`,
    paymentMethod: sql`${o.paymentMethod}`,
    items: sql`coalesce(${lines}.items, '[]'::json)`,
    invoiceNumber: documentNumberOf(o, 'invoice'),
    creditNoteNumber: documentNumberOf(o, 'credit_note'),
    shippedOn: sql`${o.shippedOn}::text`,
    deliveredOn: sql`${o.deliveredOn}::text`,
    deliveryAssumed: sql`${o.deliveryAssumed}`,
  };
}

/** An order in its owner's list (OrderSummary). */
export function summaryFields(o: OrdersRef): Record<keyof OrderSummary, SQL> {
  return {
    ...coreFields(o),
    canCancel: sql`${o.status} in (${sql.join(
      CUSTOMER_CANCELLABLE.map((status) => sql.raw(`'${status}'::order_status`)),
      sql`, `,
    )})`,
  };
}

/**
 * An order as the desk lists it (AdminOrder), which is also everything its owner may see of it:
 * the card and bank masked (their full numbers null: the sealed secrets are never read here), the
 * shipment once carrier or tracking number is known (docs/decisions/014).
 */
export function deskFields(o: OrdersRef): Record<keyof AdminOrder, SQL> {
  return {
    ...coreFields(o),
    updatedAt: isoTime(o.updatedAt),
    doctorName: sql`${o.doctorName}`,
    doctorEmail: sql`${o.doctorEmail}`,
    doctorPhone: sql`${o.doctorPhone}`,
    institutionNumber: sql`${o.institutionNumber}`,
    shippingAddress: sql`${o.shippingAddress}`,
    billingAddress: sql`${o.billingAddress}`,
    cardInfo: jsonObjectIf(sql`${o.cardLast4} <> '' and ${o.cardType} <> ''`, {
      cardType: sql`${o.cardType}`,
      last4: sql`${o.cardLast4}`,
      cardholderName: sql`coalesce(${o.cardholderName}, '')`,
      expiryMonth: sql`coalesce(${o.cardExpiryMonth}, '')`,
      expiryYear: sql`coalesce(${o.cardExpiryYear}, '')`,
      cardNumber: sql`null::text`,
      cvv: sql`null::text`,
    }),
    doctorBankingInfo: jsonObjectIf(
      sql`${o.bankName} <> '' and ${o.bankAccountType} in ('checking', 'savings')`,
      {
        bankName: sql`${o.bankName}`,
        accountType: sql`${o.bankAccountType}`,
        accountLast4: sql`coalesce(${o.bankAccountLast4}, '')`,
        accountNumber: sql`null::text`,
        routingNumber: sql`null::text`,
      },
    ),
    notes: sql`${o.notes}`,
    poNumber: sql`${o.poNumber}`,
    practiceName: sql`(select ${itsPractice.name} from ${practices} as ${itsPractice}
      where ${itsPractice.id} = ${columnOf(o, orders.practiceId)})`,
    placedBy: nameOf(o, orders.userId),
    signedOffBy: nameOf(o, orders.signedOffBy),
    declineReason: sql`${o.declineReason}`,
    shipment: jsonObjectIf(sql`${o.shippingCarrier} is not null or ${o.trackingNumber} is not null`, {
      carrier: sql`${o.shippingCarrier}`,
      trackingNumber: sql`${o.trackingNumber}`,
    }),
  };
}

/**
 * One order's desk JSON, written from `order` (a row in scope) and its lines in `lines` (see
 * linesOf): the body of `order_desk_json`, and the answer of the checkout statement.
 */
export function deskJsonFrom(order: OrdersRef, lines?: SQL) {
  return sql<string>`(select row_to_json(d)::text
    from (select ${namedFields(deskFields(order))} from ${linesOf(order, lines)}) as d)`;
}

/** An order's desk JSON as stored, or written now for an order that has none (one without lines). */
export const deskJsonOf = (o: OrdersRef) => sql<string>`coalesce(${o.deskJson}, order_desk_json(${o}))`;

const change = alias(orderStatusHistory, 'change');
const changer = alias(users, 'changer');

/** A status change (OrderStatusChange) with the role of whoever made it. */
const historyFields: Record<keyof OrderStatusChange, SQL> = {
  status: sql`${change.toStatus}`,
  fromStatus: sql`${change.fromStatus}`,
  at: isoTime(change.createdAt),
  reason: sql`${change.reason}`,
  by: sql`${changer.role}`,
};

/**
 * An order's status changes, oldest first, as a JSON array text. `from` holds the changes:
 * `order_status_history`, or the change a statement has just written (its RETURNING).
 */
export function historyJsonOf(orderId: SQL | AnyPgColumn, from: SQL = sql`${orderStatusHistory}`) {
  const pairs = Object.entries(historyFields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql<string>`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})
        order by ${change.createdAt}, ${change.id}), '[]'::json)::text
      from ${from} as ${change}
      left join ${users} as ${changer} on ${changer.id} = ${change.changedBy}
      where ${change.orderId} = ${orderId})`;
}
