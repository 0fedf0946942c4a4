import {
  DEFAULT_DECLINE_REASON,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderPage,
  type OrderCounts,
} from '@shop/contract/admin-orders';
import { orderMessages } from '@shop/contract/order-messages';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/order-status';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import type { JsonText } from '../../lib/json-text';
import type { SecretBox } from '../../lib/secret-box';
import { recordAudit } from '../audit/audit.service';
import { queueEmail } from '../email/email.service';
import {
  orderApprovedEmail,
  orderDeclinedEmail,
  orderShippedEmail,
  type EmailMessage,
} from '../email/email.templates';
import {
  countOrdersByStatus,
  findAdminOrderPage,
  findOrderWithSecrets,
  type AdminOrderFilter,
  type AdminOrderRow,
} from './admin-orders.repository';
import { findHistoryOf } from './orders.repository';
import {
  changeOrderStatus,
  historyOf,
  maskedBankOf,
  maskedCardOf,
  shipmentOf,
  type LockedOrder,
} from './orders.service';

export interface AdminOrderSettings {
  secrets: SecretBox;
  shopName: string;
}

const iso = (date: Date) => date.toISOString();

interface Revealed {
  cardNumber: string | null;
  cvv: string | null;
  accountNumber: string | null;
  routingNumber: string | null;
}

const NOTHING_REVEALED: Revealed = { cardNumber: null, cvv: null, accountNumber: null, routingNumber: null };

/** An order as the admin desk shows it; full payment numbers only when `revealed` carries them. */
function adminOrderOf(row: AdminOrderRow, revealed: Revealed = NOTHING_REVEALED): AdminOrder {
  const card = maskedCardOf(row);
  const bank = maskedBankOf(row);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    status: row.status,
    totalAmount: row.totalAmount,
    itemCount: row.items.reduce((sum, item) => sum + item.quantity, 0),
    paymentMethod: row.paymentMethod,
    items: row.items,
    doctorName: row.doctorName,
    doctorEmail: row.doctorEmail,
    doctorPhone: row.doctorPhone,
    institutionNumber: row.institutionNumber,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress ? { ...row.billingAddress } : null,
    cardInfo: card && { ...card, cardNumber: revealed.cardNumber, cvv: revealed.cvv },
    doctorBankingInfo: bank && {
      ...bank,
      accountNumber: revealed.accountNumber,
      routingNumber: revealed.routingNumber,
    },
    notes: row.notes,
    declineReason: row.declineReason,
    shipment: shipmentOf(row),
  };
}

/**
 * A page of the desk as JSON text: the orders as PostgreSQL wrote them (findAdminOrderPage), the
 * paging around them written here.
 */
async function pageOf(
  db: Db,
  filter: AdminOrderFilter,
  query: Pick<AdminOrderListQuery, 'page' | 'limit'>,
  oldestFirst: boolean,
): Promise<JsonText<AdminOrderPage>> {
  const offset = (query.page - 1) * query.limit;
  const { orders, totalCount } = await findAdminOrderPage(db, filter, {
    limit: query.limit,
    offset,
    oldestFirst,
  });
  const paging: Omit<AdminOrderPage, 'orders'> = {
    totalCount,
    currentPage: query.page,
    totalPages: Math.ceil(totalCount / query.limit),
    limit: query.limit,
  };
  return `{"orders":${orders},${JSON.stringify(paging).slice(1)}`;
}

/** Every order, newest first, filtered by status and searched, a page at a time. */
export function listOrders(db: Db, query: AdminOrderListQuery) {
  return pageOf(db, { status: query.status, search: query.search || undefined }, query, false);
}

/** The review queue: pending orders, oldest first. */
export function listPendingOrders(db: Db, query: AdminOrderListQuery) {
  return pageOf(db, { status: 'pending', search: query.search || undefined }, query, true);
}

