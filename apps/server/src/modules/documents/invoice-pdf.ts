import type { AdminOrder } from '@shop/contract/admin-order-schemas';
import { chargeRows, chargesOfOrder, type StoredOrderCharges } from '@shop/contract/charge-rows';
import { termsLine } from '@shop/contract/credit';
import { documentMessages as m, type DocumentKind } from '@shop/contract/documents';
import { formatMoney, toCents } from '@shop/contract/money';
import { paymentMethodLabel } from '@shop/contract/order-messages';
import { addressLines } from '@shop/contract/postal-address';
import type { DocumentAmounts, DocumentLine } from '../../db/schema/documents';
import { dateIn, daysBetween } from '../../lib/clock';
import { PdfLayout, type ShopLetterhead, type TableColumn } from './pdf-layout';

/** An invoice or a credit note: its number and date, its lines' SKUs and tiers, the order it is for. */
export interface OrderDocument {
  kind: DocumentKind;
  numberText: string;
  issuedAt: Date;
  lines: readonly DocumentLine[];
  /** The number of the invoice a credit note cancels. */
  creditedNumber: string | null;
  /** An invoice of an order on account: when it falls due (issue 40). */
  dueOn: string | null;
  order: AdminOrder;
  /** A return's credit note (issue 42): what it credits, and the return authorisation it is for. */
  returned?: { amounts: DocumentAmounts; rmaNumber: string };
}

const columns: TableColumn[] = [
  { header: m.sku, share: 0.16 },
  { header: m.product, share: 0.33 },
  { header: m.quantity, share: 0.07, align: 'right' },
  { header: m.unitPrice, share: 0.14, align: 'right' },
  { header: m.tierDiscount, share: 0.13, align: 'right' },
  { header: m.lineTotal, share: 0.17, align: 'right' },
];

/** "5.00" → "5%", "12.50" → "12.5%"; no tier (0) or unknown → a dash. */
function percentText(percent: string | null): string {
  if (percent === null || Number(percent) === 0) return m.noTierDiscount;
  return `${Number(percent)}%`;
}

/** Card brand and last 4 only, or the bank and its account's last 4, or the method's label. */
function paymentLine(order: AdminOrder): string {
  if (order.cardInfo) return m.card(order.cardInfo.cardType, order.cardInfo.last4);
  if (order.doctorBankingInfo)
    return m.bankTransfer(order.doctorBankingInfo.bankName, order.doctorBankingInfo.accountLast4);
  return paymentMethodLabel(order.paymentMethod);
}

/**
 * The totals under the lines, the rows every view of the order lists (the contract's chargeRows:
 * the total alone when nothing besides the lines was charged). A credit note shows each amount
 * negative, so it and its invoice add up to zero line by line, and its total as the total credited.
 */
export function documentTotals(
  order: StoredOrderCharges,
  kind: DocumentKind,
  currency: string,
): [string, string][] {
  const invoice = kind === 'invoice';
  // A credit is negative (formatMoney takes it as a number of the currency's units); zero stays $0.00.
  const money = (amount: string) =>
    invoice || toCents(amount) === 0
      ? formatMoney(amount, currency)
      : formatMoney(-toCents(amount) / 100, currency);
  return chargeRows(chargesOfOrder(order)).map((row) => {
    if (row.kind === 'exemption') return [row.label, row.certificate];
    const label = row.kind === 'total' && !invoice ? m.creditTotal : row.label;
    return [label, money(row.amount)];
  });
}

/**
 * An order's invoice or credit note as PDF bytes. Every amount is the order's as stored (its lines'
 * unit prices and totals, its subtotal, shipping, taxes and total); nothing is priced again here. A
 * credit note mirrors the invoice's lines under its own number, credits its totals and names the
 * invoice it cancels.
 */
export async function renderOrderDocument(document: OrderDocument, shop: ShopLetterhead): Promise<Buffer> {
  const { order } = document;
  const money = (amount: string) => formatMoney(amount, shop.currency);
  const invoice = document.kind === 'invoice';
  const title = invoice ? m.invoiceTitle : m.creditNoteTitle;
  const issuedOn = dateIn(shop.timeZone, document.issuedAt);
  const facts: [string, string][] = [
    [invoice ? m.invoiceNumber : m.creditNoteNumber, document.numberText],
    [invoice ? m.invoiceDate : m.creditNoteDate, issuedOn],
    ...(document.creditedNumber && !invoice
      ? [[m.creditsInvoice, document.creditedNumber] as [string, string]]
      : []),
    ...(document.returned ? [[m.rmaNumber, document.returned.rmaNumber] as [string, string]] : []),
    ...(invoice && document.dueOn
      ? [[m.terms, termsLine(daysBetween(issuedOn, document.dueOn), document.dueOn)] as [string, string]]
      : []),
    [m.orderNumber, order.orderNumber],
    ...(order.poNumber ? [[m.poNumber, order.poNumber] as [string, string]] : []),
    [m.orderDate, dateIn(shop.timeZone, new Date(order.createdAt))],
  ];
  // The registration under the shop's address, as tax authorities ask of an invoice.
  const letterhead = shop.taxNumber
    ? { ...shop, addressLines: [...shop.addressLines, m.taxRegistration(shop.taxNumber)] }
    : shop;
  const layout = PdfLayout.forShop(letterhead, { title, reference: document.numberText, facts });

  const billing = addressLines(order.billingAddress);
  layout.addressBlocks([
    { title: m.billTo, lines: [order.doctorName, ...(billing.length > 0 ? billing : [m.sameAsShipping])] },
    { title: m.shipTo, lines: [order.doctorName, ...addressLines(order.shippingAddress)] },
  ]);

  const byItem = new Map(document.lines.map((line) => [line.orderItemId, line]));
  // A return's credit note lists only its lines, at the quantities it credits (issue 42).
  const items = document.returned ? order.items.filter((item) => byItem.has(item.id)) : order.items;
  layout.table(
    columns,
    items.map((item) => {
      const kept = byItem.get(item.id);
      const credited = document.returned ? kept : undefined;
      return {
        cells: [
          kept?.sku ?? '',
          item.productName,
          String(credited?.quantity ?? item.quantity),
          money(credited?.unitPrice ?? item.unitPrice),
          percentText(kept?.tierDiscountPercent ?? null),
          money(credited?.totalPrice ?? item.totalPrice),
        ],
        notes:
          item.lots.length > 0
            ? [`${m.lots}:`, ...item.lots.map((lot) => m.lot(lot.lotNumber, lot.expiryDate, lot.quantity))]
            : [],
      };
    }),
  );
  const charged = document.returned
    ? { ...document.returned.amounts, taxExemptionNumber: order.taxExemptionNumber }
    : order;
  layout.totals(documentTotals(charged, document.kind, shop.currency));
  layout.section(m.paymentMethod, [paymentLine(order)]);
  if (!invoice && document.creditedNumber)
    layout.section(m.creditNoteTitle, [
      document.returned
        ? m.returnCreditNoteReason(document.creditedNumber, document.returned.rmaNumber)
        : m.creditNoteReason(document.creditedNumber),
    ]);
  return layout.finish();
}
