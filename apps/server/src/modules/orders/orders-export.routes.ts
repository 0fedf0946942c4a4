import { AdminOrderExportQuery } from '@shop/contract/admin-order-schemas';
import { ADMIN_ORDERS_EXPORT_PATH } from '@shop/contract/order-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { datedCsvDownload } from '../../lib/download';
import { guardRoutes, requireAdmin } from '../../plugins/guards';
import { auditedCsvExport } from '../audit/audit.service';
import { exportOrdersCsv } from './orders-export.service';
import { adminExportSchema } from '../../plugins/api-document';

/**
 * The orders as a spreadsheet (issue 22, docs/product.md, Orders export), filtered as the order
 * desk filters them. Admins only (401 for a guest, 403 for a doctor), checked before the query is
 * read. It carries doctors' names, e-mails and clinics out of the shop, so like the newsletter and
 * audit exports it is audited: who took which orders, and when.
 */
const ORDERS_CSV = datedCsvDownload('orders');

export const ordersExportRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin);

  app.get(
    ADMIN_ORDERS_EXPORT_PATH,
    {
      schema: adminExportSchema({
        summary:
          'Every order line the desk’s filters match (status, days placed, search), in the order placed, as a CSV download: order number, dates, status, doctor, clinic, SKU, product, quantity, prices, order total, subtotal, shipping, tax, invoice number; streamed',
        querystring: AdminOrderExportQuery,
        download: ORDERS_CSV.response,
      }),
    },
    // Streamed as it is read (orders-export.service.ts, orderCsvBatches).
    auditedCsvExport(app.db, ORDERS_CSV, { action: 'orders.export', entityType: 'order' }, exportOrdersCsv),
  );
};
