import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  icon: categories.icon,
  itemCount: sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${categories.id})`,
};

export async function listCategories(db: Db) {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function findCategoryBySlug(db: Db, slug: string) {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.slug, slug)).limit(1);
  return row;
}
