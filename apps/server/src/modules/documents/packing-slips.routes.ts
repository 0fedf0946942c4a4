import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/guards';
import { letterheadOf, pdfBody, sendPdf } from './invoices.routes';
import { packingSlipPdf } from './packing-slips.service';
import { DOWNLOAD } from '../../plugins/api-document';

/** An order's packing slip, for admins only (401 for a guest, 403 for a doctor). */
export const packingSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = letterheadOf(app);
  app.get(
    '/api/admin/orders/:id/packing-slip.pdf',
    {
      schema: {
        tags: ['admin'],
        summary:
          "An approved order's packing slip: SKUs, quantities, lots, the address, the order number as a QR code",
        documentedResponses: DOWNLOAD,
        params: IdParams,
        response: {
          200: {
            description: 'The packing slip as a PDF named packing-slip-{order number}.pdf; no prices',
            content: { 'application/pdf': { schema: pdfBody } },
          },
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => sendPdf(reply, await packingSlipPdf(app.db, shop, request.params.id)),
  );
};
