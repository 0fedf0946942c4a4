import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { identityId, parentId, timestamps } from './columns';
import { sessions, users } from './users';

/** A cart belongs to a signed-in user or, for a guest, to a session (decision 015). */
export const carts = pgTable(
  'carts',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionIdHash: text('session_id_hash').references(() => sessions.idHash, {
      onDelete: 'cascade',
    }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('carts_user_key').on(t.userId),
    uniqueIndex('carts_session_key').on(t.sessionIdHash),
    check('carts_one_owner', sql`(${t.userId} is null) <> (${t.sessionIdHash} is null)`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: identityId(),
    cartId: parentId('cart_id', () => carts.id),
    productId: parentId('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_key').on(t.cartId, t.productId),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
