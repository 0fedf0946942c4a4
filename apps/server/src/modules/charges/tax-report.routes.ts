import { ADMIN_TAX_REPORT_PATH } from '@shop/contract/charges-schemas';
import { TaxReportQuery } from '@shop/contract/tax-report-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvDownloadResponse } from '../../lib/download';
import { adminExportSchema } from '../../plugins/api-document';
import { guardRoutes, requireAdmin } from '../../plugins/guards';
import { sendAuditedDownload } from '../audit/audit.service';
import { taxReportStream } from './tax-report.service';

/**
 * The bookkeeper's tax report (issue 37; docs/product.md, Shipping and taxes). Admins only (401 for a
 * guest, 403 for a doctor), checked before the query is read. Audited as the other exports are.
 */
export const taxReportRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin);

  app.get(
    ADMIN_TAX_REPORT_PATH,
    {
      schema: adminExportSchema({
        summary:
          'The taxes of one month (YYYY-MM, the shop’s calendar) as a CSV download, a row per tax rate and state or province: taxable sales and tax charged by the invoices issued in it, credited by the credit notes issued in it, and the net tax',
        querystring: TaxReportQuery,
        download: csvDownloadResponse('tax-report-YYYY-MM.csv'),
      }),
    },
    async (request, reply) => {
      const { month } = request.query;
      return sendAuditedDownload(app.db, request, reply, {
        file: { type: 'text/csv', name: `tax-report-${month}.csv` },
        audit: { action: 'tax_report.export', entityType: 'order', details: { month } },
        body: () => taxReportStream(app.db, month, app.config.shopTimeZone),
      });
    },
  );
};
