import { MessageResponse } from '@shop/contract/common';
import { ApiErrorBody } from '@shop/contract/errors';
import { newsletterMessages } from '@shop/contract/messages';
import { NewsletterSubscribeBody, NewsletterSubscription } from '@shop/contract/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimitByAddress, type RateLimit } from '../../lib/rate-limit';
import { requireAdmin } from '../../plugins/guards';
import { insertSubscription, listSubscriptions } from './newsletter.repository';

/**
 * Anyone can subscribe any address, so a script could fill the list (and, once the newsletter goes
 * out, mail strangers). 10 an hour per client address is more than an office signing up its staff
 * needs.
 */
const SUBSCRIBE_LIMIT: RateLimit = {
  bucket: 'newsletter',
  max: 10,
  windowSeconds: 60 * 60,
  message: newsletterMessages.tooManySubscriptions,
};

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail (subscribing twice is still a success)',
        body: NewsletterSubscribeBody,
        response: { 200: MessageResponse, 400: ApiErrorBody, 429: ApiErrorBody },
      },
      preHandler: rateLimitByAddress(SUBSCRIBE_LIMIT),
    },
    async (request) => {
      await insertSubscription(app.db, request.body.email);
      return { message: newsletterMessages.successText };
    },
  );

  app.get(
    '/api/newsletter/subscriptions',
    {
      schema: {
        tags: ['newsletter', 'admin'],
        summary: 'All subscriptions, newest first (admin)',
        response: { 200: z.array(NewsletterSubscription), 401: ApiErrorBody, 403: ApiErrorBody },
      },
      preHandler: requireAdmin,
    },
    async () =>
      (await listSubscriptions(app.db)).map((s) => ({ ...s, subscribedAt: s.subscribedAt.toISOString() })),
  );
};
