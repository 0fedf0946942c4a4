import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockRow } from '../../db/held-rows';
import { brands } from '../../db/schema/catalog';

/** A brand as the shop shows it (the contract's Brand). */
const brandColumns = { id: brands.id, name: brands.name, imageUrl: brands.imageUrl };

export async function listBrands(db: Db) {
  return db.select(brandColumns).from(brands).orderBy(asc(brands.name));
}

export async function findBrand(db: Db, id: number) {
  const [row] = await db.select(brandColumns).from(brands).where(eq(brands.id, id)).limit(1);
  return row;
}

/** The brand's image (as `address`), locked until the transaction ends; undefined for an unknown brand. */
export async function lockBrandImage(db: Db, id: number) {
  return lockRow(db, { address: brands.imageUrl }, brands.id, id);
}

export async function setBrandImage(db: Db, id: number, imageUrl: string) {
  await db.update(brands).set({ imageUrl }).where(eq(brands.id, id));
}
