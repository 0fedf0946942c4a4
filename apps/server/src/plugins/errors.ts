import { ErrorCode, type ApiErrorBody } from '@shop/contract/errors';
import { generalMessages } from '@shop/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

function fieldErrorsFrom(
  validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[],
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (fieldErrors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of validation) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add(String(key), 'Unknown field');
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    add(field, issue.message ?? 'Invalid value');
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
};

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
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsFrom(error.validation);
      const first = Object.values(fieldErrors)[0]?.[0];
      status = 400;
      body = { message: first ?? generalMessages.invalidInput, code: ErrorCode.invalidData, fieldErrors };
    } else if (known) {
      status = known.status;
      body = { message: known.message, code: known.code };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, empty body…): safe to show their message.
      status = error.statusCode;
      body = { message: error.message, code: status === 429 ? ErrorCode.rateLimited : ErrorCode.invalidData };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = { message: generalMessages.serverError, code: ErrorCode.internal };
    }
    if (status >= 400 && status < 500) request.log.info({ status, code: body.code }, body.message);
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
});
