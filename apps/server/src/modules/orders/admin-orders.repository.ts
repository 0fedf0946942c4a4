import {
  ADMIN_ORDER_SORTS,
  ADMIN_ORDERS_PAGE_SIZE,
  SHOP_TIME_ZONE,
  type AdminOrderSort,
} from '@shop/contract/admin-order-schemas';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/order-status';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { orderDayCounts, orderSearchText, orderStatusCounts, orders } from '../../db/schema/orders';
import { deskJsonOf } from '../../db/order-shapes';
import { orderJsonPage, preparedOffset } from './order-json';

/** The term for a LIKE pattern, with the admin's own backslash, % and _ taken literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AdminOrderFilter {
  status?: OrderStatus;
  /** Any part of the order number, the doctor's name or e-mail, any case. */
  search?: string;
  /** Placed on or after this day of the shop's calendar (YYYY-MM-DD). */
  from?: string;
  /** Placed on or before this day of the shop's calendar (YYYY-MM-DD). */
  to?: string;
}

/** How a page is ordered: by when placed or by total, ascending or descending (ties by id alike). */
export interface AdminOrderOrder {
  key: AdminOrderSort;
  ascending: boolean;
}

/** Which orders: `search` a LIKE pattern over orderSearchText. */
interface Matching extends Omit<AdminOrderFilter, 'status' | 'from' | 'to'> {
  /** A value, or a placeholder of a prepared statement. */
  status?: SQL | OrderStatus;
  /** Days, or placeholders of a prepared statement. */
  from?: SQL | string;
  to?: SQL | string;
}

interface PageShape extends Matching {
  order: AdminOrderOrder;
  limit: SQL | number;
  offset: SQL | number;
}

/** The first moment of a day of the shop's calendar, or of the day after it. */
const dayStart = (day: SQL | string, after = false) =>
  sql`((${day}::date${sql.raw(after ? ' + 1' : '')})::timestamp at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})`;

/**
 * One page of the desk's orders, each as the JSON text the order keeps for the desk (`desk_json`,
 * written by triggers whenever the order or its lines change: db/objects, docs/decisions/026), every
 * row with the count of all that match (countOf): one statement (orderJsonPage).
 */
function pageStatement(db: Db, shape: PageShape) {
  return orderJsonPage(db, {
    json: deskJsonOf(orders),
    where: whereOf(shape),
    key: shape.order.key,
    oldestFirst: shape.order.ascending,
    limit: shape.limit,
    offset: shape.offset,
    totalCount: countOf(shape),
  });
}

function whereOf({ status, search, from, to }: Matching) {
  return and(
    status === undefined ? undefined : sql`${orders.status} = ${status}`,
    search === undefined ? undefined : sql`${orderSearchText(orders)} like ${search}`,
    from === undefined ? undefined : sql`${orders.createdAt} >= ${dayStart(from)}`,
    to === undefined ? undefined : sql`${orders.createdAt} < ${dayStart(to, true)}`,
  );
}

/**
 * How many orders match, as a scalar subquery: a search counts its matches among the orders; a
 * range of days without one sums the kept counts per day (order_day_counts), at most a row per day,
 * status and shard; neither sums the kept counts per status (order_status_counts). Both kept counts
 * are written by db/objects/order-status-counts.sql.
 */
function countOf(shape: Matching) {
  const { status, search, from, to } = shape;
  if (search !== undefined) return sql<number>`(select count(*)::int from ${orders} where ${whereOf(shape)})`;
  if (from !== undefined || to !== undefined) {
    const days = and(
      status === undefined ? undefined : sql`${orderDayCounts.status} = ${status}`,
      from === undefined ? undefined : sql`${orderDayCounts.day} >= ${from}::date`,
      to === undefined ? undefined : sql`${orderDayCounts.day} <= ${to}::date`,
    );
    return sql<number>`(select coalesce(sum(${orderDayCounts.count}), 0)::int from ${orderDayCounts}
           where ${days})`;
  }
  return sql<number>`(select coalesce(sum(${orderStatusCounts.count}), 0)::int from ${orderStatusCounts}
           ${status === undefined ? sql`` : sql`where ${orderStatusCounts.status} = ${status}`})`;
}

