import { IdParams, MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import {
  ADMIN_LICENCE_REGISTER_FILE_PATH,
  ADMIN_LICENCE_REGISTRY_PATH,
  ADMIN_REGISTRY_HOLDS_PATH,
  REGISTER_FILE_MAX_BYTES,
  licenceRegistryMessages as m,
} from '@shop/contract/licence-registry';
import {
  RegisterUploaded,
  RegisterUploadQuery,
  RegistryCheck,
  RegistryHoldList,
  RegistrySettings,
  ReinstateHoldBody,
} from '@shop/contract/licence-registry-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { largeBodyRouteOptions } from '../../lib/large-body-route';
import { guardRoutes, refusedAdmin, refusedCaller, requireAdmin, userOf } from '../../plugins/guards';
import {
  acceptRegisterExpiry,
  checkDoctorNow,
  registryContextOf,
  registryHolds,
  registrySettings,
  reinstateHold,
  uploadRegister,
} from './registry.service';

/**
 * The admin's side of the licence registry (issue 43, docs/decisions/059): the Settings tab's
 * Registry section and its register file, the holds the nightly check put, a check made by hand and
 * the register's expiry date accepted. Admins only.
 */
export const registryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  guardRoutes(app, requireAdmin);
  const context = registryContextOf(app.config);
  // The register file as bytes: whether it is UTF-8 is the service's to say.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get(
    ADMIN_LICENCE_REGISTRY_PATH,
    {
      schema: {
        tags,
        summary: 'The licence registry: its provider, the last register file uploaded, the last nightly run',
        response: { 200: RegistrySettings, ...refusedCaller },
      },
    },
    async () => registrySettings(app.db, context),
  );

  app.post(
    ADMIN_LICENCE_REGISTER_FILE_PATH,
    {
      ...largeBodyRouteOptions(app, REGISTER_FILE_MAX_BYTES, m.fileTooLarge),
      schema: {
        tags,
        summary:
          'Replaces the register (LICENCE_REGISTRY=file) with a CSV file, its columns named in the query (or the last upload’s); refused whole (400) for a missing column, text that is not UTF-8, a bad row or a licence twice in one jurisdiction; 413 past 20 MB; then checks the pending registrations and renewals against it',
        consumes: ['text/csv'],
        querystring: RegisterUploadQuery,
        body: z.instanceof(Buffer).meta({ type: 'string' }),
        response: { 200: RegisterUploaded, ...refusedAdmin, 409: ApiErrorBody, 413: ApiErrorBody },
      },
    },
    async (request) =>
      uploadRegister(app.db, context, userOf(request).id, request.body, request.query, app.clock.now()),
  );

  app.get(
    ADMIN_REGISTRY_HOLDS_PATH,
    {
      schema: {
        tags,
        summary: 'Prescribers whose prescription-only ordering the register held, oldest first',
        response: { 200: RegistryHoldList, ...refusedCaller },
      },
    },
    async () => registryHolds(app.db),
  );

  app.post(
    `${ADMIN_REGISTRY_HOLDS_PATH}/:id/reinstate`,
    {
      schema: {
        tags,
        summary:
          'Lifts a hold with a reason: prescription-only ordering resumes, and the register’s result is waived while it says the same; audited, e-mailed',
        params: IdParams,
        body: ReinstateHoldBody,
        response: { 200: MessageResponse, ...refusedAdmin, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) =>
      reinstateHold(app.db, context, userOf(request).id, request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/doctors/:id/registry-check',
    {
      schema: {
        tags,
        summary: 'Checks a doctor’s licence against the register now; null when the shop has no register',
        params: IdParams,
        response: { 200: z.object({ check: RegistryCheck.nullable() }), ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) =>
      checkDoctorNow(app.db, context, request.params.id, userOf(request).id, app.clock.now()),
  );

  app.post(
    '/api/admin/doctors/:id/registry-expiry',
    {
      schema: {
        tags,
        summary:
          'Accepts the register’s expiry date for a licence it reports with another (the current check an expiry mismatch, else 409); audited, then checked again',
        params: IdParams,
        response: { 200: MessageResponse, ...refusedAdmin, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const answer = await acceptRegisterExpiry(
        app.db,
        context,
        userOf(request).id,
        request.params.id,
        app.clock.now(),
      );
      // The lapse and the checkout read the expiry date from the session.
      app.sessionCache.invalidate();
      return answer;
    },
  );
};
