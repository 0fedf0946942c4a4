import { checkoutMessages, orderMessages } from '@shop/contract/order-messages';
import {
  ADMIN_RETURNS_PAGE_SIZE,
  type AdminReturn,
  type AdminReturnPage,
  type OrderReturns,
  type ReceiveReturnBody,
  type ApproveReturnBody,
  type ReturnRequest,
  type ReturnRequestBody,
} from '@shop/contract/return-schemas';
import {
  RETURN_PHOTOS_FIELD,
  RETURN_PHOTOS_MAX,
  RETURN_STATUS_LABELS,
  SHOP_FAULT_REASONS,
  returnMessages as m,
  rmaNumber,
  type ReturnReason,
  type ReturnStatus,
} from '@shop/contract/returns';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { addDays, dateIn, type Clock } from '../../lib/clock';
import { mayOrder, orderViewerOf, type CurrentUser } from '../../plugins/session-store';
import { recordAudit } from '../audit/audit.service';
import { queueEmail } from '../email/email.service';
import { lockOrder } from '../orders/order-status.service';
import { issueReturnCreditNote, returnCreditNotePdf } from '../documents/invoices.service';
import type { ShopLetterhead } from '../documents/pdf-layout';
import { receiveReturnedUnits } from '../stock/returned-stock.service';
import type { ReturnPhoto } from './return-photos';
import {
  returnApprovedEmail,
  returnCreditedEmail,
  returnReceivedEmail,
  returnRefusedEmail,
  type ReturnFacts,
} from './returns.emails';
import {
  decideReturn,
  drawRmaSequence,
  findOrderReturns,
  findReturn,
  findReturnPage,
  insertReturn,
  findSeenDelivery,
  lockReturn,
  countPhotos,
  countReceivedUnits,
  findPhoto,
  insertPhotos,
  findReturnOrder,
  recordReceived,
  returnableItems,
  setApprovedQuantity,
  type ReturnView,
} from './returns.repository';

/**
 * Returns (issue 42, docs/decisions/058): a member who may order asks, within RETURN_WINDOW_DAYS of
 * its delivery, to return lines of a delivered order their practice placed; an admin approves it,
 * all or fewer units, with a return authorisation number, or refuses it with a reason. Each step is
 * one transaction with its audit entry and the e-mail to the member who asked.
 */

export interface ReturnSettings {
  shopName: string;
  /** Where approved returns are sent (SHOP_ADDRESS), printed in the approval's e-mail. */
  shopAddress: readonly string[];
  /** RETURN_WINDOW_DAYS: days after delivery a return may be asked for. */
  returnWindowDays: number;
  clock: Clock;
  timeZone: string;
}

type FieldErrors = Record<string, string[]>;

const firstMessage = (errors: FieldErrors) => Object.values(errors)[0]?.[0] ?? m.linesRequired;

/** A return as the member's screens show it. */
function memberView(view: ReturnView): ReturnRequest {
  const { practiceName: _practiceName, requesterEmail: _email, ...rest } = view;
  return {
    ...rest,
    createdAt: view.createdAt.toISOString(),
    decidedAt: view.decidedAt?.toISOString() ?? null,
    receivedAt: view.receivedAt?.toISOString() ?? null,
    photos: view.photos,
    lines: view.lines.map((line) => ({
      id: line.id,
      orderItemId: line.orderItemId,
      productName: line.productName,
      quantity: line.quantity,
      approvedQuantity: line.approvedQuantity,
      reason: line.reason,
      reasonText: line.reasonText,
      restocked: line.restocked,
      writtenOff: line.writtenOff,
    })),
  };
}

const adminView = (view: ReturnView): AdminReturn => ({
  ...memberView(view),
  practiceName: view.practiceName,
});

/** The facts an e-mail about the return tells, with the quantities it names (asked for, or approved). */
const factsOf = (view: ReturnView, quantity: 'asked' | 'approved'): ReturnFacts => ({
  fullName: view.requestedBy ?? view.requesterEmail,
  orderNumber: view.orderNumber,
  lines: view.lines
    .map((line) => ({
      ...line,
      quantity: quantity === 'asked' ? line.quantity : (line.approvedQuantity ?? 0),
    }))
    .filter((line) => line.quantity > 0),
});

