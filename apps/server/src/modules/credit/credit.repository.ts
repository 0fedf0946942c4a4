import { CREDIT_REMINDER_DAYS_BEFORE, type InvoiceNoticeKind } from '@shop/contract/credit';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  amountCents,
  balanceCents,
  centsOf,
  creditedCents,
  paidCents,
  paidPerInvoice,
  paymentLeftCents,
} from '../../db/account-credit';
import type { Db } from '../../db/client';
import { noRowIn } from '../../db/no-row';
import { accountPayments, invoiceNotices, paymentAllocations, practiceTerms } from '../../db/schema/credit';
import { invoices } from '../../db/schema/documents';
import { orders } from '../../db/schema/orders';
import { practices } from '../../db/schema/practices';
import { insertedRow } from '../../db/inserted-row';

/**
 * A practice's account (issue 40, docs/decisions/055): its terms, the invoices of its orders on
 * account with what was credited and paid against each, its orders on account not invoiced yet, and
 * its payments.
 */

export function findTerms(db: Db, practiceId: number) {
  return db
    .select({
      netDays: practiceTerms.netDays,
      creditLimit: practiceTerms.creditLimit,
      grantedAt: practiceTerms.grantedAt,
    })
    .from(practiceTerms)
    .where(eq(practiceTerms.practiceId, practiceId))
    .then((rows) => rows[0]);
}

/**
 * Whether the practice exists; with `lock`, its row is locked until the transaction ends, so credit
 * decisions and payments of one practice are made one after the other.
 */
