import { z } from 'zod';
import { requiredAmount } from './admin-product-schemas';
import { isIsoDate } from './auth-schemas';
import { pagedList, searchPageFields } from './common-schemas';
import {
  ACCOUNT_PAYMENT_METHODS,
  AGEING_BUCKETS,
  ageingBucketNames,
  NET_DAYS_MAX,
  NET_DAYS_MIN,
  PAYMENT_REFERENCE_MAX,
  creditMessages as m,
} from './credit';
import { ADMIN_PRACTICES_PATH } from './practice-messages';
import { optionalLine } from './text-field-schemas';
import { MAX_ID } from './url-param-schemas';

/** Paying on account (issue 40, docs/decisions/055): terms, the balance, payments. */

export const practiceTermsPath = (practiceId: number) => `${ADMIN_PRACTICES_PATH}/${practiceId}/terms`;
export const practiceAccountPath = (practiceId: number) => `${ADMIN_PRACTICES_PATH}/${practiceId}/account`;
export const practicePaymentsPath = (practiceId: number) => `${ADMIN_PRACTICES_PATH}/${practiceId}/payments`;
export const ACCOUNT_BALANCE_PATH = '/api/account/balance';
/** A recorded payment's receipt (PDF): the admin's of any practice's, the owner's and bookkeepers' of theirs. */
export const practicePaymentReceiptPath = (practiceId: number, paymentId: number) =>
  `${practicePaymentsPath(practiceId)}/${paymentId}/receipt.pdf`;
export const ACCOUNT_PAYMENTS_PATH = '/api/account/payments';
export const accountPaymentReceiptPath = (paymentId: number) =>
  `${ACCOUNT_PAYMENTS_PATH}/${paymentId}/receipt.pdf`;

/** `PUT /api/admin/practices/{id}/terms`: net days and the credit limit. */
export const PaymentTermsBody = z
  .object({
    netDays: z
      .number({ error: m.netDays })
      .int(m.netDays)
      .min(NET_DAYS_MIN, m.netDays)
      .max(NET_DAYS_MAX, m.netDays),
    creditLimit: requiredAmount(m.creditLimit, m.creditLimit.format),
  })
  .strict();
export type PaymentTermsBody = z.input<typeof PaymentTermsBody>;

export const PaymentTerms = z.object({
  netDays: z.number().int(),
  creditLimit: z.string(),
  grantedAt: z.string(),
});
export type PaymentTerms = z.infer<typeof PaymentTerms>;

/** An invoice of an order on account, with what is left to pay. */
export const OpenInvoice = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  poNumber: z.string().nullable(),
  issuedOn: z.string(),
  dueOn: z.string(),
  netDays: z.number().int(),
  amount: z.string(),
  /** Credit notes against it. */
  credited: z.string(),
  /** Payments allocated to it. */
  paid: z.string(),
  balance: z.string(),
  /** Days past the due date today (0 or less: not yet due). */
  daysPastDue: z.number().int(),
});
export type OpenInvoice = z.infer<typeof OpenInvoice>;

export const AccountPayment = z.object({
  id: z.number().int(),
  receivedOn: z.string(),
  amount: z.string(),
  method: z.enum(ACCOUNT_PAYMENT_METHODS),
  reference: z.string().nullable(),
  /** What of it is not allocated to an invoice yet: credit on the account. */
  unallocated: z.string(),
});
export type AccountPayment = z.infer<typeof AccountPayment>;

export const AgeingAmounts = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, z.string()])) as Record<
    (typeof AGEING_BUCKETS)[number],
    z.ZodString
  >,
);
export type AgeingAmounts = z.infer<typeof AgeingAmounts>;

/**
 * `GET /api/account/balance` (owners and bookkeepers) and the admin's view of a practice's account:
 * the terms, what is owed and its ageing, the credit left, the open invoices and the payments.
 */
