import type { AdminOrderExportQuery } from '@shop/contract/admin-order-schemas';
import { ORDER_CSV_COLUMNS } from '@shop/contract/order-csv';
import { ORDER_STATUS_LABELS } from '@shop/contract/order-status';
import type { Db } from '../../db/client';
import { csvLine, keysetCsvBatches } from '../../lib/csv';
import { streamOf } from '../../lib/download';
import type { AdminOrderFilter } from './admin-orders.repository';
import { findOrderExportBatch, type OrderExportAfter, type OrderExportRow } from './orders-export.repository';

/**
 * Orders per read: with the desk's one to five lines each, a few thousand rows and well under a MB
 * of text, so 100,000 orders are 200 short queries and one batch is held at a time.
 */
export const ORDER_EXPORT_BATCH_SIZE = 500;

/** One order line as a row of the file (ORDER_CSV_COLUMNS); money as the catalogue export writes it. */
function csvLineOf(row: OrderExportRow): string {
  return csvLine([
    row.orderNumber,
    row.orderDate,
    row.statusChanged,
    ORDER_STATUS_LABELS[row.status],
    row.doctorName,
    row.doctorEmail,
    row.clinic,
    row.sku,
    row.productName,
    row.quantity,
    row.unitPrice,
    row.lineTotal,
    row.orderTotal,
    row.subtotal,
    row.shipping,
    row.tax,
    row.invoiceNumber,
    row.poNumber,
    row.creditNotes,
    row.credited,
  ]);
}

/** The export's query as the desk's repository filters orders (an empty search is none). */
const filterOf = ({ status, search, from, to }: AdminOrderExportQuery): AdminOrderFilter => ({
  status,
  from,
  to,
  search: search || undefined,
});

/**
 * The export's text, batch by batch (keysetCsvBatches), in the order the orders were placed: every
 * line of `batchSize` orders a batch. An order placed meanwhile may or may not be in it, and an
 * order is as it was when its batch was read.
 */
export function orderCsvBatches(db: Db, query: AdminOrderExportQuery, batchSize = ORDER_EXPORT_BATCH_SIZE) {
  const filter = filterOf(query);
  return keysetCsvBatches(ORDER_CSV_COLUMNS, csvLineOf, {
    size: batchSize,
    read: (after: OrderExportAfter | undefined) => findOrderExportBatch(db, filter, after, batchSize),
    keyOf: (last) => ({ at: last.after, id: last.orderId }),
    count: (rows) => new Set(rows.map((row) => row.orderId)).size,
  });
}

/** The export as a stream that reads a batch only when the client took the previous one. */
export const exportOrdersCsv = (db: Db, query: AdminOrderExportQuery) => streamOf(orderCsvBatches(db, query));
