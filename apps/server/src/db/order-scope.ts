import { sql, type SQL } from 'drizzle-orm';
import { orders } from './schema/orders';

/**
 * Which orders a signed-in member sees (issue 39, docs/decisions/054): their practice's, or, for a
 * buyer the owner limited to their own, only those they placed (`ownerId`). Every doctor-facing read
 * of an order, its documents and statements narrows by it, so another practice's order is a 404.
 */
export interface OrderViewer {
  practiceId: number;
  /** Only this account's orders; null for all of the practice's. */
  ownerId: number | null;
}

/** The orders `viewer` sees, for a query built with drizzle. */
export const seenBy = (viewer: OrderViewer): SQL =>
  viewer.ownerId === null
    ? sql`${orders.practiceId} = ${viewer.practiceId}`
    : sql`(${orders.practiceId} = ${viewer.practiceId} and ${orders.userId} = ${viewer.ownerId})`;

/**
 * The same for a prepared statement, from its placeholders `practiceId` and `ownerId` (-1 for none:
 * see viewerParams); with `practiceId` -1 every order (an admin's read).
 */
export const seenByPlaceholders = (options: { anyWhenNoPractice?: boolean } = {}): SQL => {
  const practice = sql`${orders.practiceId} = ${sql.placeholder('practiceId')}::int`;
  const owner = sql`(${sql.placeholder('ownerId')}::int = -1 or ${orders.userId} = ${sql.placeholder('ownerId')}::int)`;
  return options.anyWhenNoPractice
    ? sql`(${sql.placeholder('practiceId')}::int = -1 or (${practice} and ${owner}))`
    : sql`(${practice} and ${owner})`;
};

/** A viewer as seenByPlaceholders' parameters; none (an admin) as -1 for any order. */
export const viewerParams = (viewer: OrderViewer | undefined) => ({
  practiceId: viewer?.practiceId ?? -1,
  ownerId: viewer?.ownerId ?? -1,
});
