import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as catalog from '../../db/schema/catalog';
import { editableProductColumns, tiersOf } from './products.repository';
import { insertedRow } from '../../db/inserted-row';

/** What the import compares a row with: the products whose SKU the file names, with their tiers. */
export function findProductsBySku(tx: Db, skus: readonly string[]) {
  return tx
    .select({
      id: catalog.products.id,
      ...editableProductColumns,
      trackInventory: catalog.products.trackInventory,
      tiers: tiersOf(catalog.products.id),
    })
    .from(catalog.products)
    .where(inArray(catalog.products.sku, [...skus]));
}
export type ImportedProductRow = Awaited<ReturnType<typeof findProductsBySku>>[number];

/** The SKU of the product holding each of these GTINs. */
export function findGtinOwners(tx: Db, gtins: readonly string[]) {
  return tx
    .select({ gtin: catalog.products.gtin, sku: catalog.products.sku })
    .from(catalog.products)
    .where(inArray(catalog.products.gtin, [...gtins]));
}

export const findCategorySlugs = (tx: Db) =>
  tx.select({ id: catalog.categories.id, slug: catalog.categories.slug }).from(catalog.categories);

export const findBrandNames = (tx: Db) =>
  tx.select({ id: catalog.brands.id, name: catalog.brands.name }).from(catalog.brands);

/** The catalogue's version now; `lock` holds its row until the transaction ends (no edit commits meanwhile). */
export async function catalogueVersionNow(tx: Db, lock = false) {
  const query = tx.select({ version: catalog.catalogueVersion.version }).from(catalog.catalogueVersion);
  const [row] = lock ? await query.for('update') : await query;
  return row?.version ?? 0;
}

export async function insertImport(tx: Db, adminId: number, csv: string, catalogueVersion: number) {
  const rows = await tx
    .insert(catalog.catalogImports)
    .values({ adminId, csv, catalogueVersion })
    .returning({ token: catalog.catalogImports.token });
  return insertedRow(rows, 'the import was not stored').token;
}

/** The admin's dry run with this token, held until the transaction ends. */
export async function lockImport(tx: Db, adminId: number, token: string) {
  const [row] = await tx
    .select()
    .from(catalog.catalogImports)
    .where(and(eq(catalog.catalogImports.token, token), eq(catalog.catalogImports.adminId, adminId)))
    .for('update');
  return row;
}

export async function deleteImport(tx: Db, token: string) {
  await tx.delete(catalog.catalogImports).where(eq(catalog.catalogImports.token, token));
}

/** Dry runs older than `minutes` can no longer be applied: they go. */
export async function deleteExpiredImports(tx: Db, minutes: number) {
  await tx
    .delete(catalog.catalogImports)
    .where(lt(catalog.catalogImports.createdAt, sql`now() - make_interval(mins => ${minutes})`));
}

/** A product the import creates, with whether it tracks its stock (its stock row comes with it, a trigger). */
export async function insertImportedProduct(
  tx: Db,
  values: typeof catalog.products.$inferInsert & { trackInventory: boolean },
) {
  const rows = await tx.insert(catalog.products).values(values).returning({ id: catalog.products.id });
  return insertedRow(rows, 'the new product was not returned').id;
}
