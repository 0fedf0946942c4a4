import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { documentedInputs } from '@shop/contract/documented-input-schemas';
import { ApiErrorBody, ErrorCode } from '@shop/contract/error-schemas';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isRateLimiter } from '../lib/rate-limit';
import { GUARD_ACCESS, refusedAdmin } from './guards';

/** Facts of a response that only the document needs: its headers, and a bodiless answer's description. */
export interface DocumentedResponse {
  description?: string;
  /** Header name → what it carries. */
  headers?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * What the API document says of a route's responses beyond their bodies (the headers a client
     * relies on, a redirect), by status; read by plugins/api-document.ts only.
     */
    documentedResponses?: Record<number, DocumentedResponse>;
  }
}

/** A download's answer: the name the browser saves the file under. */
export const DOWNLOAD: Record<number, DocumentedResponse> = {
  200: { headers: { 'Content-Disposition': 'attachment; filename="…": the name to save the file under' } },
};

/**
 * An admin's export's schema: a download (its 200 as `download` documents it) of what the query
 * picks, refused as every admin call is.
 */
export const adminExportSchema = <Query extends z.ZodType, Download>(route: {
  summary: string;
  querystring: Query;
  download: Download;
}) => ({
  tags: ['admin'],
  summary: route.summary,
  documentedResponses: DOWNLOAD,
  querystring: route.querystring,
  response: { 200: route.download, ...refusedAdmin },
});

/** An answer that sets or ends the `sid` session cookie (and, at sign-in, the device cookie). */
export const sessionCookie = (what: string): DocumentedResponse => ({ headers: { 'Set-Cookie': what } });

type Access = 'user' | 'admin' | 'doctor';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why a route may answer an error status, by reason; a status's description lists its reasons. */
const reasons = {
  invalid: 'The request is not valid: `message` says why, `fieldErrors` each field (INVALID_DATA).',
  guest: 'Not signed in (UNAUTHORIZED).',
  notAdmin: 'Signed in, but not as an admin (NOT_ALLOWED).',
  notDoctor: 'Signed in, but not as a doctor (NOT_ALLOWED).',
  foreignOrigin: `A write sent from another site's page (${ErrorCode.foreignOrigin}).`,
  notFound: 'Not found (NOT_FOUND).',
  conflict: 'The current state does not allow it (CONFLICT or a more precise code).',
  tooLarge: `The body is larger than this call accepts (${ErrorCode.payloadTooLarge}).`,
  mediaType: `The body is not of a type this call accepts (${ErrorCode.unsupportedMediaType}).`,
  rateLimited: `Too many requests from this address; \`Retry-After\` says in how many seconds to try again (${ErrorCode.rateLimited}).`,
  unavailable: `The shop cannot reach its database or is stopping: try again shortly (${ErrorCode.unavailable}).`,
  internal: `The shop failed: the message says no more, the answer's \`X-Request-Id\` finds it in the logs (${ErrorCode.internal}).`,
} as const;

/** What any error status of a route means when the route says nothing more. */
const plainReasons: Partial<Record<number, string>> = {
  400: reasons.invalid,
  401: reasons.guest,
  404: reasons.notFound,
  409: reasons.conflict,
  413: reasons.tooLarge,
  415: reasons.mediaType,
  429: reasons.rateLimited,
  500: reasons.internal,
  503: reasons.unavailable,
};

const REQUEST_ID_HEADER = {
  'X-Request-Id':
    'The id of this request in the shop’s logs (the client’s own `X-Request-Id` when it sent a valid one).',
};

/** Who may call the route, by the guard among its own hooks (plugins/guards.ts guardRoutes). */
function accessOf(route: RouteOptions): Access | undefined {
  for (const hook of [route.onRequest, route.preHandler].flat()) {
    const access = hook && GUARD_ACCESS.get(hook as never);
    if (access) return access;
  }
  return undefined;
}

const rateLimited = (route: RouteOptions) =>
  [route.onRequest, route.preHandler].flat().some((hook) => hook !== undefined && isRateLimiter(hook));

/**
 * The error statuses every route of its kind may answer, with why: added here once for every
 * route, so a route declares only the errors of its own logic (a 404, a 409).
 */
function sharedErrors(route: RouteOptions, method: string): Map<number, string[]> {
  const errors = new Map<number, string[]>();
  const add = (status: number, reason: string) => errors.set(status, [...(errors.get(status) ?? []), reason]);
  const schema = route.schema ?? {};
  const access = accessOf(route);
  if (schema.params || schema.querystring || schema.body) add(400, reasons.invalid);
  if (access) add(401, reasons.guest);
  if (access === 'admin') add(403, reasons.notAdmin);
  if (access === 'doctor') add(403, reasons.notDoctor);
  if (MUTATING.has(method)) add(403, reasons.foreignOrigin);
  if (schema.body || schema.consumes) {
    add(413, reasons.tooLarge);
    add(415, reasons.mediaType);
  }
  if (rateLimited(route)) add(429, reasons.rateLimited);
  add(500, reasons.internal);
  add(503, reasons.unavailable);
  return errors;
}

/**
 * A stable name for the operation from its method and path, as clients generated from the document
 * call it: GET /api/admin/orders/{id}/invoice.pdf is getAdminOrdersByIdInvoicePdf.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment)?.[1];
      return param ? ['by', param] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join(
    '',
  );
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const headersOf = (named: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(named).map(([name, description]) => [name, { type: 'string', description }]),
  );

/**
 * The route as the document shows it: its own schema converted from zod, and what it shares with
 * every route of its kind: who may call it (`security`), its name (`operationId`), the shared error
 * statuses and the headers of its responses.
 */
