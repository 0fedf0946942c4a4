import { fromCents } from '@shop/contract/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { accountPayments, paymentAllocations } from './schema/credit';
import { practices } from './schema/practices';

/** A money column's amount in whole cents, as a number: what the account's arithmetic is done in. */
export const centsOf = (amount: AnyPgColumn) => sql<number>`(${amount} * 100)::bigint`.mapWith(Number);

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
  await tx.select({ id: practices.id }).from(practices).where(eq(practices.id, practiceId)).for('update');
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
  if (parts.length > 0) await tx.insert(paymentAllocations).values(parts);
}
