import { AdminOrder } from '@shop/contract/admin-order-schemas';
import { orderMessages } from '@shop/contract/order-messages';
import { canCustomerCancel } from '@shop/contract/order-status';
import {
  ORDERS_PAGE_SIZE,
  OrderDetail,
  OrderStatusChange,
  type OrderPage,
  type ReorderResponse,
} from '@shop/contract/order-schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { JsonText } from '../../lib/json-text';
import type { CurrentUser } from '../auth/session.service';
import { addLinesCapped, readCart } from '../cart/cart.service';
import { availableStock } from '../stock/order-stock.service';
import { getProductsByIds } from '../catalog/products.service';
import { findItemsOf, findOrderPage, findOwnOrderJson, isOwnOrder } from './orders.repository';

/**
 * The doctor's views of their orders. An order's JSON is written by PostgreSQL from the one field
 * map of each shape (db/order-shapes.ts): a page of summaries, or one order as the desk stores it,
 * which this narrows to what its owner may see and completes with what the owner's view adds.
 */

/** What an order's sealed card or bank numbers are bound to: they open only for this order (docs/decisions/014). */
export const paymentSecretContext = (orderNumber: string, what: 'card' | 'bank') =>
  `order:${orderNumber}:${what}`;

/** An order as the desk stores it (AdminOrder: masked, the full numbers null), read back. */
export function deskOrderOf(json: string): AdminOrder {
  return AdminOrder.parse(JSON.parse(json));
}

export function historyFrom(json: string): OrderStatusChange[] {
  return OrderStatusChange.array().parse(JSON.parse(json));
}

/**
 * What the doctor may see of an order: the desk's order without the admin's payment fields (the
 * contract's OrderDetail keeps only the masked card and bank: its parse drops the rest), whether
 * they may cancel it, and its history.
 */
export function ownerViewOf(order: { json: string; history: string }): OrderDetail {
  const parsed: unknown = JSON.parse(order.json);
  const detail = OrderDetail.parse({
    ...(typeof parsed === 'object' ? parsed : {}),
    canCancel: false,
    history: JSON.parse(order.history) as unknown,
  });
  return { ...detail, canCancel: canCustomerCancel(detail.status) };
}

/** The doctor's own orders, newest first, a page at a time, as JSON text (PostgreSQL writes the orders). */
export async function listOwnOrders(db: Db, userId: number, page: number): Promise<JsonText<OrderPage>> {
  const { orders, totalCount } = await findOrderPage(db, userId, (page - 1) * ORDERS_PAGE_SIZE);
  const paging: Omit<OrderPage, 'orders'> = {
    totalCount,
    currentPage: page,
    totalPages: Math.ceil(totalCount / ORDERS_PAGE_SIZE),
  };
  return `{"orders":${orders},${JSON.stringify(paging).slice(1)}`;
}

/** One of the doctor's own orders; another doctor's order is as unknown as a missing one. */
export async function getOwnOrder(db: Db, userId: number, orderId: number): Promise<OrderDetail> {
  const order = await findOwnOrderJson(db, userId, orderId);
  if (!order) throw notFound(orderMessages.orderNotFound);
  return ownerViewOf(order);
}

const skipMessages = {
  deleted: 'This product is no longer sold',
  out_of_stock: 'This product is out of stock',
} as const;

/** The order's still-available products go back into the doctor's cart at the same quantities. */
export async function reorder(db: Db, user: CurrentUser, orderId: number): Promise<ReorderResponse> {
  if (!(await isOwnOrder(db, user.id, orderId))) throw notFound(orderMessages.orderNotFound);
  const items = await findItemsOf(db, [orderId]);
  const products = await getProductsByIds(
    db,
    items.flatMap((item) => (item.productId === null ? [] : [item.productId])),
  );
  const byId = new Map(products.map((p) => [p.id, p]));

  const skipped: ReorderResponse['skipped'] = [];
  const wanted: { productId: number; quantity: number; productName: string }[] = [];
  for (const item of items) {
    const product = item.productId === null ? undefined : byId.get(item.productId);
    const reason = !product ? 'deleted' : product.inStock ? undefined : 'out_of_stock';
    if (reason) skipped.push({ productName: item.productName, reason, message: skipMessages[reason] });
    else if (product)
      wanted.push({ productId: product.id, quantity: item.quantity, productName: product.name });
  }

  const owner = { userId: user.id };
  // A product that tracks its stock goes back in no more than are available now.
  const stock = await availableStock(
    db,
    wanted.map((line) => line.productId),
  );
  const lines = wanted.map((line) => ({ ...line, available: stock.get(line.productId)?.available }));
  const added = lines.length > 0 ? await addLinesCapped(db, owner, lines) : [];
  return {
    added: added.map((line, i) => ({
      productId: line.productId,
      productName: wanted[i]?.productName ?? '',
      quantity: line.added,
      capped: line.capped,
    })),
    skipped,
    cart: await readCart(db, owner),
  };
}
