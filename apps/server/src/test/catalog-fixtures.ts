import { afterAll, beforeAll } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { bulkDiscountTiers, categories, products } from '../db/schema/catalog';
import { loginAsAdmin, type TestApp } from './test-app';

export interface FixtureProduct {
  name: string;
  category: string;
  price: string;
  description?: string;
  originalPrice?: string;
  inStock?: boolean;
  featured?: boolean;
  rating?: string;
  tags?: string[];
  tiers?: { minQuantity: number; maxQuantity: number | null; discountPercentage: string }[];
}

/** The usual two bulk tiers: 5–9 units at `fromFive`% off, 10 and more at `fromTen`% off. */
export const fiveAndTenTiers = (fromFive: string, fromTen: string): FixtureProduct['tiers'] => [
  { minQuantity: 5, maxQuantity: 9, discountPercentage: fromFive },
  { minQuantity: 10, maxQuantity: null, discountPercentage: fromTen },
];

/** Inserts products (with tiers) into the reference categories; returns their ids by name. */
export async function insertProducts(db: Db, list: FixtureProduct[]) {
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const ids: Record<string, number> = {};
  for (const item of list) {
    const category = cats.find((c) => c.slug === item.category);
    if (!category) throw new Error(`no category ${item.category}`);
    const [row] = await db
      .insert(products)
      .values({
        name: item.name,
        description: item.description ?? `${item.name} for professional clinical use.`,
        price: item.price,
        originalPrice: item.originalPrice ?? null,
        imageUrl: '/images/placeholder.webp',
        tags: item.tags ?? [],
        inStock: item.inStock ?? true,
        featured: item.featured ?? false,
        rating: item.rating ?? '4.5',
        categoryId: category.id,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('insert failed');
    ids[item.name] = row.id;
    if (item.tiers?.length) {
      await db.insert(bulkDiscountTiers).values(item.tiers.map((t) => ({ ...t, productId: row.id })));
    }
  }
  return ids;
}

/** Inserts one product; returns its id. */
export async function insertProduct(db: Db, product: FixtureProduct) {
  const ids = await insertProducts(db, [product]);
  const id = ids[product.name];
  if (id === undefined) throw new Error('insert failed');
  return id;
}

export async function categoryId(db: Db, slug: string) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

/**
 * Inserts `count` plain products named `{prefix} 001`, `{prefix} 002`, … into one category in a
 * single statement (so a test can fill several pages cheaply); returns their ids in name order.
 */
export async function insertProductRange(
  db: Db,
  count: number,
  options: { category: string; prefix: string },
) {
  const category = await categoryId(db, options.category);
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => {
        const name = `${options.prefix} ${String(i + 1).padStart(3, '0')}`;
        return {
          name,
          description: `${name} for professional clinical use.`,
          price: `${10 + i}.00`,
          imageUrl: '/images/placeholder.webp',
          rating: '4.5',
          categoryId: category,
        };
      }),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/**
 * The file's test app, made by `create` before its tests with `products` inserted, and closed after
 * them. The `t` and `ids` (each product's id by name) it returns are filled in by the time a test
 * runs.
 */
export function testAppWithProducts<T extends TestApp>(create: () => Promise<T>, products: FixtureProduct[]) {
  const t = {} as T;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    Object.assign(t, await create());
    Object.assign(ids, await insertProducts(t.db, products));
  });
  afterAll(() => t.close());
  return { t, ids };
}

/**
 * The documents' two products in a new signed-in test app: a filler at 120.00 with the usual tiers
 * (5% from 5, 10% from 10) and a cannula at 3.50 without, by the names given. Made before the
 * file's tests and closed after them; `filler()`,
 * `cannula()` and `skus` (each product's SKU by name) are filled in by the time a test runs.
 */
export function testAppWithFillerAndCannula<T extends TestApp>(
  create: () => Promise<T>,
  names: { filler: string; cannula: string },
) {
  const t = {} as T;
  const ids: Record<string, number> = {};
  const skus: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(t, await create());
    Object.assign(
      ids,
      await insertProducts(t.db, [
        {
          name: names.filler,
          category: 'dermal-fillers',
          price: '120.00',
          tiers: fiveAndTenTiers('5', '10'),
        },
        { name: names.cannula, category: 'dermal-fillers', price: '3.50' },
      ]),
    );
    const rows = await t.db
      .select({ name: products.name, sku: products.sku })
      .from(products)
      .where(inArray(products.id, Object.values(ids)));
    for (const row of rows) skus[row.name] = row.sku;
  }, 60_000);
  afterAll(() => t.close());
  const idOf = (name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`no product ${name}`);
    return id;
  };
  return { t, names, skus, filler: () => idOf(names.filler), cannula: () => idOf(names.cannula) };
}

/** An admin's price change through the app (PATCH …/price, signed in afresh): the app's answer. */
export async function repriceAsAdmin(app: App, productId: number, price: string) {
  const admin = await loginAsAdmin(app);
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${productId}/price`,
    headers: { cookie: admin },
    payload: { price },
  });
}
