import type { OrderStatus } from '@shop/contract/order-status';
import { ORDERS_PAGE_SIZE } from '@shop/contract/order-schemas';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deskJsonOf, historyJsonOf, jsonObject, linesOf, summaryFields } from '../../db/order-shapes';
import { preparedPerDatabase } from '../../db/prepared';
import { seenBy, seenByPlaceholders, viewerParams, type OrderViewer } from '../../db/order-scope';
import { orderItems, orders } from '../../db/schema/orders';
import { orderJsonPage, preparedOffset } from './order-json';

const p = sql.placeholder;

/** Whether the order exists and `viewer` sees it. */
export async function isSeenOrder(db: Db, viewer: OrderViewer, id: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), seenBy(viewer)))
    .limit(1);
  return row !== undefined;
}

async function countSeenOrders(db: Db, viewer: OrderViewer) {
  return db.$count(orders, seenBy(viewer));
}

/**
 * One page of the orders a member sees (their practice's, or their own: db/order-scope.ts), newest
 * first, each as JSON text with its lines, every row carrying how many there are: one round trip,
 * the page chosen from the (practice_id, created_at, id) index. PostgreSQL writes the JSON, which
 * the route sends as it is (docs/decisions/020). The page size is written into the statement (see
 * preparedOffset).
 */
const orderPageOf = preparedPerDatabase((db) =>
  orderJsonPage(db, {
    json: sql`${jsonObject(summaryFields(orders))}::text`,
    joins: sql`left join lateral ${linesOf(orders)} on true`,
    where: seenByPlaceholders(),
    oldestFirst: false,
    limit: sql.raw(String(ORDERS_PAGE_SIZE)),
    offset: preparedOffset,
    totalCount: sql<number>`(select count(*)::int from ${orders} where ${seenByPlaceholders()})`,
  }).prepare('orders_page_of_practice'),
);

/** A page of the orders `viewer` sees as a JSON array text, and how many they see in all. */
export async function findOrderPage(db: Db, viewer: OrderViewer, offset: number) {
  const rows = await orderPageOf(db).execute({ ...viewerParams(viewer), offset });
  const [first] = rows;
  // No row to carry the count: zero when the first page is empty, else a page past the end.
  const totalCount = first ? first.totalCount : offset === 0 ? 0 : await countSeenOrders(db, viewer);
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

const seenOrderStatement = preparedPerDatabase((db) =>
  db
    .select({ json: sql<string>`one.json`, history: sql<string>`one.history` })
    .from(oneOrder(sql`${orders.id} = ${p('id')} and ${seenByPlaceholders()}`))
    .prepare('seen_order_json'),
);

/** One order `viewer` sees as JSON texts (see oneOrder); undefined when they do not see it or it is not there. */
export async function findSeenOrderJson(db: Db, viewer: OrderViewer, id: number) {
  const [row] = await seenOrderStatement(db).execute({ id, ...viewerParams(viewer) });
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
