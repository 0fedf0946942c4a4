import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DOWNLOAD } from '../../plugins/api-document';
import type { DocumentFile } from './invoices.service';
import type { ShopLetterhead } from './pdf-layout';

/**
 * The shop's printed documents as other modules draw and send them (a payment's receipt, issue 40):
 * the one layout, the letterhead from the app's configuration, and a PDF download's schema and
 * answer, as the invoices, packing slips and statements use them.
 */

export { PdfLayout } from './pdf-layout';
export type { ShopLetterhead, TableColumn } from './pdf-layout';
export type { DocumentFile } from './invoices.service';

/** A document's bytes, sent whole (a PDF of an order is tens of kilobytes). */
export const pdfBody = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

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

/** The schema of a document's download refused as every document is: its 200 is the file `file` describes. */
export const documentDownloadSchema =
  (file: string) =>
  <Params extends z.ZodType>(route: { tags: string[]; summary: string; params: Params }) =>
    pdfDownloadSchema({ ...route, file, refusals: documentRefusals });
