import type { ShipCalendar } from '@shop/contract/cold-chain';
import { checkoutMessages, orderMessages } from '@shop/contract/order-messages';
import {
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderPage,
  type ReorderResponse,
} from '@shop/contract/order-schemas';
import type { Db } from '../../db/client';
import { ownerViewOf } from '../../db/order-views';
import { forbidden, notFound } from '../../lib/app-error';
import type { JsonText } from '../../lib/json-text';
import { mayOrder, orderViewerOf, type CurrentUser } from '../../plugins/session-store';
import { addAgain } from '../cart/cart.service';
import { withRecalledLots } from '../recalls/recall.service';
import { findItemsOf, findOrderPage, findSeenOrderJson, isSeenOrder } from './orders.repository';

/**
 * The doctor's views of their orders. An order's JSON is written by PostgreSQL from the one field
 * map of each shape (db/order-shapes.ts): a page of summaries, or one order as the desk stores it,
 * narrowed to what its owner may see (ownerViewOf, db/order-views.ts).
 */

/** What an order's sealed card or bank numbers are bound to: they open only for this order (docs/decisions/014). */
export const paymentSecretContext = (orderNumber: string, what: 'card' | 'bank') =>
  `order:${orderNumber}:${what}`;

/**
 * The orders a member sees (their practice's, or their own: db/order-scope.ts), newest first, a page
 * at a time, as JSON text (PostgreSQL writes the orders).
 */
export async function listOwnOrders(db: Db, user: CurrentUser, page: number): Promise<JsonText<OrderPage>> {
  const { orders, totalCount } = await findOrderPage(db, orderViewerOf(user), (page - 1) * ORDERS_PAGE_SIZE);
  const paging: Omit<OrderPage, 'orders'> = {
    totalCount,
    currentPage: page,
    totalPages: Math.ceil(totalCount / ORDERS_PAGE_SIZE),
  };
  return `{"orders":${orders},${JSON.stringify(paging).slice(1)}`;
}

/**
 * One order the member sees, each shipped lot with the recall that covers it (issue 38); another
 * practice's order is as unknown as a missing one. A member who may not order (a bookkeeper) may not
 * cancel one either.
 */
export async function getOwnOrder(
  db: Db,
  user: CurrentUser,
  orderId: number,
  calendar: ShipCalendar,
): Promise<OrderDetail> {
  const order = await findSeenOrderJson(db, orderViewerOf(user), orderId);
  if (!order) throw notFound(orderMessages.orderNotFound);
  const detail = await withRecalledLots(db, ownerViewOf(order, calendar));
  return mayOrder(user) ? detail : { ...detail, canCancel: false };
}

/** The order's still-available products go back into the doctor's cart at the same quantities. */
export async function reorder(db: Db, user: CurrentUser, orderId: number): Promise<ReorderResponse> {
  if (!(await isSeenOrder(db, orderViewerOf(user), orderId))) throw notFound(orderMessages.orderNotFound);
  if (!mayOrder(user)) throw forbidden(checkoutMessages.bookkeeperCannotOrder);
  return addAgain(db, { userId: user.id }, await findItemsOf(db, [orderId]));
}
