import { isIsoDate, todayIso } from '@shop/contract/auth-schemas';
import { creditMessages, type AccountPaymentMethod } from '@shop/contract/credit';
import {
  PaymentBody,
  PaymentTermsBody,
  type PaymentInput,
  type PaymentTerms,
} from '@shop/contract/credit-schemas';
import type { z } from 'zod';
import { zodFieldErrors, type FieldErrors } from '@/lib/form';
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

export type PaymentFormValues = {
  amount: string;
  /** YYYY-MM-DD, today unless the admin says otherwise. */
  receivedOn: string;
  /** Blank until chosen: no method is likelier than another. */
  method: AccountPaymentMethod | '';
  reference: string;
};

export const emptyPayment = (today: string): PaymentFormValues => ({
  amount: '',
  receivedOn: today,
  method: '',
  reference: '',
});

/** The body as typed: an unchosen method left out, so the contract's message meets it. */
export const toPaymentInput = ({ method, ...values }: PaymentFormValues) => ({
  ...values,
  ...(method === '' ? {} : { method }),
});

/**
 * The contract's PaymentBody, and the server's rule that a payment is not received after `today`
 * (which the schema cannot know), so that date is fixed before it is sent. No allocations: the
 * server pays the open invoices oldest first.
 */
export function validatePayment(values: PaymentFormValues, today = todayIso()): FormCheck<PaymentInput> {
  const future = isIsoDate(values.receivedOn) && values.receivedOn > today;
  return checked(
    PaymentBody.safeParse(toPaymentInput(values)),
    future ? { receivedOn: creditMessages.payment.receivedOnFuture } : {},
  );
}
