import { and, asc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts } from '../../db/schema/cart';
import { orderItems } from '../../db/schema/orders';
import { sessions } from '../../db/schema/users';

export type CartOwner = { userId: number } | { sessionIdHash: string };

const ownerCondition = (owner: CartOwner) =>
  'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.sessionIdHash, owner.sessionIdHash);

export async function findCartId(db: Db, owner: CartOwner) {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner)).limit(1);
  return row?.id;
}

/** The owner's cart id, creating the cart on first use (race-safe through the unique owner index). */
export async function ensureCartId(db: Db, owner: CartOwner) {
  const values = 'userId' in owner ? { userId: owner.userId } : { sessionIdHash: owner.sessionIdHash };
  const [inserted] = await db.insert(carts).values(values).onConflictDoNothing().returning({ id: carts.id });
  if (inserted) return inserted.id;
  const existing = await findCartId(db, owner);
  if (existing === undefined) throw new Error('cart vanished while being created');
  return existing;
}

export async function listLines(db: Db, cartId: number) {
  return db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * Adds to each product's line, or starts one, in one statement (each product once). A line that
 * would pass `max` is capped at it (`overflow: 'cap'`), or left as it is (`'refuse'`: it is then
 * missing from the rows answered).
 */
export function addToLines(
  db: Db,
  cartId: number,
  lines: readonly { productId: number; quantity: number }[],
  max: number,
  overflow: 'cap' | 'refuse',
) {
  return db
    .insert(cartItems)
    .values(lines.map(({ productId, quantity }) => ({ cartId, productId, quantity })))
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${max})`, updatedAt: new Date() },
      ...(overflow === 'refuse'
        ? { setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${max}` }
        : {}),
    })
    .returning({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity });
}

/** Adds to one product's line, or starts one, as addToLines does. */
export async function addToLine(
  db: Db,
  cartId: number,
  productId: number,
  quantity: number,
  max: number,
  overflow: 'cap' | 'refuse',
) {
  const [row] = await addToLines(db, cartId, [{ productId, quantity }], max, overflow);
  return row;
}

/** Which of `skus` a past order line carries: codes of products sold once, deleted since. */
export async function findOrderedSkus(db: Db, skus: readonly string[]) {
  if (skus.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ sku: orderItems.sku })
    .from(orderItems)
    .where(sql`${orderItems.sku} = any(${sql.param([...skus])}::text[])`);
  return new Set(rows.flatMap((row) => (row.sku === null ? [] : [row.sku])));
}

export async function findLine(db: Db, cartId: number, lineId: number) {
  const [row] = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)))
    .limit(1);
  return row;
}

export async function setLineQuantity(db: Db, cartId: number, lineId: number, quantity: number) {
  const [row] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return row !== undefined;
}

export async function deleteLine(db: Db, cartId: number, lineId: number) {
  const [row] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return row !== undefined;
}

/** Removes the lines of these products from the user's cart, in one statement. */
/** The statement deleting a user's cart lines of these products (not yet run; never empty). */
/**
 * Deletes the lines of a user's cart whose product is in an array (an empty array deletes nothing).
 * Both are placeholders, named by `placeholders`, for a statement prepared once.
 */
export function preparedUserProductLinesDeletion(
  db: Db,
  placeholders: { userId: string; productIds: string },
) {
  return db.delete(cartItems).where(
    and(
      inArray(
        cartItems.cartId,
        db
          .select({ id: carts.id })
          .from(carts)
          .where(eq(carts.userId, sql.placeholder(placeholders.userId))),
      ),
      sql`${cartItems.productId} = any(${sql.placeholder(placeholders.productIds)}::int[])`,
    ),
  );
}

/**
 * Deletes the guest sessions (no user) last used at or before `idleSince` whose cart holds no line
 * (or that have no cart); their carts go with them (on delete cascade). A guest who makes a request
 * meanwhile has a fresh `last_seen_at` and is kept: the condition is checked again on a row being
 * updated at the same time.
 */
export async function deleteIdleEmptyGuestSessions(db: Db, idleSince: Date) {
  await db.delete(sessions).where(
    and(
      isNull(sessions.userId),
      lte(sessions.lastSeenAt, idleSince),
      notExists(
        db
          .select({ one: sql`1` })
          .from(carts)
          .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
          .where(eq(carts.sessionIdHash, sessions.idHash)),
      ),
    ),
  );
}
