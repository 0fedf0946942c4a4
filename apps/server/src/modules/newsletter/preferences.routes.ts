import { ApiErrorBody } from '@shop/contract/error-schemas';
import { EMAIL_PREFERENCES_PATH } from '@shop/contract/email-preferences';
import { EmailPreferences, EmailPreferencesBody } from '@shop/contract/newsletter-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, refusedCaller, requireDoctor, userOf } from '../../plugins/guards';
import { createConfirmLinks } from './confirm-link';
import { newsletterState, subscribe, unsubscribe, type NewsletterSender } from './newsletter.service';
import { createUnsubscribeLinks } from './unsubscribe-link';

/**
 * The signed-in doctor's e-mail preferences (issue 20): whether their account's address gets the
 * newsletter. Turning it on signs the address up as the footer's form does (double opt-in, decision
 * 028); turning it off removes it. Doctors only.
 */
export const emailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  guardRoutes(app, requireDoctor);
  const sender: NewsletterSender = {
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
    links: createUnsubscribeLinks(app.config.appSecret, app.config.previousAppSecrets),
    confirmLinks: createConfirmLinks(app.config.appSecret, app.config.previousAppSecrets),
  };

  app.get(
    EMAIL_PREFERENCES_PATH,
    {
      schema: {
        tags,
        summary: "The doctor's e-mail preferences",
        response: { 200: EmailPreferences, ...refusedCaller },
      },
    },
    async (request) => ({ newsletter: await newsletterState(app.db, userOf(request).email) }),
  );

  app.put(
    EMAIL_PREFERENCES_PATH,
    {
      schema: {
        tags,
        summary: 'Turn the newsletter on (a confirmation e-mail first) or off for the account’s address',
        body: EmailPreferencesBody,
        response: { 200: EmailPreferences, 400: ApiErrorBody, ...refusedCaller },
      },
    },
    async (request) => {
      const { email } = userOf(request);
      if (request.body.newsletter) await subscribe(app.db, sender, email);
      else await unsubscribe(app.db, email);
      return { newsletter: await newsletterState(app.db, email) };
    },
  );
};
