import { documentMessages } from './documents';
import type { OrderStatus } from './order-status';

/**
 * An order's packing slip (docs/product.md, Statements and packing slips): what the warehouse picks
 * and packs, with the order number as a QR code. Zod-free: the order desk imports only these.
 */

/** The statuses of an order that is to be packed or has been: approved and after, never cancelled or declined. */
export const PACKED_STATUSES: readonly OrderStatus[] = ['approved', 'processing', 'shipped', 'delivered'];

/** Where an admin downloads an order's packing slip. */
export const packingSlipPath = (orderId: number) => `/api/admin/orders/${orderId}/packing-slip.pdf`;

export const packingSlipMessages = {
  notPacked: 'This order has no packing slip: only an approved order is packed',
  download: 'Packing slip',
  title: 'Packing slip',
  orderNumber: 'Order number',
  poNumber: 'PO number',
  orderDate: 'Order date',
  carrier: 'Carrier',
  tracking: 'Tracking number',
  orderCaption: (orderNumber: string) => `Order ${orderNumber}`,
  shipTo: 'Ship to',
  phone: (phone: string) => `Phone: ${phone}`,
  sku: 'SKU',
  noSku: '—',
  product: 'Product',
  quantity: 'Qty',
  picked: 'Picked',
  pickBox: '[   ]',
  shippedLots: 'Shipped from lots:',
  suggestedLots: 'Pick from lots (first expiry first out):',
  lot: documentMessages.lot,
  short: (units: number) => `${units} not covered by unexpired lots: wait for stock`,
  units: 'Units in all',
  notes: "The doctor's notes",
} as const;
