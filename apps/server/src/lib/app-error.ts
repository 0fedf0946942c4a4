import { ErrorCode, type ApiErrorBody } from '@shop/contract/error-schemas';

type FieldErrors = Record<string, string[]>;

/** An error a client caused or may act on; the error handler turns it into the one wire shape. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly fieldErrors?: FieldErrors,
    /** What else the answer carries beside the message (a 409 TOTAL_CHANGED's new quote). */
    readonly extra?: Pick<ApiErrorBody, 'quote'>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new AppError(400, message, ErrorCode.invalidData, fieldErrors);
export const unauthorized = (message: string) => new AppError(401, message, ErrorCode.unauthorized);
export const forbidden = (message: string, code: ErrorCode = ErrorCode.notAllowed) =>
  new AppError(403, message, code);
export const notFound = (message: string) => new AppError(404, message, ErrorCode.notFound);
export const conflict = (message: string) => new AppError(409, message, ErrorCode.conflict);
export const payloadTooLarge = (message: string) => new AppError(413, message, ErrorCode.payloadTooLarge);
export const tooManyRequests = (message: string) => new AppError(429, message, ErrorCode.rateLimited);

/** A 429 that says when to try again: the error handler sends `Retry-After` with it. */
export class RateLimitedError extends AppError {
  override name = 'RateLimitedError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, ErrorCode.rateLimited);
  }
}
