import { CheckoutEligibility } from '@shop/contract/checkout';
import { ApiErrorBody } from '@shop/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/guards';
import { checkoutEligibility } from './eligibility.service';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/checkout/eligibility',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Whether the signed-in user may place an order',
        response: { 200: CheckoutEligibility, 401: ApiErrorBody },
      },
      preHandler: requireUser,
    },
    async (request) => checkoutEligibility(userOf(request)),
  );
};
