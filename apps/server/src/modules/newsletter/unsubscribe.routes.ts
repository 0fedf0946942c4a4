import { NEWSLETTER_UNSUBSCRIBE_PATH } from '@shop/contract/newsletter-unsubscribe';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormBodies, linkPageRoutes, sendLinkPage } from './link-page-replies';
import { hasSignUp, unsubscribe } from './newsletter.service';
import { createUnsubscribeLinks } from './unsubscribe-link';
import { renderUnsubscribePage, type UnsubscribePage } from './unsubscribe-page';

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
  acceptFormBodies(app);

  const send = (reply: FastifyReply, shown: UnsubscribePage) =>
    sendLinkPage(reply, shown.kind === 'invalid' ? 400 : 200, renderUnsubscribePage(shown, settings));

  linkPageRoutes(
    app,
    {
      url: NEWSLETTER_UNSUBSCRIBE_PATH,
      statuses: [200, 400],
      read: (token) => links.emailOf(token),
      invalid: (reply) => send(reply, { kind: 'invalid' }),
    },
    {
      GET: {
        summary: 'The unsubscribe link: a page asking to confirm (removes nothing by itself)',
        handler: async (email, token, reply) =>
          send(
            reply,
            (await hasSignUp(app.db, email)) ? { kind: 'ask', email, token } : { kind: 'already', email },
          ),
      },
      POST: {
        summary:
          'Unsubscribe the address the token names (the page’s button, and RFC 8058 one-click from mail programs)',
        handler: async (email, _token, reply) => {
          const outcome = await unsubscribe(app.db, email);
          return send(reply, { kind: outcome === 'removed' ? 'done' : 'already', email });
        },
      },
    },
  );
};
