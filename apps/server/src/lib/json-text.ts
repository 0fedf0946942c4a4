import type { FastifyReply } from 'fastify';

/** JSON text a service wrote for a response, typed by what it holds. */
export type JsonText<T> = string & { readonly json?: T };

/**
 * Sends a body the service wrote as JSON text as it is: Fastify serializes only what is not yet a
 * string, so the response schema documents the body without checking it again (the route's own
 * tests parse it with the contract's schema).
 */
export const sendJsonText = (reply: FastifyReply, body: JsonText<unknown>) =>
  reply.type('application/json; charset=utf-8').send(body);
