import { orderViewerOf } from '../../plugins/session-store';
import { IdParams } from '@shop/contract/common-schemas';
import { DOCUMENT_FILES, type DocumentKind } from '@shop/contract/documents';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, requireAdmin, requireUser, userOf } from '../../plugins/guards';
import type { ShopLetterhead } from './pdf-layout';
import { orderDocumentPdf, type DocumentFile } from './invoices.service';
import { DOWNLOAD } from '../../plugins/api-document';

/** A document's bytes, sent whole (a PDF of an order is tens of kilobytes). */
export const pdfBody = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

const documents: { path: string; kind: DocumentKind; what: string }[] = [
  { path: DOCUMENT_FILES.invoice, kind: 'invoice', what: 'invoice (once approved)' },
  {
    path: DOCUMENT_FILES.credit_note,
    kind: 'credit_note',
    what: 'credit note (once cancelled after its invoice)',
  },
];

export const letterheadOf = (app: FastifyInstance): ShopLetterhead => ({
  name: app.config.shopName,
  addressLines: app.config.shopAddress,
  currency: app.config.currency,
  timeZone: app.config.shopTimeZone,
  taxNumber: app.config.shopTaxNumber,
});

/** A download named by the document's number, kept by no cache (it names a clinic and its payment). */
export const sendPdf = (reply: FastifyReply, file: DocumentFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);

/** Every refusal of a document's download: a bad path, a guest, the other role, no such document. */
export const documentRefusals = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
};

/** A PDF download's schema: its 200 is the file `file` describes, beside the route's refusals. */
export const pdfDownloadSchema = <Params extends z.ZodType, Refusals extends object>(route: {
  tags: string[];
  summary: string;
  params: Params;
  file: string;
  refusals: Refusals;
}) => ({
  tags: route.tags,
  summary: route.summary,
  documentedResponses: DOWNLOAD,
  params: route.params,
  response: {
    200: { description: route.file, content: { 'application/pdf': { schema: pdfBody } } },
    ...route.refusals,
  },
});

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
