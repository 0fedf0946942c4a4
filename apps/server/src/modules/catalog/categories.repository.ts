import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockRow } from '../../db/held-rows';
import { categories } from '../../db/schema/catalog';

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  icon: categories.icon,
  // From the counts the triggers keep (db/objects/product-counts.sql), not a count of every product. Qualified by
  // hand: drizzle leaves column names unqualified inside a select-list subquery.
  itemCount: sql<number>`(select coalesce(sum(pc.count), 0)::int from product_counts pc where pc.category_id = categories.id)`,
};

export async function listCategories(db: Db) {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function findCategoryBySlug(db: Db, slug: string) {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.slug, slug)).limit(1);
  return row;
}

export async function findCategoryById(db: Db, id: number) {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

/** The category's icon (as `address`), locked until the transaction ends; undefined for an unknown category. */
export async function lockCategoryIcon(db: Db, id: number) {
  return lockRow(db, { address: categories.icon }, categories.id, id);
}

export async function setCategoryIcon(db: Db, id: number, icon: string) {
  await db.update(categories).set({ icon }).where(eq(categories.id, id));
}