/** The last day of an order's return window: its delivery day plus RETURN_WINDOW_DAYS; none before delivery. */
const lastReturnDay = (order: { status: string; deliveredOn: string | null }, settings: ReturnSettings) =>
  order.status === 'delivered' && order.deliveredOn !== null
    ? addDays(order.deliveredOn, settings.returnWindowDays)
    : null;

const todayOf = (settings: ReturnSettings) => dateIn(settings.timeZone, settings.clock.now());

/** What is wrong with one line of a body: the field (under `lines.{index}.`) and its message. */
type LineProblem = readonly [field: string, message: string] | undefined;

/**
 * Each line of a body checked by `problemOf`: every problem is a field error of its line, and any of
 * them is a 400 naming the first, before anything is written.
 */
function checkEachLine<Line>(lines: readonly Line[] | undefined, problemOf: (line: Line) => LineProblem) {
  const errors: FieldErrors = {};
  lines?.forEach((line, index) => {
    const problem = problemOf(line);
    if (problem) errors[`lines.${index}.${problem[0]}`] = [problem[1]];
  });
  if (Object.keys(errors).length > 0) throw badRequest(firstMessage(errors), errors);
}

/**
 * The returns of an order the member sees, oldest first, whether its window is open, and whether the
 * member's role lets them ask for another; another practice's order is a 404.
 */
export async function listOrderReturns(
  db: Db,
  settings: ReturnSettings,
  user: CurrentUser,
  orderId: number,
): Promise<OrderReturns> {
  const order = await findSeenDelivery(db, orderId, orderViewerOf(user));
  if (!order) throw notFound(orderMessages.orderNotFound);
  const lastDay = lastReturnDay(order, settings);
  const lines = lastDay === null ? [] : await returnableItems(db, orderId);
  return {
    returns: (await findOrderReturns(db, orderId)).map(memberView),
    lastDay,
    windowOpen: lastDay !== null && todayOf(settings) <= lastDay,
    mayRequest: mayOrder(user),
    lines: lines.map((item) => ({
      itemId: item.id,
      productName: item.productName,
      left: item.quantity - item.returned,
      shopFaultOnly: item.shopFaultOnly,
    })),
  };
}

/**
 * A member asks to return lines of an order: delivered, within the window, each line at most what
 * was delivered less what other returns not refused take, for a reason its product allows. A
 * refusal names each line's problem and writes nothing.
 */
export async function requestReturn(
  db: Db,
  settings: ReturnSettings,
  user: CurrentUser,
  orderId: number,
  body: z.output<typeof ReturnRequestBody>,
): Promise<ReturnRequest> {
  const returnId = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, orderViewerOf(user));
    if (!order) throw notFound(orderMessages.orderNotFound);
    if (!mayOrder(user)) throw forbidden(checkoutMessages.bookkeeperCannotOrder);
    const lastDay = lastReturnDay(order, settings);
    if (lastDay === null) throw conflict(m.notDelivered);
    if (todayOf(settings) > lastDay) throw conflict(m.windowClosed(lastDay));

    const items = new Map((await returnableItems(tx, order.id)).map((item) => [item.id, item]));
    checkEachLine(body.lines, (line) => {
      const item = items.get(line.itemId);
      if (!item) return ['itemId', m.notThisOrder];
      const left = item.quantity - item.returned;
      if (line.quantity > left) return ['quantity', m.moreThanDelivered(item.productName, left)];
      if (item.shopFaultOnly && !SHOP_FAULT_REASONS.includes(line.reason))
        return ['reason', m.shopFaultOnly(item.productName)];
      return undefined;
    });

    const id = await insertReturn(
      tx,
      { orderId: order.id, practiceId: order.practiceId, requestedBy: user.id },
      body.lines.map((line) => ({
        orderItemId: line.itemId,
        quantity: line.quantity,
        reason: line.reason,
        reasonText: line.reasonText ?? null,
      })),
    );
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'return.requested',
      entityType: 'return',
      entityId: id,
      details: { orderNumber: order.orderNumber, lines: body.lines.length },
    });
    const view = await findReturn(tx, id);
    if (!view) throw new Error(`return ${id} was written but not found`);
    await queueEmail(tx, returnReceivedEmail(settings.shopName, user.email, factsOf(view, 'asked')));
    return id;
  });
  const view = await findReturn(db, returnId);
  if (!view) throw notFound(m.returnNotFound);
  return memberView(view);
}

