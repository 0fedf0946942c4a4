import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode, type ApiErrorBody } from '@shop/contract/error-schemas';
import { generalMessages } from '@shop/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from '../lib/app-error';
import { isWarmUpRequest } from '../lib/warm-up-request';
import { isDatabaseUnavailable, isTransactionConflict } from '../lib/db-errors';
import { FieldErrorList } from '../lib/field-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route's own `message` for a body its schema refused, given the field messages, where the
     * specification words one (the referral form's); undefined keeps the first field's message.
     */
    validationSummary?: (fieldErrors: Readonly<Record<string, readonly string[]>>) => string | undefined;
  }
}

/** The field errors of a route's failed schema, unknown keys each named. */
function fieldErrorsFrom(
  validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[],
): FieldErrorList {
  const fieldErrors = new FieldErrorList();
  for (const issue of validation) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) fieldErrors.add(String(key), generalMessages.unknownField);
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fieldErrors.add(field, issue.message ?? 'Invalid value');
  }
  return fieldErrors;
}

const statusCodes: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ErrorCode.payloadTooLarge,
    message: generalMessages.tooLarge,
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: ErrorCode.payloadTooLarge, message: generalMessages.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.unsupportedMediaType,
    message: generalMessages.unsupportedMediaType,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ErrorCode.invalidData,
    message: generalMessages.emptyJsonBody,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ErrorCode.invalidData,
    message: generalMessages.invalidJson,
  },
};

/**
 * Fastify's and its plugins' other client errors get a fixed sentence for their status: their own
 * messages may quote the URL or the body. Any other 4xx is a plain bad request.
 */
const clientErrors: Partial<Record<number, { code: ErrorCode; message: string }>> = {
  404: { code: ErrorCode.notFound, message: generalMessages.notFound },
  408: { code: ErrorCode.requestTimeout, message: generalMessages.requestTimeout },
  413: { code: ErrorCode.payloadTooLarge, message: generalMessages.tooLarge },
  415: { code: ErrorCode.unsupportedMediaType, message: generalMessages.unsupportedMediaType },
  429: { code: ErrorCode.rateLimited, message: generalMessages.tooManyRequests },
  431: { code: ErrorCode.headersTooLarge, message: generalMessages.headersTooLarge },
};

const clientErrorFor = (status: number) => ({
  ...(clientErrors[status] ?? { code: ErrorCode.invalidData, message: generalMessages.badRequest }),
});

/** One error shape on the wire; 5xx never leaks internals (docs/product.md, API conventions). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    const known = statusCodes[error.code];

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { message: error.message, code: error.code };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      if (error.extra) Object.assign(body, error.extra);
      if (error instanceof RateLimitedError)
        void reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const list = fieldErrorsFrom(error.validation);
      const fieldErrors = list.toObject();
      status = 400;
      body = {
        message:
          request.routeOptions.config.validationSummary?.(fieldErrors) ??
          list.first ??
          generalMessages.invalidInput,
        code: ErrorCode.invalidData,
        fieldErrors,
      };
    } else if (known) {
      status = known.status;
      body = { message: known.message, code: known.code };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = clientErrorFor(status);
    } else if (isDatabaseUnavailable(error) || isTransactionConflict(error)) {
      // Not the request's fault: the database is away, or it rolled this transaction back to let a
      // concurrent one through (nothing was written). Sent again, it may well succeed.
      request.log.warn(
        { err: error },
        isTransactionConflict(error) ? 'transaction conflict' : 'database unavailable',
      );
      status = 503;
      body = { message: generalMessages.unavailable, code: ErrorCode.unavailable };
      void reply.header('retry-after', '2');
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = { message: generalMessages.serverError, code: ErrorCode.internal };
    }
    // The warm-up's checkout without a session (startup/warm-up.ts) is refused on purpose.
    if (status >= 400 && status < 500 && !isWarmUpRequest(request))
      request.log.info({ status, code: body.code }, body.message);
    // Written as built: a route's response schema would re-parse the body, and a zod record turns a
    // client's `__proto__` field name into a prototype instead of a key.
    return reply
      .status(status)
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(body);
  });
});

/**
 * Fastify's `frameworkErrors`: errors found while routing, before any route runs. A URL that does
 * not decode is a 400; a path parameter longer than the router's limit names nothing (no slug or id
 * is that long), so it is the 404 that any unknown path gets. Neither echoes the URL.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let status = 500;
  let body: ApiErrorBody = { message: generalMessages.serverError, code: ErrorCode.internal };
  if (error.code === 'FST_ERR_BAD_URL') {
    status = 400;
    body = { message: generalMessages.badUrl, code: ErrorCode.invalidData };
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    status = 404;
    body = { message: generalMessages.notFound, code: ErrorCode.notFound };
  } else {
    request.log.error({ err: error }, 'routing failed');
  }
  request.log.info({ status, code: body.code }, body.message);
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The status of Node's client errors that are not a plain 400. */
const NODE_CLIENT_ERROR_STATUS: Partial<Record<string, number>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Node's `clientError`: a request that never became one (headers over `maxHeaderSize`, a timeout
 * while it arrived, bytes that are not HTTP). Answered in the shop's error shape, without echoing
 * anything, then the connection is closed — as Node itself does, and only if nothing was written.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = NODE_CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const { code, message } = clientErrorFor(status);
  const body: ApiErrorBody = { message, code };
  const bytesWritten = (socket as Duplex & { bytesWritten?: number }).bytesWritten ?? 0;
  if (socket.writable && bytesWritten === 0) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
