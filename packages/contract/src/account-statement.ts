/**
 * The account part of a practice's monthly statement (issue 40, docs/decisions/055): the balance
 * brought forward, the month's invoices, credit notes and payments on account, the balance carried
 * forward and its ageing. Pure arithmetic in cents over the account's movements. Zod-free.
 */
import { daysBetween } from './calendar-days';
import { AGEING_BUCKETS, ageingBucket, type AgeingBucket } from './credit';

/** What moved the account: an invoice on account owes, its credit note and a payment pay it back. */
export interface AccountMovement {
  kind: 'invoice' | 'credit_note' | 'payment';
  /** The day it happened in the shop's calendar (YYYY-MM-DD): issued, or received. */
  day: string;
  cents: number;
  /** The invoice's or credit note's number, the payment's reference. */
  reference: string | null;
  /** An invoice's due date (YYYY-MM-DD). */
  dueOn?: string | null;
}

export interface AccountStatement {
  openingCents: number;
  /** The month's movements, in the order they happened. */
  entries: AccountMovement[];
  closingCents: number;
  /** The closing balance's invoices by days past due on the statement date, oldest paid first. */
  ageing: Record<AgeingBucket, number>;
}

/** What a movement does to the balance: an invoice adds to it, the others take from it. */
export const signedCents = (movement: AccountMovement) =>
  movement.kind === 'invoice' ? movement.cents : -movement.cents;

const byDay = (a: AccountMovement, b: AccountMovement) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0);

/**
 * The statement of `month` (YYYY-MM) made on `statementDate`: the balance of everything before the
 * month, the month's movements up to the statement date, and the balance after them. The ageing
 * spreads the closing balance over the invoices up to the statement date, newest last: credit notes
 * and payments pay the oldest first (a balance brought forward, as statements age it), so an
 * account whose payments were allocated oldest first ages here exactly as on its account page.
 */
export function accountStatement(
  movements: readonly AccountMovement[],
  month: string,
  statementDate: string,
): AccountStatement {
  const start = `${month}-01`;
  const upToDate = movements.filter((movement) => movement.day <= statementDate).sort(byDay);
  const before = upToDate.filter((movement) => movement.day < start);
  const entries = upToDate.filter((movement) => movement.day >= start);
  const openingCents = before.reduce((sum, movement) => sum + signedCents(movement), 0);
  const closingCents = entries.reduce((sum, movement) => sum + signedCents(movement), openingCents);

  const ageing = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as Record<
    AgeingBucket,
    number
  >;
  let paidBack = upToDate
    .filter((movement) => movement.kind !== 'invoice')
    .reduce((sum, movement) => sum + movement.cents, 0);
  for (const invoice of upToDate.filter((movement) => movement.kind === 'invoice')) {
    const paid = Math.min(paidBack, invoice.cents);
    paidBack -= paid;
    const left = invoice.cents - paid;
    if (left > 0) {
      const due = invoice.dueOn ?? invoice.day;
      ageing[ageingBucket(daysBetween(due, statementDate))] += left;
    }
  }
  return { openingCents, entries, closingCents, ageing };
}
