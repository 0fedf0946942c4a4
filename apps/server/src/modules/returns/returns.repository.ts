import type { ReturnStatus } from '@shop/contract/returns';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/inserted-row';
import { seenBy, type OrderViewer } from '../../db/order-scope';
import { orderItems, orders } from '../../db/schema/orders';
import { practices } from '../../db/schema/practices';
import { invoices } from '../../db/schema/documents';
import { returnCounters, returnLines, returnPhotos, returnRequests } from '../../db/schema/returns';
import { users } from '../../db/schema/users';

/** The order's delivery as its returns read it, if the member sees the order (another practice's is unknown). */
export async function findSeenDelivery(db: Db, orderId: number, viewer: OrderViewer) {
  const [row] = await db
    .select({ status: orders.status, deliveredOn: orders.deliveredOn })
    .from(orders)
    .where(and(eq(orders.id, orderId), seenBy(viewer)));
  return row;
}

/** What a line of a return counts against its order line: asked for until decided, then what was approved. */
const counted = sql<number>`coalesce(sum(coalesce(${returnLines.approvedQuantity}, ${returnLines.quantity}))
  filter (where ${returnRequests.status} <> 'refused'), 0)::int`;

/**
 * The order's lines as a return reads them: what was delivered, what its returns not refused already
 * take, and whether the line may come back only for the shop's fault (refrigerated or
 * prescription-only when ordered).
 */
export function returnableItems(db: Db, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      returned: counted,
      shopFaultOnly: sql<boolean>`(${orderItems.coldChain} or ${orderItems.prescriptionOnly})`,
    })
    .from(orderItems)
    .leftJoin(returnLines, eq(returnLines.orderItemId, orderItems.id))
    .leftJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.id)
    .orderBy(asc(orderItems.id));
}

export async function insertReturn(
  db: Db,
  request: { orderId: number; practiceId: number | null; requestedBy: number },
  lines: { orderItemId: number; quantity: number; reason: string; reasonText: string | null }[],
) {
  const { id } = insertedRow(
    await db.insert(returnRequests).values(request).returning({ id: returnRequests.id }),
    'the return request',
  );
  await db.insert(returnLines).values(
    lines.map((line) => ({
      ...line,
      reason: line.reason as (typeof returnLines.$inferInsert)['reason'],
      returnId: id,
    })),
  );
  return id;
}

const requester = alias(users, 'requester');
const creditNote = alias(invoices, 'credit_note');

