import { Readable } from 'node:stream';
import { AdminOrderExportQuery } from '@shop/contract/admin-order-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { ADMIN_ORDERS_EXPORT_PATH } from '@shop/contract/order-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, requireAdmin, userOf } from '../../plugins/guards';
import { recordAudit } from '../audit/audit.service';
import { exportOrdersCsv, orderExportFileName } from './orders-export.service';
import { DOWNLOAD } from '../../plugins/api-document';

/** The export is streamed as it is read (orders-export.service.ts, orderCsvBatches). */
const exportBody = z.instanceof(Readable).meta({ type: 'string' });

/**
 * The orders as a spreadsheet (issue 22, docs/product.md, Orders export), filtered as the order
 * desk filters them. Admins only (401 for a guest, 403 for a doctor), checked before the query is
 * read. It carries doctors' names, e-mails and clinics out of the shop, so like the newsletter and
 * audit exports it is audited: who took which orders, and when.
 */
export const ordersExportRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin);

  app.get(
    ADMIN_ORDERS_EXPORT_PATH,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every order line the desk’s filters match (status, days placed, search), in the order placed, as a CSV download: order number, dates, status, doctor, clinic, SKU, product, quantity, prices, order total, invoice number; streamed',
        documentedResponses: DOWNLOAD,
        querystring: AdminOrderExportQuery,
        response: {
          200: {
            description:
              'A CSV download named orders-YYYY-MM-DD.csv: UTF-8 with a byte order mark, CRLF lines, a header line, cells that would start a formula prefixed with a single quote',
            content: { 'text/csv': { schema: exportBody } },
          },
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${orderExportFileName(new Date())}"`);
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      await recordAudit(app.db, {
        actorUserId: userOf(request).id,
        action: 'orders.export',
        entityType: 'order',
        details: { ...request.query },
      });
      return reply.send(exportOrdersCsv(app.db, request.query));
    },
  );
};
