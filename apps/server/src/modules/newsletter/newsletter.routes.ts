import { MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { newsletterMessages } from '@shop/contract/messages';
import { NewsletterSubscribeBody } from '@shop/contract/newsletter-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitByAddress, type RateLimit } from '../../lib/rate-limit';
import { createConfirmLinks } from './confirm-link';
import { subscribe, type NewsletterSender } from './newsletter.service';
import { createUnsubscribeLinks } from './unsubscribe-link';

/**
 * Anyone can sign up any address, so a script could mail strangers (each new address is sent a
 * welcome e-mail asking to confirm). 10 an hour per client address is more than an office signing
 * up its staff needs.
 */
const SUBSCRIBE_LIMIT: RateLimit = {
  bucket: 'newsletter',
  max: 10,
  windowSeconds: 60 * 60,
  message: newsletterMessages.tooManySubscriptions,
};

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const sender: NewsletterSender = {
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
    links: createUnsubscribeLinks(app.config.appSecret, app.config.previousAppSecrets),
    confirmLinks: createConfirmLinks(app.config.appSecret, app.config.previousAppSecrets),
  };

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary:
          'Sign up an e-mail: it is sent a welcome e-mail with a confirmation link and joins the list once the link is followed (decision 028). The answer is the same for a new, a pending and a listed address',
        body: NewsletterSubscribeBody,
        response: { 200: MessageResponse, 400: ApiErrorBody, 429: ApiErrorBody },
      },
      preHandler: rateLimitByAddress(SUBSCRIBE_LIMIT),
    },
    async (request) => {
      await subscribe(app.db, sender, request.body.email);
      // The product's text, although the address joins the list only once confirmed (decision 028).
      return { message: newsletterMessages.successText };
    },
  );
};
