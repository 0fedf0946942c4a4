import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import {
  AdminReturn,
  AdminReturnPage,
  AdminReturnQuery,
  ApproveReturnBody,
  OrderReturns,
  ReceiveReturnBody,
  RefuseReturnBody,
  ReturnRequest,
  ReturnRequestBody,
} from '@shop/contract/return-schemas';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { DocumentedResponse } from '../../plugins/api-document';
import { RETURN_PHOTOS_FIELD, RETURN_PHOTOS_MAX } from '@shop/contract/returns';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readReturnPhotos, RETURN_PHOTO_PARSER_LIMITS } from './return-photos';
import { signedInOrderErrors } from '../../lib/route-errors';
import { documentRefusals, letterheadOf, pdfDownloadSchema, sendPdf } from '../documents/pdf.service';
import { guardRoutes, refusedAdmin, requireAdmin, requireUser, userOf } from '../../plugins/guards';
import {
  addReturnPhotos,
  approveReturn,
  assertPhotoTarget,
  listOrderReturns,
  listReturns,
  receiveReturn,
  refuseReturn,
  returnCreditNote,
  returnPhoto,
  requestReturn,
  type ReturnSettings,
} from './returns.service';

/** A return of an order: `/api/orders/{id}/returns/{returnId}`. */
const ReturnOfOrderParams = IdParams.extend({ returnId: IdParams.shape.id });
const ReturnPhotoParams = ReturnOfOrderParams.extend({ photoId: IdParams.shape.id });
const AdminPhotoParams = IdParams.extend({ photoId: IdParams.shape.id });
/** A photo's answer: its bytes as stored (re-encoded), shown inline. */
const PHOTO: Record<number, DocumentedResponse> = {
  200: { headers: { 'Content-Type': 'image/jpeg, image/png or image/webp: the photo as stored' } },
};

/** A photo as its bytes, kept private to the browser that asked (a practice's goods, not the catalogue's). */
const sendPhoto = (reply: FastifyReply, photo: { data: Buffer; contentType: string }) =>
  reply
    .header('content-type', photo.contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(photo.data);

const returnSettings = (app: Parameters<FastifyPluginAsyncZod>[0]): ReturnSettings => ({
  shopName: app.config.shopName,
  shopAddress: app.config.shopAddress,
  returnWindowDays: app.config.returnWindowDays,
  clock: app.clock,
  timeZone: app.config.shopTimeZone,
});

/** A member's returns of an order their practice placed (issue 42): ask for one, read them. */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only, for a return's photos.
  await app.register(multipart, { limits: RETURN_PHOTO_PARSER_LIMITS });
  const settings = returnSettings(app);
  const shop = letterheadOf(app);

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

  app.get(
    '/api/orders/:id/returns/:returnId/credit-note.pdf',
    {
      schema: pdfDownloadSchema({
        tags: ['orders'],
        summary: "A received return's credit note, of an order the signed-in member sees",
        params: ReturnOfOrderParams,
        file: 'The credit note as a PDF download named by its number (CN-2027-000001.pdf)',
        refusals: { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      }),
      preHandler: requireUser,
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await returnCreditNote(app.db, shop, request.params.returnId, {
          user: userOf(request),
          orderId: request.params.id,
        }),
      ),
  );

  app.post(
    '/api/orders/:id/returns/:returnId/photos',
    {
      schema: {
        tags: ['orders'],
        summary: `Add photos to a return while it waits for its review (multipart \`${RETURN_PHOTOS_FIELD}\`, at most ${RETURN_PHOTOS_MAX} in all, 10 MB each)`,
        params: ReturnOfOrderParams,
        response: {
          201: ReturnRequest,
          ...signedInOrderErrors,
          409: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
        },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const target = { orderId: request.params.id, returnId: request.params.returnId };
      await assertPhotoTarget(app.db, userOf(request), target);
      const photos = await readReturnPhotos(request.parts());
      const saved = await addReturnPhotos(
        app.db,
        userOf(request),
        {
          orderId: request.params.id,
          returnId: request.params.returnId,
        },
        photos,
      );
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/api/orders/:id/returns/:returnId/photos/:photoId',
    {
      schema: {
        tags: ['orders'],
        summary: 'A photo of a return of an order the signed-in member sees',
        documentedResponses: PHOTO,
        params: ReturnPhotoParams,
        response: { 200: z.any(), 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
      preHandler: requireUser,
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await returnPhoto(
          app.db,
          { orderId: request.params.id, returnId: request.params.returnId, photoId: request.params.photoId },
          userOf(request),
        ),
      ),
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
  const shop = letterheadOf(app);
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
    '/api/admin/returns/:id/receive',
    {
      schema: {
        tags: ['admin'],
        summary:
          "An approved return's goods arrived: each line's units back in stock or written off, and its credit note issued",
        params: IdParams,
        body: ReceiveReturnBody,
        response: decided,
      },
    },
    async (request) => receiveReturn(app.db, settings, userOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/admin/returns/:id/credit-note.pdf',
    {
      schema: pdfDownloadSchema({
        tags: ['admin'],
        summary: "A received return's credit note",
        params: IdParams,
        file: 'The credit note as a PDF download named by its number (CN-2027-000001.pdf)',
        refusals: documentRefusals,
      }),
    },
    async (request, reply) => sendPdf(reply, await returnCreditNote(app.db, shop, request.params.id)),
  );

  app.get(
    '/api/admin/returns/:id/photos/:photoId',
    {
      schema: {
        tags: ['admin'],
        summary: 'A photo of any return',
        documentedResponses: PHOTO,
        params: AdminPhotoParams,
        response: { 200: z.any(), ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await returnPhoto(app.db, { returnId: request.params.id, photoId: request.params.photoId }),
      ),
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
