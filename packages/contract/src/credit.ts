/**
 * Paying on account (issue 40, docs/decisions/055): a practice's payment terms, what it owes, the
 * payments an admin records, and the words the server and the screens share. Zod-free.
 */
import { formatMoney, fromCents } from './money';
import { orderExportMessages } from './order-csv';

/** Net days an admin may grant: an invoice falls due this many days after it is issued. */
export const NET_DAYS_MIN = 7;
export const NET_DAYS_MAX = 90;

/** An order on account is held once an invoice of the practice is more than this many days overdue. */
export const CREDIT_HOLD_DAYS_DEFAULT = 15;

/** The daily job's reminder goes out this many days before an invoice's due date. */
export const CREDIT_REMINDER_DAYS_BEFORE = 3;

/**
 * The daily job's notices of an invoice on account, each sent once (issue 40): its reminder before
 * the due date, the day after it, and when it puts the practice on hold.
 */
export const INVOICE_NOTICE_KINDS = ['due_soon', 'overdue', 'hold'] as const;
export type InvoiceNoticeKind = (typeof INVOICE_NOTICE_KINDS)[number];

/** The account page, where a practice's owner and bookkeepers read its open invoices. */
export const ACCOUNT_PAGE_PATH = '/account';

/** How an order is paid: the spec's card and bank details, or on the practice's account. */
export const ORDER_PAYMENT_METHODS = ['credit_card', 'on_account'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** How a practice paid what it owed, as the admin records it, and the word for each. */
export const accountPaymentMethodNames = {
  cheque: 'Cheque',
  transfer: 'Bank transfer',
  card: 'Card',
  other: 'Other',
} as const;
export type AccountPaymentMethod = keyof typeof accountPaymentMethodNames;
export const ACCOUNT_PAYMENT_METHODS = Object.keys(accountPaymentMethodNames) as [
  AccountPaymentMethod,
  ...AccountPaymentMethod[],
];

export const PAYMENT_REFERENCE_MAX = 80;

/** The ageing buckets of what is owed, by days past the due date, in order, and the words for each. */
export const ageingBucketNames = {
  current: 'Current',
  days1to30: '1–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: 'Over 90 days',
} as const;
export type AgeingBucket = keyof typeof ageingBucketNames;
export const AGEING_BUCKETS = Object.keys(ageingBucketNames) as [AgeingBucket, ...AgeingBucket[]];

/** The bucket of an amount `daysPastDue` days after its due date (0 or less: not yet due). */
export function ageingBucket(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'over90';
}

/** "Net 30": a practice's terms in a word, as every screen and document names them. */
export const netTermsText = (netDays: number) => `Net ${netDays}`;

/** "Net 30 — due 2027-01-04", as the invoice and the account page print an invoice's terms. */
export const termsLine = (netDays: number, dueOn: string) => `${netTermsText(netDays)} — due ${dueOn}`;

export const creditMessages = {
  netDays: `Net days must be a whole number from ${NET_DAYS_MIN} to ${NET_DAYS_MAX}`,
  creditLimit: {
    required: 'Credit limit must be an amount such as 5000.00',
    format: 'Credit limit must be an amount such as 5000.00',
    notPositive: 'Credit limit must be more than zero',
    tooLarge: 'Credit limit is too large',
  },
  termsGranted: 'Payment terms saved',
  termsWithdrawn: 'Payment terms withdrawn',
  noTerms: 'This practice has no payment terms',
  /** Checkout's on-account choice when the practice has no terms. */
  onAccountNotOffered: 'Your practice does not have payment terms: pay by card',
  cardNotTaken: 'No card details are taken for an order on account',
  bankNotTaken: 'No bank details are taken for an order on account',
  /** 409 CREDIT_LIMIT: the order would take the practice past its limit. */
  creditLimitReached: (available: string, currency: string) =>
    `This order is more than your practice's available credit (${formatMoney(available, currency)}). Pay by card, or ask the shop to raise the limit.`,
  /** 409 CREDIT_HOLD: an invoice is overdue past the hold threshold. */
  creditHold: (days: number) =>
    `Your practice's account is on hold: an invoice is more than ${days} days overdue. Orders on account resume once it is paid; you can still pay by card.`,
  /** Checkout's choice: "Pay on account (Net 30) — available credit $4,200.00". */
  payOnAccount: (netDays: number, available: string, currency: string) =>
    `Pay on account (${netTermsText(netDays)}) — available credit ${formatMoney(available, currency)}`,
  /** Checkout's Payment section (issue 40). */
  paymentTitle: 'Payment',
  payByCard: 'Card and bank details',
  onHoldHint: 'On hold: an invoice of your practice is overdue. Pay by card, or settle the invoice first.',
  balanceForbidden: 'Only the practice’s owner and bookkeepers can see its account',
  payment: {
    amount: {
      required: 'Amount must be an amount such as 250.00',
      format: 'Amount must be an amount such as 250.00',
      notPositive: 'Amount must be more than zero',
      tooLarge: 'Amount is too large',
    },
    receivedOn: 'Date received must be a date (YYYY-MM-DD)',
    receivedOnFuture: 'Date received cannot be in the future',
    method: 'Method must be cheque, transfer, card or other',
    reference: `Reference must be at most ${PAYMENT_REFERENCE_MAX} characters`,
    allocationInvoice: 'Choose an invoice of this practice',
    allocationTwice: 'Each invoice can be chosen once',
    allocationOverBalance: (balance: string) => `This invoice has ${balance} left to pay`,
    allocationOverAmount: 'The amounts allocated are more than the payment',
    recorded: 'Payment recorded',
  },
  /** A practice's account as its owner and bookkeepers (/account) and the shop's admin read it (issue 40). */
  account: {
    title: 'Account',
    intro: 'What your practice owes the shop on account, and what it has paid.',
    loading: 'Loading the account',
    loadFailed: 'The account could not be loaded',
    terms: 'Payment terms',
    /** "Net 30, credit limit $5,000.00": the limit as the screen formats money. */
    termsValue: (netDays: number, limit: string) => `${netTermsText(netDays)}, credit limit ${limit}`,
    noTerms: 'No payment terms',
    balance: 'Balance',
    uninvoiced: 'On account, not invoiced yet',
    availableCredit: 'Available credit',
    creditHeld: 'Credit held',
    status: 'Status',
    onHold: 'On hold',
    onHoldText: 'An invoice is overdue: no order on account until it is paid',
    ageing: 'Ageing',
    ageingCaption: 'What the practice owes, by days past the due date',
    openInvoices: 'Open invoices',
    noOpenInvoices: 'No open invoices.',
    invoice: 'Invoice',
    order: 'Order',
    dueOn: 'Due',
    invoiceBalance: 'Balance',
    daysPastDue: 'Days past due',
    notYetDue: 'Not yet due',
    payments: 'Payments',
    noPayments: 'No payments recorded.',
    receivedOn: 'Received',
    method: 'Method',
    reference: 'Reference',
    amount: 'Amount',
    unallocated: 'Unallocated',
    setTerms: 'Set terms',
    changeTerms: 'Change terms',
    termsTitle: (practice: string) => `Payment terms for ${practice}`,
    termsDescription:
      'Its members may then order on account up to the credit limit, each invoice due the net days after it is issued.',
    netDaysLabel: 'Net days',
    netDaysHint: `Days from an invoice to its due date: ${NET_DAYS_MIN} to ${NET_DAYS_MAX}.`,
    creditLimitLabel: 'Credit limit',
    creditLimitHint: 'What the practice may owe at once, its orders not invoiced yet included.',
    saveTerms: 'Save terms',
    termsSaveFailed: 'The payment terms were not saved',
    withdrawTerms: 'Withdraw terms',
    withdrawTitle: (practice: string) => `Withdraw the payment terms of ${practice}?`,
    withdrawText:
      'Its members can no longer order on account. What it owes stays on its account until it is paid.',
    withdrawing: 'Withdrawing…',
    termsWithdrawFailed: 'The payment terms were not withdrawn',
    recordPayment: 'Record payment',
    paymentTitle: (practice: string) => `Record a payment from ${practice}`,
    paymentDescription:
      'It pays the open invoices oldest first, or as you choose; what is left stays on the account as credit for the next ones.',
    /** The payment dialog's choice of what it pays (the API's `allocations`). */
    applyLegend: 'Apply it to',
    applyOldest: 'The open invoices, oldest first',
    applyChosen: 'The invoices I choose',
    applyChosenHint: 'Type what it pays of each invoice; what is left stays on the account as credit.',
    /** A chosen invoice's amount field, named for screen readers: "Amount for INV-2026-000042". */
    applyAmountLabel: (invoiceNumber: string) => `Amount for ${invoiceNumber}`,
    allocated: 'Allocated',
    leftAsCredit: 'Left as credit',
    amountLabel: 'Amount',
    receivedOnLabel: 'Date received',
    methodLabel: 'Method',
    chooseMethod: 'Choose a method',
    referenceLabel: 'Reference',
    referenceHint: 'The cheque’s number or the transfer’s reference, say.',
    paymentRecordFailed: 'The payment was not recorded',
  },
  /** A recorded payment's receipt, as a PDF (issue 40): what it paid and what it left as credit. */
  receipt: {
    title: 'Payment receipt',
    /** "RCPT-000042": the receipt's number, made of the payment's id. */
    number: (paymentId: number) => `RCPT-${String(paymentId).padStart(6, '0')}`,
    numberLabel: 'Receipt number',
    receivedFrom: 'Received from',
    appliedTo: 'Applied to',
    allocated: 'Amount allocated',
    noAllocations: 'Not applied to an invoice yet.',
    heldAsCredit: 'Held as credit',
    amountReceived: 'Amount received',
    notFound: 'No such payment',
  },
  /**
   * The admin dashboard's Receivables tab (issue 40): what every practice on account owes, by age.
   * Its other words are the account's (Balance, Payment terms, On hold, Status) and the ageing's.
   */
  receivables: {
    tab: 'Receivables',
    title: 'Receivables',
    practice: 'Practice',
    oldestDue: 'Oldest due',
    loading: 'Loading receivables',
    loadFailed: 'Failed to load receivables',
    countNoun: 'practice',
    searchLabel: 'Search receivables',
    searchPlaceholder: 'Practice name',
    allStatuses: 'All',
    overdue: 'Overdue',
    empty: 'No practice buys on account yet',
    noMatches: 'No practices match this search and status',
    /** The totals row: every practice the search and status keep, on every page. */
    totalOf: (practices: string) => `Total of ${practices}`,
    exportCsv: orderExportMessages.exportCsv,
    exportHint: 'Downloads every practice the search and status keep, as a spreadsheet',
  },
} as const;

/** What the daily job's e-mails say of an invoice on account. */
export interface InvoiceNoticeWordsFacts {
  invoiceNumber: string;
  practiceName: string;
  dueOn: string;
  /** Days from the job's day to the due date (3 or fewer for the reminder). */
  daysLeft: number;
  /** CREDIT_HOLD_DAYS. */
  holdDays: number;
}

/** "today", "tomorrow", "in 3 days": when an invoice falls due. */
const dueWhen = (daysLeft: number) =>
  daysLeft <= 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;

/**
 * The words of the daily job's e-mails to a practice's owner and bookkeepers (issue 40), written
 * out by modules/credit/credit.emails.ts: each notice's subject, what it says first and last.
 */
export const creditEmailMessages = {
  dueSoon: {
    subject: (f: InvoiceNoticeWordsFacts) => `invoice ${f.invoiceNumber} is due ${dueWhen(f.daysLeft)}`,
    lead: (f: InvoiceNoticeWordsFacts) =>
      `Invoice ${f.invoiceNumber} of ${f.practiceName} is due ${dueWhen(f.daysLeft)}, on ${f.dueOn}.`,
    closing: () =>
      'Please pay it by then. Already paid? Thank you: a payment we have not recorded yet still shows on your account for a day or two.',
  },
  overdue: {
    subject: (f: InvoiceNoticeWordsFacts) => `invoice ${f.invoiceNumber} is overdue`,
    lead: (f: InvoiceNoticeWordsFacts) =>
      `Invoice ${f.invoiceNumber} of ${f.practiceName} was due on ${f.dueOn} and is not paid yet.`,
    closing: (f: InvoiceNoticeWordsFacts) =>
      `Please pay it as soon as you can. If it is still open more than ${f.holdDays} days after its due date, orders on account are held until it is paid.`,
  },
  hold: {
    subject: (f: InvoiceNoticeWordsFacts) => `the account of ${f.practiceName} is on hold`,
    lead: (f: InvoiceNoticeWordsFacts) =>
      `Invoice ${f.invoiceNumber} of ${f.practiceName} is more than ${f.holdDays} days overdue, so the practice’s account is on hold: orders on account are held until it is paid.`,
    closing: () =>
      'You can still order and pay by card. Orders on account resume as soon as the invoice is paid.',
  },
  invoice: 'Invoice',
  order: 'Order',
  poNumber: 'PO number',
  amountDue: 'Amount due',
  dueOn: 'Due date',
  link: 'Your practice’s open invoices and payments are on your account page:',
  linkLabel: 'See your account',
} as const;

/** An invoice's part of a payment. */
export interface Allocation {
  invoiceId: number;
  cents: number;
}

/**
 * A payment of `cents` spread over open invoices oldest first (the order given), each up to its
 * balance; what is left over stays on the account as credit. Every allocation is above zero and
 * they add up to at most `cents`.
 */
export function allocateOldestFirst(
  cents: number,
  openInvoices: readonly { invoiceId: number; balanceCents: number }[],
): { allocations: Allocation[]; unallocatedCents: number } {
  const allocations: Allocation[] = [];
  let left = cents;
  for (const invoice of openInvoices) {
    if (left <= 0) break;
    const part = Math.min(left, invoice.balanceCents);
    if (part > 0) {
      allocations.push({ invoiceId: invoice.invoiceId, cents: part });
      left -= part;
    }
  }
  return { allocations, unallocatedCents: left };
}

/** What a limit leaves once the balance is counted (never below zero), as a money string. */
export const availableCredit = (limitCents: number, balanceCents: number) =>
  fromCents(Math.max(0, limitCents - balanceCents));
