import { CHECKOUT_QUOTE_PATH, CheckoutQuote, QuoteInput } from '@shop/contract/charges-schemas';
import { CheckoutEligibility, IDEMPOTENCY_HEADER, OrderSubmission } from '@shop/contract/checkout-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { orderMessages } from '@shop/contract/order-messages';
import { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { signOffMessages } from '@shop/contract/practice-messages';
import { SubmitOrderHeldResponse } from '@shop/contract/practice-schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { shopToday } from '../../lib/clock';
import { sendJsonText, type JsonText } from '../../lib/json-text';
import { createSecretBox } from '../../lib/secret-box';
import { signedInOrderErrors } from '../../lib/route-errors';
import { requireUser, userOf } from '../../plugins/guards';
import { creditSettingsOf, onAccountOption } from '../credit/credit.service';
import { quoteOrder, submitOrder, type CheckoutSettings } from './checkout.service';
import { checkoutEligibility } from './eligibility.service';

const IdempotencyKey = z.uuid();

/** What placing an order needs of the app besides its database (the route's, and the warm-up's). */
export const checkoutSettings = (app: FastifyInstance): CheckoutSettings => ({
  secrets: createSecretBox(app.config.appSecret, app.config.previousAppSecrets),
  shopName: app.config.shopName,
  inbox: app.config.supportEmail,
  currency: app.config.currency,
  products: app.productCache,
  chargeRules: app.chargeRulesCache,
  today: () => shopToday(app),
  coldChainShipDays: app.config.coldChainShipDays,
  publicUrl: app.config.publicUrl,
  credit: creditSettingsOf(app.config),
});

/** Checkout: whether the signed-in user may order, and placing an order. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = checkoutSettings(app);

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
    async (request) => {
      const user = userOf(request);
      const today = shopToday(app);
      const eligibility = await checkoutEligibility(app.db, user, today);
      if (!eligibility.eligible || !user.practice) return eligibility;
      const onAccount = await onAccountOption(app.db, user.practice.id, today, settings.credit);
      return onAccount ? { ...eligibility, onAccount } : eligibility;
    },
  );

  app.post(
    CHECKOUT_QUOTE_PATH,
    {
      schema: {
        tags: ['checkout'],
        summary:
          'What these lines would cost shipped to this address: subtotal, shipping, each tax and total, priced as placing the order prices them',
        body: QuoteInput,
        response: { 200: CheckoutQuote, ...signedInOrderErrors },
      },
      preHandler: requireUser,
    },
    async (request) => quoteOrder(app.db, settings, userOf(request), request.body),
  );

  app.post(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order (pending admin approval); the server prices every line',
        description:
          'Requires an `Idempotency-Key` header (a UUID per checkout attempt): a retry with the same key and body answers 200 with the first order; the same key with another body is a 409. A practice member’s order that needs a sign-off (a buyer’s prescription-only products, or over the member’s monthly limit) answers 202 with the request it waits as.',
        headers: z.looseObject({ [IDEMPOTENCY_HEADER]: z.string().optional() }),
        body: OrderSubmission,
        response: {
          200: SubmitOrderResponse,
          201: SubmitOrderResponse,
          202: SubmitOrderHeldResponse,
          ...signedInOrderErrors,
        },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const key = IdempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
      if (!key.success) {
        throw badRequest(orderMessages.idempotencyKeyRequired, {
          'Idempotency-Key': [orderMessages.idempotencyKeyRequired],
        });
      }
      const submitted = await submitOrder(
        app.db,
        settings,
        userOf(request),
        key.data.toLowerCase(),
        request.body,
      );
      if ('held' in submitted) {
        return reply.status(202).send({ message: signOffMessages.sentForSignOff, request: submitted.held });
      }
      const { created, order } = submitted;
      // The order was read back through the contract's OrderDetail (ownerViewOf): written as it is,
      // not checked against the same schema a second time by the serializer.
      const body: JsonText<SubmitOrderResponse> = JSON.stringify({
        orderNumber: order.orderNumber,
        order,
      } satisfies SubmitOrderResponse);
      return sendJsonText(reply.status(created ? 201 : 200), body);
    },
  );
};
