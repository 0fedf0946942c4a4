import { PACKED_STATUSES, packingSlipMessages } from '@shop/contract/packing-slips';
import type { Db } from '../../db/client';
import { deskOrderOf } from '../../db/order-views';
import { notFound } from '../../lib/app-error';
import { orderMessages } from '@shop/contract/order-messages';
import { lotPlanOf } from '../stock/order-stock.service';
import type { ShopLetterhead } from './pdf-layout';
import type { DocumentFile } from './invoices.service';
import { renderPackingSlip } from './packing-slip-pdf';
import { findPackingOrder } from './packing-slips.repository';

/**
 * An order's packing slip as a PDF (docs/product.md, Statements and packing slips): an unknown order
 * is a 404, and so is one that is not to be packed (pending, declined, cancelled). Lots are the ones
 * it shipped from, or for an order still to ship the ones a shipment would take first (the lot plan).
 */
export async function packingSlipPdf(db: Db, shop: ShopLetterhead, orderId: number): Promise<DocumentFile> {
  const found = await findPackingOrder(db, orderId);
  if (!found) throw notFound(orderMessages.orderNotFound);
  const order = deskOrderOf(found.json);
  if (!PACKED_STATUSES.includes(order.status)) throw notFound(packingSlipMessages.notPacked);
  const shipped = order.status === 'shipped' || order.status === 'delivered';
  const planned = shipped ? [] : await lotPlanOf(db, orderId);
  const bytes = await renderPackingSlip({ order, planned }, shop);
  return { fileName: `packing-slip-${order.orderNumber}.pdf`, bytes };
}
