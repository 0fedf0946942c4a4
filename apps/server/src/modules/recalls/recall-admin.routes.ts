import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { ADMIN_RECALL_PRODUCTS_PATH, ADMIN_RECALLS_PATH, RECALL_CSV_COLUMNS } from '@shop/contract/recall';
import {
  OpenRecallBody,
  ProductLots,
  RecallDetail,
  RecallList,
  RecallListQuery,
  RecallProductSearch,
  RecallProductSearchQuery,
} from '@shop/contract/recall-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCatalogueWrites, refusedWrite } from '../../plugins/admin-catalogue-writes';
import { guardRoutes, refusedAdmin, requireAdmin, userOf } from '../../plugins/guards';
import {
  closeRecallBy,
  listRecalls,
  openRecall,
  productLots,
  recallCsv,
  recallCsvFileName,
  recallDetail,
  searchRecallProducts,
} from './recall.service';
import { DOWNLOAD } from '../../plugins/api-document';

const tags = ['admin'];

/**
 * Opening and closing recalls. Opening one takes the recalled lots' units off the shelf, which may
 * change what shoppers are shown (in stock, "Only N left"): a catalogue write, so this process's
 * caches are emptied before the answer, and admins only before the body is read.
 */
const recallWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCatalogueWrites(app);
  const settings = { shopName: app.config.shopName, publicUrl: app.config.publicUrl };

  app.post(
    ADMIN_RECALLS_PATH,
    {
      schema: {
        tags,
        summary:
          'Open a recall of lots of a product: their held units become unavailable at once, every clinic that received them is e-mailed and sees a banner; audited',
        body: OpenRecallBody,
        response: { 201: RecallDetail, ...refusedWrite, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openRecall(app.db, userOf(request).id, request.body, settings)),
  );

  app.post(
    `${ADMIN_RECALLS_PATH}/:id/close`,
    {
      schema: {
        tags,
        summary: 'Close a recall, recording who and when; its banner goes; audited',
        params: IdParams,
        response: { 200: RecallDetail, ...refusedWrite, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => closeRecallBy(app.db, userOf(request).id, request.params.id),
  );
};

/**
 * The recalls' reads: the list, one recall with its clinics, its CSV, the open dialog's product
 * search and a product's lots.
 */
const recallReadRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin);

  app.get(
    ADMIN_RECALL_PRODUCTS_PATH,
    {
      schema: {
        tags,
        summary:
          'The open dialog’s search, at most 20: lot-tracked products by name, and the products that have or had a lot whose number holds the term, with those lots (an exact lot number first)',
        querystring: RecallProductSearchQuery,
        response: { 200: RecallProductSearch, ...refusedAdmin },
      },
    },
    async (request) => searchRecallProducts(app.db, request.query.q),
  );

  app.get(
    ADMIN_RECALLS_PATH,
    {
      schema: {
        tags,
        summary: 'Recalls, newest first, 20 a page, with their clinics and acknowledgements counted',
        querystring: RecallListQuery,
        response: { 200: RecallList, ...refusedAdmin },
      },
    },
    async (request) => listRecalls(app.db, request.query.page),
  );

  app.get(
    `${ADMIN_RECALLS_PATH}/:id`,
    {
      schema: {
        tags,
        summary:
          'A recall and every clinic it concerns: their orders, lots and quantities, when the e-mail left and when they acknowledged',
        params: IdParams,
        response: { 200: RecallDetail, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) => recallDetail(app.db, request.params.id),
  );

  app.get(
    `${ADMIN_RECALLS_PATH}/:id/export.csv`,
    {
      schema: {
        tags,
        summary: `A recall's clinics as CSV, one line per order line: ${RECALL_CSV_COLUMNS.join(', ')}`,
        documentedResponses: DOWNLOAD,
        params: IdParams,
        response: { 200: z.string(), ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const csv = await recallCsv(app.db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${recallCsvFileName(request.params.id)}"`)
        .send(csv);
    },
  );

  app.get(
    '/api/admin/products/:id/lots',
    {
      schema: {
        tags,
        summary:
          'Every lot a product ever had, soonest expiry first, with the units held and shipped and the recall that covers it',
        params: IdParams,
        response: { 200: ProductLots, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) => productLots(app.db, request.params.id),
  );
};

/** The admin's recalls (issue 20). Every call: admins only (401 for a guest, 403 for a doctor). */
export const recallAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(recallWriteRoutes);
  await app.register(recallReadRoutes);
};