export async function orderCounts(db: Db): Promise<OrderCounts> {
  const byStatus = await countOrdersByStatus(db);
  return { total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus };
}

/** The sealed numbers of a pending order, opened; what cannot be opened is 'Not provided'. */
function reveal(
  row: { orderNumber: string; cardSecret: string | null; bankSecret: string | null },
  secrets: SecretBox,
) {
  const open = <T>(sealed: string | null, what: 'card' | 'bank'): Partial<T> => {
    if (sealed === null) return {};
    try {
      return JSON.parse(secrets.open(sealed, `order:${row.orderNumber}:${what}`)) as Partial<T>;
    } catch {
      // A secret sealed under a key that is no longer configured: shown as not provided.
      return {};
    }
  };
  const card = open<{ cardNumber: string; cvv: string }>(row.cardSecret, 'card');
  const bank = open<{ accountNumber: string; routingNumber: string }>(row.bankSecret, 'bank');
  return {
    cardNumber: card.cardNumber ?? null,
    cvv: card.cvv ?? null,
    accountNumber: bank.accountNumber ?? null,
    routingNumber: bank.routingNumber ?? null,
  };
}

/**
 * One order in full. While it is pending, the admin charges the card by hand, so the response
 * carries the card and bank numbers and the reveal is written to the audit log: who saw which
 * numbers of which order (docs/decisions/014-card-and-bank-data.md); afterwards only what a
 * receipt shows, and nothing to audit.
 */
export async function getOrderForAdmin(
  db: Db,
  secrets: SecretBox,
  adminId: number,
  orderId: number,
): Promise<AdminOrderDetail> {
  const row = await findOrderWithSecrets(db, orderId);
  if (!row) throw notFound(orderMessages.orderNotFound);
  const history = await findHistoryOf(db, orderId);
  let revealed = NOTHING_REVEALED;
  if (row.status === 'pending' && (row.cardSecret !== null || row.bankSecret !== null)) {
    revealed = reveal(row, secrets);
    const shown = (Object.keys(revealed) as (keyof Revealed)[]).filter((field) => revealed[field] !== null);
    if (shown.length > 0) {
      await recordAudit(db, {
        actorUserId: adminId,
        action: 'order.payment_reveal',
        entityType: 'order',
        entityId: orderId,
        details: { orderNumber: row.orderNumber, revealed: shown },
      });
    }
  }
  return { ...adminOrderOf(row, revealed), history: historyOf(history) };
}

const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status];

export interface AdminDecision {
  to: OrderStatus;
  declineReason?: string;
  carrier?: string;
  trackingNumber?: string;
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
 * impossible a moment ago, is a 409 naming the order's status now.
 */
export async function decideOrder(
  db: Db,
  settings: AdminOrderSettings,
  adminId: number,
  orderId: number,
  decision: AdminDecision,
): Promise<AdminOrderDetail> {
  if (decision.to === 'cancelled' || decision.to === 'pending') {
    throw badRequest(adminOrderMessages.adminsDecline, { status: [adminOrderMessages.adminsDecline] });
  }
  const reason = decision.to === 'declined' ? (decision.declineReason ?? DEFAULT_DECLINE_REASON) : null;
  const shipment =
    decision.to === 'shipped'
      ? { carrier: decision.carrier ?? null, trackingNumber: decision.trackingNumber ?? null }
      : undefined;
  await changeOrderStatus(
    db,
    {
      orderId,
      to: decision.to,
      actorId: adminId,
      reason,
      refusal: (current) => adminOrderMessages.cannotMove(current, label(decision.to)),
      extras: {
        ...(reason === null ? {} : { declineReason: reason }),
        ...(shipment === undefined ? {} : { shipment }),
      },
    },
    async (tx, order) => {
      const email = decisionEmail(settings.shopName, order, decision, reason);
      if (email) await queueEmail(tx, email);
    },
  );
  return getOrderForAdmin(db, settings.secrets, adminId, orderId);
}
