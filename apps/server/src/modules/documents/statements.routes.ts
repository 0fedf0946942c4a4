import { idParam } from '@shop/contract/url-param-schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopToday } from '../../lib/clock';
import { requireAdmin, requireDoctor, userOf } from '../../plugins/guards';
import { orderViewerOf } from '../../plugins/session-store';
import { documentDownloadSchema, letterheadOf, sendPdf } from './pdf.service';
import { statementPdf } from './statements.service';

/** The month as the path writes it, `2026-12.pdf`: the service checks the month itself (a 400). */
const statementFile = z.string().max(16);
/** `2026-12.pdf` → `2026-12`; a file not ending in .pdf names no month (a 400). */
const monthOf = (file: string) => /^(.*)\.pdf$/.exec(file)?.[1] ?? '';

/** A statement's download: the month's PDF, or one of the refusals of every document. */
const statementSchema = documentDownloadSchema(
  "The month's invoices and credit notes with its totals, as a PDF named statement-YYYY-MM.pdf",
);

/** Answers the statement of the month `file` names (see statementPdf). */
const sendStatement = async (
  app: FastifyInstance,
  reply: FastifyReply,
  statement: Parameters<typeof statementPdf>[2],
  file: string,
) => sendPdf(reply, await statementPdf(app.db, letterheadOf(app), statement, monthOf(file), shopToday(app)));

/**
 * The signed-in doctor's monthly statements (docs/product.md, Statements and packing slips): their
 * own only (the path names no doctor), 401 for a guest, 403 for an admin.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/statements/:file',
    {
      schema: statementSchema({
        tags: ['account'],
        summary: "The signed-in doctor's statement of a month (`/api/account/statements/2026-12.pdf`)",
        params: z.object({ file: statementFile }),
      }),
      preHandler: requireDoctor,
    },
    async (request, reply) => {
      const user = userOf(request);
      return sendStatement(
        app,
        reply,
        { doctorId: user.id, viewer: orderViewerOf(user) },
        request.params.file,
      );
    },
  );
};

/** Any doctor's monthly statement, for admins only (401 for a guest, 403 for a doctor). */
export const adminStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/doctors/:id/statements/:file',
    {
      schema: statementSchema({
        tags: ['admin'],
        summary: "One doctor's statement of a month (`…/statements/2026-12.pdf`)",
        params: z.object({ id: idParam(), file: statementFile }),
      }),
      onRequest: requireAdmin,
    },
    async (request, reply) => sendStatement(app, reply, { doctorId: request.params.id }, request.params.file),
  );
};
