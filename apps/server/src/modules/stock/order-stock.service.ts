import { recallMessages } from '@shop/contract/recall';
import type { OrderStatus } from '@shop/contract/order-status';
import { stockMessages, type LotPlanLine, type ShipLot } from '@shop/contract/stock-schemas';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { orderItems } from '../../db/schema/orders';
import { productStock, stockLots, stockMovements } from '../../db/schema/stock';
import { conflict } from '../../lib/app-error';

/**
 * What orders do to stock (issue 19). Checkout reserves a tracked product's units in the order's own
 * transaction, at its commit (checkout.repository.ts, the `orders_reserve_stock` trigger), for the
 * lines it marks `stock_reserved`; from then on a reservation ends one of two ways, each in the
 * transaction of the order's status change, under its lock: a decline or cancellation returns the
 * units (the `orders_release_stock` trigger beside the reservation's in db/objects/stock.sql, fired
 * by the status's update), a shipment takes them off the shelf (`shipOrderStock` here, with the
 * lots and the ledger's rows). Decision 033.
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
            // Below zero once a recall took units that orders had reserved: none are left.
            available: sql<number>`greatest(${productStock.onHand} - ${productStock.reserved}, 0)`,
          })
          .from(productStock)
          .innerJoin(products, eq(products.id, productStock.productId))
          .where(and(inArray(productStock.productId, [...productIds]), eq(products.trackInventory, true)));
  return new Map(rows.map((row) => [row.productId, { name: row.name, available: row.available }]));
}

/** The order's lines that hold reserved units, in product id order (the order their stock rows are locked in). */
function reservedLineRows(db: Db, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      lotTracked: products.lotTracked,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.stockReserved, true)))
    .orderBy(asc(orderItems.productId), asc(orderItems.id));
}