export async function practiceExists(db: Db, practiceId: number, options: { lock: boolean }) {
  const query = db.select({ id: practices.id }).from(practices).where(eq(practices.id, practiceId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row !== undefined;
}

export async function saveTerms(
  tx: Db,
  practiceId: number,
  terms: { netDays: number; creditLimit: string },
  grantedBy: number,
) {
  const [row] = await tx
    .insert(practiceTerms)
    .values({ practiceId, ...terms, grantedBy })
    .onConflictDoUpdate({
      target: practiceTerms.practiceId,
      set: { ...terms, grantedBy, grantedAt: sql`now()` },
    })
    .returning({
      netDays: practiceTerms.netDays,
      creditLimit: practiceTerms.creditLimit,
      grantedAt: practiceTerms.grantedAt,
    });
  if (!row) throw new Error('the terms were not returned');
  return row;
}

export async function deleteTerms(tx: Db, practiceId: number) {
  const removed = await tx
    .delete(practiceTerms)
    .where(eq(practiceTerms.practiceId, practiceId))
    .returning({ netDays: practiceTerms.netDays, creditLimit: practiceTerms.creditLimit });
  return removed[0];
}

/**
 * Every practice with terms or with an order on account, by name, with its terms if it has them:
 * the receivables' rows.
 */
export function findAccountPractices(db: Db) {
  return db
    .select({
      practiceId: practices.id,
      name: practices.name,
      netDays: practiceTerms.netDays,
      creditLimit: practiceTerms.creditLimit,
      grantedAt: practiceTerms.grantedAt,
    })
    .from(practices)
    .leftJoin(practiceTerms, eq(practiceTerms.practiceId, practices.id))
    .where(
      sql`${practiceTerms.practiceId} is not null or exists (select 1 from ${orders} as placed
        where placed.practice_id = ${practices.id} and placed.payment_method = 'on_account')`,
    )
    .orderBy(asc(practices.name), asc(practices.id));
}

/** The invoices (not credit notes) of orders on account. */
const onAccountInvoice = and(eq(orders.paymentMethod, 'on_account'), eq(invoices.kind, 'invoice'));

/** One practice's rows, or every practice's (the receivables). */
export type PracticeScope = number | 'all';
const inScope = (
  column: typeof orders.practiceId | typeof accountPayments.practiceId,
  scope: PracticeScope,
) => (scope === 'all' ? undefined : eq(column, scope));

/**
 * The practice's open invoices of orders on account (a balance above zero), due first, with what
 * credit notes and allocated payments took off each and the balance left (in cents). Paid ones are
 * left out: over the years they are nearly all of them, and no figure of the account counts them.
 */
export function findOpenInvoices(db: Db, scope: PracticeScope) {
  return db
    .select({
      practiceId: orders.practiceId,
      invoiceId: invoices.id,
      invoiceNumber: invoices.numberText,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      poNumber: orders.poNumber,
      issuedAt: invoices.issuedAt,
      dueOn: invoices.dueOn,
      netDays: orders.accountNetDays,
      amountCents,
      creditedCents,
      paidCents,
      balanceCents,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoinLateral(paidPerInvoice, sql`true`)
    .where(
      and(
        inScope(orders.practiceId, scope),
        onAccountInvoice,
        // The open ones, by the index of invoices not settled; the balance says it again.
        isNotNull(invoices.dueOn),
        isNull(invoices.settledAt),
        sql`${balanceCents} > 0`,
      ),
    )
    .orderBy(asc(invoices.dueOn), asc(invoices.id));
}

/**
 * Up to `limit` open invoices on account (a balance above zero) owed a notice on `today`, after
 * invoice `after`, by id: the step each has reached (more than `holdDays` past its due date: hold;
 * past it: overdue; due within CREDIT_REMINDER_DAYS_BEFORE days: due soon) without its row in
 * invoice_notices. A step missed while the job did not run is not sent later: only the one reached.
 * Locked for the batch (FOR UPDATE OF the invoice); invoices another run holds are skipped.
 */
export function findDueInvoiceNotices(db: Db, today: string, holdDays: number, limit: number, after: number) {
  const daysPastDue = sql<number>`(${today}::date - ${invoices.dueOn})`;
  const kind = sql<InvoiceNoticeKind>`case when ${daysPastDue} > ${holdDays}::int then 'hold'
    when ${daysPastDue} > 0 then 'overdue' else 'due_soon' end`;
  return db
    .select({
      invoiceId: invoices.id,
      kind,
      practiceId: practices.id,
      practiceName: practices.name,
      invoiceNumber: invoices.numberText,
      orderNumber: orders.orderNumber,
      poNumber: orders.poNumber,
      dueOn: sql<string>`to_char(${invoices.dueOn}, 'YYYY-MM-DD')`,
      balanceCents,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(practices, eq(practices.id, orders.practiceId))
    .innerJoinLateral(paidPerInvoice, sql`true`)
    .where(
      and(
        onAccountInvoice,
        gt(invoices.id, after),
        sql`${daysPastDue} >= ${-CREDIT_REMINDER_DAYS_BEFORE}::int`,
        isNull(invoices.settledAt),
        sql`${balanceCents} > 0`,
        noRowIn(
          db,
          invoiceNotices,
          eq(invoiceNotices.invoiceId, invoices.id),
          sql`${invoiceNotices.kind} = ${kind}`,
        ),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(limit)
    .for('update', { of: invoices, skipLocked: true });
}

/**
 * Records the notices (on conflict do nothing): answers those written here, so a notice another run
 * wrote first is not sent again.
 */
export function insertInvoiceNotices(
  db: Db,
  notices: readonly { invoiceId: number; kind: InvoiceNoticeKind }[],
) {
  return db
    .insert(invoiceNotices)
    .values(notices.map(({ invoiceId, kind }) => ({ invoiceId, kind })))
    .onConflictDoNothing()
    .returning({ invoiceId: invoiceNotices.invoiceId, kind: invoiceNotices.kind });
}

/** The total, per practice, of its orders on account not invoiced yet (waiting for approval). */
export function findUninvoicedCents(db: Db, scope: PracticeScope) {
  return db
    .select({
      practiceId: orders.practiceId,
      cents: sql<number>`coalesce(sum(${orders.totalAmount}) * 100, 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        inScope(orders.practiceId, scope),
        eq(orders.paymentMethod, 'on_account'),
        // Approval issues the invoice (documents/invoices.service.ts): an order not invoiced yet is
        // one waiting for it; a declined or cancelled one owes nothing. Read through the index of
        // orders on account, not a scan of every order.
        eq(orders.status, 'pending'),
      ),
    )
    .groupBy(orders.practiceId);
}

/**
 * The practice's payments, newest first, each with what of it is not allocated yet (in cents); with
 * `holdingCredit`, only those not allocated in full (all the receivables need of them).
 */
export function findPayments(db: Db, scope: PracticeScope, { holdingCredit = false } = {}) {
  return db
    .select({
      practiceId: accountPayments.practiceId,
      id: accountPayments.id,
      receivedOn: accountPayments.receivedOn,
      amountCents: centsOf(accountPayments.amount),
      method: accountPayments.method,
      reference: accountPayments.reference,
      unallocatedCents: paymentLeftCents(),
    })
    .from(accountPayments)
    .where(
      and(
        inScope(accountPayments.practiceId, scope),
        // Through the index of payments not allocated in full; what is left says it again.
        holdingCredit ? and(isNull(accountPayments.allocatedAt), sql`${paymentLeftCents()} > 0`) : undefined,
      ),
    )
    .orderBy(sql`${accountPayments.receivedOn} desc`, sql`${accountPayments.id} desc`);
}

export async function insertPayment(
  tx: Db,
  payment: {
    practiceId: number;
    amount: string;
    receivedOn: string;
    method: (typeof accountPayments.$inferInsert)['method'];
    reference: string | null;
    recordedBy: number;
  },
) {
  const rows = await tx.insert(accountPayments).values(payment).returning({ id: accountPayments.id });
  return insertedRow(rows, 'the payment was not returned').id;
}

export async function insertAllocations(
  tx: Db,
  allocations: readonly { paymentId: number; invoiceId: number; amount: string }[],
) {
  if (allocations.length > 0) await tx.insert(paymentAllocations).values([...allocations]);
}

/**
 * A payment of the practice, with the practice's name, and what it paid: each invoice with its
 * order's number and the part allocated to it, as allocated (at recording or, from the credit it
 * left, as later invoices were issued). Undefined for no such payment of that practice.
 */
export async function findPaymentReceipt(db: Db, practiceId: number, paymentId: number) {
  const [payment] = await db
    .select({
      id: accountPayments.id,
      practiceName: practices.name,
      amount: accountPayments.amount,
      receivedOn: accountPayments.receivedOn,
      method: accountPayments.method,
      reference: accountPayments.reference,
    })
    .from(accountPayments)
    .innerJoin(practices, eq(practices.id, accountPayments.practiceId))
    .where(and(eq(accountPayments.id, paymentId), eq(accountPayments.practiceId, practiceId)));
  if (!payment) return undefined;
  const allocations = await db
    .select({
      invoiceNumber: invoices.numberText,
      orderNumber: orders.orderNumber,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(asc(paymentAllocations.createdAt), asc(invoices.id));
  return { ...payment, allocations };
}
