import {
  ADMIN_AUDIT_EXPORT_PATH,
  ADMIN_AUDIT_PATH,
  AuditExportQuery,
  AuditListQuery,
  AuditPage,
} from '@shop/contract/audit-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { datedCsvDownload } from '../../lib/download';
import { guardRoutes, refusedAdmin, requireAdmin } from '../../plugins/guards';
import { auditedCsvExport } from './audit.service';
import { exportAuditCsv, listAuditEntries } from './audit-trail.service';
import { adminExportSchema } from '../../plugins/api-document';

const AUDIT_CSV = datedCsvDownload('audit-trail');

/** The audit trail on screen (issue 20). Every call: admins only (401 for a guest, 403 for a doctor). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query is read: a guest or a doctor learns nothing about what a valid query is.
  guardRoutes(app, requireAdmin);

  app.get(
    ADMIN_AUDIT_PATH,
    {
      schema: {
        tags: ['admin'],
        summary:
          'The audit trail, newest first, 20 a page: who, when, what and the values before and after; filtered by actor, action, subject (an order number, a product or user id) and days from–to',
        querystring: AuditListQuery,
        response: { 200: AuditPage, ...refusedAdmin },
      },
    },
    async (request) => listAuditEntries(app.db, request.query),
  );

  app.get(
    ADMIN_AUDIT_EXPORT_PATH,
    {
      schema: adminExportSchema({
        summary: 'Every audit entry the filters match, newest first, as a CSV download; streamed',
        querystring: AuditExportQuery,
        download: AUDIT_CSV.response,
      }),
    },
    // Streamed as it is read (audit-trail.service.ts, auditCsvBatches). The trail itself leaves the
    // shop: who took which part of it, and when, is kept.
    auditedCsvExport(app.db, AUDIT_CSV, { action: 'audit.export', entityType: 'audit_log' }, exportAuditCsv),
  );
};
