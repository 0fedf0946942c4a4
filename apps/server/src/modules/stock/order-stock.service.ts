import type { OrderStatus } from '@shop/contract/order-status';
import { stockMessages } from '@shop/contract/stock';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { orderItems } from '../../db/schema/orders';
import { productStock, stockLots, stockMovements } from '../../db/schema/stock';
import { conflict } from '../../lib/app-error';

/**
 * What orders do to stock (issue 19). Checkout reserves a tracked product's units in the order's own
 * statement (checkout.repository.ts), marking the lines that did (`stock_reserved`); from then on a
 * reservation ends one of two ways, each in the transaction of the order's status change, under its
 * lock: a decline or cancellation returns the units (`releaseOrderStock`), a shipment takes them
 * off the shelf (`shipOrderStock`, with the ledger's rows).
 */

/** Available units (on hand less reserved) of those of `productIds` that track their stock, with their names. */
export async function availableStock(db: Db, productIds: readonly number[]) {
  const rows =
    productIds.length === 0
      ? []
      : await db
          .select({
            productId: productStock.productId,
            name: products.name,
            available: sql<number>`${productStock.onHand} - ${productStock.reserved}`,
          })
          .from(productStock)
          .innerJoin(products, eq(products.id, productStock.productId))
          .where(and(inArray(productStock.productId, [...productIds]), eq(products.trackInventory, true)));
  return new Map(rows.map((row) => [row.productId, { name: row.name, available: row.available }]));
}

/** The order's lines that hold reserved units, their products' stock rows locked (in id order: no deadlock). */
async function reservedLines(tx: Db, orderId: number) {
  const lines = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      lotTracked: products.lotTracked,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.stockReserved, true)))
    .orderBy(asc(orderItems.productId), asc(orderItems.id));
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  if (productIds.length > 0) {
    await tx
      .select({ productId: productStock.productId })
      .from(productStock)
      .where(inArray(productStock.productId, productIds))
      .orderBy(asc(productStock.productId))
      .for('update');
  }
  return lines;
}

const endReservations = (tx: Db, orderId: number) =>
  tx
    .update(orderItems)
    .set({ stockReserved: false })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.stockReserved, true)));

/** A declined or cancelled order's reserved units become available again. */
export async function releaseOrderStock(tx: Db, orderId: number) {
  for (const line of await reservedLines(tx, orderId)) {
    // A deleted product took its stock row with it: nothing to return.
    if (line.productId === null) continue;
    await tx
      .update(productStock)
      .set({ reserved: sql`${productStock.reserved} - ${line.quantity}`, updatedAt: new Date() })
      .where(eq(productStock.productId, line.productId));
  }
  await endReservations(tx, orderId);
}

/**
 * A shipped order's reserved units leave on hand, each line with its ledger rows: for a lot-tracked
 * product, taken first expiry first out from lots that have not expired (a row per lot), and a 409
 * if those lots hold too few (expired stock must be written off first).
 */
export async function shipOrderStock(tx: Db, orderId: number, actorId: number) {
  const today = sql`current_date`;
  for (const line of await reservedLines(tx, orderId)) {
    if (line.productId === null) continue;
    const productId = line.productId;
    // Which lots the units leave from: none for a product without lots.
    let taken: { lotId: number | null; quantity: number }[] = [{ lotId: null, quantity: line.quantity }];
    if (line.lotTracked) {
      const lots = await tx
        .select({ id: stockLots.id, onHand: stockLots.onHand })
        .from(stockLots)
        .where(
          and(eq(stockLots.productId, productId), gt(stockLots.onHand, 0), gt(stockLots.expiryDate, today)),
        )
        .orderBy(asc(stockLots.expiryDate), asc(stockLots.id))
        .for('update');
      const fromLots: { lotId: number; quantity: number }[] = [];
      let wanted = line.quantity;
      for (const lot of lots) {
        if (wanted === 0) break;
        const quantity = Math.min(wanted, lot.onHand);
        fromLots.push({ lotId: lot.id, quantity });
        wanted -= quantity;
      }
      if (wanted > 0) throw conflict(stockMessages.lotsTooShort(line.quantity - wanted, line.quantity));
      for (const { lotId, quantity } of fromLots) {
        await tx
          .update(stockLots)
          .set({ onHand: sql`${stockLots.onHand} - ${quantity}` })
          .where(eq(stockLots.id, lotId));
      }
      taken = fromLots;
    }
    await tx
      .update(productStock)
      .set({
        onHand: sql`${productStock.onHand} - ${line.quantity}`,
        reserved: sql`${productStock.reserved} - ${line.quantity}`,
        updatedAt: new Date(),
      })
      .where(eq(productStock.productId, productId));
    await tx.insert(stockMovements).values(
      taken.map(({ lotId, quantity }) => ({
        productId,
        kind: 'ship' as const,
        quantity: -quantity,
        lotId,
        orderId,
        orderItemId: line.id,
        actorId,
      })),
    );
  }
  await endReservations(tx, orderId);
}

/**
 * What an order's move into `to` does to the stock it reserved: a decline or cancellation returns
 * it, a shipment takes it off the shelf; any other step leaves it reserved.
 */
export async function applyOrderStockEffect(tx: Db, orderId: number, to: OrderStatus, actorId: number) {
  if (to === 'declined' || to === 'cancelled') await releaseOrderStock(tx, orderId);
  else if (to === 'shipped') await shipOrderStock(tx, orderId, actorId);
}