function documentRoute(
  transform: ReturnType<typeof createJsonSchemaTransform>,
  input: Parameters<ReturnType<typeof createJsonSchemaTransform>>[0],
) {
  const { route } = input;
  // A route without a schema (the pages, the images) comes too, whatever the types say.
  const given = input.schema as FastifySchema | undefined;
  if (!given || given.hide) return transform(input);
  const method = [route.method].flat()[0] ?? 'GET';
  const own = input.schema.response as Record<string, unknown> | undefined;
  const errors = sharedErrors(route, method);
  const response: Record<string, unknown> = { ...own };
  for (const [status, why] of errors) {
    const given = response[status];
    if (given === undefined || given === ApiErrorBody) {
      response[status] = {
        description: why.join(' '),
        content: { 'application/json': { schema: ApiErrorBody } },
      };
    }
  }
  for (const [status, given] of Object.entries(response)) {
    const plain = plainReasons[Number(status)];
    if (given === ApiErrorBody && plain) {
      response[status] = { description: plain, content: { 'application/json': { schema: ApiErrorBody } } };
    }
  }
  const { documentedResponses, ...schema } = input.schema;
  const transformed = transform({ ...input, schema: { ...schema, response } });
  const responses = (transformed.schema as JsonObject).response as Record<string, JsonObject>;
  for (const [status, facts] of Object.entries(documentedResponses ?? {})) {
    const entry = (responses[status] ??= { type: 'null', description: facts.description ?? '' });
    if (facts.description) entry.description = facts.description;
    entry.headers = { ...(entry.headers as JsonObject | undefined), ...headersOf(facts.headers ?? {}) };
  }
  for (const entry of Object.values(responses)) {
    entry.headers = { ...headersOf(REQUEST_ID_HEADER), ...(entry.headers as JsonObject | undefined) };
  }
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      operationId: operationIdOf(method, input.url),
      ...(accessOf(route) ? {} : { security: [] }),
    },
  };
}

/** A value that may be null only through `nullable`, as OpenAPI 3.0 writes it, needs a `type` beside it. */
const NULL_ONLY = { type: 'string', nullable: true, enum: [null] };

/**
 * Nullable values as OpenAPI 3.0 writes them: `nullable` only beside a `type`, so a choice of
 * schemas that may also be null (zod's nullable union) becomes the choice plus a null-only schema;
 * and an enum that may be null lists null.
 */
function typedNullables(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(typedNullables);
  if (!isObject(value)) return value;
  const out: JsonObject = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typedNullables(v)]));
  // A nullable enum lists null among its values too (OpenAPI 3.0.3): `nullable` does not widen `enum`.
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) {
    out.enum = [...(out.enum as unknown[]), null];
  }
  if (out.nullable === true && out.type === undefined) {
    const choice = out.oneOf ? 'oneOf' : out.anyOf ? 'anyOf' : undefined;
    delete out.nullable;
    if (choice) out[choice] = [...(out[choice] as unknown[]), NULL_ONLY];
    else return { anyOf: [out, NULL_ONLY] };
  }
  return out;
}

/**
 * A body a route may leave out is one its schema lets be null (zod's `nullish`: Fastify hands the
 * schema null when no body came); @fastify/swagger marks every body required, so these say they are not.
 */
function optionalBodies(document: JsonObject): JsonObject {
  for (const path of Object.values(isObject(document.paths) ? document.paths : {})) {
    for (const operation of Object.values(isObject(path) ? path : {})) {
      const body = isObject(operation) ? operation.requestBody : undefined;
      if (!isObject(body) || !isObject(body.content)) continue;
      const media = Object.values(body.content);
      if (
        media.length > 0 &&
        media.every((m) => isObject(m) && isObject(m.schema) && m.schema.nullable === true)
      ) {
        body.required = false;
      }
    }
  }
  return document;
}

/**
 * The published OpenAPI document (`/api/docs/json`, read at `/api/docs`): written from the routes'
 * own zod schemas, plus, once for all routes here, who may call each (`security`: the `sid` session
 * cookie unless `security: []`), a stable `operationId`, the error statuses every route of its kind
 * may answer and the headers of the answers. Registered before the routes, so it sees each one.
 */
export const apiDocumentPlugin = fp(async (app: FastifyInstance) => {
  const transform = createJsonSchemaTransform({
    zodToJsonConfig: {
      // A schema whose document shows what a client may send rather than what it becomes.
      override: ({ zodSchema, jsonSchema }) => {
        const sent = documentedInputs.get(zodSchema as unknown as z.ZodType);
        if (!sent) return;
        const documented = z.toJSONSchema(sent, { target: 'openapi-3.0', io: 'input' });
        // The converter hands over the object it writes into: emptied, then filled anew.
        for (const key of Object.keys(jsonSchema)) Reflect.deleteProperty(jsonSchema, key);
        Object.assign(jsonSchema, documented);
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${app.config.shopName} API`, version: '1.0.0' },
      servers: [{ url: app.config.publicUrl, description: 'This shop' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      security: [{ session: [] }],
    },
    transform: (input) => documentRoute(transform, input),
    transformObject: (document) =>
      optionalBodies(
        typedNullables(
          'openapiObject' in document ? document.openapiObject : document.swaggerObject,
        ) as JsonObject,
      ),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
