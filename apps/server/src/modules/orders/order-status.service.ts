import { adminOrderMessages } from '@shop/contract/admin-messages';
import { DEFAULT_DECLINE_REASON, type AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import { checkoutMessages, orderMessages } from '@shop/contract/order-messages';
import {
  ORDER_STATUS_LABELS,
  TRANSITION_ACTOR,
  mayTransition,
  type OrderActor,
  type OrderStatus,
} from '@shop/contract/order-status';
import type { OrderDetail } from '@shop/contract/order-schemas';
import type { ShipLot } from '@shop/contract/stock-schemas';
import type { Db } from '../../db/client';
import { ownerViewOf } from '../../db/order-views';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { ErrorCode } from '@shop/contract/error-schemas';
import type { OrderViewer } from '../../db/order-scope';
import { dateIn, type Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { mayOrder, orderViewerOf, type CurrentUser } from '../../plugins/session-store';
import { queueEmail } from '../email/email.service';
import type { EmailMessage } from '../email/email.layout';
import { recordAudit } from '../audit/audit.service';
import { issueOrderDocuments, type DocumentMoment } from '../documents/invoices.service';
import { applyOrderStockEffect } from '../stock/order-stock.service';
import { adminOrderDetailOf } from './admin-orders.service';
import {
  orderApprovedEmail,
  orderCancelledNoticeEmail,
  orderDeclinedEmail,
  orderShippedEmail,
} from './orders.emails';
import { coldChainOffDay } from './cold-chain-shipping';
import { insertStatusChange, lockOrder, updateOrderStatus } from './order-status.repository';

/** The order's row locked for a change of it, as a status change locks it (returns lock it so too). */
export { lockOrder };

/**
 * Status changes: every order follows the contract's state machine, and who may make each step is
 * the contract's TRANSITION_ACTOR (the doctor cancels, an admin decides and ships). What a change
 * does besides the status is decided here: leaving `pending` destroys the sealed card and bank
 * numbers (docs/decisions/014), a decision e-mails the doctor, a cancellation tells the shop, and
 * a decline, cancellation or shipment ends the stock the order reserved (a shipment in
 * stock/order-stock.service.ts, a decline or cancellation by the status's update: db/objects/stock.sql),
 * approval issues the invoice and cancelling an invoiced order its credit note (documents/invoices.service.ts).
 */

const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status];

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  /**
   * Who makes the change: their role decides what they may do, their id goes into the history (none
   * for the shop's own jobs).
   */
  actor: { id: number | null; role: OrderActor };
  reason: string | null;
  /** Only an order this member sees may change (another practice's is a 404). */
  viewer?: OrderViewer;
  /** The 409's text when the order's status does not allow the change. */
  refusal: (current: string) => string;
  declineReason?: string;
  shipment?: { carrier: string | null; trackingNumber: string | null };
  /** A shipment's lots as the admin named them (the lines not named ship first expiry first out). */
  lots?: readonly ShipLot[];
  /** When the change happens: the date and year of a document it issues, the day of a shipment. */
  when: DocumentMoment;
  /** A delivery's day (issue 42): the admin's, else the day it is marked. */
  deliveredOn?: string;
  /** The delivery job marks it: nobody confirmed the day. */
  deliveryAssumed?: boolean;
  /** A shipment: the cold-chain days, and whether the admin confirmed shipping on another day. */
  coldChain?: { shipDays: readonly number[]; confirmed: boolean };
}

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** An order as a status change stored it: its desk JSON and its history, as JSON texts. */
export type ChangedOrder = Awaited<ReturnType<typeof updateOrderStatus>>;

/**
 * One status change, in one transaction: the order's row is locked, so of two concurrent changes
 * exactly one wins and the other sees the new status (a 409). `after` adds what the change causes
 * (e-mails) to the same transaction. Answers with the order as the change wrote it, so the caller
 * need not read it again.
 */
