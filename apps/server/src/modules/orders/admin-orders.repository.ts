import {
  ADMIN_ORDER_SORTS,
  ADMIN_ORDERS_PAGE_SIZE,
  SHOP_TIME_ZONE,
  type AdminOrderSort,
} from '@shop/contract/admin-order-schemas';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/order-status';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../lib/like-pattern';
import { preparedPerDatabase } from '../../db/prepared';
import { orderDayCounts, orderSearchText, orderStatusCounts, orders } from '../../db/schema/orders';
import { deskJsonOf } from '../../db/order-shapes';
import { orderJsonPage, preparedOffset } from './order-json';

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

/**
 * How a range of days ordered by total is read: by walking the (status,) total index from the
 * smallest or the largest and skipping orders outside the range ('walk', the range's test then
 * written so that no index serves it), or by reading the range from the date index and sorting it
 * ('sort', the total then written so that no index serves the order). See rangeReading.
 */
type RangeReading = 'walk' | 'sort';

interface PageShape extends Matching {
  order: AdminOrderOrder;
  limit: SQL | number;
  offset: SQL | number;
  rangeReading?: RangeReading;
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
    where: whereOf(shape, shape.rangeReading === 'walk'),
    key: shape.order.key,
    oldestFirst: shape.order.ascending,
    sortMatches: shape.rangeReading === 'sort',
    limit: shape.limit,
    offset: shape.offset,
    totalCount: countOf(shape),
  });
}

/** The condition for `matching`; `rangeUnindexed` writes the range's test so that no index serves it. */
function whereOf({ status, search, from, to }: Matching, rangeUnindexed = false) {
  const placed = rangeUnindexed ? sql`(${orders.createdAt} + interval '0')` : sql`${orders.createdAt}`;
  return and(
    status === undefined ? undefined : sql`${orders.status} = ${status}`,
    search === undefined ? undefined : sql`${orderSearchText(orders)} like ${search}`,
    from === undefined ? undefined : sql`${placed} >= ${dayStart(from)}`,
    to === undefined ? undefined : sql`${placed} < ${dayStart(to, true)}`,
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

/** Which prepared page: every order or a range of days, and for a range by total how it is read. */
type PageReading = 'all' | 'range' | `range_${RangeReading}`;

/**
 * The desk's everyday pages (every order or one status, by date or total either way, the default
 * page size, within a range of days too), prepared once per database each. The status is written
 * into the statement rather than passed, so each plan is made for its status: the pending queue is
 * a few hundred orders among a hundred thousand, delivered most of them. A range by date is served
 * by the (status,) created_at index whatever its days, so one plan suits every range. A range by
 * total has two statements, one per way of reading it (RangeReading), and rangeReading chooses
 * between them for each call from the kept counts; a prepared statement cannot leave that choice
 * to PostgreSQL, whose one generic plan would not see the days. Another page size and a search are
 * planned per call.
 */
function preparedPage(db: Db, status: OrderStatus | undefined, order: AdminOrderOrder, reading: PageReading) {
  if (status !== undefined && !ORDER_STATUSES.includes(status)) throw new Error(`unknown status ${status}`);
  if (!ADMIN_ORDER_SORTS.includes(order.key)) throw new Error(`unknown sort ${order.key}`);
  const key = `${status ?? 'all'}_${order.key}_${order.ascending ? 'asc' : 'desc'}${reading === 'all' ? '' : `_${reading}`}`;
  let prepared = preparedPages.get(key);
  if (prepared === undefined) {
    const literal = status === undefined ? undefined : sql.raw(`'${status}'::order_status`);
    const limit = sql.raw(String(ADMIN_ORDERS_PAGE_SIZE));
    const keyed = { ...order };
    const range =
      reading === 'all' ? {} : { from: sql`${sql.placeholder('from')}`, to: sql`${sql.placeholder('to')}` };
    const rangeReading =
      reading === 'range_walk' ? 'walk' : reading === 'range_sort' ? ('sort' as const) : undefined;
    prepared = preparedPerDatabase((handle) =>
      pageStatement(handle, {
        status: literal,
        ...range,
        order: keyed,
        limit,
        offset: preparedOffset,
        rangeReading,
      }).prepare(`admin_orders_${key}`),
    );
    preparedPages.set(key, prepared);
  }
  return prepared(db);
}

/** The orders of a status (or all) in a range of days, and in all, from the kept counts. */
const rangeCounts = preparedPerDatabase((db) =>
  db
    .select({
      inRange: sql<number>`(select coalesce(sum(${orderDayCounts.count}), 0)::int from ${orderDayCounts}
        where ${orderDayCounts.day} between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
          and (${sql.placeholder('status')}::order_status is null or ${orderDayCounts.status} = ${sql.placeholder('status')}::order_status))`,
      all: sql<number>`(select coalesce(sum(${orderStatusCounts.count}), 0)::int from ${orderStatusCounts}
        where ${sql.placeholder('status')}::order_status is null or ${orderStatusCounts.status} = ${sql.placeholder('status')}::order_status)`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('admin_order_range_counts'),
);

/**
 * Which prepared page serves a filter without a search, and for a range of days by total, how to
 * read it. Walking the total index reads about
 * (offset + page) × all ÷ inRange entries before the page is found; reading the range from the
 * date index reads inRange entries and sorts them. Walk when that reads fewer: at 100,000 orders
 * the first page is walked from about 2,200 orders in the range (some two weeks), a day or a week
 * read and sorted. Measured in `npm run bench -- admin-orders` (a month by total).
 */
export async function pageReading(
  db: Db,
  filter: AdminOrderFilter,
  order: AdminOrderOrder,
  offset: number,
): Promise<PageReading> {
  if (filter.from === undefined && filter.to === undefined) return 'all';
  if (order.key === 'date') return 'range';
  const [counts] = await rangeCounts(db).execute({ status: filter.status ?? null, ...rangeValues(filter) });
  const inRange = counts?.inRange ?? 0;
  const all = counts?.all ?? 0;
  return inRange * inRange > all * (offset + ADMIN_ORDERS_PAGE_SIZE) ? 'range_walk' : 'range_sort';
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
const searchPattern = (search: string | undefined) => (search ? containing(search.toLowerCase()) : undefined);

/** A page of orders in the order asked for, with the count of all matches. */
export async function findAdminOrderPage(
  db: Db,
  filter: AdminOrderFilter,
  page: { limit: number; offset: number; order: AdminOrderOrder },
): Promise<AdminOrderPageJson> {
  const search = searchPattern(filter.search);
  const shape = { status: filter.status, search, from: filter.from, to: filter.to };
  const { limit, offset, order } = page;
  const everyday = search === undefined && limit === ADMIN_ORDERS_PAGE_SIZE;
  const rows = everyday
    ? await preparedPage(db, filter.status, order, await pageReading(db, filter, order, offset)).execute({
        offset,
        ...rangeValues(filter),
      })
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
