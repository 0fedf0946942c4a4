import { idParam } from '@shop/contract/url-param-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopToday } from '../../lib/clock';
import { requireAdmin, requireDoctor, userOf } from '../../plugins/guards';
import { letterheadOf, pdfBody, sendPdf } from './invoices.routes';
import { statementPdf } from './statements.service';
import { DOWNLOAD } from '../../plugins/api-document';

/** The month as the path writes it, `2026-12.pdf`: the service checks the month itself (a 400). */
const statementFile = z.string().max(16);
/** `2026-12.pdf` → `2026-12`; a file not ending in .pdf names no month (a 400). */
const monthOf = (file: string) => /^(.*)\.pdf$/.exec(file)?.[1] ?? '';

const statementResponses = {
  200: {
    description:
      "The month's invoices and credit notes with its totals, as a PDF named statement-YYYY-MM.pdf",
    content: { 'application/pdf': { schema: pdfBody } },
  },
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
};

/**
 * The signed-in doctor's monthly statements (docs/product.md, Statements and packing slips): their
 * own only (the path names no doctor), 401 for a guest, 403 for an admin.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = letterheadOf(app);
  app.get(
    '/api/account/statements/:file',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in doctor's statement of a month (`/api/account/statements/2026-12.pdf`)",
        documentedResponses: DOWNLOAD,
        params: z.object({ file: statementFile }),
        response: statementResponses,
      },
      preHandler: requireDoctor,
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await statementPdf(app.db, shop, userOf(request).id, monthOf(request.params.file), shopToday(app)),
      ),
  );
};

/** Any doctor's monthly statement, for admins only (401 for a guest, 403 for a doctor). */
export const adminStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = letterheadOf(app);
  app.get(
    '/api/admin/doctors/:id/statements/:file',
    {
      schema: {
        tags: ['admin'],
        summary: "One doctor's statement of a month (`…/statements/2026-12.pdf`)",
        documentedResponses: DOWNLOAD,
        params: z.object({ id: idParam(), file: statementFile }),
        response: statementResponses,
      },
      onRequest: requireAdmin,
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await statementPdf(app.db, shop, request.params.id, monthOf(request.params.file), shopToday(app)),
      ),
  );
};
