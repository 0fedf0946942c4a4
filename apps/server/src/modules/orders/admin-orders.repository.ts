import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/order-status';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderSearchText, orderStatusCounts, orders } from '../../db/schema/orders';
import { linesOfOrder } from './orders.repository';

/** Everything an admin list shows of an order: never a sealed secret. */
const listColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  status: orders.status,
  totalAmount: orders.totalAmount,
  paymentMethod: orders.paymentMethod,
  doctorName: orders.doctorName,
  doctorEmail: orders.doctorEmail,
  doctorPhone: orders.doctorPhone,
  institutionNumber: orders.institutionNumber,
  shippingAddress: orders.shippingAddress,
  billingAddress: orders.billingAddress,
  bankName: orders.bankName,
  bankAccountType: orders.bankAccountType,
  bankAccountLast4: orders.bankAccountLast4,
  cardType: orders.cardType,
  cardLast4: orders.cardLast4,
  cardholderName: orders.cardholderName,
  cardExpiryMonth: orders.cardExpiryMonth,
  cardExpiryYear: orders.cardExpiryYear,
  notes: orders.notes,
  declineReason: orders.declineReason,
  shippingCarrier: orders.shippingCarrier,
  trackingNumber: orders.trackingNumber,
  items: linesOfOrder,
};

export type AdminOrderRow = Awaited<ReturnType<typeof findAdminOrders>>[number];

/** The term for a LIKE pattern, with the admin's own backslash, % and _ taken literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AdminOrderFilter {
  status?: OrderStatus;
  /** Any part of the order number, the doctor's name or e-mail, any case. */
  search?: string;
}

function whereOf(filter: AdminOrderFilter): SQL | undefined {
  return and(
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.search
      ? sql`${orderSearchText(orders)} like ${`%${escapeLike(filter.search.toLowerCase())}%`}`
      : undefined,
  );
}

/**
 * A page of orders, newest first (or oldest first: the pending queue), served in order by the
 * (created_at, id) or (status, created_at, id) index.
 */
export async function findAdminOrders(
  db: Db,
  filter: AdminOrderFilter,
  page: { limit: number; offset: number; oldestFirst?: boolean },
) {
  const order = page.oldestFirst
    ? [asc(orders.createdAt), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];
  return db
    .select(listColumns)
    .from(orders)
    .where(whereOf(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many orders match a search (a search has no kept count; it is selective by nature). */
export async function countMatchingOrders(db: Db, filter: AdminOrderFilter) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(whereOf(filter));
  return row?.count ?? 0;
}

/** Orders per status, from the counts the trigger keeps (migration 0008): a few dozen rows. */
export async function countOrdersByStatus(db: Db): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .select({ status: orderStatusCounts.status, count: sql<number>`sum(${orderStatusCounts.count})::int` })
    .from(orderStatusCounts)
    .groupBy(orderStatusCounts.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** One order with its sealed secrets, for the admin's detail. */
export async function findOrderWithSecrets(db: Db, id: number) {
  const [row] = await db
    .select({ ...listColumns, cardSecret: orders.cardSecret, bankSecret: orders.bankSecret })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}
