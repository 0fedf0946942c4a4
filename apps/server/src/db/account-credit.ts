import { fromCents } from '@shop/contract/money';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { accountPayments, paymentAllocations } from './schema/credit';
import { invoices } from './schema/documents';
import { orders } from './schema/orders';
import { practices } from './schema/practices';

/** A money column's amount in whole cents, as a number: what the account's arithmetic is done in. */
export const centsOf = (amount: AnyPgColumn) => sql<number>`(${amount} * 100)::bigint`.mapWith(Number);

/**
 * What the order's credit notes credited, in cents: a cancellation's the order's whole total, a
 * return's its own (issue 42).
 */
const creditNotesCents = sql`(select coalesce(sum(coalesce((note.amounts ->> 'totalAmount')::numeric,
    ${orders.totalAmount})), 0) * 100
  from ${invoices} as note where note.order_id = ${orders.id} and note.kind = 'credit_note')`;

/**
 * What the payments allocated to an invoice paid (`paid.cents`), joined laterally to a select from
 * invoices: one sum per invoice, read once however often the balance is named.
 */
export const paidPerInvoice = sql`(select coalesce(sum(part.amount), 0) * 100 as cents
  from ${paymentAllocations} as part where part.invoice_id = ${invoices.id}) as paid`;

/**
 * An invoice's amounts in cents, in a select from invoices joined to their orders and to
 * `paidPerInvoice`: the order's total, what its credit notes took off, what the payments allocated to
 * it paid, and what is left to pay. The one balance rule, read by the ledger, the daily reminders
 * and the settling below alike.
 */
export const amountCents = centsOf(orders.totalAmount);
export const creditedCents = sql<number>`(${creditNotesCents})::bigint`.mapWith(Number);
export const paidCents = sql<number>`paid.cents::bigint`.mapWith(Number);
export const balanceCents = sql<number>`(${amountCents} - ${creditedCents} - ${paidCents})`.mapWith(Number);

/**
 * Marks the invoices `which` names whose balance is now nothing as settled (`settled_at`): call it
 * in the transaction that allocated to them or credited them. A balance only falls, so a settled
 * invoice stays so; the ledger reads the others only, and still works each balance out.
 */
async function settleInvoicesWhere(tx: Db, which: SQL) {
  const rows = await tx
    .select({ id: invoices.id, balanceCents })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoinLateral(paidPerInvoice, sql`true`)
    .where(and(which, eq(invoices.kind, 'invoice'), isNull(invoices.settledAt)));
  const settled = rows.filter((row) => row.balanceCents <= 0).map((row) => row.id);
  if (settled.length > 0)
    await tx.update(invoices).set({ settledAt: new Date() }).where(inArray(invoices.id, settled));
}

export const settleInvoices = (tx: Db, invoiceIds: readonly number[]) =>
  invoiceIds.length === 0
    ? Promise.resolve()
    : settleInvoicesWhere(tx, inArray(invoices.id, [...invoiceIds]));

/** The practice's row locked: every allocation of its payments is made under it. */
const lockPractice = (tx: Db, practiceId: number) =>
  tx.select({ id: practices.id }).from(practices).where(eq(practices.id, practiceId)).for('update');

/**
 * An order's invoice credited by a credit note (a cancellation's or a return's), in the note's
 * transaction. It is settled when it owes nothing more. When the payments allocated to it now pay
 * more than is left of it (a return credited after the invoice was paid, issue 42), the excess goes
 * back to the practice as credit it holds: the latest parts first are made smaller or undone, so
 * their payments hold it again (docs/decisions/058). That credit then pays the practice's other open
 * invoices on account, oldest first, as a payment recorded with nothing chosen would; what is left
 * waits for its next invoice (applyHeldCredit).
 */
export async function creditOrderInvoice(tx: Db, orderId: number) {
  const [invoice] = await tx
    .select({ id: invoices.id, practiceId: orders.practiceId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (!invoice) return;
  if (invoice.practiceId !== null) {
    await lockPractice(tx, invoice.practiceId);
    await releaseOverpayment(tx, invoice.id);
  }
  await settleInvoices(tx, [invoice.id]);
  if (invoice.practiceId !== null) await applyHeldCreditToOpenInvoices(tx, invoice.practiceId, invoice.id);
}

/** An invoice's parts undone, latest first, by what its payments pay beyond what is left of it. */
async function releaseOverpayment(tx: Db, invoiceId: number) {
  const [amounts] = await tx
    .select({ amountCents, creditedCents, paidCents })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoinLateral(paidPerInvoice, sql`true`)
    .where(eq(invoices.id, invoiceId));
  if (!amounts) return;
  let excess = amounts.paidCents - Math.max(0, amounts.amountCents - amounts.creditedCents);
  if (excess <= 0) return;
  const parts = await tx
    .select({ paymentId: paymentAllocations.paymentId, cents: centsOf(paymentAllocations.amount) })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.invoiceId, invoiceId))
    .orderBy(desc(paymentAllocations.createdAt), desc(paymentAllocations.paymentId));
  const released: number[] = [];
  for (const part of parts) {
    if (excess <= 0) break;
    const cents = Math.min(excess, part.cents);
    const which = and(
      eq(paymentAllocations.paymentId, part.paymentId),
      eq(paymentAllocations.invoiceId, invoiceId),
    );
    if (cents === part.cents) await tx.delete(paymentAllocations).where(which);
    else
      await tx
        .update(paymentAllocations)
        .set({ amount: fromCents(part.cents - cents) })
        .where(which);
    released.push(part.paymentId);
    excess -= cents;
  }
  await tx.update(accountPayments).set({ allocatedAt: null }).where(inArray(accountPayments.id, released));
}

