import { documentNumber, type DocumentKind } from '@shop/contract/documents';
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { toCents } from '@shop/contract/money';
import { alias } from 'drizzle-orm/pg-core';
import { centsOf } from '../../db/account-credit';
import type { Db } from '../../db/client';
import { seenByPlaceholders, viewerParams, type OrderViewer } from '../../db/order-scope';
import { deskJsonOf } from '../../db/order-shapes';
import { preparedPerDatabase } from '../../db/prepared';
import {
  documentCounters,
  invoices,
  type DocumentAmounts,
  type DocumentLine,
} from '../../db/schema/documents';
import { orderItems, orders } from '../../db/schema/orders';

/**
 * Draws the next number of (kind, year) from its counter row and stores the document with it, in
 * the caller's transaction (docs/decisions/041). The upsert locks the counter row (as `select … for
 * update` would) until the transaction ends, so concurrent issues queue on it and each sees the
 * number the one before it committed; a transaction rolled back gives its number back with it. The
 * first document of a year makes the row (a concurrent first waits on the conflict, then counts on).
 */
export async function insertDocument(
  tx: Db,
  document: {
    orderId: number;
    kind: DocumentKind;
    year: number;
    issuedAt: Date;
    lines: DocumentLine[];
    dueOn?: string | null;
    /** A return's credit note (issue 42): the return, and what it credits. */
    returnId?: number;
    amounts?: DocumentAmounts;
  },
) {
  const [counter] = await tx
    .insert(documentCounters)
    .values({ kind: document.kind, year: document.year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.year],
      set: { lastSequence: sql`${documentCounters.lastSequence} + 1` },
    })
    .returning({ sequence: documentCounters.lastSequence });
  if (!counter) throw new Error('the document counter answered no row');
  const numberText = documentNumber(document.kind, document.year, counter.sequence);
  const [row] = await tx
    .insert(invoices)
    .values({ ...document, sequence: counter.sequence, numberText })
    .returning({ id: invoices.id, numberText: invoices.numberText });
  if (!row) throw new Error('the document was not returned');
  return row;
}

/** What the order's return credit notes credited so far: each rate's tax by name, and the shipping, in cents. */
export async function findReturnCredits(tx: Db, orderId: number) {
  const rows = await tx
    .select({ amounts: invoices.amounts })
    .from(invoices)
    .where(
      and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note'), isNotNull(invoices.returnId)),
    );
  const taxCents: Record<string, number> = {};
  let shippingCents = 0;
  for (const { amounts } of rows) {
    if (!amounts) continue;
    shippingCents += toCents(amounts.shippingAmount);
    for (const tax of amounts.taxes) taxCents[tax.name] = (taxCents[tax.name] ?? 0) + toCents(tax.amount);
  }
  return { taxCents, shippingCents };
}

/** An order on account's practice, net days and total (in cents); none for a card order. */
export async function findOrderAccount(tx: Db, orderId: number) {
  const [row] = await tx
    .select({
      practiceId: orders.practiceId,
      netDays: orders.accountNetDays,
      totalCents: centsOf(orders.totalAmount),
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'on_account')));
  if (!row || row.netDays === null || row.practiceId === null) return undefined;
  return { practiceId: row.practiceId, netDays: row.netDays, totalCents: row.totalCents };
}

/** The lines of a document already issued for the order, if there is one of that kind. */
export async function findDocumentLines(tx: Db, orderId: number, kind: DocumentKind) {
  const [row] = await tx
    .select({ lines: invoices.lines })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
    .limit(1);
  return row?.lines;
}

/** What priced each of an order's lines, as checkout kept it with the line: its SKU and tier. */
export function findLinePricing(tx: Db, orderId: number): Promise<DocumentLine[]> {
  return tx
    .select({
      orderItemId: orderItems.id,
      sku: orderItems.sku,
      tierDiscountPercent: orderItems.tierDiscountPercent,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

const credited = alias(invoices, 'credited');
const p = sql.placeholder;

/**
 * One document with what it prints: its number, date and lines, the number of the invoice it
 * credits (a credit note's), and the order as the desk stores it (db/order-shapes.ts). Without a
 * viewer any order's (an admin's call); else only of an order the viewer sees (db/order-scope.ts).
 */
const documentRows = (db: Db, which: SQL | undefined) =>
  db
    .select({
      id: invoices.id,
      numberText: invoices.numberText,
      issuedAt: invoices.issuedAt,
      dueOn: invoices.dueOn,
      lines: invoices.lines,
      amounts: invoices.amounts,
      creditedNumber: credited.numberText,
      order: deskJsonOf(orders),
      // What a print of the document depends on besides the document itself: the order as stored.
      orderDigest: sql<string>`md5(${deskJsonOf(orders)})`,
      pdf: invoices.pdf,
      pdfVersion: invoices.pdfVersion,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(credited, and(eq(credited.orderId, invoices.orderId), eq(credited.kind, 'invoice')))
    .where(and(which, seenByPlaceholders({ anyWhenNoPractice: true })))
    .limit(1);

/** The order's invoice or its cancellation's credit note (a return's notes are found by their return). */
const documentStatement = preparedPerDatabase((db) =>
  documentRows(
    db,
    and(
      eq(invoices.orderId, sql`${p('orderId')}::int`),
      eq(invoices.kind, sql`${p('kind')}::text`),
      isNull(invoices.returnId),
    ),
  ).prepare('order_document'),
);

/** A return's credit note (issue 42), with what it prints, as findDocument. */
const returnDocumentStatement = preparedPerDatabase((db) =>
  documentRows(db, eq(invoices.returnId, sql`${p('returnId')}::int`)).prepare('return_document'),
);

export async function findReturnDocument(db: Db, returnId: number, viewer: OrderViewer | undefined) {
  const [row] = await returnDocumentStatement(db).execute({ returnId, ...viewerParams(viewer) });
  return row;
}

export async function findDocument(
  db: Db,
  orderId: number,
  kind: DocumentKind,
  viewer: OrderViewer | undefined,
) {
  const [row] = await documentStatement(db).execute({ orderId, kind, ...viewerParams(viewer) });
  return row;
}

/** Keeps a document's print and what it was printed from (`version`), for the next download. */
export async function storeDocumentPdf(db: Db, documentId: number, pdf: Buffer, version: string) {
  await db.update(invoices).set({ pdf, pdfVersion: version }).where(eq(invoices.id, documentId));
}