type PreparedPage = ReturnType<ReturnType<typeof pageStatement>['prepare']>;
const preparedPages = new Map<string, (db: Db) => PreparedPage>();

/** The range of a prepared ranged page: an end not given is a day no order comes before or after. */
const rangeValues = ({ from, to }: AdminOrderFilter) => ({ from: from ?? '-infinity', to: to ?? 'infinity' });

/**
 * The desk's everyday pages (every order or one status, by date or total either way, the default
 * page size, within a range of days too), prepared once per database each. The status is written
 * into the statement rather than passed, so each plan is made for its status: the pending queue is
 * a few hundred orders among a hundred thousand, delivered most of them. A range by date is served
 * by the (status,) created_at index whatever its days, so one plan suits every range. A range by
 * total is planned per call, as are another page size and a search: which index serves it depends
 * on how many orders its days hold. A day or a week is read from orders_created_idx (which carries
 * each order's total and status) and its 50 smallest or largest kept; a month or more is walked in
 * the (status,) total index (which carries when each order was placed) from the smallest or the
 * largest, skipping orders outside the range, and PostgreSQL chooses between them only when it
 * sees the days.
 */
function preparedPage(db: Db, status: OrderStatus | undefined, order: AdminOrderOrder, ranged: boolean) {
  if (status !== undefined && !ORDER_STATUSES.includes(status)) throw new Error(`unknown status ${status}`);
  if (!ADMIN_ORDER_SORTS.includes(order.key)) throw new Error(`unknown sort ${order.key}`);
  const key = `${status ?? 'all'}_${order.key}_${order.ascending ? 'asc' : 'desc'}${ranged ? '_ranged' : ''}`;
  let prepared = preparedPages.get(key);
  if (prepared === undefined) {
    const literal = status === undefined ? undefined : sql.raw(`'${status}'::order_status`);
    const limit = sql.raw(String(ADMIN_ORDERS_PAGE_SIZE));
    const keyed = { ...order };
    const range = ranged ? { from: sql`${sql.placeholder('from')}`, to: sql`${sql.placeholder('to')}` } : {};
    prepared = preparedPerDatabase((handle) =>
      pageStatement(handle, {
        status: literal,
        ...range,
        order: keyed,
        limit,
        offset: preparedOffset,
      }).prepare(`admin_orders_${key}`),
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

/** The SQL condition for the orders a filter of the desk matches (the orders export's too). */
export function deskFilterWhere(filter: AdminOrderFilter): SQL | undefined {
  return whereOf({ ...filter, search: searchPattern(filter.search) });
}

/** The desk's search as a LIKE pattern over orderSearchText; none for no (or an empty) search. */
const searchPattern = (search: string | undefined) =>
  search ? `%${escapeLike(search.toLowerCase())}%` : undefined;

/** A page of orders in the order asked for, with the count of all matches. */
export async function findAdminOrderPage(
  db: Db,
  filter: AdminOrderFilter,
  page: { limit: number; offset: number; order: AdminOrderOrder },
): Promise<AdminOrderPageJson> {
  const search = searchPattern(filter.search);
  const shape = { status: filter.status, search, from: filter.from, to: filter.to };
  const { limit, offset, order } = page;
  const ranged = filter.from !== undefined || filter.to !== undefined;
  const everyday =
    search === undefined && limit === ADMIN_ORDERS_PAGE_SIZE && (!ranged || order.key === 'date');
  const rows = everyday
    ? await preparedPage(db, filter.status, order, ranged).execute({ offset, ...rangeValues(filter) })
    : await pageStatement(db, { ...shape, order, limit, offset });
  const [first] = rows;
  // No row to carry the count: nothing matches, or a page past the end.
  const totalCount = first ? first.totalCount : await countMatching(db, shape);
  return { orders: `[${rows.map((row) => row.json).join(',')}]`, totalCount };
}

async function countMatching(db: Db, shape: Matching) {
  const [row] = await db.select({ count: countOf(shape) }).from(sql`(values (1)) as one`);
  return row?.count ?? 0;
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