export const AccountBalance = z.object({
  /** The shop's date the account is reckoned on (days past due count to it): no payment is received after it. */
  asOf: z.string(),
  terms: PaymentTerms.nullable(),
  /** Open invoices' balances less credit not yet allocated. */
  balance: z.string(),
  /** Orders on account not invoiced yet (pending or waiting for approval). */
  uninvoiced: z.string(),
  /** The limit less the balance and the uninvoiced orders; null without terms. */
  availableCredit: z.string().nullable(),
  /** Payments not allocated to an invoice: used by the next invoices. */
  unallocatedCredit: z.string(),
  /** An invoice is overdue past the hold threshold: no order on account until it is paid. */
  onHold: z.boolean(),
  ageing: AgeingAmounts,
  openInvoices: z.array(OpenInvoice),
  payments: z.array(AccountPayment),
});
export type AccountBalance = z.infer<typeof AccountBalance>;

const ReceivedOnField = z.string({ error: m.payment.receivedOn }).refine(isIsoDate, m.payment.receivedOn);

const AllocationInput = z
  .object({
    invoiceId: z
      .number({ error: m.payment.allocationInvoice })
      .int(m.payment.allocationInvoice)
      .min(1, m.payment.allocationInvoice)
      .max(MAX_ID, m.payment.allocationInvoice),
    amount: requiredAmount(m.payment.amount, m.payment.amount.format),
  })
  .strict();

/**
 * `POST /api/admin/practices/{id}/payments`: a payment received. Without `allocations` it pays the
 * open invoices oldest first; with them, exactly those parts (what is left stays as credit).
 */
export const PaymentBody = z
  .object({
    amount: requiredAmount(m.payment.amount, m.payment.amount.format),
    receivedOn: ReceivedOnField,
    method: z.enum(ACCOUNT_PAYMENT_METHODS, { error: m.payment.method }),
    reference: optionalLine(PAYMENT_REFERENCE_MAX, m.payment.reference).optional(),
    allocations: z.array(AllocationInput).max(500).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const ids = body.allocations?.map((a) => a.invoiceId) ?? [];
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: m.payment.allocationTwice, path: ['allocations'] });
    }
  });
export type PaymentBody = z.input<typeof PaymentBody>;
export type PaymentInput = z.output<typeof PaymentBody>;

export const RecordedPayment = z.object({
  message: z.string(),
  payment: AccountPayment,
  allocations: z.array(z.object({ invoiceId: z.number().int(), amount: z.string() })),
});
export type RecordedPayment = z.infer<typeof RecordedPayment>;

export const ADMIN_RECEIVABLES_PATH = '/api/admin/receivables';
export const ADMIN_RECEIVABLES_CSV_PATH = '/api/admin/receivables.csv';

/** Which practices the receivables list: all, those with an invoice past due, those on hold. */
export const RECEIVABLES_STATUSES = ['all', 'overdue', 'on_hold'] as const;

export const receivablesMessages = {
  status: 'Status must be all, overdue or on_hold',
} as const;

/** `GET /api/admin/receivables` (and its CSV): a name to look for, a status, a page. */
export const ReceivablesQuery = z
  .object({
    ...searchPageFields,
    status: z.enum(RECEIVABLES_STATUSES, { error: receivablesMessages.status }).default('all'),
  })
  .strict();
export type ReceivablesQuery = z.output<typeof ReceivablesQuery>;

/** A practice's line of the receivables: its balance in ageing buckets. */
export const Receivable = z.object({
  practiceId: z.number().int(),
  practiceName: z.string(),
  terms: PaymentTerms.nullable(),
  balance: z.string(),
  ageing: AgeingAmounts,
  onHold: z.boolean(),
  /** When the oldest open invoice fell due; null with none open. */
  oldestDueOn: z.string().nullable(),
});
export type Receivable = z.infer<typeof Receivable>;

/** A page of the receivables and the totals of every practice the filter keeps. */
export const ReceivablesPage = pagedList('practices', Receivable).extend({
  totals: AgeingAmounts.extend({ balance: z.string() }),
});
export type ReceivablesPage = z.infer<typeof ReceivablesPage>;

/** The receivables CSV's columns, in order. */
export const RECEIVABLES_CSV_COLUMNS = [
  m.receivables.practice,
  m.account.netDaysLabel,
  m.account.creditLimitLabel,
  ...AGEING_BUCKETS.map((bucket) => ageingBucketNames[bucket]),
  m.account.balance,
  m.account.onHold,
  m.receivables.oldestDue,
] as const;