/** The admin's Returns queue: one status or every one, oldest first, a page at a time. */
export async function listReturns(
  db: Db,
  query: { status?: ReturnStatus | undefined; page: number },
): Promise<AdminReturnPage> {
  const { returns, totalCount } = await findReturnPage(db, query.status, {
    limit: ADMIN_RETURNS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_RETURNS_PAGE_SIZE,
  });
  return {
    returns: returns.map(adminView),
    totalCount,
    currentPage: query.page,
    totalPages: Math.ceil(totalCount / ADMIN_RETURNS_PAGE_SIZE),
  };
}

/** The return's line of this id, if it has one. */
const lineOf = (view: ReturnView, lineId: number) => view.lines.find((line) => line.id === lineId);

/**
 * The return, locked for a step that only `status` allows (a decision: requested; a receipt:
 * approved): a 404 when there is none, a 409 naming where it stands otherwise.
 */
async function lockReturnIn(tx: Db, returnId: number, status: 'requested' | 'approved') {
  const locked = await lockReturn(tx, returnId);
  if (!locked) throw notFound(m.returnNotFound);
  if (locked.status !== status) {
    const now = RETURN_STATUS_LABELS[locked.status];
    throw conflict(status === 'requested' ? m.notRequested(now) : m.notApproved(now));
  }
  const view = await findReturn(tx, returnId);
  if (!view) throw notFound(m.returnNotFound);
  return view;
}

/**
 * An admin approves a requested return, every unit asked for or `lines` saying how many of each
 * (from 0), and it takes the year's next return authorisation number; the member who asked is
 * e-mailed the number and how to send the goods.
 */
export async function approveReturn(
  db: Db,
  settings: ReturnSettings,
  adminId: number,
  returnId: number,
  body: z.output<typeof ApproveReturnBody>,
): Promise<AdminReturn> {
  await db.transaction(async (tx) => {
    const view = await lockReturnIn(tx, returnId, 'requested');
    checkEachLine(body.lines, (wanted) => {
      const line = lineOf(view, wanted.lineId);
      if (!line) return ['lineId', m.approveLineFormat];
      if (wanted.quantity > line.quantity)
        return ['quantity', m.approveQuantity(line.productName, line.quantity)];
      return undefined;
    });
    const approved = new Map(view.lines.map((line) => [line.id, line.quantity]));
    for (const wanted of body.lines ?? []) approved.set(wanted.lineId, wanted.quantity);
    if ([...approved.values()].every((quantity) => quantity === 0)) {
      throw badRequest(m.nothingApproved, { lines: [m.nothingApproved] });
    }

    const now = settings.clock.now();
    const year = Number(dateIn(settings.timeZone, now).slice(0, 4));
    const sequence = await drawRmaSequence(tx, year);
    const rma = { year, sequence, number: rmaNumber(year, sequence) };
    for (const [lineId, quantity] of approved) await setApprovedQuantity(tx, lineId, quantity);
    await decideReturn(tx, returnId, { status: 'approved', decidedBy: adminId, rma });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'return.approved',
      entityType: 'return',
      entityId: returnId,
      details: { rmaNumber: rma.number, orderNumber: view.orderNumber },
    });
    const decided = await findReturn(tx, returnId);
    if (!decided) throw new Error(`return ${returnId} was approved but not found`);
    await queueEmail(
      tx,
      returnApprovedEmail(settings.shopName, decided.requesterEmail, {
        ...factsOf(decided, 'approved'),
        rmaNumber: rma.number,
        returnAddress: settings.shopAddress,
      }),
    );
  });
  return adminViewOf(db, returnId);
}

