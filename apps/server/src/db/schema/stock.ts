import { LOT_NUMBER_MAX, STOCK_MOVEMENT_KINDS } from '@shop/contract/stock-schemas';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, identityId, parentId, parentKey, sqlWords, updatedAt, weakRef } from './columns';
import { orderItems, orders } from './orders';
import { recalls } from './recalls';
import { returnRequests } from './returns';
import { users } from './users';

/**
 * A product's stock (issue 19), one row for every product that has ever tracked it (made when
 * tracking is turned on; db/objects/stock.sql). Written by every checkout of a tracked product, so
 * it is its own table: the catalogue's `products` row, which every storefront cache depends on,
 * changes only when what shoppers are shown changes (in stock, how many left).
 *
 * `reserved` is what orders not yet shipped hold; overselling is impossible whatever runs at once:
 * a reservation beyond on hand fails the statement that tries it (the trigger
 * `product_stock_reserved_within_on_hand`, db/objects/stock.sql). Only a recall may leave fewer
 * units on hand than are reserved (docs/decisions/036).
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: parentKey('product_id', () => products.id),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_stock_on_hand_nonnegative', sql`${t.onHand} >= 0`),
    check('product_stock_reserved_nonnegative', sql`${t.reserved} >= 0`),
  ],
);

/** A lot of a lot-tracked product: its number, expiry date and what of it is on hand. */
export const stockLots = pgTable(
  'stock_lots',
  {
    id: identityId(),
    productId: parentId('product_id', () => products.id),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    /** The open or closed recall that covers the lot: it can no longer be received into or shipped. */
    recallId: weakRef('recall_id', () => recalls.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_lots_product_lot_key').on(t.productId, t.lotNumber),
    // First expiry, first out: a product's lots in the order they are shipped from.
    index('stock_lots_product_expiry_idx').on(t.productId, t.expiryDate, t.id),
    check('stock_lots_on_hand_nonnegative', sql`${t.onHand} >= 0`),
    check(
      'stock_lots_number_length',
      sql`length(${t.lotNumber}) between 1 and ${sql.raw(String(LOT_NUMBER_MAX))}`,
    ),
  ],
);

/**
 * The stock ledger: every change of a product's on-hand quantity, one row each (who, when, what kind,
 * how many, which lot, why, for which order). Its sum for a product is always the product's on hand.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: identityId(),
    productId: parentId('product_id', () => products.id),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    /** The change of on hand: positive in, negative out; never zero. */
    quantity: integer('quantity').notNull(),
    lotId: integer('lot_id').references(() => stockLots.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    orderId: weakRef('order_id', () => orders.id),
    /** The order line a shipment took it for, or a return brought back. */
    orderItemId: weakRef('order_item_id', () => orderItems.id),
    /** The return whose units came back (issue 42). */
    returnId: weakRef('return_id', () => returnRequests.id),
    actorId: weakRef('actor_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_order_item_idx').on(t.orderItemId),
    // A recall finds the shipments of its lots.
    index('stock_movements_lot_idx').on(t.lotId),
    check('stock_movements_kind', sql`${t.kind} in (${sqlWords(STOCK_MOVEMENT_KINDS)})`),
    check('stock_movements_quantity_nonzero', sql`${t.quantity} <> 0`),
  ],
);

/**
 * "Notify me when back in stock" (issue 38): an address waiting for a product that is out of stock.
 * The shop's job e-mails it once the product is in stock again and marks the request notified, so
 * each request brings one e-mail; an address waits at most once per product at a time.
 */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: identityId(),
    productId: parentId('product_id', () => products.id),
    email: text('email').notNull(),
    /** The account that asked, when signed in. */
    userId: weakRef('user_id', () => users.id),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_notifications_waiting_idx')
      .on(t.productId, t.email)
      .where(sql`${t.notifiedAt} is null`),
    // The job's scan: the requests still waiting.
    index('stock_notifications_due_idx')
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