export async function changeOrderStatus(
  db: Db,
  change: StatusChange,
  after?: (tx: Db, order: LockedOrder) => Promise<void>,
): Promise<ChangedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, change.orderId, change.viewer);
    if (!order) throw notFound(orderMessages.orderNotFound);
    if (!mayTransition(change.actor.role, order.status, change.to)) {
      throw conflict(change.refusal(label(order.status)));
    }
    const today = dateIn(change.when.timeZone, change.when.at);
    const deliveredOn =
      change.to === 'delivered'
        ? deliveryDay(change.deliveredOn ?? today, order.shippedOn, today)
        : undefined;
    if (change.coldChain && !change.coldChain.confirmed) {
      const warning = await coldChainOffDay(tx, order.id, today, change.coldChain.shipDays);
      if (warning) throw new AppError(409, warning, ErrorCode.coldChainOffDay);
    }
    // The history row first: the order's update then answers with a history that holds it.
    await insertStatusChange(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: change.to,
      changedBy: change.actor.id,
      reason: change.reason,
    });
    // The audit trail too (issue 20): the Audit tab shows an order's whole history with the rest.
    await recordAudit(tx, {
      actorUserId: change.actor.id,
      action: 'order.status',
      entityType: 'order',
      entityId: order.id,
      details: {
        status: { before: order.status, after: change.to },
        ...(change.reason === null ? {} : { reason: change.reason }),
      },
    });
    // The stock before the order's update: a shipment's ledger rows name the lots each line left
    // from, which the desk JSON the update stores lists (db/order-shapes.ts).
    await applyOrderStockEffect(tx, order.id, change.to, change.actor.id, change.lots);
    // The invoice or credit note before the order's update too: the desk JSON carries its number.
    await issueOrderDocuments(tx, order.id, change.to, change.when);
    const changed = await updateOrderStatus(tx, order.id, {
      status: change.to,
      declineReason: change.declineReason,
      shipment: change.shipment,
      ...(change.to === 'shipped' ? { shippedOn: today } : {}),
      ...(deliveredOn === undefined
        ? {}
        : { delivery: { on: deliveredOn, assumed: change.deliveryAssumed ?? false } }),
      // The card and bank numbers serve only the admin's charge while the order is pending: an
      // order in any other status keeps none.
      destroyPaymentSecrets: change.to !== 'pending',
    });
    await after?.(tx, order);
    return changed;
  });
}

/** The day a delivery is recorded on: not after today, not before the order shipped (a 400 otherwise). */
function deliveryDay(on: string, shippedOn: string | null, today: string): string {
  const refusal =
    on > today
      ? adminOrderMessages.deliveredInFuture
      : shippedOn !== null && on < shippedOn
        ? adminOrderMessages.deliveredBeforeShipped(shippedOn)
        : undefined;
  if (refusal) throw badRequest(refusal, { deliveredOn: [refusal] });
  return on;
}

/** The shop's clock and calendar: when a change happens, for the documents it issues. */
export interface ShopCalendar {
  clock: Clock;
  timeZone: string;
}

const momentOf = (calendar: ShopCalendar): DocumentMoment => ({
  at: calendar.clock.now(),
  timeZone: calendar.timeZone,
});

export interface CancelSettings extends ShopCalendar {
  coldChainShipDays: readonly number[];
  shopName: string;
  /** The shop's inbox: notices of cancelled orders. */
  inbox: string;
}

/**
 * A member who may order cancels an order of their practice they see while it is pending or
 * approved; the shop is told. A bookkeeper may not (403).
 */
