import {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderQueueQuery,
  DeclineOrderBody,
  OrderCounts,
  OrderStatusUpdate,
} from '@shop/contract/admin-order-schemas';
import { IdParams } from '@shop/contract/common-schemas';
import { LotPlan } from '@shop/contract/stock-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sendJsonText, type JsonText } from '../../lib/json-text';
import { createSecretBox } from '../../lib/secret-box';
import { guardRoutes, refusedAdmin, requireAdmin, userOf } from '../../plugins/guards';
import {
  getOrderForAdmin,
  listOrders,
  listPendingOrders,
  orderCounts,
  orderLotPlan,
} from './admin-orders.service';
import { decideOrder, type AdminOrderSettings } from './order-status.service';

const decision = { 200: AdminOrderDetail, ...refusedAdmin, 404: ApiErrorBody, 409: ApiErrorBody };

/** The admin's order desk (docs/product.md, Admin order desk). Every call: admins only. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: AdminOrderSettings = {
    secrets: createSecretBox(app.config.appSecret, app.config.previousAppSecrets),
    shopName: app.config.shopName,
    clock: app.clock,
    timeZone: app.config.shopTimeZone,
    coldChainShipDays: app.config.coldChainShipDays,
  };
  // Before the body is read: a guest or a doctor learns nothing about what a valid body is.
  guardRoutes(app, requireAdmin);

  /** A list of the desk: a page of orders as PostgreSQL wrote them, sent as it is. */
  const pageRoute = <Query extends z.ZodType>(
    url: string,
    summary: string,
    querystring: Query,
    list: (db: Db, query: z.output<Query>) => Promise<JsonText<AdminOrderPage>>,
  ) =>
    app.get(
      url,
      {
        schema: { tags: ['admin'], summary, querystring, response: { 200: AdminOrderPage, ...refusedAdmin } },
      },
      // The type provider cannot name a generic schema's output; the schema parsed the query as Query.
      async (request, reply) => sendJsonText(reply, await list(app.db, request.query as z.output<Query>)),
    );

  pageRoute(
    '/api/admin/orders',
    'Every order, newest first or by date or total: status, date range and search filters, 50 a page (payment masked)',
    AdminOrderListQuery,
    listOrders,
  );
  pageRoute(
    '/api/admin/pending-orders',
    'The review queue: pending orders, oldest first (payment masked)',
    AdminOrderQueueQuery,
    listPendingOrders,
  );

  app.get(
    '/api/admin/order-counts',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many orders are in each status (the dashboard badges)',
        response: { 200: OrderCounts, ...refusedAdmin },
      },
    },
    async () => orderCounts(app.db),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order in full; while pending with card and bank numbers (each reveal audited)',
        params: IdParams,
        response: { 200: AdminOrderDetail, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) => getOrderForAdmin(app.db, settings.secrets, userOf(request).id, request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending order (its payment was taken); the doctor is e-mailed',
        params: IdParams,
        response: decision,
      },
    },
    async (request) =>
      decideOrder(app.db, settings, userOf(request).id, request.params.id, { to: 'approved' }),
  );

  app.post(
    '/api/admin/orders/:id/decline',
    {
      schema: {
        tags: ['admin'],
        summary: 'Decline a pending order with a reason; the doctor is e-mailed',
        params: IdParams,
        body: DeclineOrderBody,
        response: decision,
      },
    },
    async (request) =>
      decideOrder(app.db, settings, userOf(request).id, request.params.id, {
        to: 'declined',
        declineReason: request.body.reason,
      }),
  );

  app.patch(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Move an order a step (approve, decline, processing, ship, deliver); ship takes carrier, tracking and the lots each lot-tracked line leaves from, deliver the day it arrived',
        params: IdParams,
        body: OrderStatusUpdate,
        response: decision,
      },
    },
    async (request) => {
      const { status, declineReason, carrier, trackingNumber, lots, deliveredOn, coldChainConfirmed } =
        request.body;
      return decideOrder(app.db, settings, userOf(request).id, request.params.id, {
        to: status,
        ...(declineReason === undefined ? {} : { declineReason }),
        ...(carrier === undefined ? {} : { carrier }),
        ...(trackingNumber === undefined ? {} : { trackingNumber }),
        ...(lots === undefined ? {} : { lots }),
        ...(deliveredOn === undefined ? {} : { deliveredOn }),
        ...(coldChainConfirmed === undefined ? {} : { coldChainConfirmed }),
      });
    },
  );

  app.get(
    '/api/admin/orders/:id/lot-plan',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The lots suggested for shipping an order: each reserved lot-tracked line, first expiry first out, and the lots it may ship from',
        params: IdParams,
        response: { 200: LotPlan, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) => orderLotPlan(app.db, request.params.id, settings),
  );
};