/** Returns as the screens show them: each with its order's number, who asked, and its lines. */
async function returnViews(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      id: returnRequests.id,
      orderId: returnRequests.orderId,
      orderNumber: orders.orderNumber,
      status: returnRequests.status,
      rmaNumber: returnRequests.rmaNumber,
      refusalReason: returnRequests.refusalReason,
      requestedBy: requester.fullName,
      practiceName: practices.name,
      createdAt: returnRequests.createdAt,
      decidedAt: returnRequests.decidedAt,
      receivedAt: returnRequests.receivedAt,
      creditNoteNumber: creditNote.numberText,
      requesterEmail: sql<string>`coalesce(${requester.email}, ${orders.doctorEmail})`,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .leftJoin(requester, eq(requester.id, returnRequests.requestedBy))
    .leftJoin(practices, eq(practices.id, returnRequests.practiceId))
    .leftJoin(creditNote, eq(creditNote.returnId, returnRequests.id))
    .where(where)
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
  const requests = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (requests.length === 0) return [];
  const lines = await db
    .select({
      id: returnLines.id,
      returnId: returnLines.returnId,
      orderItemId: returnLines.orderItemId,
      productName: orderItems.productName,
      quantity: returnLines.quantity,
      approvedQuantity: returnLines.approvedQuantity,
      reason: returnLines.reason,
      reasonText: returnLines.reasonText,
      restocked: returnLines.restocked,
      writtenOff: returnLines.writtenOff,
      coldChain: orderItems.coldChain,
      productId: orderItems.productId,
      unitPrice: orderItems.unitPrice,
      taxClass: orderItems.taxClass,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(
      inArray(
        returnLines.returnId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(asc(returnLines.id));
  const photos = await db
    .select({ id: returnPhotos.id, returnId: returnPhotos.returnId })
    .from(returnPhotos)
    .where(
      inArray(
        returnPhotos.returnId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(asc(returnPhotos.id));
  return requests.map((request) => ({
    ...request,
    photos: photos.filter((photo) => photo.returnId === request.id).map(({ id }) => ({ id })),
    lines: lines
      .filter((line) => line.returnId === request.id)
      .map(({ returnId: _returnId, ...line }) => line),
  }));
}

export type ReturnView = Awaited<ReturnType<typeof returnViews>>[number];

export const findOrderReturns = (db: Db, orderId: number) =>
  returnViews(db, eq(returnRequests.orderId, orderId));

export async function findReturn(db: Db, returnId: number) {
  const [found] = await returnViews(db, eq(returnRequests.id, returnId));
  return found;
}

/** A page of the admin's queue: of one status, or every return; oldest first. */
export async function findReturnPage(
  db: Db,
  status: ReturnStatus | undefined,
  page: { limit: number; offset: number },
) {
  const where = status === undefined ? undefined : eq(returnRequests.status, status);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(returnRequests)
    .where(where);
  return { returns: await returnViews(db, where, page), totalCount: count?.total ?? 0 };
}

/** Locks a return for its decision; concurrent decisions queue behind the lock. */
export async function lockReturn(db: Db, returnId: number) {
  const [row] = await db
    .select({ id: returnRequests.id, status: returnRequests.status, orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, returnId))
    .for('update');
  return row;
}

/** The next return authorisation number of `year`, drawn in the caller's transaction (no gaps). */
export async function drawRmaSequence(db: Db, year: number) {
  const [counter] = await db
    .insert(returnCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: returnCounters.year,
      set: { lastSequence: sql`${returnCounters.lastSequence} + 1` },
    })
    .returning({ sequence: returnCounters.lastSequence });
  if (!counter) throw new Error('the return counter answered no row');
  return counter.sequence;
}

export async function decideReturn(
  db: Db,
  returnId: number,
  decision: {
    status: Extract<ReturnStatus, 'approved' | 'refused'>;
    decidedBy: number;
    rma?: { year: number; sequence: number; number: string };
    refusalReason?: string;
  },
) {
  await db
    .update(returnRequests)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: sql`now()`,
      ...(decision.rma
        ? { rmaYear: decision.rma.year, rmaSequence: decision.rma.sequence, rmaNumber: decision.rma.number }
        : {}),
      ...(decision.refusalReason === undefined ? {} : { refusalReason: decision.refusalReason }),
    })
    .where(eq(returnRequests.id, returnId));
}

export async function setApprovedQuantity(db: Db, lineId: number, approvedQuantity: number) {
  await db.update(returnLines).set({ approvedQuantity }).where(eq(returnLines.id, lineId));
}

/** The order a received return credits: its charges as checkout kept them, and how many units it had. */
export async function findReturnOrder(db: Db, orderId: number) {
  const [order] = await db
    .select({ taxes: orders.taxes, shippingAmount: orders.shippingAmount })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [units] = await db
    .select({ ordered: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return order && { ...order, unitsOrdered: units?.ordered ?? 0 };
}

/** Units of the order that received returns brought back, every line together. */
export async function countReceivedUnits(db: Db, orderId: number) {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${returnLines.approvedQuantity}), 0)::int` })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, 'received')));
  return row?.units ?? 0;
}

/** Records what a received line became, and the return as received. */
export async function recordReceived(
  db: Db,
  returnId: number,
  lines: readonly { lineId: number; restocked: number; writtenOff: number }[],
  receivedBy: number,
) {
  for (const line of lines)
    await db
      .update(returnLines)
      .set({ restocked: line.restocked, writtenOff: line.writtenOff })
      .where(eq(returnLines.id, line.lineId));
  await db
    .update(returnRequests)
    .set({ status: 'received', receivedBy, receivedAt: sql`now()` })
    .where(eq(returnRequests.id, returnId));
}

/** Photos a return already holds. */
export async function countPhotos(db: Db, returnId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(returnPhotos)
    .where(eq(returnPhotos.returnId, returnId));
  return row?.count ?? 0;
}

export async function insertPhotos(
  db: Db,
  returnId: number,
  photos: readonly { data: Buffer; contentType: string; width: number; height: number }[],
) {
  await db.insert(returnPhotos).values(photos.map((photo) => ({ ...photo, returnId })));
}

/** One photo of a return, with its return's order (whose viewer may read it). */
export async function findPhoto(db: Db, returnId: number, photoId: number) {
  const [row] = await db
    .select({
      data: returnPhotos.data,
      contentType: returnPhotos.contentType,
      orderId: returnRequests.orderId,
    })
    .from(returnPhotos)
    .innerJoin(returnRequests, eq(returnRequests.id, returnPhotos.returnId))
    .where(and(eq(returnPhotos.id, photoId), eq(returnPhotos.returnId, returnId)));
  return row;
}
