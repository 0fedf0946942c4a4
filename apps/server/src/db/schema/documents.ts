import type { StoredOrderTax } from '@shop/contract/charges';
import { DOCUMENT_KINDS } from '@shop/contract/documents';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, sqlWords } from './columns';
import { orders } from './orders';
import { returnRequests } from './returns';
import { bytea } from './system';

/**
 * What an invoice keeps of each line besides the order's copies of name and prices
 * (docs/decisions/041): the SKU and the tier discount, copied when the document is issued from the
 * order's line, which keeps them from checkout; a product renamed, repriced or deleted later changes
 * neither.
 */
export interface DocumentLine {
  orderItemId: number;
  sku: string | null;
  /** The bulk tier's percent that priced the line ("5.00"), "0" without one, null when unknown. */
  tierDiscountPercent: string | null;
  /** A return's credit note (issue 42): the units it credits, at the unit price sold, and their total. */
  quantity?: number;
  unitPrice?: string;
  totalPrice?: string;
}

/**
 * What a return's credit note credits (issue 42): its own subtotal, shipping, taxes and total, which
 * the statement, the account and the tax report read; an invoice and a cancellation's credit note
 * have none (they are the order's).
 */
export interface DocumentAmounts {
  subtotalAmount: string;
  shippingAmount: string;
  taxAmount: string;
  taxes: StoredOrderTax[];
  totalAmount: string;
}

/**
 * The shop's numbered documents: an order's invoice (issued when it is approved) and its credit note
 * (when an invoiced order is cancelled), at most one of each per order. `sequence` counts within
 * (kind, year) without gaps, drawn from `document_counters` in the transaction of the status change
 * (docs/decisions/041); `number_text` is the number as printed. An invoiced order cannot be deleted.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    numberText: text('number_text').notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    /** The return a credit note is for (issue 42); null for an invoice and a cancellation's note. */
    returnId: integer('return_id').references(() => returnRequests.id, { onDelete: 'restrict' }),
    /** A return's credit note's own amounts; null when the document is the whole order's. */
    amounts: jsonb('amounts').$type<DocumentAmounts>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** An invoice of an order on account (issue 40): its issue date plus the order's net days. */
    dueOn: date('due_on'),
    /**
     * The document as last printed, and what it was printed from (`pdf_version`: a digest of the
     * order's desk JSON and of the letterhead): a download sends it while neither has changed, else
     * prints it again and keeps that (docs/decisions/041). Null until first downloaded.
     */
    pdf: bytea('pdf'),
    pdfVersion: text('pdf_version'),
    /**
     * When an invoice on account was paid or credited in full (db/account-credit.ts). A balance
     * only ever falls, so it stays settled: the ledger reads the open ones through the index below
     * instead of every invoice of the years (it still works each balance out itself).
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // One invoice and one cancellation's credit note per order; a return's notes, one per return.
    uniqueIndex('invoices_order_invoice_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_order_cancellation_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'credit_note' and ${t.returnId} is null`),
    uniqueIndex('invoices_return_key').on(t.returnId),
    index('invoices_open_on_account_idx')
      .on(t.dueOn, t.id)
      .where(sql`${t.kind} = 'invoice' and ${t.dueOn} is not null and ${t.settledAt} is null`),
    uniqueIndex('invoices_number_text_key').on(t.numberText),
    uniqueIndex('invoices_kind_year_sequence_key').on(t.kind, t.year, t.sequence),
    check('invoices_kind', sql`${t.kind} in (${sqlWords(DOCUMENT_KINDS)})`),
    check('invoices_sequence_positive', sql`${t.sequence} >= 1`),
  ],
);

/** The last number issued per (kind, year): its row is locked by every issue until it commits. */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check('document_counters_kind', sql`${t.kind} in (${sqlWords(DOCUMENT_KINDS)})`),
  ],
);
