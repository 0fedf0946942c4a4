import { ADMIN_ORDERS_PAGE_SIZE } from '@shop/contract/admin-orders';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/order-status';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { orderSearchText, orderStatusCounts, orders } from '../../db/schema/orders';
import { deskJsonOf } from '../../db/order-shapes';
import { orderJsonPage, preparedOffset } from './order-json';

/** The term for a LIKE pattern, with the admin's own backslash, % and _ taken literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AdminOrderFilter {
  status?: OrderStatus;
  /** Any part of the order number, the doctor's name or e-mail, any case. */
  search?: string;
}

interface PageShape {
  /** A value, or a placeholder of a prepared statement. */
  status?: SQL | OrderStatus;
  /** A LIKE pattern over orderSearchText. */
  search?: string;
  oldestFirst: boolean;
  limit: SQL | number;
  offset: SQL | number;
}

/**
 * One page of the desk's orders, each as the JSON text the order keeps for the desk (`desk_json`,
 * written by triggers whenever the order or its lines change: db/objects, docs/decisions/026), every
 * row with the count of all that match: one statement (orderJsonPage). Without a search the total
 * comes from the kept counts (order_status_counts, db/objects/order-status-counts.sql).
 */
function pageStatement(db: Db, shape: PageShape) {
  const where = whereOf(shape.status, shape.search);
  return orderJsonPage(db, {
    json: deskJsonOf(orders),
    where,
    oldestFirst: shape.oldestFirst,
    limit: shape.limit,
    offset: shape.offset,
    totalCount: countOf(shape.status, where, shape.search !== undefined),
  });
}

function whereOf(status: SQL | OrderStatus | undefined, search: string | undefined) {
  return and(
    status === undefined ? undefined : sql`${orders.status} = ${status}`,
    search === undefined ? undefined : sql`${orderSearchText(orders)} like ${search}`,
  );
}

/** How many orders match: the kept counts without a search; a search counts its matches. */
function countOf(status: SQL | OrderStatus | undefined, where: SQL | undefined, searching: boolean) {
  return searching
    ? sql<number>`(select count(*)::int from ${orders} where ${where})`
    : sql<number>`(select coalesce(sum(${orderStatusCounts.count}), 0)::int from ${orderStatusCounts}
           ${status === undefined ? sql`` : sql`where ${orderStatusCounts.status} = ${status}`})`;
}

type PreparedPage = ReturnType<ReturnType<typeof pageStatement>['prepare']>;
const preparedPages = new Map<string, (db: Db) => PreparedPage>();

/**
 * The desk's everyday pages (every order or one status, newest or oldest first, the default page
 * size), prepared once per database each. The status is written into the statement rather than
 * passed, so each plan is made for its status: the pending queue is a few hundred orders among a
 * hundred thousand, delivered most of them. Another page size, or a search, is built per call.
 */
function preparedPage(db: Db, status: OrderStatus | undefined, oldestFirst: boolean) {
  if (status !== undefined && !ORDER_STATUSES.includes(status)) throw new Error(`unknown status ${status}`);
  const key = `${status ?? 'all'}_${oldestFirst ? 'oldest' : 'newest'}`;
  let prepared = preparedPages.get(key);
  if (prepared === undefined) {
    const literal = status === undefined ? undefined : sql.raw(`'${status}'::order_status`);
    const limit = sql.raw(String(ADMIN_ORDERS_PAGE_SIZE));
    prepared = preparedPerDatabase((handle) =>
      pageStatement(handle, { status: literal, oldestFirst, limit, offset: preparedOffset }).prepare(
        `admin_orders_${key}`,
      ),
    );
    preparedPages.set(key, prepared);
  }
  return prepared(db);
}

export interface AdminOrderPageJson {
  /** The page's orders: a JSON array of AdminOrder, as PostgreSQL wrote them. */
  orders: string;
  totalCount: number;
}

/** A page of orders, newest first (or oldest first: the pending queue), with the count of all matches. */
export async function findAdminOrderPage(
  db: Db,
  filter: AdminOrderFilter,
  page: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<AdminOrderPageJson> {
  const oldestFirst = page.oldestFirst ?? false;
  const search = filter.search ? `%${escapeLike(filter.search.toLowerCase())}%` : undefined;
  const { limit, offset } = page;
  const rows =
    search === undefined && limit === ADMIN_ORDERS_PAGE_SIZE
      ? await preparedPage(db, filter.status, oldestFirst).execute({ offset })
      : await pageStatement(db, { status: filter.status, search, oldestFirst, limit, offset });
  const [first] = rows;
  // No row to carry the count: nothing matches, or a page past the end.
  const totalCount = first ? first.totalCount : await countMatching(db, filter.status, search);
  return { orders: `[${rows.map((row) => row.json).join(',')}]`, totalCount };
}

async function countMatching(db: Db, status: OrderStatus | undefined, search: string | undefined) {
  if (search !== undefined) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(whereOf(status, search));
    return row?.count ?? 0;
  }
  const counts = await countOrdersByStatus(db);
  return status === undefined ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[status];
}

/** Orders per status, from the counts the trigger keeps (db/objects/order-status-counts.sql): a few dozen rows. */
const statusCounts = preparedPerDatabase((db) =>
  db
    .select({ status: orderStatusCounts.status, count: sql<number>`sum(${orderStatusCounts.count})::int` })
    .from(orderStatusCounts)
    .groupBy(orderStatusCounts.status)
    .prepare('order_status_counts'),
);

export async function countOrdersByStatus(db: Db): Promise<Record<OrderStatus, number>> {
  const rows = await statusCounts(db).execute();
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
