import { IdParams } from '@shop/contract/common';
import { IDEMPOTENCY_HEADER, OrderSubmission } from '@shop/contract/checkout';
import { ApiErrorBody } from '@shop/contract/errors';
import { orderMessages } from '@shop/contract/order-messages';
import {
  OrderDetail,
  OrderListQuery,
  OrderPage,
  ReorderResponse,
  SubmitOrderResponse,
} from '@shop/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { sendJsonText } from '../../lib/json-text';
import { createSecretBox } from '../../lib/secret-box';
import { requireUser, userOf } from '../../plugins/guards';
import {
  cancelOwnOrder,
  getOwnOrder,
  listOwnOrders,
  reorder,
  submitOrder,
  type OrderSettings,
} from './orders.service';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

const IdempotencyKey = z.uuid();

/** The doctor's order calls: place, list, read, cancel and order again. Every call needs a sign-in. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: OrderSettings = {
    secrets: createSecretBox(app.config.appSecret, app.config.previousAppSecrets),
    shopName: app.config.shopName,
    inbox: app.config.supportEmail,
    currency: app.config.currency,
  };

  app.post(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order (pending admin approval); the server prices every line',
        description:
          'Requires an `Idempotency-Key` header (a UUID per checkout attempt): a retry with the same key and body answers 200 with the first order; the same key with another body is a 409.',
        headers: z.looseObject({ [IDEMPOTENCY_HEADER]: z.string().optional() }),
        body: OrderSubmission,
        response: { 200: SubmitOrderResponse, 201: SubmitOrderResponse, ...errors },
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
      const { created, order } = await submitOrder(
        app.db,
        settings,
        userOf(request),
        key.data.toLowerCase(),
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ orderNumber: order.orderNumber, order });
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in doctor's orders, newest first, 20 a page",
        querystring: OrderListQuery,
        response: { 200: OrderPage, 400: errors[400], 401: errors[401] },
      },
      preHandler: requireUser,
    },
    async (request, reply) =>
      sendJsonText(reply, await listOwnOrders(app.db, userOf(request).id, request.query.page)),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "One of the signed-in doctor's orders, with addresses, masked payment and history",
        params: IdParams,
        response: { 200: OrderDetail, 400: errors[400], 401: errors[401], 404: errors[404] },
      },
      preHandler: requireUser,
    },
    async (request) => getOwnOrder(app.db, userOf(request).id, request.params.id),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel one of your orders while it is pending or approved',
        params: IdParams,
        response: { 200: OrderDetail, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => cancelOwnOrder(app.db, settings, userOf(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/reorder',
    {
      schema: {
        tags: ['orders'],
        summary: "Put an order's still-available products back into the cart",
        params: IdParams,
        response: { 200: ReorderResponse, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => reorder(app.db, userOf(request), request.params.id),
  );
};
