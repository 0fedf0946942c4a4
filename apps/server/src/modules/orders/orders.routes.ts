import { IdParams } from '@shop/contract/common-schemas';
import { OrderDetail, OrderListQuery, OrderPage, ReorderResponse } from '@shop/contract/order-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shipCalendarOf } from '../../lib/clock';
import { sendJsonText } from '../../lib/json-text';
import { signedInOrderErrors } from '../../lib/route-errors';
import { requireUser, userOf } from '../../plugins/guards';
import { cancelOwnOrder, type CancelSettings } from './order-status.service';
import { getOwnOrder, listOwnOrders, reorder } from './orders.service';

/** The doctor's order calls: list, read, cancel and order again (placing one is checkout's). Every call needs a sign-in. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: CancelSettings = {
    shopName: app.config.shopName,
    inbox: app.config.supportEmail,
    clock: app.clock,
    timeZone: app.config.shopTimeZone,
    coldChainShipDays: app.config.coldChainShipDays,
  };

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in doctor's orders, newest first, 20 a page",
        querystring: OrderListQuery,
        response: { 200: OrderPage, 400: signedInOrderErrors[400], 401: signedInOrderErrors[401] },
      },
      preHandler: requireUser,
    },
    async (request, reply) =>
      sendJsonText(reply, await listOwnOrders(app.db, userOf(request), request.query.page)),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "One of the signed-in doctor's orders, with addresses, masked payment and history",
        params: IdParams,
        response: {
          200: OrderDetail,
          400: signedInOrderErrors[400],
          401: signedInOrderErrors[401],
          404: signedInOrderErrors[404],
        },
      },
      preHandler: requireUser,
    },
    async (request) => getOwnOrder(app.db, userOf(request), request.params.id, shipCalendarOf(app)),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel one of your orders while it is pending or approved',
        params: IdParams,
        response: { 200: OrderDetail, ...signedInOrderErrors },
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
        response: { 200: ReorderResponse, ...signedInOrderErrors },
      },
      preHandler: requireUser,
    },
    async (request) => reorder(app.db, userOf(request), request.params.id),
  );
};
