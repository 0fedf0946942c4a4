/**
 * The orders as a spreadsheet (issue 22, docs/product.md, Orders export): the columns of
 * `GET /api/admin/orders/export.csv`, one row per order line, in order, and the order desk's texts
 * for it. The query is the desk's filters (AdminOrderExportQuery in admin-order-schemas.ts).
 */

export const ADMIN_ORDERS_EXPORT_PATH = '/api/admin/orders/export.csv';

export const ORDER_CSV_COLUMNS = [
  'Order number',
  'Order date (UTC)',
  'Status changed (UTC)',
  'Status',
  'Doctor',
  'Doctor email',
  'Clinic',
  'SKU',
  'Product',
  'Quantity',
  'Unit price',
  'Line total',
  'Order total',
  // After the total, so a sheet that reads the columns before them by position reads them still.
  'Subtotal',
  'Shipping',
  'Tax',
  'Invoice number',
  // The practice's purchase-order number (issue 39), last for the same reason.
  'PO number',
  // The order's credit notes (issue 42: a cancellation's, each received return's), "; " between
  // them, and the sum they credit; empty when none. Last for the same reason.
  'Credit notes',
  'Credited',
] as const;

export const orderExportMessages = {
  exportCsv: 'Export CSV',
  exportHint: 'Downloads every order line the filters match, as a spreadsheet',
} as const;
