import { createHash } from 'node:crypto';
import { documentMessages, type DocumentKind } from '@shop/contract/documents';
import type { OrderStatus } from '@shop/contract/order-status';
import type { Db } from '../../db/client';
import type { OrderViewer } from '../../db/order-scope';
import { deskOrderOf } from '../../db/order-views';
import { notFound } from '../../lib/app-error';
import { applyHeldCredit, creditOrderInvoice } from '../../db/account-credit';
import { addDays, dateIn } from '../../lib/clock';
import { renderOrderDocument, type OrderDocument } from './invoice-pdf';
import { returnCredit, type ChargedOrder, type CreditedLine } from '@shop/contract/return-credit';
import type { ShopLetterhead } from './pdf-layout';
import {
  findDocument,
  findDocumentLines,
  findLinePricing,
  findOrderAccount,
  findReturnCredits,
  findReturnDocument,
  insertDocument,
  storeDocumentPdf,
} from './invoices.repository';

/** The amounts an invoice or credit note prints under its lines (what the charges' property test adds up). */
export { documentTotals } from './invoice-pdf';

/**
 * An order's invoice and credit note (docs/product.md, Invoices and credit notes;
 * docs/decisions/041): numbered in the transaction of the status change that issues them, printed
 * on request from what was stored.
 */

/** When a status change happens, as the shop's clock and calendar tell it (the document's date and year). */
export interface DocumentMoment {
  at: Date;
  timeZone: string;
}

/**
 * The documents a status change issues, in its transaction and before the order's row is updated
 * (the desk JSON that update stores carries their numbers): approval issues the invoice; cancelling
 * an invoiced order issues its credit note, mirroring the invoice's lines.
 */
export async function issueOrderDocuments(tx: Db, orderId: number, to: OrderStatus, when: DocumentMoment) {
  const year = Number(dateIn(when.timeZone, when.at).slice(0, 4));
  if (to === 'approved') {
    // Each line's SKU and tier as checkout kept them with it, so the document keeps what was sold.
    const lines = await findLinePricing(tx, orderId);
    // An order on account's invoice falls due its net days after its date, and takes the credit the
    // practice holds (issue 40).
    const account = await findOrderAccount(tx, orderId);
    const dueOn = account ? addDays(dateIn(when.timeZone, when.at), account.netDays) : null;
    const { id: invoiceId } = await insertDocument(tx, {
      orderId,
      kind: 'invoice',
      year,
      issuedAt: when.at,
      lines,
      dueOn,
    });
    if (account) await applyHeldCredit(tx, account.practiceId, invoiceId, account.totalCents);
  } else if (to === 'cancelled') {
    const lines = await findDocumentLines(tx, orderId, 'invoice');
    if (lines) {
      await insertDocument(tx, { orderId, kind: 'credit_note', year, issuedAt: when.at, lines });
      // An invoice on account credited in full owes nothing more (issue 40); what was paid of it is
      // the practice's credit again (issue 42).
      await creditOrderInvoice(tx, orderId);
    }
  }
}

/**
 * A received return's credit note (issue 42), in the return's transaction: numbered as every credit
 * note, its lines the returned ones at the quantities and prices it credits, its amounts what the
 * contract's returnCredit works out from the order's charges (and what earlier returns credited).
 * An invoice on account that owes nothing more is settled, and what its payments paid beyond what
 * is left of it is the practice's credit again (creditOrderInvoice). None when the order has no invoice.
 */
