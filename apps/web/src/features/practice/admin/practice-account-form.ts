import { isIsoDate } from '@shop/contract/auth-schemas';
import { allocateOldestFirst, creditMessages, type AccountPaymentMethod } from '@shop/contract/credit';
import {
  PaymentBody,
  PaymentTermsBody,
  type OpenInvoice,
  type PaymentInput,
  type PaymentTerms,
} from '@shop/contract/credit-schemas';
import { fromCents, isMoneyString, toCents } from '@shop/contract/money';
import type { z } from 'zod';
import { errorsFromIssues, zodFieldErrors, type FieldErrors } from '@/lib/form';
import type { FormCheck } from '@/lib/use-checked-form';

/**
 * The Account section's dialogs as values (issue 40), checked by the contract's schemas before they
 * are sent: the server's rules and messages, on the fields its 400 names.
 */

const checked = <Body>(parsed: z.ZodSafeParseResult<Body>, extra: FieldErrors = {}): FormCheck<Body> => {
  const errors = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...extra };
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true, body: parsed.data }
    : { ok: false, errors };
};

// ---------------------------------------------------------------------------------------------
// Payment terms

export type TermsFormValues = { netDays: string; creditLimit: string };

/** The terms as they are, to change; blank to set new ones. */
export const termsValuesFrom = (terms: PaymentTerms | null): TermsFormValues => ({
  netDays: terms ? String(terms.netDays) : '',
  creditLimit: terms?.creditLimit ?? '',
});

/** The body as typed: net days a number, blank left out, so the contract's message meets either. */
export const toTermsInput = (values: TermsFormValues) => ({
  ...(values.netDays.trim() === '' ? {} : { netDays: Number(values.netDays) }),
  creditLimit: values.creditLimit,
});

export const validateTerms = (values: TermsFormValues): FormCheck<z.output<typeof PaymentTermsBody>> =>
  checked(PaymentTermsBody.safeParse(toTermsInput(values)));

// ---------------------------------------------------------------------------------------------
// A payment received

/** What a payment pays: the open invoices oldest first (the server's way), or the parts typed. */
export type PaymentApplication = 'oldest' | 'chosen';

export type PaymentFormValues = {
  amount: string;
  /** YYYY-MM-DD, the shop's today unless the admin says otherwise. */
  receivedOn: string;
  /** Blank until chosen: no method is likelier than another. */
  method: AccountPaymentMethod | '';
  reference: string;
  apply: PaymentApplication;
  /** What the payment pays of each open invoice, as typed, by invoice id; blank pays nothing of it. */
  parts: Readonly<Record<number, string>>;
};

/** An open invoice the payment may pay, as the account lists them (oldest first). */
export type PayableInvoice = Pick<OpenInvoice, 'invoiceId' | 'invoiceNumber' | 'dueOn' | 'balance'>;

export const emptyPayment = (today: string): PaymentFormValues => ({
  amount: '',
  receivedOn: today,
  method: '',
  reference: '',
  apply: 'oldest',
  parts: {},
});

/** A chosen invoice's amount field: its input's name, and the key of its message. */
export const partField = (invoiceId: number) => `part-${invoiceId}`;

/** The invoices with an amount typed, in the account's order, as the body's `allocations` sends them. */
const typedParts = (parts: PaymentFormValues['parts'], open: readonly PayableInvoice[]) =>
  open.flatMap(({ invoiceId }) => {
    const amount = parts[invoiceId]?.trim() ?? '';
    return amount === '' ? [] : [{ invoiceId, amount }];
  });

/**
 * The body as typed: an unchosen method left out, so the contract's message meets it; allocations
 * only when the admin chose the invoices (none typed: all of it stays as credit).
 */
export const toPaymentInput = (
  { method, apply, parts, ...values }: PaymentFormValues,
  open: readonly PayableInvoice[],
) => ({
  ...values,
  ...(method === '' ? {} : { method }),
  ...(apply === 'chosen' ? { allocations: typedParts(parts, open) } : {}),
});

/**
 * Messages on `allocations.N.amount` (the contract's or a 400's) moved to the field of the Nth
 * invoice sent; the others as they are.
 */
export function placePartErrors(errors: FieldErrors, sent: readonly { invoiceId: number }[]): FieldErrors {
  const placed: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const [field, index] = key.split('.');
    const invoice = field === 'allocations' && index !== undefined ? sent[Number(index)] : undefined;
    const to = invoice ? partField(invoice.invoiceId) : key;
    placed[to] ??= message;
  }
  return placed;
}

/**
 * The server's checks of the chosen parts that the schema cannot make: each within its invoice's
 * balance, and all of them within the payment. Parts not typed as amounts are the schema's to name.
 */
function partsBeyondBalances(
  amount: string,
  sent: readonly { invoiceId: number; amount: string }[],
  open: readonly PayableInvoice[],
): FieldErrors {
  const errors: FieldErrors = {};
  let allocatedCents = 0;
  for (const part of sent) {
    if (!isMoneyString(part.amount)) return errors;
    const balance = open.find((invoice) => invoice.invoiceId === part.invoiceId)?.balance ?? '0.00';
    if (toCents(part.amount) > toCents(balance)) {
      errors[partField(part.invoiceId)] = creditMessages.payment.allocationOverBalance(balance);
    }
    allocatedCents += toCents(part.amount);
  }
  if (isMoneyString(amount.trim()) && allocatedCents > toCents(amount.trim())) {
    errors.allocations = creditMessages.payment.allocationOverAmount;
  }
  return errors;
}

/**
 * The contract's PaymentBody, and the server's rules the schema cannot know: no payment received
 * after `today` (the shop's date), and chosen parts within their invoices' balances and the payment.
 */
export function validatePayment(
  values: PaymentFormValues,
  open: readonly PayableInvoice[],
  today: string,
): FormCheck<PaymentInput> {
  const input = toPaymentInput(values, open);
  const parsed = PaymentBody.safeParse(input);
  const sent = input.allocations ?? [];
  const errors: FieldErrors = {
    ...partsBeyondBalances(values.amount, sent, open),
    ...(parsed.success ? {} : placePartErrors(errorsFromIssues(parsed.error.issues), sent)),
    ...(isIsoDate(values.receivedOn) && values.receivedOn > today
      ? { receivedOn: creditMessages.payment.receivedOnFuture }
      : {}),
  };
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true, body: parsed.data }
    : { ok: false, errors };
}

/**
 * The parts the dialog proposes when the admin turns to choosing: the payment spread oldest first,
 * as the server would, to adjust; nothing while the amount is not an amount.
 */
export function proposedParts(amount: string, open: readonly PayableInvoice[]): PaymentFormValues['parts'] {
  const cents = isMoneyString(amount.trim()) ? toCents(amount.trim()) : 0;
  const { allocations } = allocateOldestFirst(
    cents,
    open.map(({ invoiceId, balance }) => ({ invoiceId, balanceCents: toCents(balance) })),
  );
  return Object.fromEntries(allocations.map((part) => [part.invoiceId, fromCents(part.cents)]));
}

/** What the typed parts allocate and what they leave as credit, in cents; undefined until both read as amounts. */
export function partsSummary(values: PaymentFormValues, open: readonly PayableInvoice[]) {
  const amount = values.amount.trim();
  const parts = typedParts(values.parts, open);
  if (!isMoneyString(amount) || !parts.every((part) => isMoneyString(part.amount))) return undefined;
  const allocatedCents = parts.reduce((sum, part) => sum + toCents(part.amount), 0);
  return { allocatedCents, leftCents: Math.max(0, toCents(amount) - allocatedCents) };
}