export async function cancelOwnOrder(
  db: Db,
  settings: CancelSettings,
  user: CurrentUser,
  orderId: number,
): Promise<OrderDetail> {
  if (!mayOrder(user)) throw forbidden(checkoutMessages.bookkeeperCannotOrder);
  const changed = await changeOrderStatus(
    db,
    {
      orderId,
      to: 'cancelled',
      actor: { id: user.id, role: 'doctor' },
      viewer: orderViewerOf(user),
      reason: orderMessages.cancelReason,
      refusal: orderMessages.cannotCancel,
      when: momentOf(settings),
    },
    (tx, order) =>
      queueEmail(
        tx,
        orderCancelledNoticeEmail(
          settings.shopName,
          settings.inbox,
          { name: order.doctorName, email: user.email },
          order.orderNumber,
          label(order.status).toLowerCase(),
        ),
      ),
  );
  const today = dateIn(settings.timeZone, settings.clock.now());
  return ownerViewOf(changed, { today, coldChainShipDays: settings.coldChainShipDays });
}

export interface AdminOrderSettings extends ShopCalendar {
  /** COLD_CHAIN_SHIP_DAYS: a shipment of refrigerated products on another day needs a confirmation. */
  coldChainShipDays: readonly number[];
  secrets: SecretBox;
  shopName: string;
}

export interface AdminDecision {
  to: OrderStatus;
  declineReason?: string;
  carrier?: string;
  trackingNumber?: string;
  lots?: readonly ShipLot[];
  deliveredOn?: string;
  coldChainConfirmed?: boolean;
}

/** The e-mail a decision sends the doctor, if any (no payment data in any of them). */
function decisionEmail(
  shopName: string,
  order: LockedOrder,
  decision: AdminDecision,
  reason: string | null,
): EmailMessage | undefined {
  const facts = { orderNumber: order.orderNumber, doctorName: order.doctorName };
  switch (decision.to) {
    case 'approved':
      return orderApprovedEmail(shopName, order.accountEmail, facts);
    case 'declined':
      return orderDeclinedEmail(shopName, order.accountEmail, facts, reason ?? DEFAULT_DECLINE_REASON);
    case 'shipped':
      return orderShippedEmail(shopName, order.accountEmail, facts, {
        carrier: decision.carrier ?? null,
        trackingNumber: decision.trackingNumber ?? null,
      });
    default:
      return undefined;
  }
}

/**
 * An admin moves an order one step through the state machine, in one transaction with its history
 * row and the doctor's e-mail. A step the machine refuses, or one another admin's decision made
 * impossible a moment ago, is a 409 naming the order's status now. A step that is not an admin's
 * (cancelling, returning to pending) is a 400: admins decline instead.
 */
export async function decideOrder(
  db: Db,
  settings: AdminOrderSettings,
  adminId: number,
  orderId: number,
  decision: AdminDecision,
): Promise<AdminOrderDetail> {
  if (TRANSITION_ACTOR[decision.to] !== 'admin') {
    throw badRequest(adminOrderMessages.adminsDecline, { status: [adminOrderMessages.adminsDecline] });
  }
  const reason = decision.to === 'declined' ? (decision.declineReason ?? DEFAULT_DECLINE_REASON) : null;
  const changed = await changeOrderStatus(
    db,
    {
      orderId,
      to: decision.to,
      actor: { id: adminId, role: 'admin' },
      reason,
      refusal: (current) => adminOrderMessages.cannotMove(current, label(decision.to)),
      when: momentOf(settings),
      ...(reason === null ? {} : { declineReason: reason }),
      ...(decision.to === 'shipped'
        ? {
            shipment: { carrier: decision.carrier ?? null, trackingNumber: decision.trackingNumber ?? null },
            lots: decision.lots,
            coldChain: {
              shipDays: settings.coldChainShipDays,
              confirmed: decision.coldChainConfirmed ?? false,
            },
          }
        : {}),
      ...(decision.deliveredOn === undefined ? {} : { deliveredOn: decision.deliveredOn }),
    },
    async (tx, order) => {
      const email = decisionEmail(settings.shopName, order, decision, reason);
      if (email) await queueEmail(tx, email);
    },
  );
  // No step of an admin's leads to pending, so the numbers are destroyed and nothing is revealed.
  return adminOrderDetailOf(changed);
}