export async function issueReturnCreditNote(
  tx: Db,
  order: { id: number; charged: ChargedOrder },
  returned: { returnId: number; lines: readonly CreditedLine[]; withShipping: boolean },
  when: DocumentMoment,
): Promise<{ numberText: string; totalAmount: string } | undefined> {
  const invoiceLines = await findDocumentLines(tx, order.id, 'invoice');
  if (!invoiceLines) return undefined;
  const credit = returnCredit(order.charged, returned.lines, {
    withShipping: returned.withShipping,
    before: await findReturnCredits(tx, order.id),
  });
  const sold = new Map(invoiceLines.map((line) => [line.orderItemId, line]));
  const { lines, ...amounts } = credit;
  const document = await insertDocument(tx, {
    orderId: order.id,
    kind: 'credit_note',
    year: Number(dateIn(when.timeZone, when.at).slice(0, 4)),
    issuedAt: when.at,
    lines: lines.map((line) => ({
      ...line,
      sku: sold.get(line.orderItemId)?.sku ?? null,
      tierDiscountPercent: sold.get(line.orderItemId)?.tierDiscountPercent ?? null,
    })),
    returnId: returned.returnId,
    amounts,
  });
  await creditOrderInvoice(tx, order.id);
  return { numberText: document.numberText, totalAmount: amounts.totalAmount };
}

/**
 * A return's credit note as a PDF (issue 42), as orderDocumentPdf: with a `viewer`, only of an order
 * they see.
 */
export async function returnCreditNotePdf(
  db: Db,
  shop: ShopLetterhead,
  returned: { returnId: number; rmaNumber: string },
  viewer?: OrderViewer,
): Promise<DocumentFile> {
  const row = await findReturnDocument(db, returned.returnId, viewer);
  if (!row?.amounts) throw notFound(documentMessages.creditNoteNotFound);
  return printed(db, shop, row, 'credit_note', { amounts: row.amounts, rmaNumber: returned.rmaNumber });
}

export interface DocumentFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * An order's invoice or credit note as a PDF. With a `viewer`, only of an order they see (another
 * practice's is as unknown as one without the document); an admin's call reads any.
 */
export async function orderDocumentPdf(
  db: Db,
  shop: ShopLetterhead,
  orderId: number,
  kind: DocumentKind,
  viewer?: OrderViewer,
): Promise<DocumentFile> {
  const row = await findDocument(db, orderId, kind, viewer);
  if (!row) {
    throw notFound(
      kind === 'invoice' ? documentMessages.invoiceNotFound : documentMessages.creditNoteNotFound,
    );
  }
  return printed(db, shop, row, kind);
}

/** A document's print: the one kept while what it prints from is unchanged, else printed and kept. */
async function printed(
  db: Db,
  shop: ShopLetterhead,
  row: NonNullable<Awaited<ReturnType<typeof findDocument>>>,
  kind: DocumentKind,
  returned?: OrderDocument['returned'],
): Promise<DocumentFile> {
  const fileName = `${row.numberText}.pdf`;
  // Printed again only when what it prints from changed: the order (its status, its lots once
  // shipped), the shop's letterhead or what a document prints; else the print kept by the last
  // download (decision 041).
  const version = `${row.orderDigest}.${letterheadDigest(shop)}.${DOCUMENT_LAYOUT}`;
  if (row.pdf && row.pdfVersion === version) return { fileName, bytes: row.pdf };
  const bytes = await renderOrderDocument(
    {
      kind,
      numberText: row.numberText,
      issuedAt: row.issuedAt,
      lines: row.lines,
      creditedNumber: row.creditedNumber,
      dueOn: row.dueOn,
      order: deskOrderOf(row.order),
      ...(returned ? { returned } : {}),
    },
    shop,
  );
  await storeDocumentPdf(db, row.id, bytes, version);
  return { fileName, bytes };
}

/**
 * What a document prints, named: changed when that changes, so a print kept from before is printed
 * again at its next download (issue 37 added the charges under the lines and credits negative, then
 * listed an exemption's certificate among them, as every view of the order does; issue 40 added an
 * invoice on account's terms and due date).
 */
const DOCUMENT_LAYOUT = 'terms';

const letterheadDigests = new WeakMap<ShopLetterhead, string>();

/** A digest of the shop's name, address, currency and calendar as a document prints them. */
function letterheadDigest(shop: ShopLetterhead): string {
  let digest = letterheadDigests.get(shop);
  if (digest === undefined) {
    digest = createHash('sha256').update(JSON.stringify(shop)).digest('base64url').slice(0, 16);
    letterheadDigests.set(shop, digest);
  }
  return digest;
}
