import { MessageResponse } from '@shop/contract/common';
import { ApiErrorBody } from '@shop/contract/errors';
import { newsletterMessages } from '@shop/contract/messages';
import { NewsletterSubscribeBody, NewsletterSubscription } from '@shop/contract/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/guards';
import { insertSubscription, listSubscriptions } from './newsletter.repository';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail (subscribing twice is still a success)',
        body: NewsletterSubscribeBody,
        response: { 200: MessageResponse, 400: ApiErrorBody },
      },
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
