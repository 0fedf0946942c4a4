import { orderViewerOf } from '../../plugins/session-store';
import { IdParams } from '@shop/contract/common-schemas';
import { DOCUMENT_FILES, type DocumentKind } from '@shop/contract/documents';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, requireAdmin, requireUser, userOf } from '../../plugins/guards';
import { orderDocumentPdf } from './invoices.service';
import { documentRefusals, letterheadOf, pdfDownloadSchema, sendPdf } from './pdf.service';

const documents: { path: string; kind: DocumentKind; what: string }[] = [
  { path: DOCUMENT_FILES.invoice, kind: 'invoice', what: 'invoice (once approved)' },
  {
    path: DOCUMENT_FILES.credit_note,
    kind: 'credit_note',
    what: 'credit note (once cancelled after its invoice)',
  },
];

const documentFile = (what: string) =>
  `The order's ${what} as a PDF download named by its number (INV-2026-000001.pdf)`;

/**
 * The doctor's documents of their own orders (docs/product.md, Invoices and credit notes): another
 * doctor's order, or one without the document, is a 404; a guest a 401.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = letterheadOf(app);
  for (const document of documents) {
    app.get(
      `/api/orders/:id/${document.path}`,
      {
        schema: pdfDownloadSchema({
          tags: ['orders'],
          summary: `The ${document.what} of one of the signed-in doctor's orders`,
          params: IdParams,
          file: documentFile(document.what),
          refusals: { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
        }),
        preHandler: requireUser,
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await orderDocumentPdf(
            app.db,
            shop,
            request.params.id,
            document.kind,
            orderViewerOf(userOf(request)),
          ),
        ),
    );
  }
};

/** The admin's documents of any order: admins only (401 for a guest, 403 for a doctor). */
export const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = letterheadOf(app);
  guardRoutes(app, requireAdmin);
  for (const document of documents) {
    app.get(
      `/api/admin/orders/:id/${document.path}`,
      {
        schema: pdfDownloadSchema({
          tags: ['admin'],
          summary: `The ${document.what} of any order`,
          params: IdParams,
          file: documentFile(document.what),
          refusals: documentRefusals,
        }),
      },
      async (request, reply) =>
        sendPdf(reply, await orderDocumentPdf(app.db, shop, request.params.id, document.kind)),
    );
  }
};
