import multipart from '@fastify/multipart';
import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import {
  ACCOUNT_LICENCE_PATH,
  LICENCE_DOCUMENT_MAX_BYTES,
  licenceMessages as m,
  RENEWAL_FIELDS,
} from '@shop/contract/licence';
import { LicenceStatus } from '@shop/contract/licence-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { shopToday } from '../../lib/clock';
import { discardRestOfBody } from '../../lib/request-body';
import { guardRoutes, refusedCaller, requireDoctor, userOf } from '../../plugins/guards';
import { licenceStatus, renewalDocument, submitRenewal } from './licence.service';
import { readRenewal, RENEWAL_PARSER_LIMITS, sendDocument } from './renewal-intake';
import { checkRenewals, registryContextOf } from './registry.service';
import { DOWNLOAD } from '../../plugins/api-document';

/**
 * The signed-in doctor's licence (issue 20): its state and latest renewal, sending a renewal, and
 * downloading what they sent. Doctors only: 401 for a guest and 403 for an admin, before any body.
 */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  guardRoutes(app, requireDoctor);
  const registry = registryContextOf(app.config);
  // Registered in this plugin only, for the renewal's document.
  await app.register(multipart, { limits: RENEWAL_PARSER_LIMITS });

  app.get(
    ACCOUNT_LICENCE_PATH,
    {
      schema: {
        tags,
        summary:
          "The doctor's licence: number, expiry, its state today (shop's calendar) and the latest renewal",
        response: { 200: LicenceStatus, ...refusedCaller },
      },
    },
    async (request) => licenceStatus(app.db, userOf(request).id, shopToday(app)),
  );

  app.post(
    ACCOUNT_LICENCE_PATH,
    {
      schema: {
        tags,
        summary: 'Send a renewed licence for review (multipart/form-data)',
        description:
          `Fields "${RENEWAL_FIELDS.licenseNumber}" (only when it changed), "${RENEWAL_FIELDS.expiryDate}" ` +
          `(YYYY-MM-DD, after today) and one file "${RENEWAL_FIELDS.document}": an image (JPEG, PNG, GIF, ` +
          `WebP) or a PDF, judged by its bytes, at most ${LICENCE_DOCUMENT_MAX_BYTES / 1024 / 1024} MB (413 ` +
          'beyond). One renewal waits at a time (409). The account stays as it is until an admin approves.',
        response: {
          201: LicenceStatus,
          400: ApiErrorBody,
          ...refusedCaller,
          409: ApiErrorBody,
          413: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest(m.documentRequired, { [RENEWAL_FIELDS.document]: [m.documentRequired] });
      const today = shopToday(app);
      let renewal: Awaited<ReturnType<typeof readRenewal>>;
      try {
        renewal = await readRenewal(request.parts(), today);
      } catch (error) {
        discardRestOfBody(request.raw);
        throw error;
      }
      const userId = userOf(request).id;
      const status = await submitRenewal(app.db, userId, renewal.fields, renewal.document, {
        today,
        shopName: app.config.shopName,
        adminNotifyEmail: app.config.adminNotifyEmail,
      });
      // The renewed licence looked up in the register, for the admin's review (issue 43).
      const sent = status.latestRenewal;
      if (sent) {
        await checkRenewals(app.db, registry, [{ ...sent, userId }], 'renewal', app.clock.now());
      }
      return reply.status(201).send(status);
    },
  );

  app.get(
    `${ACCOUNT_LICENCE_PATH}/renewals/:id/document`,
    {
      schema: {
        tags,
        summary: 'A document the doctor sent with a renewal (theirs only: 404 for anyone else’s)',
        documentedResponses: DOWNLOAD,
        params: IdParams,
        response: { 200: z.any(), ...refusedCaller, 404: ApiErrorBody },
      },
    },
    async (request, reply) =>
      sendDocument(reply, await renewalDocument(app.db, request.params.id, userOf(request).id)),
  );
};
