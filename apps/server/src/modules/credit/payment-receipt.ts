import { accountPaymentMethodNames, creditMessages } from '@shop/contract/credit';
import { formatMoney, toCents } from '@shop/contract/money';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  PdfLayout,
  type DocumentFile,
  type ShopLetterhead,
  type TableColumn,
} from '../documents/pdf.service';
import { findPaymentReceipt } from './credit.repository';

/**
 * A recorded payment's receipt (issue 40, docs/decisions/055), drawn in the shop's document layout:
 * the payment as the admin recorded it, the invoices it paid and what of it is held as credit.
 * Printed from the allocations as they are now, so the credit a later invoice took shows on it.
 */

const m = creditMessages.receipt;
const words = creditMessages.account;

type Receipt = NonNullable<Awaited<ReturnType<typeof findPaymentReceipt>>>;

const columns: TableColumn[] = [
  { header: words.invoice, share: 0.35 },
  { header: words.order, share: 0.35 },
  { header: m.allocated, share: 0.3, align: 'right' },
];

/** The receipt as PDF bytes. */
export function renderPaymentReceipt(receipt: Receipt, shop: ShopLetterhead): Promise<Buffer> {
  const money = (cents: number) => formatMoney(cents / 100, shop.currency);
  const number = m.number(receipt.id);
  const layout = PdfLayout.forShop(shop, {
    title: m.title,
    reference: number,
    facts: [
      [m.numberLabel, number],
      [words.receivedOnLabel, receipt.receivedOn],
      [words.methodLabel, accountPaymentMethodNames[receipt.method]],
      ...(receipt.reference ? [[words.referenceLabel, receipt.reference] as const] : []),
    ],
  });
  layout.addressBlocks([{ title: m.receivedFrom, lines: [receipt.practiceName] }]);
  if (receipt.allocations.length === 0) {
    layout.section(m.appliedTo, [m.noAllocations]);
  } else {
    layout.section(m.appliedTo, []);
    layout.table(
      columns,
      receipt.allocations.map((part) => ({
        cells: [part.invoiceNumber, part.orderNumber, money(toCents(part.amount))],
      })),
    );
  }
  const amountCents = toCents(receipt.amount);
  const allocatedCents = receipt.allocations.reduce((sum, part) => sum + toCents(part.amount), 0);
  layout.totals([
    [m.allocated, money(allocatedCents)],
    [m.heldAsCredit, money(amountCents - allocatedCents)],
    [m.amountReceived, money(amountCents)],
  ]);
  return layout.finish();
}

/**
 * The receipt of the practice's payment `paymentId` as a PDF named by its number
 * (RCPT-000042.pdf); 404 for no such payment of that practice.
 */
export async function paymentReceiptPdf(
  db: Db,
  shop: ShopLetterhead,
  practiceId: number,
  paymentId: number,
): Promise<DocumentFile> {
  const receipt = await findPaymentReceipt(db, practiceId, paymentId);
  if (!receipt) throw notFound(m.notFound);
  return { fileName: `${m.number(receipt.id)}.pdf`, bytes: await renderPaymentReceipt(receipt, shop) };
}
