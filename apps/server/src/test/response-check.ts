import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import OpenAPIBackend, { type Document } from 'openapi-backend';

/**
 * Every answer a test app gives, checked against the API document that app publishes
 * (`/api/docs/json`) by a maintained validator, openapi-backend on Ajv, as a validating proxy in
 * front of the API would:
 * - the answer's status is one its operation lists (docs/decisions/049);
 * - a JSON body matches that status's schema.
 * Each violation is kept, and `createTestApp`'s `close` fails the test file with every one. The
 * document's own checks are `plugins/api-document.test.ts`.
 */
export interface ResponseCheck {
  /** Adds the check to an app; `buildApp`'s `beforeRoutes`. */
  install: (app: FastifyInstance) => void;
  /** What failed so far, one line each: the request, the status and why. */
  readonly violations: string[];
}

/** One validator per document text, initialised once: the test files of one worker share it. */
const validators = new Map<string, Promise<OpenAPIBackend>>();
const appValidators = new WeakMap<FastifyInstance, Promise<OpenAPIBackend>>();

function validatorOf(app: FastifyInstance): Promise<OpenAPIBackend> {
  let api = appValidators.get(app);
  if (api) return api;
  const definition = app.swagger() as Document;
  const text = JSON.stringify(definition);
  api = validators.get(text);
  if (!api) {
    // quick: each operation's validators are compiled the first time one of its answers is checked.
    api = new OpenAPIBackend({ definition, quick: true, validate: true }).init();
    validators.set(text, api);
  }
  appValidators.set(app, api);
  return api;
}

/** Only the API's own calls: its document page, the shop's pages and images are not in it. */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export function responseCheck(): ResponseCheck {
  const violations: string[] = [];
  const check = async (
    app: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ) => {
    if (!isApiCall(request.url)) return;
    const api = await validatorOf(app);
    const [path = '', query = ''] = request.url.split('?');
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const operation = api.matchOperation({ method, path, query, headers: {} });
    // A call no route answers (a 404 or 405 of the router) has no operation to hold it to.
    if (!operation) return;
    const status = reply.statusCode;
    const call = `${request.method} ${request.url} → ${status}`;
    const documented = operation.responses ?? {};
    if (!(String(status) in documented)) {
      violations.push(`${call}: status not in ${operation.operationId}'s responses`);
      return;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.method === 'HEAD' || !type.startsWith('application/json') || typeof payload !== 'string')
      return;
    const result = api.validateResponse(JSON.parse(payload) as unknown, operation, status);
    for (const error of result.errors ?? []) {
      violations.push(`${call}: body ${error.instancePath || '/'} ${error.message ?? ''}`);
    }
  };
  return {
    violations,
    install: (app) => {
      app.addHook('onSend', async (request, reply, payload) => {
        await check(app, request, reply, payload);
        return payload;
      });
    },
  };
}
