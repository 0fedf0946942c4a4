import type { AdminOrder } from '@shop/contract/admin-order-schemas';
import { coldChainMessages } from '@shop/contract/cold-chain';
import { addressLines } from '@shop/contract/postal-address';
import { packingSlipMessages as m } from '@shop/contract/packing-slips';
import type { LotPlanLine } from '@shop/contract/stock-schemas';
import { dateIn } from '../../lib/clock';
import { PdfLayout, type ShopLetterhead, type TableColumn } from './pdf-layout';
import { qrMatrix } from './qr-code';

/** What a packing slip prints: the order as stored (its lines' SKUs as sold), and for an order not yet shipped the suggested lots. */
export interface PackingSlip {
  order: AdminOrder;
  /** First expiry first out, for the lines of lot-tracked products still to ship (empty once shipped). */
  planned: readonly LotPlanLine[];
}

const columns: TableColumn[] = [
  { header: m.sku, share: 0.2 },
  { header: m.product, share: 0.5 },
  { header: m.quantity, share: 0.12, align: 'right' },
  { header: m.picked, share: 0.18, align: 'right' },
];

/**
 * An order's packing slip as PDF bytes, for the warehouse: the order number as a QR code and in
 * words, where it goes, and each line's SKU, quantity and lots (the lots it shipped from once
 * shipped, else the suggested ones), with a box to tick; for refrigerated products, the instruction
 * to pack them cold and a mark on each of their lines. No prices and no payment.
 */
export async function renderPackingSlip(slip: PackingSlip, shop: ShopLetterhead): Promise<Buffer> {
  const { order } = slip;
  const layout = PdfLayout.forShop(shop, {
    title: m.title,
    reference: order.orderNumber,
    facts: [
      [m.orderNumber, order.orderNumber],
      ...(order.poNumber ? [[m.poNumber, order.poNumber] as [string, string]] : []),
      [m.orderDate, dateIn(shop.timeZone, new Date(order.createdAt))],
      ...(order.shipment?.carrier ? [[m.carrier, order.shipment.carrier] as [string, string]] : []),
      ...(order.shipment?.trackingNumber
        ? [[m.tracking, order.shipment.trackingNumber] as [string, string]]
        : []),
    ],
  });
  layout.qrCode(qrMatrix(order.orderNumber), m.orderCaption(order.orderNumber));
  layout.addressBlocks([
    {
      title: m.shipTo,
      lines: [
        order.doctorName,
        ...addressLines(order.shippingAddress),
        ...(order.doctorPhone ? [m.phone(order.doctorPhone)] : []),
      ],
    },
  ]);
  if (order.items.some((item) => item.coldChain)) {
    layout.section(coldChainMessages.packingNote, [coldChainMessages.packingNoteDetail]);
  }
  const planned = new Map(slip.planned.map((line) => [line.itemId, line]));
  layout.table(
    columns,
    order.items.map((item) => {
      const plan = planned.get(item.id);
      const notes =
        item.lots.length > 0
          ? [m.shippedLots, ...item.lots.map((lot) => m.lot(lot.lotNumber, lot.expiryDate, lot.quantity))]
          : plan
            ? [
                m.suggestedLots,
                ...plan.lots.map((lot) => m.lot(lot.lotNumber, lot.expiryDate, lot.quantity)),
                ...(plan.short > 0 ? [m.short(plan.short)] : []),
              ]
            : [];
      return {
        cells: [item.sku ?? m.noSku, item.productName, String(item.quantity), m.pickBox],
        notes: item.coldChain ? [coldChainMessages.lineMark, ...notes] : notes,
      };
    }),
  );
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  layout.totals([[m.units, String(units)]]);
  if (order.notes) layout.section(m.notes, [order.notes]);
  return layout.finish();
}
