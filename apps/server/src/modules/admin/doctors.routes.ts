import { ADMIN_DOCTORS_PATH, AdminDoctorListQuery, AdminDoctorPage } from '@shop/contract/admin-doctors';
import { ApiErrorBody } from '@shop/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/guards';
import { listDoctors } from './doctors.service';

/** The dashboard's Doctors tab (issue 18): doctors past registration review. Admins only. */
export const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query is read: a guest or a doctor learns nothing about what a valid query is.
  app.addHook('onRequest', requireAdmin);

  app.get(
    ADMIN_DOCTORS_PATH,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Doctors (all but pending, and the rejected registrations), newest registration first, 20 a page, searched by name, e-mail, licence or clinic, with orders count, last order date and when a rejected one was rejected',
        querystring: AdminDoctorListQuery,
        response: { 200: AdminDoctorPage, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => listDoctors(app.db, request.query),
  );
};
