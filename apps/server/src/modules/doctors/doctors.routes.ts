import {
  ADMIN_DOCTORS_PATH,
  AdminDoctorListQuery,
  AdminDoctorPage,
  SuspendBody,
} from '@shop/contract/admin-doctor-schemas';
import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, refusedAdmin, requireAdmin, userOf } from '../../plugins/guards';
import { listDoctors, reinstateDoctor, suspendDoctor } from './doctors.service';

/** The dashboard's Doctors tab (issue 18): doctors past registration review. Admins only. */
export const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query is read: a guest or a doctor learns nothing about what a valid query is.
  guardRoutes(app, requireAdmin);

  app.get(
    ADMIN_DOCTORS_PATH,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Doctors (all but pending, and the rejected registrations), newest registration first, 20 a page, searched by name, e-mail, licence or clinic, with orders count, last order date and when a rejected one was rejected',
        querystring: AdminDoctorListQuery,
        response: { 200: AdminDoctorPage, ...refusedAdmin },
      },
    },
    async (request) => listDoctors(app.db, request.query),
  );

  const decisionErrors = { 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

  app.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Suspend a doctor's account with a reason: signed out everywhere at once, sign-in refused with the reason, nothing deleted; audited",
        params: IdParams,
        body: SuspendBody,
        response: { 204: z.null(), 400: ApiErrorBody, ...decisionErrors },
      },
    },
    async (request, reply) => {
      await suspendDoctor(app.db, userOf(request).id, request.params.id, request.body.reason);
      // This process forgets the doctor's sessions at once; the others on the notification.
      app.sessionCache.invalidate();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/users/:id/reinstate',
    {
      schema: {
        tags: ['admin'],
        summary: "Lift a doctor's suspension; audited",
        params: IdParams,
        response: { 204: z.null(), 400: ApiErrorBody, ...decisionErrors },
      },
    },
    async (request, reply) => {
      await reinstateDoctor(app.db, userOf(request).id, request.params.id);
      app.sessionCache.invalidate();
      return reply.status(204).send(null);
    },
  );
};
