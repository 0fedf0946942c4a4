import { PendingUser } from '@shop/contract/auth-schemas';
import { IdParams, MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { adminMessages } from '@shop/contract/admin-messages';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, refusedAdmin, refusedCaller, requireAdmin, userOf } from '../../plugins/guards';
import { approveRegistration, pendingRegistrations, rejectRegistration } from './registrations.service';

const decision = {
  200: MessageResponse,
  ...refusedAdmin,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin, 'preHandler');

  app.get(
    '/api/admin/pending-users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Doctor registrations waiting for approval',
        response: { 200: z.array(PendingUser), ...refusedCaller },
      },
    },
    async () => pendingRegistrations(app.db),
  );

  app.post(
    '/api/admin/approve-user/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a doctor registration',
        params: IdParams,
        response: decision,
      },
    },
    async (request) => {
      await approveRegistration(app.db, request.params.id, userOf(request).id, app.config.shopName);
      // The doctor's next call must see the approval, even before the notification arrives.
      app.sessionCache.invalidate();
      return { message: adminMessages.userApproved };
    },
  );

  app.delete(
    '/api/admin/reject-user/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject (remove) a doctor registration',
        params: IdParams,
        response: decision,
      },
    },
    async (request) => {
      await rejectRegistration(app.db, request.params.id, userOf(request).id);
      app.sessionCache.invalidate();
      return { message: adminMessages.userRejected };
    },
  );
};
