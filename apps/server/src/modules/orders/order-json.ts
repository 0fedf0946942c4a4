import type { OrderItem } from '@shop/contract/orders';
import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

/**
 * Pieces of the statements that return orders as JSON text written by PostgreSQL, which the routes
 * send as they are (docs/decisions/020): reading rows into objects, checking them against a schema
 * and serializing them again cost the server more than PostgreSQL needs to write the JSON.
 */

/** A time as Date.prototype.toISOString writes it (UTC, milliseconds), which the JSON carries. */
export const isoTime = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `select a as "key", …`: row_to_json and json_agg of such a row write exactly these keys. */
export const namedFields = (fields: Record<string, SQL>) =>
  sql.join(
    Object.entries(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );

/** These fields as one JSON object (row_to_json of a row: cheaper than json_build_object). */
export const jsonObject = (fields: Record<string, SQL>) =>
  sql`(select row_to_json(o) from (select ${namedFields(fields)}) as o)`;

const line = alias(orderItems, 'line');
const lineRow = sql.identifier('line_row');

/** An order's line in a list (OrderItem): money as PostgreSQL writes numeric(12,2), e.g. "50.00". */
const lineFields: Record<keyof OrderItem, SQL> = {
  id: sql`${line.id}`,
  productId: sql`${line.productId}`,
  productName: sql`${line.productName}`,
  productImageUrl: sql`${line.productImageUrl}`,
  quantity: sql`${line.quantity}`,
  unitPrice: sql`${line.unitPrice}::text`,
  totalPrice: sql`${line.totalPrice}::text`,
};

/**
 * An order's lines as rows of OrderItem fields (`line_row`). The order's id is qualified by hand: in
 * a query of one table the builder writes its columns unqualified.
 */
const lineRows = sql`(select ${namedFields(lineFields)} from ${orderItems} as ${line}
    where ${line.orderId} = ${orders}.${sql.identifier(orders.id.name)}) as ${lineRow}`;

const lineArray = sql`json_agg(row_to_json(${lineRow}) order by ${lineRow}.id)`;

/** The name under which `joinLines` offers an order's lines (`items`) and their quantities' sum (`item_count`). */
export const lines = sql.identifier('lines');

/** Joins each order row to its lines as a JSON array (by id) and the sum of their quantities. */
export const joinLines = sql`left join lateral (
      select ${lineArray} as items, sum(${lineRow}.quantity)::int as item_count from ${lineRows}
    ) as ${lines} on true`;

/** An order's lines as a JSON array inside the order's own row, for a query of one order. */
export const linesOfOrder = sql<OrderItem[]>`coalesce((select ${lineArray} from ${lineRows}), '[]'::json)`;

export interface OrderJsonPageShape {
  /** Each chosen order's JSON text, from `orders` and what `joins` adds. */
  json: SQL;
  joins?: SQL;
  /** Which orders: a condition on `orders` that an index serves in (created_at, id) order. */
  where?: SQL;
  oldestFirst: boolean;
  /** Values, or placeholders of a prepared statement (see the desk's prepared pages). */
  limit: SQL | number;
  offset: SQL | number;
  /** How many orders match in all, carried by every row. */
  totalCount: SQL<number>;
}

/**
 * A page of orders as JSON text, one row per order, in (created_at, id) order. The page is chosen
 * from an index alone (which ids, in which order), so skipping pages or rows of other statuses or
 * users reads no rows; only the chosen rows are then read, joined and written as JSON. One row per
 * order rather than one array: PostgreSQL builds small strings instead of growing one large one.
 */
export function orderJsonPage(db: Db, shape: OrderJsonPageShape) {
  const direction = shape.oldestFirst ? sql`asc` : sql`desc`;
  const page = sql`(
    select ${orders.createdAt} as created_at, ${orders.id} as id, ${shape.json} as json
    from (
      select ${orders.id} as id from ${orders}
      ${shape.where === undefined ? sql`` : sql`where ${shape.where}`}
      order by ${orders.createdAt} ${direction}, ${orders.id} ${direction}
      limit ${shape.limit} offset ${shape.offset}
    ) as chosen
    join ${orders} on ${orders.id} = chosen.id
    ${shape.joins ?? sql``}
  ) as page`;
  return db
    .select({ json: sql<string>`page.json`, totalCount: shape.totalCount })
    .from(page)
    .orderBy(sql`page.created_at ${direction}, page.id ${direction}`);
}

/**
 * The offset of a prepared page, as a subquery: every plan, custom or generic, then sees an unknown
 * value and estimates alike, so PostgreSQL settles on one generic plan after five executions
 * instead of planning each one again. A prepared page writes its limit into the statement, so the
 * plan is made for a page of that many rows; with an unknown limit PostgreSQL assumes a tenth of
 * the table, plans joins and sorts for thousands of rows and, past about 100,000 orders,
 * JIT-compiles the statement on every execution (docs/decisions/020).
 */
export const preparedOffset = sql`(select ${sql.placeholder('offset')}::int)`;
