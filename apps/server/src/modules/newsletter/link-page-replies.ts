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

type LinkPageHandler<Proof> = (proof: Proof, token: string, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The GET and the POST of an e-mailed link, each answering with a page (in one of `statuses`). A
 * request whose token proves nothing (none in the query, or one `read` finds nothing in) gets the
 * `invalid` page; each handler gets what the token proves, and the token.
 */
export function linkPageRoutes<Proof>(
  app: FastifyInstance,
  link: {
    url: string;
    statuses: readonly number[];
    read: (token: string) => Proof | undefined;
    invalid: (reply: FastifyReply) => FastifyReply;
  },
  routes: Record<'GET' | 'POST', { summary: string; handler: LinkPageHandler<Proof> }>,
) {
  for (const method of ['GET', 'POST'] as const) {
    const { summary, handler } = routes[method];
    app.route({
      method,
      url: link.url,
      schema: {
        tags: ['newsletter'],
        summary,
        querystring: LinkQuery,
        response: Object.fromEntries(link.statuses.map((status) => [status, page])),
      },
      handler: async (request, reply) => {
        const token = tokenOf(request.query);
        const proof = token === undefined ? undefined : link.read(token);
        return token === undefined || proof === undefined
          ? link.invalid(reply)
          : handler(proof, token, reply);
      },
    });
  }
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
