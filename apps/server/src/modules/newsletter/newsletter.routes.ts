import { MessageResponse } from '@shop/contract/common';
import { ApiErrorBody } from '@shop/contract/errors';
import { newsletterMessages } from '@shop/contract/messages';
import { NewsletterSubscribeBody } from '@shop/contract/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitByAddress, type RateLimit } from '../../lib/rate-limit';
import { subscribe, type NewsletterSender } from './newsletter.service';
import { createUnsubscribeLinks } from './unsubscribe-link';

/**
 * Anyone can subscribe any address, so a script could fill the list and mail strangers (each new
 * address is sent a welcome e-mail). 10 an hour per client address is more than an office signing
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
  };

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary:
          'Subscribe an e-mail; a new subscriber is sent a welcome e-mail (subscribing twice is still a success, with no e-mail)',
        body: NewsletterSubscribeBody,
        response: { 200: MessageResponse, 400: ApiErrorBody, 429: ApiErrorBody },
      },
      preHandler: rateLimitByAddress(SUBSCRIBE_LIMIT),
    },
    async (request) => {
      await subscribe(app.db, sender, request.body.email);
      return { message: newsletterMessages.successText };
    },
  );
};
