import { z } from 'zod';
import { CheckoutQuote } from './charges-schemas';

/** The one error shape on the wire (docs/product.md, API conventions). */
export const ApiErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** A 409 TOTAL_CHANGED's new quote: what the order costs now (issue 37). */
  quote: CheckoutQuote.optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** Machine-readable codes, in a commerce vocabulary. */
export const ErrorCode = {
  invalidData: 'INVALID_DATA',
  unauthorized: 'UNAUTHORIZED',
  notAllowed: 'NOT_ALLOWED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  approvalPending: 'APPROVAL_PENDING',
  /** An order asked for more of a product than is available (issue 19). */
  insufficientStock: 'INSUFFICIENT_STOCK',
  totalChanged: 'TOTAL_CHANGED',
  accountDisabled: 'ACCOUNT_DISABLED',
  /** The doctor's licence has expired (issue 20): no order until a renewal is approved. */
  licenceExpired: 'LICENSE_EXPIRED',
  /** The licence register reports the prescriber's licence suspended, revoked or expired (issue 43): no prescription-only order. */
  licenceSuspended: 'LICENSE_SUSPENDED',
  /** An order on account would take the practice past its credit limit (issue 40). */
  creditLimit: 'CREDIT_LIMIT',
  /** An invoice on account is overdue past the hold threshold: no order on account (issue 40). */
  creditHold: 'CREDIT_HOLD',
  /** Refrigerated products shipped on a day that is not a cold-chain day, unconfirmed (issue 42). */
  coldChainOffDay: 'COLD_CHAIN_OFF_DAY',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  foreignOrigin: 'FOREIGN_ORIGIN',
  requestTimeout: 'REQUEST_TIMEOUT',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  internal: 'INTERNAL',
  /** The database cannot be reached (restarting, or the connection was lost): try again shortly. */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

interface ParseResult {
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined;
}

/**
 * A parse's messages by field, in the order found, as a 400's fieldErrors carry them: the field is
 * its path ('shippingAddress.street', 'tags.1'), '_' for the value as a whole. None for a success.
 */
export function fieldErrorsOf(result: ParseResult): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  }
  return errors;
}

/** The first message of each field (fieldErrorsOf), as a form shows it beside the field. */
export const firstFieldErrorsOf = (result: ParseResult): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fieldErrorsOf(result)).flatMap(([field, [first]]) =>
      first === undefined ? [] : [[field, first]],
    ),
  );
