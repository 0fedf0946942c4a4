import { returnMessages } from '@shop/contract/returns';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productStock, stockLots, stockMovements } from '../../db/schema/stock';
import { badRequest } from '../../lib/app-error';
import { heldLots, type HeldLot } from './order-stock.service';

/** A line of a received return, as the stock takes it back. */
export interface ReturnedUnits {
  returnId: number;
  rmaNumber: string;
  orderId: number;
  orderItemId: number;
  /** Null once the product is deleted: nothing goes back on a shelf it no longer has. */
  productId: number | null;
  productName: string;
  /** Units back on hand, and units written off. */
  restock: number;
  writeOff: number;
  /** The field a refusal names (`lines.0.restock`). */
  field: string;
}

/** Where a line's units came from: each lot (or none, for a product without lots) and how many it can take back. */
async function returnableByLot(tx: Db, orderItemId: number) {
  const rows = await tx
    .select({
      lotId: stockMovements.lotId,
      left: sql<number>`(-sum(${stockMovements.quantity}) filter (where ${stockMovements.kind} = 'ship')
        - coalesce(sum(${stockMovements.quantity}) filter (where ${stockMovements.kind} = 'returned'), 0))::int`,
    })
    .from(stockMovements)
    .where(eq(stockMovements.orderItemId, orderItemId))
    .groupBy(stockMovements.lotId);
  return rows.filter((row) => row.left > 0);
}

/**
 * A received return's line back in stock (issue 42), in the return's transaction. `restock` units go
 * back on hand into the lots the line shipped from, soonest expiry first, never a lot that has expired
 * or is recalled (a 400 naming `field`: write them off instead); `writeOff` units come in and go out
 * again at once (`returned`, then `damage`), so the ledger names every unit that came back and on hand
 * is unchanged. No lot takes back more than shipped from it less what returns brought back. A product
 * that does not track its stock, or is deleted, has no ledger: nothing is written.
 */
export async function receiveReturnedUnits(tx: Db, line: ReturnedUnits, actorId: number) {
  if (line.productId === null || line.restock + line.writeOff === 0) {
    if (line.restock > 0)
      throw badRequest(returnMessages.restockGone(line.productName), {
        [line.field]: [returnMessages.restockGone(line.productName)],
      });
    return;
  }
  const productId = line.productId;
  // Locks as every stock change takes them: the product's stock row, then its lots.
  const [stock] = await tx
    .select({ productId: productStock.productId })
    .from(productStock)
    .where(eq(productStock.productId, productId))
    .for('update');
  const shipped = await returnableByLot(tx, line.orderItemId);
  if (!stock || shipped.length === 0) return;
  const lots = new Map((await heldLots(tx, productId, true)).map((lot) => [lot.id, lot]));
  const usable = (lot: HeldLot | undefined) => lot === undefined || (!lot.expired && !lot.recalled);
  const sources = shipped
    .map((row) => ({ ...row, lot: row.lotId === null ? undefined : lots.get(row.lotId) }))
    .sort((a, b) => (a.lot?.expiryDate ?? '').localeCompare(b.lot?.expiryDate ?? ''));

  let restock = line.restock;
  let writeOff = line.writeOff;
  const rows: (typeof stockMovements.$inferInsert)[] = [];
  const base = {
    productId,
    orderId: line.orderId,
    orderItemId: line.orderItemId,
    returnId: line.returnId,
    actorId,
    reason: line.rmaNumber,
  };
  for (const source of sources) {
    let left = source.left;
    const back = usable(source.lot) ? Math.min(restock, left) : 0;
    if (back > 0) {
      rows.push({ ...base, kind: 'returned', quantity: back, lotId: source.lotId });
      if (source.lotId !== null)
        await tx
          .update(stockLots)
          .set({ onHand: sql`${stockLots.onHand} + ${back}` })
          .where(eq(stockLots.id, source.lotId));
      restock -= back;
      left -= back;
    }
    const out = Math.min(writeOff, left);
    if (out > 0) {
      rows.push({ ...base, kind: 'returned', quantity: out, lotId: source.lotId });
      rows.push({ ...base, kind: 'damage', quantity: -out, lotId: source.lotId });
      writeOff -= out;
    }
  }
  if (restock > 0) {
    const message = returnMessages.restockUnusable(line.productName);
    throw badRequest(message, { [line.field]: [message] });
  }
  if (writeOff > 0) throw new Error(`return ${line.returnId}: more units written off than shipped`);
  const back = line.restock;
  if (back > 0)
    await tx
      .update(productStock)
      .set({ onHand: sql`${productStock.onHand} + ${back}`, updatedAt: new Date() })
      .where(eq(productStock.productId, productId));
  if (rows.length > 0) await tx.insert(stockMovements).values(rows);
}
