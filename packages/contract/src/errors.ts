import { z } from 'zod';

/** The one error shape on the wire (docs/product.md, API conventions). */
export const ApiErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
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
  accountDisabled: 'ACCOUNT_DISABLED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  foreignOrigin: 'FOREIGN_ORIGIN',
  requestTimeout: 'REQUEST_TIMEOUT',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
