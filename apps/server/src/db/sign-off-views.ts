import type { SignOffReason } from '@shop/contract/practice-messages';
import type { SignOffRequest } from '@shop/contract/practice-schemas';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { jsonTime } from './order-shapes';
import { orders, signOffRequests } from './schema/orders';
import { users } from './schema/users';

/**
 * A sign-off request (issue 39) as the contract's SignOffRequest: beside its table, so the practice's
 * approvals (checkout) and the admin's practice view (practices) read it alike.
 */

const decider = alias(users, 'decider');

/** A request as the lists show it (the contract's SignOffRequest). */
const requestColumns = {
  id: signOffRequests.id,
  status: signOffRequests.status,
  reasons: sql<SignOffReason[]>`${signOffRequests.reasons}`,
  requestedById: signOffRequests.requestedBy,
  summary: signOffRequests.summary,
  requestedAt: jsonTime(signOffRequests.createdAt),
  total: signOffRequests.totalAmount,
  decidedBy: decider.fullName,
  decidedAt: jsonTime(signOffRequests.decidedAt),
  declineReason: signOffRequests.declineReason,
  orderId: orders.id,
  orderNumber: orders.orderNumber,
};

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

export function selectRequests(db: Db) {
  return db
    .select(requestColumns)
    .from(signOffRequests)
    .leftJoin(decider, eq(decider.id, signOffRequests.decidedBy))
    .leftJoin(orders, eq(orders.id, signOffRequests.orderId));
}

/** A stored request as the contract's SignOffRequest; a pending one shows no one deciding it yet. */
export function signOffRequestOf(row: RequestRow): SignOffRequest {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    status: row.status,
    reasons: row.reasons,
    requestedBy: { id: row.requestedById, name: row.summary.requesterName },
    requestedAt: row.requestedAt,
    items: row.summary.items,
    total: row.total,
    decidedBy: pending ? null : row.decidedBy,
    decidedAt: pending ? null : row.decidedAt,
    declineReason: row.declineReason,
    order:
      row.orderId !== null && row.orderNumber !== null
        ? { id: row.orderId, orderNumber: row.orderNumber }
        : null,
  };
}
