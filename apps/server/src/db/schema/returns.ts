import { RETURN_REASONS, RETURN_STATUSES } from '@shop/contract/returns';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, parentId, sqlWords, timestamps, weakRef } from './columns';
import { bytea } from './system';
import { orderItems, orders } from './orders';
import { practices } from './practices';
import { users } from './users';

/**
 * A practice's request to return lines of a delivered order (issue 42, docs/decisions/058): asked
 * for by a member, approved with a return authorisation number (RMA-2027-000001: `rma_year` and
 * `rma_sequence` without gaps, drawn from `return_counters` in the approval's transaction) or
 * refused with a reason.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: identityId(),
    orderId: parentId('order_id', () => orders.id),
    practiceId: weakRef('practice_id', () => practices.id),
    requestedBy: weakRef('requested_by', () => users.id),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    rmaYear: integer('rma_year'),
    rmaSequence: integer('rma_sequence'),
    rmaNumber: text('rma_number'),
    refusalReason: text('refusal_reason'),
    decidedBy: weakRef('decided_by', () => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Who received the goods, and when: the credit note is issued then. */
    receivedBy: weakRef('received_by', () => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    // The admin's queue by status, oldest first.
    index('return_requests_status_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('return_requests_rma_key').on(t.rmaYear, t.rmaSequence),
    uniqueIndex('return_requests_rma_number_key').on(t.rmaNumber),
    check('return_requests_status', sql`${t.status} in (${sqlWords(RETURN_STATUSES)})`),
    // Approved (and received) returns have their number; a refused one its reason.
    check(
      'return_requests_decided',
      sql`(${t.status} in ('approved', 'received')) = (${t.rmaNumber} is not null)
        and (${t.status} = 'refused') = (${t.refusalReason} is not null)`,
    ),
  ],
);

/** A line of a return: a line of the order, how many were asked for and approved, and why. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: identityId(),
    returnId: parentId('return_id', () => returnRequests.id),
    orderItemId: parentId('order_item_id', () => orderItems.id),
    quantity: integer('quantity').notNull(),
    approvedQuantity: integer('approved_quantity'),
    /** Once received: the units back on the shelf, and the units written off (together, the approved). */
    restocked: integer('restocked'),
    writtenOff: integer('written_off'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    reasonText: text('reason_text'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_order_item_idx').on(t.orderItemId),
    uniqueIndex('return_lines_return_item_key').on(t.returnId, t.orderItemId),
    check('return_lines_reason', sql`${t.reason} in (${sqlWords(RETURN_REASONS)})`),
    check(
      'return_lines_quantities',
      sql`${t.quantity} > 0 and (${t.approvedQuantity} is null or ${t.approvedQuantity} between 0 and ${t.quantity})`,
    ),
    check(
      'return_lines_received',
      sql`(${t.restocked} is null) = (${t.writtenOff} is null)
        and (${t.restocked} is null or (${t.restocked} >= 0 and ${t.writtenOff} >= 0
          and ${t.restocked} + ${t.writtenOff} = ${t.approvedQuantity}))`,
    ),
  ],
);

/** A photo sent with a return (issue 42): re-encoded as product images are, read by its practice and admins only. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: identityId(),
    returnId: parentId('return_id', () => returnRequests.id),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('return_photos_return_idx').on(t.returnId, t.id)],
);

/** The last return authorisation number drawn per year: its row is locked by every approval until it commits. */
export const returnCounters = pgTable('return_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
