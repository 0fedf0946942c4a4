import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { productStock, stockMovements } from '../db/schema/stock';
import { insertProduct, type FixtureProduct } from './catalog-fixtures';
import { doctorSession } from './order-fixtures';
import { createAdminTestApp, type AdminTestApp, type TestApp } from './test-app';

/** The date `days` from today (UTC), as YYYY-MM-DD: a lot's expiry date. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A product that tracks its stock, with `onHand` units received (one ledger row, so the ledger's sum
 * is on hand, as the shop keeps it) and the given low-stock threshold.
 */
export async function insertTrackedProduct(
  db: Db,
  product: FixtureProduct,
  stock: { onHand: number; lowStockThreshold?: number },
) {
  const id = await insertProduct(db, product);
  await db
    .update(products)
    .set({ trackInventory: true, lowStockThreshold: stock.lowStockThreshold ?? 5 })
    .where(eq(products.id, id));
  if (stock.onHand > 0) {
    await db.update(productStock).set({ onHand: stock.onHand }).where(eq(productStock.productId, id));
    await db.insert(stockMovements).values({ productId: id, kind: 'receive', quantity: stock.onHand });
  }
  return id;
}

/** A product's stock row and what shoppers are shown of it. */
export async function stockOf(db: Db, productId: number) {
  const levels = { onHand: productStock.onHand, reserved: productStock.reserved };
  const shown = { inStock: products.inStock, stockLeft: products.stockLeft };
  const [row] = await db
    .select({ ...levels, ...shown })
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row;
}

/**
 * The file's admin test app and an approved doctor signed in, made before its tests and closed after
 * them; filled in by the time a test runs.
 */
export function stockTestApp() {
  const t = {} as AdminTestApp;
  const doctor = {} as Awaited<ReturnType<typeof doctorSession>>;
  beforeAll(async () => {
    Object.assign(t, await createAdminTestApp());
    Object.assign(doctor, await doctorSession(t.db));
  });
  afterAll(() => t.close());
  return { t, doctor };
}

/** The order's stored desk JSON equals what order_desk_json writes from its row now (no trigger missed). */
export async function expectDeskJsonCurrent(t: TestApp, orderId: number) {
  const [row] = await t.rawQuery<{ same: boolean }>(
    `select desk_json::jsonb = order_desk_json(o)::jsonb as same from orders o where id = ${orderId}`,
  );
  expect(row?.same).toBe(true);
}

let lotProducts = 0;

/**
 * A lot-tracked product set up as an admin would, through the API: tracking and lots on, then each
 * lot received (`expiryDate` defaults to 300 days ahead). Answers its id.
 */
export async function lotTrackedProduct(
  t: AdminTestApp,
  lots: { lotNumber: string; quantity: number; expiryDate?: string }[],
  product: Partial<FixtureProduct> = {},
) {
  lotProducts += 1;
  const id = await insertTrackedProduct(
    t.db,
    { name: `Lot Product ${lotProducts}`, category: 'dermal-fillers', price: '80.00', ...product },
    { onHand: 0 },
  );
  const settings = await t.call('PUT', `/api/admin/products/${id}/stock-settings`, t.admin, {
    trackInventory: true,
    lotTracked: true,
    lowStockThreshold: 5,
  });
  expect(settings.statusCode).toBe(200);
  const expiryDate = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
  for (const lot of lots) {
    const res = await t.call('POST', `/api/admin/products/${id}/stock`, t.admin, {
      kind: 'receive',
      expiryDate,
      ...lot,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return id;
}
