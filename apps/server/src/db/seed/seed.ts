import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, categories, products } from '../schema/catalog';
import { BRANDS, CATEGORIES } from './reference-data';

/**
 * Categories and brands; safe to run at every start (inserts only what is missing). Nothing is
 * written when nothing is missing: an INSERT of no rows still fires the tables' statement triggers,
 * which would move the catalogue and search versions on and empty every process's caches at each
 * start of a process (a rolling restart would refuse the import an admin has just checked).
 */
export async function seedReferenceData(db: Db) {
  const slugs = new Set((await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug));
  const missingCategories = CATEGORIES.filter((c) => !slugs.has(c.slug));
  if (missingCategories.length > 0)
    await db
      .insert(categories)
      .values(missingCategories.map((c) => ({ ...c })))
      .onConflictDoNothing({ target: categories.slug });
  const names = new Set(
    (await db.select({ name: sql<string>`lower(${brands.name})` }).from(brands)).map((b) => b.name),
  );
  const missingBrands = BRANDS.filter((name) => !names.has(name.toLowerCase()));
  if (missingBrands.length > 0)
    await db
      .insert(brands)
      .values(missingBrands.map((name) => ({ name })))
      .onConflictDoNothing();
}

export async function countProducts(db: Db) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  return row?.count ?? 0;
}
