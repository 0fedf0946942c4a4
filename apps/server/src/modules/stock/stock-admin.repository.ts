import { and, asc, count, desc, eq, gt, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../lib/like-pattern';
import { readPage } from '../../lib/paging';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { productStock, stockLots, stockMovements } from '../../db/schema/stock';
import { users } from '../../db/schema/users';
import { insertedRow } from '../../db/inserted-row';

/**
 * The stock's reads and writes (issue 19). The reads of a product's levels, lots and ledger are here,
 * not in the admin's service, so the checkout and the order desk read stock the same way.
 */

const available = sql<number>`(${productStock.onHand} - ${productStock.reserved})`;

/** A product's stock settings, as stored on the product. */
const settingsColumns = {
  trackInventory: products.trackInventory,
  lotTracked: products.lotTracked,
  lowStockThreshold: products.lowStockThreshold,
};

/** A product's stock settings and levels (zeros while it has no stock row: it never tracked). */
const levelFields = {
  productId: products.id,
  productName: products.name,
  ...settingsColumns,
  onHand: sql<number>`coalesce(${productStock.onHand}, 0)::int`,
  reserved: sql<number>`coalesce(${productStock.reserved}, 0)::int`,
};

/** A product's stock settings and levels; undefined when there is no such product. */
export async function productStockLevels(db: Db, productId: number) {
  const [row] = await db
    .select(levelFields)
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(eq(products.id, productId));
  return row;
}

export type ProductStockLevels = NonNullable<Awaited<ReturnType<typeof productStockLevels>>>;

/**
 * Locks a product's stock row (FOR UPDATE) and answers its levels; undefined when it has none (it
 * never tracked its stock, or there is no such product). Every change of a product's stock takes this
 * lock first, before any lot's or the product's own row, so changes of one product run one at a time
 * and never deadlock each other.
 */
export async function lockProductStock(db: Db, productId: number) {
  const [row] = await db
    .select({ onHand: productStock.onHand, reserved: productStock.reserved })
    .from(productStock)
    .where(eq(productStock.productId, productId))
    .for('update');
  return row;
}

/** A product's stock settings; undefined when there is no such product. */
export async function productStockSettings(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      ...settingsColumns,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** Locks one lot of a product (FOR UPDATE) and answers it; undefined when the product holds no such lot. */
export async function lockLot(db: Db, productId: number, lotNumber: string) {
  const lot = and(eq(stockLots.productId, productId), eq(stockLots.lotNumber, lotNumber));
  const [row] = await db
    .select({
      id: stockLots.id,
      expiryDate: stockLots.expiryDate,
      onHand: stockLots.onHand,
      recallId: stockLots.recallId,
    })
    .from(stockLots)
    .where(lot)
    .for('update');
  return row;
}

/** A product's lots that hold stock, in the order they are shipped from: soonest expiry first. */
export function productLots(db: Db, productId: number) {
  return db
    .select({ lotNumber: stockLots.lotNumber, expiryDate: stockLots.expiryDate, onHand: stockLots.onHand })
    .from(stockLots)
    .where(and(eq(stockLots.productId, productId), gt(stockLots.onHand, 0)))
    .orderBy(asc(stockLots.expiryDate), asc(stockLots.id));
}

/**
 * A page of a product's ledger, newest first, with each movement's lot number, order number and who
 * made it (null once the lot, order or user is gone), and the count of all its movements.
 */
export function productLedgerPage(db: Db, productId: number, page: { limit: number; offset: number }) {
  return readPage(
    db,
    db
      .select({
        id: stockMovements.id,
        kind: stockMovements.kind,
        quantity: stockMovements.quantity,
        lotNumber: stockLots.lotNumber,
        reason: stockMovements.reason,
        orderId: stockMovements.orderId,
        orderNumber: orders.orderNumber,
        actorName: users.fullName,
        createdAt: stockMovements.createdAt,
      })
      .from(stockMovements)
      .leftJoin(stockLots, eq(stockLots.id, stockMovements.lotId))
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .leftJoin(users, eq(users.id, stockMovements.actorId))
      .$dynamic(),
    {
      from: stockMovements,
      where: eq(stockMovements.productId, productId),
      orderBy: [desc(stockMovements.createdAt), desc(stockMovements.id)],
      ...page,
    },
  );
}

/** Sets a product's on hand (its stock row locked by lockProductStock). */
export async function setOnHand(db: Db, productId: number, onHand: number) {
  await db.update(productStock).set({ onHand }).where(eq(productStock.productId, productId));
}

/** Adds `quantity` (signed) to a lot's on hand (the lot locked by lockLot). */
export async function addToLot(db: Db, lotId: number, quantity: number) {
  await db
    .update(stockLots)
    .set({ onHand: sql`${stockLots.onHand} + ${quantity}` })
    .where(eq(stockLots.id, lotId));
}

/** A new lot of a product holding `onHand`; answers its id. */
export async function insertLot(
  db: Db,
  lot: { productId: number; lotNumber: string; expiryDate: string; onHand: number },
) {
  const rows = await db.insert(stockLots).values(lot).returning({ id: stockLots.id });
  return insertedRow(rows, 'stock lot insert returned no row').id;
}

export type NewStockMovement = typeof stockMovements.$inferInsert;

/** One row of the ledger; answers its id. */
export async function insertMovement(db: Db, movement: NewStockMovement) {
  const rows = await db.insert(stockMovements).values(movement).returning({ id: stockMovements.id });
  return insertedRow(rows, 'stock movement insert returned no row').id;
}

/** Writes a product's stock settings. */
export async function setStockSettings(
  db: Db,
  productId: number,
  settings: { trackInventory: boolean; lotTracked: boolean; lowStockThreshold: number },
) {
  await db.update(products).set(settings).where(eq(products.id, productId));
}

export interface StockListFilter {
  lowStock?: boolean;
  /** A lot with stock expiring on or before this date (YYYY-MM-DD). */
  expiringBy?: string;
  /** Any part of the name, any case or accents. */
  search?: string;
}

/** The soonest expiry date of a product's lots that hold stock (YYYY-MM-DD text, or null). */
const nearestExpiry = sql<
  string | null
>`(select min(${stockLots.expiryDate})::text from ${stockLots} where ${stockLots.productId} = ${products.id} and ${stockLots.onHand} > 0)`;

function stockListWhere({ lowStock, expiringBy, search }: StockListFilter): SQL | undefined {
  return and(
    eq(products.trackInventory, true),
    lowStock ? sql`${available} <= ${products.lowStockThreshold}` : undefined,
    expiringBy === undefined
      ? undefined
      : sql`exists (select 1 from ${stockLots} where ${stockLots.productId} = ${products.id} and ${stockLots.onHand} > 0 and ${stockLots.expiryDate} <= ${expiringBy}::date)`,
    search ? like(products.searchName, sql`search_text(${containing(search)}::text)`) : undefined,
  );
}

/**
 * What the admin's Today view counts of stock: tracked products at or below their low-stock
 * threshold (the Stock tab's "Low stock only"), and the lots holding stock that expire on or before
 * `expiringBy` with how many products hold them (the Stock tab's expiry filter lists those products).
 */
export async function countStockAttention(db: Db, expiringBy: string) {
  const [[low], [expiring]] = await Promise.all([
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(productStock, eq(productStock.productId, products.id))
      .where(stockListWhere({ lowStock: true })),
    db
      .select({ lots: count(), products: sql<number>`count(distinct ${stockLots.productId})::int` })
      .from(stockLots)
      .innerJoin(products, eq(products.id, stockLots.productId))
      .where(
        and(
          eq(products.trackInventory, true),
          sql`${stockLots.onHand} > 0 and ${stockLots.expiryDate} <= ${expiringBy}::date`,
        ),
      ),
  ]);
  return {
    lowStockProducts: low?.n ?? 0,
    expiringLots: { lots: expiring?.lots ?? 0, products: expiring?.products ?? 0 },
  };
}

/**
 * A page of the tracked products' stock, least available first, then by name, and the count of all
 * matching (read side by side). Every tracked product has its stock row (made when tracking is turned on).
 */
export async function findStockPage(
  db: Db,
  filter: StockListFilter,
  page: { limit: number; offset: number },
) {
  const where = stockListWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...levelFields, nearestExpiry })
      .from(products)
      .innerJoin(productStock, eq(productStock.productId, products.id))
      .where(where)
      .orderBy(asc(available), asc(products.name), asc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(productStock, eq(productStock.productId, products.id))
      .where(where),
  ]);
  return { rows, totalCount: counted?.n ?? 0 };
}
