import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may be: short, and nothing a log line or a header could be confused by. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every request's id (Fastify's `genReqId`, logged as `reqId` on each of the request's lines): the
 * caller's `X-Request-Id` when it is sane (a proxy's or another service's id, so one request can be
 * followed across them), else a new UUID. Two such headers arrive joined by ", ", so they are not one.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer says which request it was (`X-Request-Id`), errors and not-found answers included. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
