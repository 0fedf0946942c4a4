import { Readable } from 'node:stream';
import { ADMIN_PRODUCTS_EXPORT_PATH } from '@shop/contract/catalog-csv';
import { ApiErrorBody } from '@shop/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/guards';
import { exportProductsCsv, productExportFileName } from './catalog-export.service';

/** The export is streamed as it is read (catalog-export.service.ts, productCsvBatches). */
const exportBody = z.instanceof(Readable).meta({ type: 'string' });

/**
 * The catalogue as a spreadsheet (issue 22, docs/product.md, Catalogue import and export). Admins
 * only (401 for a guest, 403 for a doctor). A read: the catalogue's caches stay.
 */
export const catalogExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    ADMIN_PRODUCTS_EXPORT_PATH,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every product as a CSV download (SKU, GTIN, name, description, category slug, brand, prices, in stock, tracked stock, tags, featured, image URLs, bulk tiers as 10-49:5;50+:10); streamed',
        response: {
          200: {
            description:
              'A CSV download named products-YYYY-MM-DD.csv: UTF-8 with a byte order mark, CRLF lines, a header line, cells that would start a formula prefixed with a single quote',
            content: { 'text/csv': { schema: exportBody } },
          },
          401: ApiErrorBody,
          403: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${productExportFileName(new Date())}"`);
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      return reply.send(exportProductsCsv(app.db));
    },
  );
};