/** An admin refuses a requested return with a reason, which the member who asked is e-mailed. */
export async function refuseReturn(
  db: Db,
  settings: ReturnSettings,
  adminId: number,
  returnId: number,
  reason: string,
): Promise<AdminReturn> {
  await db.transaction(async (tx) => {
    const view = await lockReturnIn(tx, returnId, 'requested');
    await decideReturn(tx, returnId, { status: 'refused', decidedBy: adminId, refusalReason: reason });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'return.refused',
      entityType: 'return',
      entityId: returnId,
      details: { reason, orderNumber: view.orderNumber },
    });
    await queueEmail(
      tx,
      returnRefusedEmail(settings.shopName, view.requesterEmail, { ...factsOf(view, 'asked'), reason }),
    );
  });
  return adminViewOf(db, returnId);
}

/** The shop's errors a whole order may come back for with its shipping credited (issue 42). */
const SHIPPING_CREDITED_FOR: readonly ReturnReason[] = ['damaged', 'wrong-item'];

/**
 * The goods of an approved return arrived (issue 42): each line's approved units go back in stock
 * (`restock`, into the lots they shipped from; never a refrigerated line's) or are written off, each
 * a ledger row naming the return; the return's credit note is issued for exactly its lines at the
 * prices, tiers and tax they were sold with, with the shipping when this return brings the whole
 * order back for the shop's error (damaged or wrong item). The return's row is locked: of two
 * receipts at once, one is made and the other is a 409, so there is one credit note.
 */
export async function receiveReturn(
  db: Db,
  settings: ReturnSettings,
  adminId: number,
  returnId: number,
  body: z.output<typeof ReceiveReturnBody>,
): Promise<AdminReturn> {
  await db.transaction(async (tx) => {
    const view = await lockReturnIn(tx, returnId, 'approved');

    checkEachLine(body.lines, (wanted) => {
      const line = lineOf(view, wanted.lineId);
      if (!line) return ['lineId', m.receiveLineFormat];
      const approved = line.approvedQuantity ?? 0;
      if (wanted.restock > approved)
        return ['restock', m.restockMoreThanApproved(line.productName, approved)];
      if (wanted.restock > 0 && line.coldChain) return ['restock', m.restockColdChain(line.productName)];
      return undefined;
    });
    const restock = new Map(view.lines.map((line) => [line.id, 0]));
    for (const wanted of body.lines ?? []) restock.set(wanted.lineId, wanted.restock);

    const rmaNumber = view.rmaNumber ?? '';
    const received = view.lines
      .filter((line) => (line.approvedQuantity ?? 0) > 0)
      .map((line) => {
        const back = restock.get(line.id) ?? 0;
        return { line, restocked: back, writtenOff: (line.approvedQuantity ?? 0) - back };
      });
    for (const [index, { line, restocked, writtenOff }] of received.entries()) {
      const named = body.lines?.findIndex((wanted) => wanted.lineId === line.id) ?? -1;
      await receiveReturnedUnits(
        tx,
        {
          returnId,
          rmaNumber,
          orderId: view.orderId,
          orderItemId: line.orderItemId,
          productId: line.productId,
          productName: line.productName,
          restock: restocked,
          writeOff: writtenOff,
          field: `lines.${named === -1 ? index : named}.restock`,
        },
        adminId,
      );
    }
    await recordReceived(
      tx,
      returnId,
      view.lines.map((line) => {
        const back = restock.get(line.id) ?? 0;
        return { lineId: line.id, restocked: back, writtenOff: (line.approvedQuantity ?? 0) - back };
      }),
      adminId,
    );

    const order = await findReturnOrder(tx, view.orderId);
    if (!order) throw notFound(orderMessages.orderNotFound);
    const unitsBack = await countReceivedUnits(tx, view.orderId);
    const wholeOrder = unitsBack >= order.unitsOrdered;
    const shopsFault = received.every(({ line }) => SHIPPING_CREDITED_FOR.includes(line.reason));
    const note = await issueReturnCreditNote(
      tx,
      { id: view.orderId, charged: { taxes: order.taxes, shippingAmount: order.shippingAmount } },
      {
        returnId,
        lines: received.map(({ line }) => ({
          orderItemId: line.orderItemId,
          quantity: line.approvedQuantity ?? 0,
          unitPrice: line.unitPrice,
          taxClass: line.taxClass,
        })),
        withShipping: wholeOrder && shopsFault,
      },
      { at: settings.clock.now(), timeZone: settings.timeZone },
    );
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'return.received',
      entityType: 'return',
      entityId: returnId,
      details: {
        rmaNumber,
        orderNumber: view.orderNumber,
        restocked: received.reduce((sum, entry) => sum + entry.restocked, 0),
        writtenOff: received.reduce((sum, entry) => sum + entry.writtenOff, 0),
        ...(note ? { creditNote: note.numberText } : {}),
      },
    });
    await queueEmail(
      tx,
      returnCreditedEmail(settings.shopName, view.requesterEmail, {
        ...factsOf(view, 'approved'),
        rmaNumber,
        creditNote: note ?? null,
      }),
    );
  });
  return adminViewOf(db, returnId);
}

