import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * The query of an e-mailed link (unsubscribe, confirm a sign-up). A link in an e-mail may gain
 * tracking parameters on its way (utm_…, a mail scanner's own), so other parameters are let through;
 * only `token` counts. It is read by the handler, so a missing, repeated or malformed token gets the
 * page that says the link is not valid rather than a JSON error.
 */
const LinkQuery = z.looseObject({
  token: z.unknown().optional().describe('The signed token of the link (a string)'),
});

const page = z.string().describe('text/html: the confirmation page');

/** The link's token, when the query holds one string under `token`. */
const tokenOf = (query: unknown) =>
  typeof query === 'object' && query !== null && 'token' in query && typeof query.token === 'string'
    ? query.token
    : undefined;

/**
 * A GET or POST on an e-mailed link, answering with a page in each of `statuses`. `handler` gets the
 * link's token (undefined when the query holds none) and sends the page (sendLinkPage).
 */
export function linkPageRoute(
  app: FastifyInstance,
  route: { method: 'GET' | 'POST'; url: string; summary: string; statuses: readonly number[] },
  handler: (token: string | undefined, reply: FastifyReply) => Promise<FastifyReply>,
) {
  app.route({
    method: route.method,
    url: route.url,
    schema: {
      tags: ['newsletter'],
      summary: route.summary,
      querystring: LinkQuery,
      response: Object.fromEntries(route.statuses.map((status) => [status, page])),
    },
    handler: async (request, reply) => handler(tokenOf(request.query), reply),
  });
}

/** What a page's form or a mail program may send: the body carries nothing the routes need. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const FORM_BODY_LIMIT = 4 * 1024;

/** Form bodies for the calling plugin's routes only (its scope); their content is not needed. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    FORM_TYPES,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, _body, done) => done(null, undefined),
  );
}

/** Answers with a link's page (HTML already built). */
export const sendLinkPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    // The token is in this page's address: it is sent to no other site. Not `no-referrer`: with it
    // a browser posts the page's own form with `Origin: null`, which the cross-site check refuses.
    .header('referrer-policy', 'same-origin')
    .send(html);
