import { NEWSLETTER_UNSUBSCRIBE_PATH } from '@shop/contract/newsletter-unsubscribe';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasSignUp, unsubscribe } from './newsletter.service';
import { createUnsubscribeLinks } from './unsubscribe-link';
import { renderUnsubscribePage, type UnsubscribePage } from './unsubscribe-page';

/**
 * A link in an e-mail may gain tracking parameters on its way (utm_…, a mail scanner's own), so other
 * parameters are let through; only `token` counts. It is read by the handler, so a missing, repeated
 * or malformed token gets the page that says the link is not valid rather than a JSON error.
 */
const UnsubscribeQuery = z.looseObject({
  token: z.unknown().optional().describe('The signed token of the link (a string)'),
});

const page = z.string().describe('text/html: the confirmation page');

/** What a form or a mail program may send: the body carries nothing the route needs. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * One-click unsubscribe (docs/product.md, Newsletter unsubscribe). The link opens a page that asks to
 * confirm: mail scanners open links to check them, and an unsubscribe they could trigger by looking
 * would remove people who never asked. The page's button POSTs; so does a mail program's own
 * Unsubscribe button (RFC 8058, `List-Unsubscribe=One-Click` in the body). A POST with a valid token
 * removes the address; the token, not a session, is the proof, so no sign-in is needed.
 */
export const newsletterUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = createUnsubscribeLinks(app.config.appSecret, app.config.previousAppSecrets);
  const settings = { shopName: app.config.shopName, supportEmail: app.config.supportEmail };

  // Form bodies for these routes only (this plugin's scope); their content is not needed.
  app.addContentTypeParser(
    FORM_TYPES,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, _body, done) => done(null, undefined),
  );

  const send = (reply: FastifyReply, status: number, shown: UnsubscribePage) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The token is in this page's address: it is sent to no other site. Not `no-referrer`: with it
      // a browser posts the page's own form with `Origin: null`, which the cross-site check refuses.
      .header('referrer-policy', 'same-origin')
      .send(renderUnsubscribePage(shown, settings));

  const emailOf = (query: { token?: unknown }) =>
    typeof query.token === 'string' ? links.emailOf(query.token) : undefined;

  app.get(
    NEWSLETTER_UNSUBSCRIBE_PATH,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The unsubscribe link: a page asking to confirm (removes nothing by itself)',
        querystring: UnsubscribeQuery,
        response: { 200: page, 400: page },
      },
    },
    async (request, reply) => {
      const email = emailOf(request.query);
      if (email === undefined) return send(reply, 400, { kind: 'invalid' });
      const token = request.query.token as string;
      return send(
        reply,
        200,
        (await hasSignUp(app.db, email))
          ? { kind: 'confirm', email, token }
          : { kind: 'already-gone', email },
      );
    },
  );

  app.post(
    NEWSLETTER_UNSUBSCRIBE_PATH,
    {
      schema: {
        tags: ['newsletter'],
        summary:
          'Unsubscribe the address the token names (the page’s button, and RFC 8058 one-click from mail programs)',
        querystring: UnsubscribeQuery,
        response: { 200: page, 400: page },
      },
    },
    async (request, reply) => {
      const email = emailOf(request.query);
      if (email === undefined) return send(reply, 400, { kind: 'invalid' });
      const outcome = await unsubscribe(app.db, email);
      return send(reply, 200, { kind: outcome, email });
    },
  );
};