/** A return's credit note as a PDF, for the member who sees its order or (no `user`) an admin. */
export async function returnCreditNote(
  db: Db,
  shop: ShopLetterhead,
  returnId: number,
  user?: { user: CurrentUser; orderId: number },
) {
  const view = await findReturn(db, returnId);
  if (!view || (user && view.orderId !== user.orderId)) throw notFound(m.returnNotFound);
  return returnCreditNotePdf(
    db,
    shop,
    { returnId, rmaNumber: view.rmaNumber ?? '' },
    user ? orderViewerOf(user.user) : undefined,
  );
}

/**
 * A member adds photos to a return of an order their practice placed while it waits for its review
 * (issue 42): at most RETURN_PHOTOS_MAX in all, each already re-encoded (return-photos.ts). Another
 * practice's return is a 404; a decided one a 409; one too many a 400; nothing is written then.
 */
export async function addReturnPhotos(
  db: Db,
  user: CurrentUser,
  ids: { orderId: number; returnId: number },
  photos: readonly ReturnPhoto[],
): Promise<ReturnRequest> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, ids.orderId, orderViewerOf(user));
    const locked = order && (await lockReturn(tx, ids.returnId));
    if (!locked || locked.orderId !== ids.orderId) throw notFound(m.returnNotFound);
    if (!mayOrder(user)) throw forbidden(checkoutMessages.bookkeeperCannotOrder);
    if (locked.status !== 'requested') throw conflict(m.photosOnlyWhileRequested);
    if ((await countPhotos(tx, ids.returnId)) + photos.length > RETURN_PHOTOS_MAX) {
      throw badRequest(m.tooManyPhotos, { [RETURN_PHOTOS_FIELD]: [m.tooManyPhotos] });
    }
    await insertPhotos(tx, ids.returnId, photos);
  });
  const view = await findReturn(db, ids.returnId);
  if (!view) throw notFound(m.returnNotFound);
  return memberView(view);
}

/**
 * Whether the member may add photos to the return, checked before its body is read (a stranger's
 * upload is refused before any photo is decoded); addReturnPhotos checks again under the locks.
 */
export async function assertPhotoTarget(
  db: Db,
  user: CurrentUser,
  ids: { orderId: number; returnId: number },
) {
  const view =
    (await findSeenDelivery(db, ids.orderId, orderViewerOf(user))) && (await findReturn(db, ids.returnId));
  if (!view || view.orderId !== ids.orderId) throw notFound(m.returnNotFound);
  if (!mayOrder(user)) throw forbidden(checkoutMessages.bookkeeperCannotOrder);
  if (view.status !== 'requested') throw conflict(m.photosOnlyWhileRequested);
}

/** A photo of a return, for a member who sees its order (`viewer`) or an admin (none). */
export async function returnPhoto(
  db: Db,
  ids: { orderId?: number; returnId: number; photoId: number },
  user?: CurrentUser,
) {
  const photo = await findPhoto(db, ids.returnId, ids.photoId);
  const seen =
    photo &&
    (user === undefined ||
      (photo.orderId === ids.orderId && (await findSeenDelivery(db, photo.orderId, orderViewerOf(user)))));
  if (!photo || !seen) throw notFound(m.photoNotFound);
  return photo;
}

async function adminViewOf(db: Db, returnId: number) {
  const view = await findReturn(db, returnId);
  if (!view) throw notFound(m.returnNotFound);
  return adminView(view);
}
