import type { OrderStatus } from '@shop/contract/order-status';
import { ORDERS_PAGE_SIZE } from '@shop/contract/order-schemas';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deskJsonOf, historyJsonOf, jsonObject, linesOf, summaryFields } from '../../db/order-shapes';
import { preparedPerDatabase } from '../../db/prepared';
import { orderCounts, orderItems, orders } from '../../db/schema/orders';
import { orderJsonPage, preparedOffset } from './order-json';

const p = sql.placeholder;

/** Whether the order exists and belongs to that user. */
export async function isOwnOrder(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function countOrdersOf(db: Db, userId: number) {
  const [row] = await db
    .select({ count: orderCounts.count })
    .from(orderCounts)
    .where(eq(orderCounts.userId, userId));
  return row?.count ?? 0;
}

/**
 * One page of a user's orders, newest first, each as JSON text with its lines, every row carrying
 * the user's order count (kept by a trigger, `order_counts`): one round trip, the page chosen from
 * the (user_id, created_at, id) index. PostgreSQL writes the JSON, which the route sends as it is
 * (docs/decisions/020). The page size is written into the statement (see preparedOffset).
 */
const orderPageOf = preparedPerDatabase((db) =>
  orderJsonPage(db, {
    json: sql`${jsonObject(summaryFields(orders))}::text`,
    joins: sql`left join lateral ${linesOf(orders)} on true`,
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

/**
 * One order as JSON texts written by PostgreSQL: `json`, the order as the desk lists it (its stored
 * desk JSON: db/order-shapes.ts), and `history`, its status changes oldest first. `extra` adds
 * columns of the order row. Read through a subquery, where every column is written with its table
 * (the query builder leaves them unqualified in a query of one table, which the history's own
 * tables would then claim).
 */
function oneOrder(where: SQL, extra: Record<string, SQL> = {}) {
  const columns = Object.entries(extra).map(([name, value]) => sql`, ${value} as ${sql.identifier(name)}`);
  return sql`(select ${deskJsonOf(orders)} as json, ${historyJsonOf(orders.id)} as history ${sql.join(columns)}
    from ${orders} where ${where}) as one`;
}

const ownOrderStatement = preparedPerDatabase((db) =>
  db
    .select({ json: sql<string>`one.json`, history: sql<string>`one.history` })
    .from(oneOrder(sql`${orders.id} = ${p('id')} and ${orders.userId} = ${p('userId')}`))
    .prepare('own_order_json'),
);

/** One of the user's orders as JSON texts (see oneOrder); undefined when it is not theirs or not there. */
export async function findOwnOrderJson(db: Db, userId: number, id: number) {
  const [row] = await ownOrderStatement(db).execute({ id, userId });
  return row;
}

const orderWithSecretsStatement = preparedPerDatabase((db) =>
  db
    .select({
      json: sql<string>`one.json`,
      history: sql<string>`one.history`,
      status: sql<OrderStatus>`one.status`,
      orderNumber: sql<string>`one.order_number`,
      cardSecret: sql<string | null>`one.card_secret`,
      bankSecret: sql<string | null>`one.bank_secret`,
    })
    .from(
      oneOrder(sql`${orders.id} = ${p('id')}`, {
        status: sql`${orders.status}`,
        order_number: sql`${orders.orderNumber}`,
        card_secret: sql`${orders.cardSecret}`,
        bank_secret: sql`${orders.bankSecret}`,
      }),
    )
    .prepare('order_json_with_secrets'),
);

/** One order as JSON texts (see oneOrder) with its sealed secrets, for the admin's detail. */
export async function findOrderJsonWithSecrets(db: Db, id: number) {
  const [row] = await orderWithSecretsStatement(db).execute({ id });
  return row;
}
