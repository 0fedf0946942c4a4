import { IdParams, MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { backInStockMessages } from '@shop/contract/stock-labels';
import { StockNotificationBody } from '@shop/contract/stock-notification-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitByAddress } from '../../lib/rate-limit';
import { requestBackInStock } from './back-in-stock.service';

/** Requests per client address and hour: enough for a clinic's list, too few to flood an inbox. */
const REQUESTS_PER_HOUR = 20;

/** "Notify me when back in stock" (issue 38): anyone may ask, for their own or a given address. */
export const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/:id/stock-notifications',
    {
      schema: {
        tags: ['products'],
        summary:
          'Ask for one e-mail when an out-of-stock product is back in stock: to the given address, or the signed-in account’s. An address already waiting is answered the same and still gets one e-mail; 409 when the product is in stock',
        params: IdParams,
        body: StockNotificationBody,
        response: {
          202: MessageResponse,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
      preHandler: rateLimitByAddress({
        bucket: 'back-in-stock',
        max: REQUESTS_PER_HOUR,
        windowSeconds: 60 * 60,
        message: backInStockMessages.tooManyRequests,
      }),
    },
    async (request, reply) => {
      const message = await requestBackInStock(app.db, request.params.id, {
        email: request.body.email,
        account: request.currentUser ?? undefined,
      });
      return reply.code(202).send({ message });
    },
  );
};