/** The order's lines that hold reserved units, their products' stock rows locked (in id order: no deadlock). */
async function reservedLines(tx: Db, orderId: number) {
  const lines = await reservedLineRows(tx, orderId);
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

/** A product's lot as a shipment sees it: whether it has expired is the database's calendar day's. */
export interface HeldLot {
  id: number;
  lotNumber: string;
  expiryDate: string;
  onHand: number;
  expired: boolean;
  /** Under a recall: never shipped (docs/decisions/036). */
  recalled: boolean;
}

/** A product's lots, soonest expiry first; `lock` takes them FOR UPDATE (after the product's stock row). */
export function heldLots(db: Db, productId: number, lock: boolean): Promise<HeldLot[]> {
  const query = db
    .select({
      id: stockLots.id,
      lotNumber: stockLots.lotNumber,
      expiryDate: stockLots.expiryDate,
      onHand: stockLots.onHand,
      expired: sql<boolean>`${stockLots.expiryDate} <= current_date`,
      recalled: sql<boolean>`${stockLots.recallId} is not null`,
    })
    .from(stockLots)
    .where(eq(stockLots.productId, productId))
    .orderBy(asc(stockLots.expiryDate), asc(stockLots.id));
  return lock ? query.for('update') : query;
}

/**
 * First expiry, first out: `quantity` units from the lots that have not expired, soonest first, and
 * what they cannot cover. `taken` holds what earlier lines of the same product took already.
 */
function firstExpiryFirstOut(lots: readonly HeldLot[], quantity: number, taken: Map<number, number>) {
  const fromLots: { lot: HeldLot; quantity: number }[] = [];
  let wanted = quantity;
  for (const lot of lots) {
    if (wanted === 0) break;
    const left = lot.onHand - (taken.get(lot.id) ?? 0);
    if (lot.expired || lot.recalled || left <= 0) continue;
    const units = Math.min(wanted, left);
    fromLots.push({ lot, quantity: units });
    wanted -= units;
  }
  return { fromLots, short: wanted };
}

/**
 * The lots suggested for an order's shipment (`GET /api/admin/orders/{id}/lot-plan`): for each line
 * of a lot-tracked product that holds reserved units, first expiry first out, and the lots it may
 * choose from instead. Read without locks: the shipment checks its lots again under them.
 */
export async function lotPlanOf(db: Db, orderId: number): Promise<LotPlanLine[]> {
  const lines = (await reservedLineRows(db, orderId)).filter((line) => line.lotTracked);
  const lotsOf = new Map<number, HeldLot[]>();
  const takenOf = new Map<number, Map<number, number>>();
  const planned: LotPlanLine[] = [];
  for (const line of lines) {
    const productId = line.productId;
    if (productId === null) continue;
    let lots = lotsOf.get(productId);
    if (!lots) lotsOf.set(productId, (lots = await heldLots(db, productId, false)));
    const taken = takenOf.get(productId) ?? new Map<number, number>();
    takenOf.set(productId, taken);
    const { fromLots, short } = firstExpiryFirstOut(lots, line.quantity, taken);
    for (const { lot, quantity } of fromLots) taken.set(lot.id, (taken.get(lot.id) ?? 0) + quantity);
    planned.push({
      itemId: line.id,
      productId,
      productName: line.productName,
      quantity: line.quantity,
      lots: fromLots.map(({ lot, quantity }) => ({
        lotNumber: lot.lotNumber,
        expiryDate: lot.expiryDate,
        quantity,
        onHand: lot.onHand,
      })),
      short,
      held: lots
        .filter((lot) => !lot.expired && !lot.recalled && lot.onHand > 0)
        .map(({ lotNumber, expiryDate, onHand }) => ({ lotNumber, expiryDate, onHand })),
    });
  }
  return planned;
}

type ReservedLine = Awaited<ReturnType<typeof reservedLines>>[number];

/**
 * The lots the admin named for one line, checked against the product's lots (locked): each a lot of
 * this product that has not expired and holds enough (with what earlier lines took from it), and
 * together exactly the line's quantity. Every refusal is a 409 naming the line's product and the lot.
 */
async function namedLots(
  tx: Db,
  line: ReservedLine & { productId: number },
  named: readonly ShipLot[],
  lots: readonly HeldLot[],
  taken: Map<number, number>,
) {
  const product = line.productName;
  const fromLots: { lot: HeldLot; quantity: number }[] = [];
  for (const { lotNumber, quantity } of named) {
    const lot = lots.find((held) => held.lotNumber === lotNumber);
    if (!lot) {
      // A lot this product holds none of: one it never had, one emptied, or another product's.
      const [elsewhere] = await tx
        .select({ productId: stockLots.productId })
        .from(stockLots)
        .where(and(eq(stockLots.lotNumber, lotNumber), ne(stockLots.productId, line.productId)))
        .limit(1);
      throw conflict(
        elsewhere
          ? stockMessages.shipLotOfAnotherProduct(product, lotNumber)
          : stockMessages.shipLotUnknown(product, lotNumber),
      );
    }
    if (lot.recalled) throw conflict(recallMessages.shipRecalledLot(product, lotNumber));
    if (lot.expired) throw conflict(stockMessages.shipLotExpired(product, lotNumber, lot.expiryDate));
    const left = lot.onHand - (taken.get(lot.id) ?? 0);
    if (quantity > left) throw conflict(stockMessages.shipLotTooFew(product, lotNumber, left, quantity));
    fromLots.push({ lot, quantity });
  }
  const given = named.reduce((sum, lot) => sum + lot.quantity, 0);
  if (given !== line.quantity)
    throw conflict(stockMessages.shipLotsDoNotAddUp(product, given, line.quantity));
  return fromLots;
}

/**
 * A shipped order's reserved units leave on hand, each line with its ledger rows. A lot-tracked
 * line ships from the lots the admin named in `plan` (checked by namedLots), or, when it is not
 * listed, first expiry first out from the lots that have not expired (a 409 if they hold too few:
 * expired stock must be written off first). A row per lot. Locks: the products' stock rows in id
 * order, then each product's lots, as every stock change takes them; any refusal comes before
 * anything is written for the line, and the caller's transaction undoes the lines before it.
 */
export async function shipOrderStock(
  tx: Db,
  orderId: number,
  actorId: number | null,
  plan: readonly ShipLot[] = [],
) {
  const lines = await reservedLines(tx, orderId);
  const planned = new Map<number, ShipLot[]>();
  for (const lot of plan) {
    const line = lines.find((candidate) => candidate.id === lot.itemId);
    if (!line) {
      // Not a line of this order, or one that reserved nothing (its product does not track stock).
      const [other] = await tx
        .select({ productName: orderItems.productName })
        .from(orderItems)
        .where(and(eq(orderItems.id, lot.itemId), eq(orderItems.orderId, orderId)));
      throw conflict(
        other
          ? stockMessages.shipLineNotLotTracked(other.productName)
          : stockMessages.shipLineNotInOrder(lot.itemId),
      );
    }
    if (!line.lotTracked || line.productId === null)
      throw conflict(stockMessages.shipLineNotLotTracked(line.productName));
    planned.set(line.id, [...(planned.get(line.id) ?? []), lot]);
  }
  const lotsOf = new Map<number, HeldLot[]>();
  const takenOf = new Map<number, Map<number, number>>();
  for (const line of lines) {
    if (line.productId === null) continue;
    const productId = line.productId;
    // Which lots the units leave from: none for a product without lots.
    let taken: { lotId: number | null; quantity: number }[] = [{ lotId: null, quantity: line.quantity }];
    if (line.lotTracked) {
      let lots = lotsOf.get(productId);
      if (!lots) lotsOf.set(productId, (lots = await heldLots(tx, productId, true)));
      const takenFrom = takenOf.get(productId) ?? new Map<number, number>();
      takenOf.set(productId, takenFrom);
      const named = planned.get(line.id);
      let fromLots: { lot: HeldLot; quantity: number }[];
      if (named) {
        fromLots = await namedLots(tx, { ...line, productId }, named, lots, takenFrom);
      } else {
        const fefo = firstExpiryFirstOut(lots, line.quantity, takenFrom);
        if (fefo.short > 0)
          throw conflict(stockMessages.lotsTooShort(line.quantity - fefo.short, line.quantity));
        fromLots = fefo.fromLots;
      }
      for (const { lot, quantity } of fromLots) {
        takenFrom.set(lot.id, (takenFrom.get(lot.id) ?? 0) + quantity);
        await tx
          .update(stockLots)
          .set({ onHand: sql`${stockLots.onHand} - ${quantity}` })
          .where(eq(stockLots.id, lot.id));
      }
      taken = fromLots.map(({ lot, quantity }) => ({ lotId: lot.id, quantity }));
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
 * What an order's move into `to` does here to the stock it reserved, before the order's update: a
 * shipment takes it off the shelf (from the lots named in `lots`, the others first expiry first
 * out). A decline or cancellation returns it when the order's status is written (the
 * `orders_release_stock` trigger); any other step leaves it reserved.
 */
export async function applyOrderStockEffect(
  tx: Db,
  orderId: number,
  to: OrderStatus,
  actorId: number | null,
  lots?: readonly ShipLot[],
) {
  if (to === 'shipped') await shipOrderStock(tx, orderId, actorId, lots);
}
