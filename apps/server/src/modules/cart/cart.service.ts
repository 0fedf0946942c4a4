import type { CartItem } from '@shop/contract/cart-schemas';
import type { ReorderResponse } from '@shop/contract/order-schemas';
import { MAX_LINE_QUANTITY } from '@shop/contract/limits';
import { catalogMessages, cartMessages } from '@shop/contract/messages';
import { fromCents } from '@shop/contract/money';
import { priceLine } from '@shop/contract/pricing';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { getProductsByIds, productsById } from '../catalog/products.service';
import { availableStock } from '../stock/order-stock.service';
import {
  addToLine,
  addToLines,
  deleteIdleEmptyGuestSessions,
  deleteLine,
  ensureCartId,
  findCartId,
  findLine,
  listLines,
  preparedUserProductLinesDeletion,
  setLineQuantity,
  type CartOwner,
} from './cart.repository';

export type { CartOwner };

/** The owner's cart lines with products, tiers and server-computed prices (decision 012). */
export async function readCart(db: Db, owner: CartOwner): Promise<CartItem[]> {
  const cartId = await findCartId(db, owner);
  if (cartId === undefined) return [];
  const lines = await listLines(db, cartId);
  const byId = await productsById(
    db,
    lines.map((l) => l.productId),
  );
  return lines.flatMap((line) => {
    const product = byId.get(line.productId);
    if (!product) return [];
    const price = priceLine(product.price, product.bulkDiscounts, line.quantity);
    return [
      {
        id: line.id,
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: fromCents(price.unitPriceCents),
        lineTotal: fromCents(price.lineTotalCents),
        bulkApplied: price.tier !== undefined,
        product: {
          id: product.id,
          name: product.name,
          description: product.description,
          price: product.price,
          originalPrice: product.originalPrice,
          imageUrl: product.imageUrl,
          inStock: product.inStock,
          stockLeft: product.stockLeft,
          prescriptionOnly: product.prescriptionOnly,
          category: { name: product.category.name, slug: product.category.slug },
          bulkDiscounts: product.bulkDiscounts,
        },
      },
    ];
  });
}

/**
 * Adding a product already in the cart raises its line's quantity (docs/product.md, Cart). The owner
 * is the cart's owner, or a function that starts one (a new visitor's guest session, decision 015)
 * in the addition's transaction: an addition refused (unknown product, out of stock, line limit)
 * leaves no session and no cart behind. Answers the owner the line was added for.
 */
export async function addItem(
  db: Db,
  owner: CartOwner | ((tx: Db) => Promise<CartOwner>),
  productId: number,
  quantity: number,
): Promise<CartOwner> {
  const [product] = await getProductsByIds(db, [productId]);
  if (!product) throw notFound(catalogMessages.productNotFound);
  if (!product.inStock) throw conflict(cartMessages.outOfStock);
  const available = await availableUnits(db, product);
  return db.transaction(async (tx) => {
    const cartOwner = typeof owner === 'function' ? await owner(tx) : owner;
    const cartId = await ensureCartId(tx, cartOwner);
    const line = await addToLine(tx, cartId, productId, quantity, MAX_LINE_QUANTITY, 'refuse');
    // The line stays as it was; the visitor is told why instead of seeing a quantity that did not move.
    if (!line) throw conflict(cartMessages.lineLimit(MAX_LINE_QUANTITY));
    if (available !== undefined && line.quantity > available)
      throw conflict(cartMessages.beyondStock(product.name, available));
    return cartOwner;
  });
}

/**
 * How many of a product that tracks its stock can be ordered now (none for one that does not): a
 * cart line never asks for more (issue 19). Checkout decides again, when the order commits.
 */
async function availableUnits(db: Db, product: { id: number; trackInventory: boolean }) {
  if (!product.trackInventory) return undefined;
  return (await availableStock(db, [product.id])).get(product.id)?.available ?? 0;
}

/** Quantity 0 removes the line. Another visitor's line is a 404, like a line that never existed. */
export async function updateItem(db: Db, owner: CartOwner, lineId: number, quantity: number) {
  const cartId = await findCartId(db, owner);
  const line = cartId === undefined || quantity === 0 ? undefined : await findLine(db, cartId, lineId);
  if (line && quantity > line.quantity) {
    const [product] = await getProductsByIds(db, [line.productId]);
    const available = product && (await availableUnits(db, product));
    if (product && available !== undefined && quantity > available)
      throw conflict(cartMessages.beyondStock(product.name, available));
  }
  const done =
    cartId !== undefined &&
    (quantity === 0
      ? await deleteLine(db, cartId, lineId)
      : await setLineQuantity(db, cartId, lineId, quantity));
  if (!done) throw notFound(cartMessages.lineNotFound);
}

