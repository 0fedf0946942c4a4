import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { ADMIN_RENEWALS_PATH } from '@shop/contract/licence';
import { RegistryApprovalBody } from '@shop/contract/licence-registry-schemas';
import { RejectRenewalBody, RenewalReviewList } from '@shop/contract/licence-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, refusedAdmin, refusedCaller, requireAdmin, userOf } from '../../plugins/guards';
import { approveRenewal, rejectRenewal, renewalDocument, renewalsForReview } from './licence.service';
import { sendDocument } from './renewal-intake';
import { registryContextOf } from './registry.service';
import { DOWNLOAD } from '../../plugins/api-document';

const decision = { 204: z.null(), ...refusedAdmin, 404: ApiErrorBody, 409: ApiErrorBody };

/** The admin's review of licence renewals (issue 20; the Doctor Registrations tab). Admins only. */
export const renewalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  guardRoutes(app, requireAdmin);
  const settings = {
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
    registry: registryContextOf(app.config),
  };

  app.get(
    ADMIN_RENEWALS_PATH,
    {
      schema: {
        tags,
        summary: 'Licence renewals waiting for review, oldest first, with the licence as it is',
        response: { 200: RenewalReviewList, ...refusedCaller },
      },
    },
    async () => renewalsForReview(app.db),
  );

  app.get(
    `${ADMIN_RENEWALS_PATH}/:id/document`,
    {
      schema: {
        tags,
        summary: "A renewal's licence scan or photo",
        documentedResponses: DOWNLOAD,
        params: IdParams,
        response: { 200: z.any(), ...refusedCaller, 404: ApiErrorBody },
      },
    },
    async (request, reply) => sendDocument(reply, await renewalDocument(app.db, request.params.id)),
  );

  app.post(
    `${ADMIN_RENEWALS_PATH}/:id/approve`,
    {
      schema: {
        tags,
        summary:
          'Approve a renewal: the doctor\'s licence becomes the renewed one; audited, e-mailed. With a licence register, one it does not match needs {"reason"} (400 otherwise)',
        params: IdParams,
        // Fastify hands a request without a body to the schema as null: the specification's call.
        body: RegistryApprovalBody.nullish(),
        response: decision,
      },
    },
    async (request, reply) => {
      await approveRenewal(
        app.db,
        userOf(request).id,
        request.params.id,
        settings,
        request.body ?? undefined,
      );
      // This process sees the new expiry date at once; the others on the notification.
      app.sessionCache.invalidate();
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${ADMIN_RENEWALS_PATH}/:id/reject`,
    {
      schema: {
        tags,
        summary: 'Reject a renewal with a reason; the licence stays as it was; audited, e-mailed',
        params: IdParams,
        body: RejectRenewalBody,
        response: decision,
      },
    },
    async (request, reply) => {
      await rejectRenewal(app.db, userOf(request).id, request.params.id, request.body.reason, settings);
      return reply.status(204).send(null);
    },
  );
};
