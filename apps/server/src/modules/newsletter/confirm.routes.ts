import { NEWSLETTER_CONFIRM_PATH } from '@shop/contract/newsletter-confirm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createConfirmLinks } from './confirm-link';
import { renderConfirmPage, type ConfirmPage } from './confirm-page';
import { acceptFormBodies, linkPageRoutes, sendLinkPage } from './link-page-replies';
import { confirmSubscription, signUpState } from './newsletter.service';

const STATUS: Record<ConfirmPage['kind'], number> = {
  ask: 200,
  done: 200,
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
  acceptFormBodies(app);

  const send = (reply: FastifyReply, shown: ConfirmPage) =>
    sendLinkPage(reply, STATUS[shown.kind], renderConfirmPage(shown, settings));

  linkPageRoutes(
    app,
    {
      url: NEWSLETTER_CONFIRM_PATH,
      statuses: [200, 400, 404],
      read: (token) => links.read(token),
      invalid: (reply) => send(reply, { kind: 'invalid' }),
    },
    {
      GET: {
        summary: 'The confirmation link: a page with a Confirm button (confirms nothing by itself)',
        handler: async (signUp, token, reply) => {
          const state = await signUpState(app.db, signUp);
          if (state === 'expired') return send(reply, { kind: 'expired' });
          return send(
            reply,
            state === 'pending'
              ? { kind: 'ask', email: signUp.email, token }
              : { kind: 'already', email: signUp.email },
          );
        },
      },
      POST: {
        summary: 'Confirm the sign-up the token was sent for: the address joins the list (the page’s button)',
        handler: async (signUp, _token, reply) => {
          const outcome = await confirmSubscription(app.db, signUp);
          if (outcome === 'expired') return send(reply, { kind: 'expired' });
          return send(reply, { kind: outcome === 'confirmed' ? 'done' : 'already', email: signUp.email });
        },
      },
    },
  );
};
