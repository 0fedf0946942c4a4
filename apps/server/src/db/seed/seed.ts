import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, categories, products } from '../schema/catalog';
import { BRANDS, CATEGORIES } from './reference-data';

/** Categories and brands; safe to run at every start (inserts only what is missing). */
export async function seedReferenceData(db: Db) {
  await db
    .insert(categories)
    .values(CATEGORIES.map((c) => ({ ...c })))
    .onConflictDoNothing({ target: categories.slug });
  await db
    .insert(brands)
    .values(BRANDS.map((name) => ({ name })))
    .onConflictDoNothing();
}

export async function countProducts(db: Db) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  return row?.count ?? 0;
}
