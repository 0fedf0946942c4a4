import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoTime } from '../../db/order-shapes';
import { invoices } from '../../db/schema/documents';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders';
import { deskFilterWhere, type AdminOrderFilter } from './admin-orders.repository';

/**
 * Where a batch of the export ends: the last order's placing time, to the microsecond (a Date
 * keeps milliseconds, so the next batch would read an order again or skip one), and its id.
 */
export interface OrderExportAfter {
  at: string;
  id: number;
}

/** An order's placing time as exact text in UTC, read back by `afterOrder`. */
const exactTime = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/**
 * The next `limit` orders the desk's filter matches, in the order they were placed (then by id),
 * after `after`, each with all its lines (one row per line, by line id; an order without lines is
 * one row with the line's cells empty), the line's SKU as it was sold, the order's total, subtotal,
 * shipping and tax, the last change of its status, its invoice's number and its credit notes. A keyset on (created_at, id): the (status,) created_at indexes the desk
 * reads serve it, and a batch costs the same at the end of 100,000 orders as at the start.
 */
export function findOrderExportBatch(
  db: Db,
  filter: AdminOrderFilter,
  after: OrderExportAfter | undefined,
  limit: number,
) {
  const batch = db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      after: exactTime.as('after_at'),
      orderNumber: orders.orderNumber,
      status: orders.status,
      doctorName: orders.doctorName,
      doctorEmail: orders.doctorEmail,
      clinic: sql<string | null>`${orders.shippingAddress}->>'clinicName'`.as('clinic'),
      totalAmount: orders.totalAmount,
      subtotalAmount: orders.subtotalAmount,
      shippingAmount: orders.shippingAmount,
      taxAmount: orders.taxAmount,
      poNumber: orders.poNumber,
    })
    .from(orders)
    .where(
      and(
        deskFilterWhere(filter),
        after &&
          sql`(${orders.createdAt}, ${orders.id}) > ((${after.at})::timestamp at time zone 'UTC', ${after.id})`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit)
    .as('batch');

  return db
    .select({
      orderId: batch.id,
      after: batch.after,
      orderNumber: batch.orderNumber,
      orderDate: isoTime(batch.createdAt).mapWith(String),
      // Checkout writes an order's first entry (pending); a changed status adds one.
      statusChanged: isoTime(
        sql`coalesce((select max(${orderStatusHistory.createdAt}) from ${orderStatusHistory}
          where ${orderStatusHistory.orderId} = ${batch.id}), ${batch.createdAt})`,
      ).mapWith(String),
      status: batch.status,
      doctorName: batch.doctorName,
      doctorEmail: batch.doctorEmail,
      clinic: batch.clinic,
      // As the line was sold (checkout keeps it with the line), never the product's now.
      sku: orderItems.sku,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      lineTotal: orderItems.totalPrice,
      orderTotal: batch.totalAmount,
      subtotal: batch.subtotalAmount,
      shipping: batch.shippingAmount,
      tax: batch.taxAmount,
      invoiceNumber: invoices.numberText,
      poNumber: batch.poNumber,
      // Every credit note of the order (a cancellation's, each received return's), as issued, and
      // what they credit in all: a return's note its own total, a cancellation's the order's.
      creditNotes: sql<string | null>`(select string_agg(note.number_text, '; ' order by note.id)
        from ${invoices} as note where note.order_id = ${batch.id} and note.kind = 'credit_note')`,
      credited: sql<string | null>`(select round(sum(coalesce((note.amounts ->> 'totalAmount')::numeric,
        ${batch.totalAmount})), 2)::text
        from ${invoices} as note where note.order_id = ${batch.id} and note.kind = 'credit_note')`,
    })
    .from(batch)
    .leftJoin(orderItems, eq(orderItems.orderId, batch.id))
    .leftJoin(invoices, and(eq(invoices.orderId, batch.id), eq(invoices.kind, 'invoice')))
    .orderBy(asc(batch.createdAt), asc(batch.id), asc(orderItems.id));
}
export type OrderExportRow = Awaited<ReturnType<typeof findOrderExportBatch>>[number];
