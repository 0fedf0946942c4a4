import {
  ADMIN_PRODUCTS_EXPORT_PATH,
  ADMIN_PRODUCTS_IMPORT_PATH,
  catalogImportMessages,
  ImportApplied,
  ImportApplyBody,
  ImportCheck,
  IMPORT_MAX_BYTES,
  LARGE_PRICE_CHANGE_PERCENT,
} from '@shop/contract/catalog-csv-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { datedCsvDownload, sendDownload } from '../../lib/download';
import { adminCatalogueWrites } from '../../plugins/admin-catalogue-writes';
import { guardRoutes, requireAdmin, userOf } from '../../plugins/guards';
import { exportProductsCsv } from './catalog-export.service';
import { applyImport, checkImport } from './catalog-import.service';
import { DOWNLOAD } from '../../plugins/api-document';

const PRODUCTS_CSV = datedCsvDownload('products');

/**
 * The catalogue as a spreadsheet (issue 22, docs/product.md, Catalogue import and export). Admins
 * only (401 for a guest, 403 for a doctor). A read: the catalogue's caches stay.
 */
export const catalogExportRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin);

  app.get(
    ADMIN_PRODUCTS_EXPORT_PATH,
    {
      schema: {
        tags: ['admin'],
        documentedResponses: DOWNLOAD,
        summary:
          'Every product as a CSV download (SKU, GTIN, name, description, category slug, brand, prices, in stock, tracked stock, tags, featured, image URLs, bulk tiers as 10-49:5;50+:10); streamed',
        response: {
          200: PRODUCTS_CSV.response,
          401: ApiErrorBody,
          403: ApiErrorBody,
        },
      },
    },
    // Streamed as it is read (catalog-export.service.ts, productCsvBatches).
    async (request, reply) =>
      sendDownload(request, reply, PRODUCTS_CSV.file(new Date()), () => exportProductsCsv(app.db)),
  );
};

/** The 1-based line of the file that holds the character at `index`. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

const ImportToken = z.object({ token: z.uuid(catalogImportMessages.tokenUnknown) }).strict();

/**
 * The catalogue import's check (issue 22): `POST /api/admin/products/import` with the CSV as the
 * body (`text/csv`, at most IMPORT_MAX_BYTES: 413 past it) answers the dry run, which changes
 * nothing (the caches stay); `POST …/import/{token}/apply` (catalogImportApplyRoutes) applies it.
 * Admins only.
 */
export const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin);
  // This scope's CSV bodies, as bytes: whether they are UTF-8 is the route's to say.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    ADMIN_PRODUCTS_IMPORT_PATH,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Checks a catalogue CSV (the export’s columns) without changing the catalogue: what each row would do (create, update by SKU, unchanged, refused with each column’s message) and a token that applies it within an hour',
        consumes: ['text/csv'],
        body: z.instanceof(Buffer).meta({ type: 'string' }),
        response: {
          200: ImportCheck,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          413: ApiErrorBody,
        },
      },
    },
    async (request) => {
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(request.body);
      } catch {
        throw badRequest(catalogImportMessages.notUtf8, { file: [catalogImportMessages.notUtf8] });
      }
      // The app's NUL check leaves byte bodies alone; a NUL kept in the stored file would be a 500.
      const nul = text.indexOf('\u0000');
      if (nul !== -1) {
        const message = catalogImportMessages.nulCharacter(lineAt(text, nul));
        throw badRequest(message, { file: [message] });
      }
      return checkImport(app.db, userOf(request).id, text);
    },
  );
};

/**
 * Applying a checked import is an admin catalogue write: admins only, and this process's catalogue
 * caches emptied once it succeeds (adminCatalogueWrites), like any other edit of a product.
 */
export const catalogImportApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCatalogueWrites(app);

  app.post(
    `${ADMIN_PRODUCTS_IMPORT_PATH}/:token/apply`,
    {
      schema: {
        tags: ['admin'],
        summary: `Applies a checked import in one transaction: every valid row, audited; 409 when the catalogue changed since the check, 404 for an unknown, spent or expired token, 400 when the check found price changes of more than ${LARGE_PRICE_CHANGE_PERCENT}% and the body does not confirm them ({"confirmLargePriceChanges": true}; no body needed otherwise)`,
        params: ImportToken,
        // Fastify hands a request without a body to the schema as null.
        body: ImportApplyBody.nullish(),
        response: {
          200: ImportApplied,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request) => applyImport(app.db, userOf(request).id, request.params.token, request.body ?? {}),
  );
};
