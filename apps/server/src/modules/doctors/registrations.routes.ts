import { PendingUser } from '@shop/contract/admin-doctor-schemas';
import { IdParams, MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { RegistryApprovalBody } from '@shop/contract/licence-registry-schemas';
import { adminMessages } from '@shop/contract/admin-messages';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, refusedAdmin, refusedCaller, requireAdmin, userOf } from '../../plugins/guards';
import { approveRegistration, pendingRegistrations, rejectRegistration } from './registrations.service';
import { registryContextOf } from '../licences/registry.service';

const decision = {
  200: MessageResponse,
  ...refusedAdmin,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin, 'preHandler');
  const settings = { shopName: app.config.shopName, registry: registryContextOf(app.config) };

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
        summary:
          'Approve a doctor registration; with a licence register, one it does not match needs {"reason"} (400 otherwise)',
        params: IdParams,
        // Fastify hands a request without a body to the schema as null: the specification's call.
        body: RegistryApprovalBody.nullish(),
        response: decision,
      },
    },
    async (request) => {
      await approveRegistration(
        app.db,
        request.params.id,
        userOf(request).id,
        settings,
        request.body ?? undefined,
      );
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
