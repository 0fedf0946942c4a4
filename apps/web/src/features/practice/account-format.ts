import { AGEING_BUCKETS, ageingBucketNames, creditMessages } from '@shop/contract/credit';
import type { AccountBalance, PaymentTerms } from '@shop/contract/credit-schemas';
import { documentMessages } from '@shop/contract/documents';
import type { Fact } from '@/components/ui/fact-list';

/**
 * How a practice's account reads (issue 40), on /account and in the admin's practice dialog. No DOM, no settings: amounts are
 * formatted by the caller's `price`, which takes an amount of zero or more.
 */

const a = creditMessages.account;

type Price = (amount: string) => string;

/** "Net 30, credit limit $5,000.00", or that the practice has none. */
export const termsText = (terms: PaymentTerms | null, price: Price) =>
  terms ? a.termsValue(terms.netDays, price(terms.creditLimit)) : a.noTerms;

/** A balance, which credit not yet allocated takes below zero: "-$25.00". */
export const signedAmountText = (amount: string, price: Price) =>
  amount.startsWith('-') ? `-${price(amount.slice(1))}` : price(amount);

/** The account's facts above its tables; available credit is a dash without terms (the server's null). */
export const accountFacts = (account: AccountBalance, price: Price): Fact[] => [
  [a.terms, termsText(account.terms, price)],
  [a.balance, signedAmountText(account.balance, price)],
  [a.availableCredit, account.availableCredit === null ? undefined : price(account.availableCredit)],
  [a.uninvoiced, price(account.uninvoiced)],
  [a.creditHeld, price(account.unallocatedCredit)],
];

/** An open invoice's days past its due date, or that it is not due yet (the server's 0 or less). */
export const daysPastDueText = (daysPastDue: number) =>
  daysPastDue > 0 ? daysPastDue.toLocaleString('en-US') : a.notYetDue;

/** The ageing table's headings, one a bucket, in the contract's order. */
export const AGEING_COLUMNS = AGEING_BUCKETS.map((bucket) => ageingBucketNames[bucket]);

const OPEN_INVOICE_COLUMNS = [
  a.invoice,
  a.order,
  documentMessages.poNumber,
  a.dueOn,
  a.invoiceBalance,
  a.daysPastDue,
];

/** The open invoices' table: its heading, columns (the balance and days past due are figures). */
export const OPEN_INVOICES_TABLE = {
  title: a.openInvoices,
  columns: OPEN_INVOICE_COLUMNS,
  numeric: OPEN_INVOICE_COLUMNS.slice(-2),
  empty: a.noOpenInvoices,
};

const PAYMENT_COLUMNS = [a.receivedOn, a.method, a.reference, a.amount, a.unallocated];

/** The payments' table, as OPEN_INVOICES_TABLE: the amount and what is unallocated are figures. */
export const PAYMENTS_TABLE = {
  title: a.payments,
  columns: PAYMENT_COLUMNS,
  numeric: PAYMENT_COLUMNS.slice(-2),
  empty: a.noPayments,
};

/** The Set or Change button's text: whether the practice has terms to change. */
export const termsButtonText = (terms: PaymentTerms | null) => (terms ? a.changeTerms : a.setTerms);