export async function removeItem(db: Db, owner: CartOwner, lineId: number) {
  const cartId = await findCartId(db, owner);
  if (cartId === undefined || !(await deleteLine(db, cartId, lineId)))
    throw notFound(cartMessages.lineNotFound);
}

/**
 * Decision 015: at login the guest cart merges into the user's cart, quantities adding up by
 * product (capped per line). The guest cart itself goes with the guest session. Runs in the
 * caller's transaction (the sign-in's, with the session rotation), so it never half-happens.
 */
export async function mergeGuestCart(tx: Db, sessionIdHash: string, userId: number) {
  const guestCartId = await findCartId(tx, { sessionIdHash });
  if (guestCartId === undefined) return;
  const lines = await listLines(tx, guestCartId);
  if (lines.length === 0) return;
  const userCartId = await ensureCartId(tx, { userId });
  for (const line of lines) {
    await addToLine(tx, userCartId, line.productId, line.quantity, MAX_LINE_QUANTITY, 'cap');
  }
}

/**
 * After a checkout the ordered products leave the cart: the statement (with placeholders for the
 * user and the products), for the order's own prepared write to run with it (so both happen or
 * neither).
 */
export function orderedProductsRemoval(db: Db, placeholders: { userId: string; productIds: string }) {
  return preparedUserProductLinesDeletion(db, placeholders);
}

export interface AddedLine {
  productId: number;
  /** Units actually added: less than asked for when the line reached its limit. */
  added: number;
  capped: boolean;
}

/**
 * Adds several products at once (an earlier order again), each onto its line and never past the
 * line limit, nor past what is available of a product that tracks its stock (`available`; a line
 * already holding more keeps what it holds), in one statement. The caller has checked the products
 * exist and are in stock.
 */
export async function addLinesCapped(
  db: Db,
  owner: CartOwner,
  lines: { productId: number; quantity: number; available?: number }[],
): Promise<AddedLine[]> {
  return db.transaction(async (tx) => {
    const cartId = await ensureCartId(tx, owner);
    const holding = new Map((await listLines(tx, cartId)).map((l) => [l.productId, l.quantity]));
    const adding = new Map<number, number>();
    const result: AddedLine[] = [];
    for (const line of lines) {
      const held = holding.get(line.productId) ?? 0;
      const max =
        line.available === undefined
          ? MAX_LINE_QUANTITY
          : Math.min(MAX_LINE_QUANTITY, Math.max(line.available, held));
      // A new line is inserted as asked: the cap applies to what is added, not only on conflict.
      const added = Math.max(0, Math.min(line.quantity, max - held));
      holding.set(line.productId, held + added);
      if (added > 0) adding.set(line.productId, (adding.get(line.productId) ?? 0) + added);
      result.push({ productId: line.productId, added, capped: added < line.quantity });
    }
    // Every line in one statement, each product once.
    const rows = [...adding].map(([productId, quantity]) => ({ productId, quantity }));
    if (rows.length > 0) await addToLines(tx, cartId, rows, MAX_LINE_QUANTITY, 'cap');
    return result;
  });
}

const skipMessages = {
  deleted: 'This product is no longer sold',
  out_of_stock: 'This product is out of stock',
} as const;

/**
 * Products ordered before (an earlier order, a supply list) back into the cart at their quantities:
 * each still sold and in stock is added, capped at the line limit and at what is available
 * (`addLinesCapped`); the others are named with why they were skipped (deleted: no product any more).
 */
export async function addAgain(
  db: Db,
  owner: CartOwner,
  items: readonly { productId: number | null; productName: string; quantity: number }[],
): Promise<ReorderResponse> {
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

/**
 * An empty guest cart is not worth keeping for the guest session's 30 days (decision 015): a guest
 * session whose cart is empty ends after 23 hours without a request. The housekeeping job runs this
 * hourly, so such a session is gone within a day of its last use; a guest with items keeps the
 * session's whole lifetime.
 */
export const EMPTY_GUEST_SESSION_IDLE_SECONDS = 23 * 60 * 60;

export async function purgeIdleEmptyGuestSessions(db: Db, now = new Date()) {
  await deleteIdleEmptyGuestSessions(db, new Date(now.getTime() - EMPTY_GUEST_SESSION_IDLE_SECONDS * 1000));
}
