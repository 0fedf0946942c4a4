import { LICENCE_NOTICE_DAYS, RENEWAL_STATUSES } from '@shop/contract/licence';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, parentId, parentKey, sqlWords, weakRef } from './columns';
import { bytea } from './system';
import { users } from './users';

/**
 * A doctor's renewed licence, sent from their account for an admin to review (issue 20,
 * docs/decisions/034). The scan or photo is in licence_documents; only its doctor and the admins may
 * download it. At most one renewal per doctor waits for review.
 */
export const licenceRenewals = pgTable(
  'licence_renewals',
  {
    id: identityId(),
    userId: parentId('user_id', () => users.id),
    licenseNumber: text('license_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    documentType: text('document_type').notNull(),
    documentBytes: integer('document_bytes').notNull(),
    status: text('status', { enum: RENEWAL_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: weakRef('decided_by', () => users.id),
  },
  (t) => [
    check('licence_renewals_status', sql`${t.status} in (${sqlWords(RENEWAL_STATUSES)})`),
    uniqueIndex('licence_renewals_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('licence_renewals_review_idx').on(t.status, t.submittedAt),
    index('licence_renewals_user_idx').on(t.userId, t.submittedAt),
  ],
);

/**
 * The licence notices the daily job sent: a reminder `days_before` 60, 30 or 7 days before
 * `expiry_date`, or the lapse itself (0). One row per doctor, expiry date and notice, written in the
 * transaction that queues its e-mail, so no notice is sent twice, even by two processes or after a
 * crash, and a renewed licence (a new expiry date) gets its own.
 */
export const licenceNotices = pgTable(
  'licence_notices',
  {
    userId: parentId('user_id', () => users.id),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.expiryDate, t.daysBefore] }),
    check('licence_notices_days', sql`${t.daysBefore} in (${sql.raw(LICENCE_NOTICE_DAYS.join(', '))})`),
  ],
);

/**
 * A renewal's licence scan or photo (an image or a PDF, at most 10 MB), in PostgreSQL like the
 * shop's images (decision 016) so every shop process serves it, and apart from the renewal's row so
 * the review list never reads the bytes. Served only to its doctor and to admins.
 */
export const licenceDocuments = pgTable('licence_documents', {
  renewalId: parentKey('renewal_id', () => licenceRenewals.id),
  fileName: text('file_name').notNull(),
  data: bytea('data').notNull(),
});
