import { IdParams } from '@shop/contract/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/guards';
import { documentRefusals, letterheadOf, pdfDownloadSchema, sendPdf } from './pdf.service';
import { packingSlipPdf } from './packing-slips.service';

/** An order's packing slip, for admins only (401 for a guest, 403 for a doctor). */
export const packingSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = letterheadOf(app);
  app.get(
    '/api/admin/orders/:id/packing-slip.pdf',
    {
      schema: pdfDownloadSchema({
        tags: ['admin'],
        summary:
          "An approved order's packing slip: SKUs, quantities, lots, the address, the order number as a QR code",
        params: IdParams,
        file: 'The packing slip as a PDF named packing-slip-{order number}.pdf; no prices',
        refusals: documentRefusals,
      }),
      onRequest: requireAdmin,
    },
    async (request, reply) => sendPdf(reply, await packingSlipPdf(app.db, shop, request.params.id)),
  );
};
