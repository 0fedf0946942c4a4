import {
  ACCOUNT_PAYMENT_METHODS,
  INVOICE_NOTICE_KINDS,
  NET_DAYS_MAX,
  NET_DAYS_MIN,
} from '@shop/contract/credit';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId, money, parentId, parentKey, sqlWords, weakRef } from './columns';
import { invoices } from './documents';
import { practices } from './practices';
import { users } from './users';

/**
 * A practice's payment terms (issue 40, docs/decisions/055): it may order on account, each invoice
 * due `net_days` after it is issued, while what it owes stays within `credit_limit`. Withdrawn, the
 * row goes; orders already on account keep the net days they were placed with.
 */
export const practiceTerms = pgTable(
  'practice_terms',
  {
    practiceId: parentKey('practice_id', () => practices.id),
    netDays: integer('net_days').notNull(),
    creditLimit: money('credit_limit').notNull(),
    grantedBy: weakRef('granted_by', () => users.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'practice_terms_net_days',
      sql`${t.netDays} between ${sql.raw(String(NET_DAYS_MIN))} and ${sql.raw(String(NET_DAYS_MAX))}`,
    ),
    check('practice_terms_limit_positive', sql`${t.creditLimit} > 0`),
  ],
);

/** A payment a practice made against its account, as an admin recorded it. */
export const accountPayments = pgTable(
  'account_payments',
  {
    id: identityId(),
    practiceId: parentId('practice_id', () => practices.id),
    amount: money('amount').notNull(),
    receivedOn: date('received_on').notNull(),
    method: text('method', { enum: ACCOUNT_PAYMENT_METHODS }).notNull(),
    reference: text('reference'),
    recordedBy: weakRef('recorded_by', () => users.id),
    createdAt: createdAt(),
    /**
     * When its last cent was allocated to an invoice (db/account-credit.ts): it holds no credit
     * from then on, until a credit note on a paid invoice gives some back and clears it; the
     * receivables read only the others.
     */
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
  },
  (t) => [
    index('account_payments_practice_idx').on(t.practiceId, t.receivedOn),
    index('account_payments_holding_credit_idx')
      .on(t.practiceId)
      .where(sql`${t.allocatedAt} is null`),
    check('account_payments_amount_positive', sql`${t.amount} > 0`),
    check('account_payments_method', sql`${t.method} in (${sqlWords(ACCOUNT_PAYMENT_METHODS)})`),
  ],
);

/**
 * The part of a payment that pays an invoice. A payment's parts add up to at most its amount, and an
 * invoice's to at most its balance (checked under the practice's lock, credit.repository.ts).
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: parentId('payment_id', () => accountPayments.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A notice of an invoice on account the daily job sent its practice's owner and bookkeepers (issue
 * 40): due soon, overdue, on hold. One row per invoice and kind, written with its e-mails, so none is
 * sent twice.
 */
export const invoiceNotices = pgTable(
  'invoice_notices',
  {
    invoiceId: parentId('invoice_id', () => invoices.id),
    kind: text('kind', { enum: INVOICE_NOTICE_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.kind] }),
    check('invoice_notices_kind', sql`${t.kind} in (${sqlWords(INVOICE_NOTICE_KINDS)})`),
  ],
);
