import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderQueueQuery,
  OrderCounts,
} from '@shop/contract/admin-order-schemas';
import { orderMessages } from '@shop/contract/order-messages';
import type { LotPlan } from '@shop/contract/stock-schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deskOrderOf, historyFrom } from '../../db/order-views';
import { orders } from '../../db/schema/orders';
import { notFound } from '../../lib/app-error';
import type { JsonText } from '../../lib/json-text';
import type { SecretBox } from '../../lib/secret-box';
import { recordAudit } from '../audit/audit.service';
import { dateIn, type Clock } from '../../lib/clock';
import { lotPlanOf } from '../stock/order-stock.service';
import { coldChainOffDay } from './cold-chain-shipping';
import {
  countOrdersByStatus,
  findAdminOrderPage,
  type AdminOrderFilter,
  type AdminOrderOrder,
} from './admin-orders.repository';
import { findOrderJsonWithSecrets } from './orders.repository';
import { paymentSecretContext } from './orders.service';

/** The admin's order desk: its pages, its counts, and one order in full. */

/**
 * A page of the desk as JSON text: the orders as PostgreSQL wrote them (findAdminOrderPage), the
 * paging around them written here. A page past the end is empty, with the count of all matches.
 */
async function pageOf(
  db: Db,
  filter: AdminOrderFilter,
  query: AdminOrderQueueQuery,
  order: AdminOrderOrder,
): Promise<JsonText<AdminOrderPage>> {
  const offset = (query.page - 1) * query.limit;
  const { orders, totalCount } = await findAdminOrderPage(
    db,
    { ...filter, search: query.search || undefined },
    { limit: query.limit, offset, order },
  );
  const paging: Omit<AdminOrderPage, 'orders'> = {
    totalCount,
    currentPage: query.page,
    totalPages: Math.ceil(totalCount / query.limit),
    limit: query.limit,
  };
  return `{"orders":${orders},${JSON.stringify(paging).slice(1)}`;
}

/** Every order, filtered by status and days placed, searched and sorted (newest first by default), a page at a time. */
export function listOrders(db: Db, query: AdminOrderListQuery) {
  const { status, from, to, sort, dir } = query;
  return pageOf(db, { status, from, to }, query, { key: sort, ascending: dir === 'asc' });
}

/** The review queue: pending orders, oldest first. */
export function listPendingOrders(db: Db, query: AdminOrderQueueQuery) {
  return pageOf(db, { status: 'pending' }, query, { key: 'date', ascending: true });
}

export async function orderCounts(db: Db): Promise<OrderCounts> {
  const byStatus = await countOrdersByStatus(db);
  return { total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus };
}

/**
 * The lots suggested for an order's shipment, and why shipping it today needs a confirmation if it
 * does (refrigerated products on a day that is not a cold-chain day); 404 for no such order.
 */
export async function orderLotPlan(
  db: Db,
  orderId: number,
  settings: { clock: Clock; timeZone: string; coldChainShipDays: readonly number[] },
): Promise<LotPlan> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(orderMessages.orderNotFound);
  const today = dateIn(settings.timeZone, settings.clock.now());
  return {
    lines: await lotPlanOf(db, orderId),
    coldChainWarning: await coldChainOffDay(db, orderId, today, settings.coldChainShipDays),
  };
}

/** An order's detail from its desk JSON and history as stored, with the numbers masked. */
export function adminOrderDetailOf(order: { json: string; history: string }): AdminOrderDetail {
  return { ...deskOrderOf(order.json), history: historyFrom(order.history) };
}

/** The sealed numbers of a pending order, opened; what cannot be opened is 'Not provided'. */
function reveal(
  row: { orderNumber: string; cardSecret: string | null; bankSecret: string | null },
  secrets: SecretBox,
) {
  const open = <T>(sealed: string | null, what: 'card' | 'bank'): Partial<T> => {
    if (sealed === null) return {};
    try {
      return JSON.parse(secrets.open(sealed, paymentSecretContext(row.orderNumber, what))) as Partial<T>;
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
 * One order in full: the order as the desk stores it, and its history. While it is pending, the
 * admin charges the card by hand, so the response carries the card and bank numbers and the reveal
 * is written to the audit log: who saw which numbers of which order
 * (docs/decisions/014-card-and-bank-data.md); afterwards only what a receipt shows (the numbers are
 * destroyed when it leaves pending), and nothing to audit.
 */
export async function getOrderForAdmin(
  db: Db,
  secrets: SecretBox,
  adminId: number,
  orderId: number,
): Promise<AdminOrderDetail> {
  const row = await findOrderJsonWithSecrets(db, orderId);
  if (!row) throw notFound(orderMessages.orderNotFound);
  const order = adminOrderDetailOf(row);
  if (row.status !== 'pending' || (row.cardSecret === null && row.bankSecret === null)) return order;

  const revealed = reveal(row, secrets);
  const shown = (Object.keys(revealed) as (keyof typeof revealed)[]).filter(
    (field) => revealed[field] !== null,
  );
  if (shown.length === 0) return order;
  await recordAudit(db, {
    actorUserId: adminId,
    action: 'order.payment_reveal',
    entityType: 'order',
    entityId: orderId,
    details: { orderNumber: row.orderNumber, revealed: shown },
  });
  const { cardInfo: card, doctorBankingInfo: bank } = order;
  return {
    ...order,
    cardInfo: card && { ...card, cardNumber: revealed.cardNumber, cvv: revealed.cvv },
    doctorBankingInfo: bank && {
      ...bank,
      accountNumber: revealed.accountNumber,
      routingNumber: revealed.routingNumber,
    },
  };
}
