import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import {
  AdminReturn,
  AdminReturnPage,
  AdminReturnQuery,
  ApproveReturnBody,
  OrderReturns,
  RefuseReturnBody,
  ReturnRequest,
  ReturnRequestBody,
} from '@shop/contract/return-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOrderErrors } from '../../lib/route-errors';
import { guardRoutes, refusedAdmin, requireAdmin, requireUser, userOf } from '../../plugins/guards';
import {
  approveReturn,
  listOrderReturns,
  listReturns,
  refuseReturn,
  requestReturn,
  type ReturnSettings,
} from './returns.service';

const returnSettings = (app: Parameters<FastifyPluginAsyncZod>[0]): ReturnSettings => ({
  shopName: app.config.shopName,
  shopAddress: app.config.shopAddress,
  returnWindowDays: app.config.returnWindowDays,
  clock: app.clock,
  timeZone: app.config.shopTimeZone,
});

/** A member's returns of an order their practice placed (issue 42): ask for one, read them. */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = returnSettings(app);

  app.get(
    '/api/orders/:id/returns',
    {
      schema: {
        tags: ['orders'],
        summary: "An order's returns, oldest first: their lines, status and return authorisation number",
        params: IdParams,
        response: { 200: OrderReturns, ...signedInOrderErrors },
      },
      preHandler: requireUser,
    },
    async (request) => listOrderReturns(app.db, settings, userOf(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/returns',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Ask to return lines of a delivered order within the return window: each line, how many and why',
        params: IdParams,
        body: ReturnRequestBody,
        response: { 201: ReturnRequest, ...signedInOrderErrors },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const created = await requestReturn(app.db, settings, userOf(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );
};

/** The admin's Returns (issue 42): the queue, and each request approved or refused. */
export const adminReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = returnSettings(app);
  guardRoutes(app, requireAdmin);
  const decided = { 200: AdminReturn, ...refusedAdmin, 404: ApiErrorBody, 409: ApiErrorBody };

  app.get(
    '/api/admin/returns',
    {
      schema: {
        tags: ['admin'],
        summary: 'Return requests, oldest first, of one status or every one, 50 a page',
        querystring: AdminReturnQuery,
        response: { 200: AdminReturnPage, ...refusedAdmin },
      },
    },
    async (request) => listReturns(app.db, request.query),
  );

  app.post(
    '/api/admin/returns/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve a requested return, all of it or fewer units a line, with the next return authorisation number',
        params: IdParams,
        body: ApproveReturnBody,
        response: decided,
      },
    },
    async (request) => approveReturn(app.db, settings, userOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/admin/returns/:id/refuse',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refuse a requested return with a reason, which the practice is e-mailed',
        params: IdParams,
        body: RefuseReturnBody,
        response: decided,
      },
    },
    async (request) =>
      refuseReturn(app.db, settings, userOf(request).id, request.params.id, request.body.reason),
  );
};
