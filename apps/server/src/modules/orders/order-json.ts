import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';

/**
 * Pages of orders as JSON text written by PostgreSQL, which the routes send as they are
 * (docs/decisions/020): reading rows into objects, checking them against a schema and serializing
 * them again cost the server more than PostgreSQL needs to write the JSON. What each order's JSON
 * holds is written once, in db/order-shapes.ts.
 */

export interface OrderJsonPageShape {
  /** Each chosen order's JSON text, from `orders` and what `joins` adds. */
  json: SQL;
  joins?: SQL;
  /** Which orders: a condition on `orders` that an index serves in (key, id) order. */
  where?: SQL;
  /** The order of the page: by when placed (the default) or by total, then by id the same way. */
  key?: 'date' | 'total';
  oldestFirst: boolean;
  /**
   * For a page by total: read what `where` matches and sort it, rather than walk the total index in
   * order (the key is then written as an expression that no index serves). See the desk's ranged
   * pages by total (admin-orders.repository.ts).
   */
  sortMatches?: boolean;
  /** Values, or placeholders of a prepared statement (see the desk's prepared pages). */
  limit: SQL | number;
  offset: SQL | number;
  /** How many orders match in all, carried by every row. */
  totalCount: SQL<number>;
}

/**
 * A page of orders as JSON text, one row per order, in (created_at, id) order, or (total_amount, id)
 * when `key` is 'total' (`oldestFirst` then means the smallest first). The page is chosen
 * from an index alone (which ids, in which order), so skipping pages or rows of other statuses or
 * users reads no rows; only the chosen rows are then read, joined and written as JSON. One row per
 * order rather than one array: PostgreSQL builds small strings instead of growing one large one.
 */
export function orderJsonPage(db: Db, shape: OrderJsonPageShape) {
  const direction = shape.oldestFirst ? sql`asc` : sql`desc`;
  const key = shape.key === 'total' ? orders.totalAmount : orders.createdAt;
  const sortKey = shape.sortMatches && shape.key === 'total' ? sql`${key} + 0` : key;
  const page = sql`(
    select ${key} as key, ${orders.id} as id, ${shape.json} as json
    from (
      select ${orders.id} as id from ${orders}
      ${shape.where === undefined ? sql`` : sql`where ${shape.where}`}
      order by ${sortKey} ${direction}, ${orders.id} ${direction}
      limit ${shape.limit} offset ${shape.offset}
    ) as chosen
    join ${orders} on ${orders.id} = chosen.id
    ${shape.joins ?? sql``}
  ) as page`;
  return db
    .select({ json: sql<string>`page.json`, totalCount: shape.totalCount })
    .from(page)
    .orderBy(sql`page.key ${direction}, page.id ${direction}`);
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
