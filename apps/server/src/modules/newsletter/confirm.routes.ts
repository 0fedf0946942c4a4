import { NEWSLETTER_CONFIRM_PATH } from '@shop/contract/newsletter-confirm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createConfirmLinks } from './confirm-link';
import { renderConfirmPage, type ConfirmPage } from './confirm-page';
import { confirmSubscription, signUpState } from './newsletter.service';

/**
 * Other parameters (tracking added on the way) are let through; only `token` counts. It is read by
 * the handler, so a missing, repeated or malformed token gets the page that says the link is not
 * valid rather than a JSON error.
 */
const ConfirmQuery = z.looseObject({
  token: z.unknown().optional().describe('The signed token of the link (a string)'),
});

const page = z.string().describe('text/html: the confirmation page');

/** What the page's form may send: the body carries nothing the route needs. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const FORM_BODY_LIMIT = 4 * 1024;

const STATUS: Record<ConfirmPage['kind'], number> = {
  ask: 200,
  confirmed: 200,
  already: 200,
  expired: 404,
  invalid: 400,
};

/**
 * The newsletter sign-up's confirmation link (decision 028, double opt-in). Opening it shows a page
 * with a button and confirms nothing: mail scanners open every link in a message, and a confirmation
 * they could make by looking would prove nothing about the address's owner. The button POSTs to the
 * same link, which puts the address on the list. The token, not a session, is the proof.
 */
export const newsletterConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = createConfirmLinks(app.config.appSecret, app.config.previousAppSecrets);
  const settings = { shopName: app.config.shopName, supportEmail: app.config.supportEmail };

  // Form bodies for these routes only (this plugin's scope); their content is not needed.
  app.addContentTypeParser(
    FORM_TYPES,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, _body, done) => done(null, undefined),
  );

  const send = (reply: FastifyReply, shown: ConfirmPage) =>
    reply
      .status(STATUS[shown.kind])
      .type('text/html; charset=utf-8')
      // The token is in this page's address: it is sent to no other site. Not `no-referrer`: with it
      // a browser posts the page's own form with `Origin: null`, which the cross-site check refuses.
      .header('referrer-policy', 'same-origin')
      .send(renderConfirmPage(shown, settings));

  const tokenOf = (query: { token?: unknown }) => (typeof query.token === 'string' ? query.token : undefined);

  app.get(
    NEWSLETTER_CONFIRM_PATH,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The confirmation link: a page with a Confirm button (confirms nothing by itself)',
        querystring: ConfirmQuery,
        response: { 200: page, 400: page, 404: page },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request.query);
      const signUp = token === undefined ? undefined : links.read(token);
      if (token === undefined || signUp === undefined) return send(reply, { kind: 'invalid' });
      const state = await signUpState(app.db, signUp);
      if (state === 'expired') return send(reply, { kind: 'expired' });
      return send(
        reply,
        state === 'pending'
          ? { kind: 'ask', email: signUp.email, token }
          : { kind: 'already', email: signUp.email },
      );
    },
  );

  app.post(
    NEWSLETTER_CONFIRM_PATH,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm the sign-up the token was sent for: the address joins the list (the page’s button)',
        querystring: ConfirmQuery,
        response: { 200: page, 400: page, 404: page },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request.query);
      const signUp = token === undefined ? undefined : links.read(token);
      if (signUp === undefined) return send(reply, { kind: 'invalid' });
      const outcome = await confirmSubscription(app.db, signUp);
      return send(
        reply,
        outcome === 'expired' ? { kind: 'expired' } : { kind: outcome, email: signUp.email },
      );
    },
  );
};
