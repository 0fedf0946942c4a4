import { RECALL_ACTIONS, RECALL_CLASSES, RECALL_STATUSES } from '@shop/contract/recall';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { identityId, parentId, sqlWords, weakRef } from './columns';
import { orderItems, orders } from './orders';
import { practices } from './practices';
import { outboxEmails } from './system';
import { users } from './users';

/**
 * A recall of lots of a product (issue 20, docs/decisions/036): why, what clinics must do, how
 * serious, who opened and closed it. The product's name is copied, so a recall outlives its product.
 */
export const recalls = pgTable(
  'recalls',
  {
    id: identityId(),
    productId: weakRef('product_id', () => products.id),
    productName: text('product_name').notNull(),
    reason: text('reason').notNull(),
    action: text('action', { enum: RECALL_ACTIONS }).notNull(),
    recallClass: text('recall_class', { enum: RECALL_CLASSES }).notNull(),
    status: text('status', { enum: RECALL_STATUSES }).notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: weakRef('opened_by', () => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: weakRef('closed_by', () => users.id),
  },
  (t) => [
    check('recalls_action', sql`${t.action} in (${sqlWords(RECALL_ACTIONS)})`),
    check('recalls_class', sql`${t.recallClass} in (${sqlWords(RECALL_CLASSES)})`),
    check('recalls_status', sql`${t.status} in (${sqlWords(RECALL_STATUSES)})`),
    check('recalls_closed', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    index('recalls_opened_idx').on(t.openedAt, t.id),
  ],
);

/** The lots a recall names, as they were when it opened: expiry date and the units held then. */
export const recallLots = pgTable(
  'recall_lots',
  {
    recallId: parentId('recall_id', () => recalls.id),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** Units still on hand in the lot when the recall opened: taken out of what can be sold. */
    quarantined: integer('quarantined').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recallId, t.lotNumber] })],
);

/**
 * The shipped order lines that carried a recalled lot, found from the ledger's shipments when the
 * recall opened and copied here (order number, doctor, practice, quantity), so the recall's record
 * stays as it was whatever later happens to the order or the account.
 */
export const recallLines = pgTable(
  'recall_lines',
  {
    id: identityId(),
    recallId: parentId('recall_id', () => recalls.id),
    userId: weakRef('user_id', () => users.id),
    /** The practice the order was placed for: its owners and prescribers are told (issue 39). */
    practiceId: weakRef('practice_id', () => practices.id),
    orderId: weakRef('order_id', () => orders.id),
    orderItemId: weakRef('order_item_id', () => orderItems.id),
    orderNumber: text('order_number').notNull(),
    doctorName: text('doctor_name').notNull(),
    doctorEmail: text('doctor_email').notNull(),
    lotNumber: text('lot_number').notNull(),
    quantity: integer('quantity').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('recall_lines_recall_idx').on(t.recallId, t.userId),
    index('recall_lines_practice_idx').on(t.recallId, t.practiceId),
    check('recall_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * A recall's notice to one owner or prescriber of a practice that received the lots (issue 39): the
 * e-mail queued for them (its outbox row tells when it left), when the practice acknowledged it
 * (once, by any of them: every notice of the practice carries it) and how many units of the lots
 * were said to be still there then (issue 38; null for an acknowledgement that did not say).
 */
export const recallNotices = pgTable(
  'recall_notices',
  {
    recallId: parentId('recall_id', () => recalls.id),
    userId: parentId('user_id', () => users.id),
    /** The practice whose lines the notice is about. */
    practiceId: weakRef('practice_id', () => practices.id),
    emailId: weakRef('email_id', () => outboxEmails.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    unitsOnHand: integer('units_on_hand'),
  },
  (t) => [
    primaryKey({ columns: [t.recallId, t.userId] }),
    // A doctor's banner: their recalls.
    index('recall_notices_user_idx').on(t.userId, t.recallId),
    index('recall_notices_practice_idx').on(t.recallId, t.practiceId),
    check('recall_notices_units_on_hand', sql`${t.unitsOnHand} >= 0`),
  ],
);

/**
 * The reminders the daily job sent a doctor who had not acknowledged a recall 3 days after it
 * opened (issue 38): one row per recall, doctor and day of the shop's calendar, written in the
 * transaction that queues its e-mail (insert … on conflict do nothing), so no doctor is reminded of
 * a recall twice on one day, even by two processes at once or after a crash.
 */
export const recallReminders = pgTable(
  'recall_reminders',
  {
    recallId: parentId('recall_id', () => recalls.id),
    userId: parentId('user_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recallId, t.userId, t.day] })],
);