/** The credit the practice holds, given to its open invoices on account, oldest due first. */
async function applyHeldCreditToOpenInvoices(tx: Db, practiceId: number, exceptInvoiceId: number) {
  const open = await tx
    .select({ id: invoices.id, balanceCents })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoinLateral(paidPerInvoice, sql`true`)
    .where(
      and(
        eq(orders.practiceId, practiceId),
        eq(invoices.kind, 'invoice'),
        isNotNull(invoices.dueOn),
        isNull(invoices.settledAt),
        ne(invoices.id, exceptInvoiceId),
      ),
    )
    .orderBy(asc(invoices.dueOn), asc(invoices.id));
  for (const invoice of open) {
    if (invoice.balanceCents > 0) await applyHeldCredit(tx, practiceId, invoice.id, invoice.balanceCents);
  }
}

/**
 * Marks the payments among `paymentIds` allocated in full (`allocated_at`): call it in the
 * transaction that allocated them. Such a payment holds no credit until a credit note gives some of
 * it back (creditOrderInvoice clears the mark); the receivables read only the others.
 */
export async function markPaymentsAllocated(tx: Db, paymentIds: readonly number[]) {
  if (paymentIds.length === 0) return;
  const rows = await tx
    .select({ id: accountPayments.id, leftCents: paymentLeftCents() })
    .from(accountPayments)
    .where(and(inArray(accountPayments.id, [...paymentIds]), isNull(accountPayments.allocatedAt)));
  const used = rows.filter((row) => row.leftCents <= 0).map((row) => row.id);
  if (used.length > 0)
    await tx
      .update(accountPayments)
      .set({ allocatedAt: new Date() })
      .where(inArray(accountPayments.id, used));
}

/**
 * What of a payment is not allocated to an invoice yet, in cents, in a select from account_payments.
 * Written out: in a select of one table Drizzle leaves columns unqualified.
 */
export const paymentLeftCents = () =>
  sql<number>`((account_payments.amount - coalesce((select sum(part.amount)
    from payment_allocations as part where part.payment_id = account_payments.id), 0)) * 100)::bigint`.mapWith(
    Number,
  );

/**
 * Credit a practice holds (payments not yet allocated in full) goes to its next invoice on account
 * as it is issued (issue 40, docs/decisions/055): its payments oldest first, each up to what is
 * left of it, until the invoice is paid. Under the practice's lock, as every allocation is made
 * (modules/credit/credit.service.ts), so no part of a payment is allocated twice.
 */
export async function applyHeldCredit(tx: Db, practiceId: number, invoiceId: number, invoiceCents: number) {
  await lockPractice(tx, practiceId);
  const held = await tx
    .select({ id: accountPayments.id, leftCents: paymentLeftCents() })
    .from(accountPayments)
    .where(eq(accountPayments.practiceId, practiceId))
    .orderBy(asc(accountPayments.receivedOn), asc(accountPayments.id));
  let owed = invoiceCents;
  const parts: { paymentId: number; invoiceId: number; amount: string }[] = [];
  for (const payment of held) {
    if (owed <= 0) break;
    const cents = Math.min(owed, payment.leftCents);
    if (cents <= 0) continue;
    parts.push({ paymentId: payment.id, invoiceId, amount: fromCents(cents) });
    owed -= cents;
  }
  if (parts.length === 0) return;
  // A payment may pay part of this invoice already, when a credit gave it back some of another's
  // (creditOrderInvoice): its part grows.
  await tx
    .insert(paymentAllocations)
    .values(parts)
    .onConflictDoUpdate({
      target: [paymentAllocations.paymentId, paymentAllocations.invoiceId],
      set: { amount: sql`${paymentAllocations.amount} + excluded.amount` },
    });
  await settleInvoices(tx, [invoiceId]);
  await markPaymentsAllocated(
    tx,
    parts.map((part) => part.paymentId),
  );
}
