import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema/catalog';

export async function listBrands(db: Db) {
  return db
    .select({ id: brands.id, name: brands.name, imageUrl: brands.imageUrl })
    .from(brands)
    .orderBy(asc(brands.name));
}
