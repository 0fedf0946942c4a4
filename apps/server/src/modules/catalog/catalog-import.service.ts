import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { ProductInput, type ProductValues } from '@shop/contract/admin-product-schemas';
import { adminProductMessages } from '@shop/contract/admin-messages';
import {
  catalogImportMessages as m,
  IMPORT_MAX_ROWS,
  IMPORT_TOKEN_MINUTES,
  isLargePriceChange,
  parseFlag,
  parseTiers,
  PRODUCT_CSV_COLUMNS,
  type ImportApplied,
  type ImportApplyBody,
  type ImportCheck,
  type ImportFieldChange,
  type ImportRow,
} from '@shop/contract/catalog-csv-schemas';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { importedCell, readCsv } from '../../lib/csv';
import { changesBetween, recordAudit } from '../audit/audit.service';
import { replaceTiers, updateProduct, type ProductState } from './admin-products.repository';
import { auditProductCreated } from './admin-products.service';
import { productCsvCells, type ProductCsvSource } from './catalog-export.service';
import {
  catalogueVersionNow,
  deleteExpiredImports,
  deleteImport,
  findBrandNames,
  findCategorySlugs,
  findGtinOwners,
  findProductsBySku,
  insertImport,
  insertImportedProduct,
  lockImport,
  type ImportedProductRow,
} from './catalog-import.repository';

/**
 * The catalogue import (issue 22, docs/product.md, Catalogue import and export): a CSV in the
 * export's format, checked row by row with the product form's own schema and messages (a dry run
 * that writes nothing but the file, kept for an hour under a token), then applied from its token in
 * one transaction — every valid row, or nothing when the catalogue changed since the check.
 */

type Column = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Rows checked between two turns of the event loop (about 30 ms of work). */
const CHECK_ROWS_BETWEEN_YIELDS = 200;
type Cells = Record<Column, string>;

/** The form schema's fields by the column they come from, for a row's messages. */
const COLUMN_OF_FIELD: Record<string, Column> = {
  sku: 'sku',
  gtin: 'gtin',
  name: 'name',
  description: 'description',
  categoryId: 'category',
  brandId: 'brand',
  price: 'price',
  originalPrice: 'original_price',
  inStock: 'in_stock',
  tags: 'tags',
  featured: 'featured',
  imageUrl: 'image_urls',
  imageUrls: 'image_urls',
  bulkDiscounts: 'bulk_tiers',
};

/** A row the apply would write: its values as the form's schema gives them. */
interface PlannedWrite {
  values: ProductValues;
  trackInventory: boolean;
  /** The product it updates; none for a new one. */
  existing?: ImportedProductRow;
  /** For an update: the product's fields that change, and whether its tiers do. */
  fields?: Partial<ProductState>;
  tiersChange?: boolean;
}

interface Plan {
  rows: ImportRow[];
  writes: PlannedWrite[];
}

const tierKey = (
  tiers: readonly { minQuantity: number; maxQuantity: number | null; discountPercentage: number | string }[],
) => JSON.stringify(tiers.map((t) => [t.minQuantity, t.maxQuantity, Number(t.discountPercentage)]));

/**
 * An update's changed columns, old and new, as the export writes their cells (empty: null), in the
 * file's column order; `changes` are the product's fields that change (`bulkDiscounts` the tiers).
 */
function diffOf(before: ProductCsvSource, after: ProductCsvSource, changes: readonly string[]) {
  const columns = new Set(changes.map((field) => COLUMN_OF_FIELD[field]));
  const [from, to] = [productCsvCells(before), productCsvCells(after)];
  return PRODUCT_CSV_COLUMNS.flatMap((field, i): ImportFieldChange[] =>
    columns.has(field) ? [{ field, from: from[i] || null, to: to[i] || null }] : [],
  );
}

/** The file's rows as cells by column, or the reason the whole file is refused. */
function readRows(text: string): { rows: { line: number; cells: Cells | number }[] } | { refused: string } {
  const read = readCsv(text);
  if ('unclosedAt' in read) return { refused: m.unclosedQuote(read.unclosedAt) };
  const [header, ...records] = read.records;
  if (!header) return { refused: m.empty };
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  if (
    names.length !== PRODUCT_CSV_COLUMNS.length ||
    names.some((name, i) => name !== PRODUCT_CSV_COLUMNS[i])
  ) {
    return { refused: m.header(PRODUCT_CSV_COLUMNS) };
  }
  if (records.length === 0) return { refused: m.noRows };
  if (records.length > IMPORT_MAX_ROWS) return { refused: m.tooManyRows(IMPORT_MAX_ROWS) };
  return {
    rows: records.map(({ line, cells }) => ({
      line,
      cells:
        cells.length === PRODUCT_CSV_COLUMNS.length
          ? (Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column, i) => [column, cells[i] ?? ''])) as Cells)
          : cells.length,
    })),
  };
}

/**
 * Checks every row against the catalogue as `tx` reads it: what each would do, with each refused
 * row's messages by column; the writes of the rows that pass.
 */
async function planImport(tx: Db, text: string): Promise<Plan> {
  const read = readRows(text);
  if ('refused' in read) throw badRequest(read.refused, { file: [read.refused] });

  const categoryRows = await findCategorySlugs(tx);
  const brandRows = await findBrandNames(tx);
  const categories = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const brands = new Map(brandRows.map((row) => [row.name.toLowerCase(), row.id]));
  // An update's diff names the category and brand as the file does.
  const slugOf = new Map(categoryRows.map((row) => [row.id, row.slug]));
  const brandNameOf = new Map(brandRows.map((row) => [row.id, row.name]));
  const named = (product: Pick<ProductCsvSource, 'categoryId' | 'brandId'>) => ({
    categorySlug: slugOf.get(product.categoryId) ?? '',
    brandName: product.brandId === null ? null : (brandNameOf.get(product.brandId) ?? null),
  });
  const cellsOf = read.rows.flatMap((row) => (typeof row.cells === 'number' ? [] : [row.cells]));
  const skus = [...new Set(cellsOf.map((cells) => cells.sku.trim().toUpperCase()).filter(Boolean))];
  const gtins = [...new Set(cellsOf.map((cells) => cells.gtin.replace(/\s+/g, '')).filter(Boolean))];
  const existing = new Map((await findProductsBySku(tx, skus)).map((row) => [row.sku, row]));
  const gtinOwners = new Map((await findGtinOwners(tx, gtins)).map((row) => [row.gtin, row.sku]));

  const plan: Plan = { rows: [], writes: [] };
  const firstLineOfSku = new Map<string, number>();
  const firstLineOfGtin = new Map<string, number>();
  for (const [index, { line, cells }] of read.rows.entries()) {
    // A file of 50,000 rows takes seconds to check: other requests are answered in between.
    if (index % CHECK_ROWS_BETWEEN_YIELDS === CHECK_ROWS_BETWEEN_YIELDS - 1) await setImmediatePromise();
    if (typeof cells === 'number') {
      const message = m.cellCount(cells, PRODUCT_CSV_COLUMNS.length);
      plan.rows.push({ line, sku: '', name: '', action: 'refused', fieldErrors: { row: [message] } });
      continue;
    }
    const errors: Record<string, string[]> = {};
    const add = (column: string, message: string) => {
      const list = (errors[column] ??= []);
      if (!list.includes(message)) list.push(message);
    };
    const cell = (column: Column) => {
      const value = importedCell(cells[column]);
      if (value === undefined) add(column, m.formula);
      return value ?? '';
    };
    const flag = (column: Column, blank: boolean) => {
      const text = cell(column);
      if (text.trim() === '') return blank;
      const value = parseFlag(text);
      if (value === undefined) add(column, m.flag);
      return value ?? blank;
    };

    const categorySlug = cell('category').trim();
    const categoryId = categories.get(categorySlug);
    const brandName = cell('brand').trim();
    const brandId = brandName === '' ? null : brands.get(brandName.toLowerCase());
    const tiers = parseTiers(cell('bulk_tiers'));
    if (tiers === undefined) add('bulk_tiers', m.tiers);
    const images = cell('image_urls').split(/\s+/).filter(Boolean);
    const trackInventory = flag('track_inventory', false);
    const parsed = ProductInput.safeParse({
      sku: cell('sku'),
      gtin: cell('gtin'),
      name: cell('name'),
      description: cell('description'),
      price: cell('price'),
      originalPrice: cell('original_price'),
      categoryId: categoryId ?? 0,
      brandId: brandId ?? null,
      tags: cell('tags'),
      featured: flag('featured', false),
      inStock: flag('in_stock', true),
      ...(images.length > 0 ? { imageUrl: images[0], imageUrls: images.slice(1) } : {}),
      bulkDiscounts: tiers ?? [],
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = COLUMN_OF_FIELD[String(issue.path[0])] ?? 'row';
        // An unknown slug is named as such, not as "Category is required"; a formula as a formula.
        if (column === 'category' && categorySlug !== '') continue;
        if (errors[column]?.includes(m.formula)) continue;
        add(column, issue.message);
      }
    }
    if (categoryId === undefined && categorySlug !== '')
      add('category', adminProductMessages.categoryUnknown);
    if (brandId === undefined) add('brand', m.brandUnknown);

    const sku = cells.sku.trim().toUpperCase();
    const gtin = cells.gtin.replace(/\s+/g, '');
    const skuLine = firstLineOfSku.get(sku);
    if (sku !== '' && skuLine !== undefined) add('sku', m.duplicateSku(skuLine));
    else if (sku !== '') firstLineOfSku.set(sku, line);
    const gtinLine = firstLineOfGtin.get(gtin);
    if (gtin !== '' && gtinLine !== undefined) add('gtin', m.duplicateGtin(gtinLine));
    else if (gtin !== '') firstLineOfGtin.set(gtin, line);
    const owner = gtinOwners.get(gtin);
    if (gtin !== '' && owner !== undefined && owner !== sku) add('gtin', m.gtinTaken);

    const current = existing.get(sku);
    if (current && current.trackInventory !== trackInventory) add('track_inventory', m.trackInventoryChanged);

    const name = cells.name.trim();
    if (!parsed.success || Object.keys(errors).length > 0) {
      plan.rows.push({ line, sku, name, action: 'refused', fieldErrors: errors });
      continue;
    }
    // The file has no tax class, cold chain or prescription column: an update leaves the product's as they are.
    const {
      bulkDiscounts,
      taxClass: _taxClass,
      coldChain: _coldChain,
      prescriptionOnly: _prescriptionOnly,
      ...values
    } = parsed.data;
    if (!current) {
      plan.rows.push({ line, sku: values.sku, name: values.name, action: 'create' });
      plan.writes.push({ values: parsed.data, trackInventory });
      continue;
    }
    const { id: _id, tiers: currentTiers, trackInventory: _tracked, ...before } = current;
    // A tracked product's In Stock is its stock's to say: the file's value is not compared.
    const after = current.trackInventory ? { ...values, inStock: before.inStock } : values;
    const fields = Object.fromEntries(
      Object.keys(changesBetween(before, after)).map((key) => [key, after[key as keyof typeof after]]),
    ) as Partial<ProductState>;
    const tiersChange = tierKey(currentTiers) !== tierKey(bulkDiscounts);
    const changes = [...Object.keys(fields), ...(tiersChange ? ['bulkDiscounts'] : [])];
    if (changes.length === 0) {
      plan.rows.push({ line, sku, name: values.name, action: 'unchanged' });
      continue;
    }
    const diff = diffOf(
      { ...current, ...named(current) },
      { ...after, ...named(after), trackInventory: current.trackInventory, tiers: bulkDiscounts },
      changes,
    );
    const largePriceChange = fields.price !== undefined && isLargePriceChange(before.price, fields.price);
    plan.rows.push({
      line,
      sku,
      name: values.name,
      action: 'update',
      changes,
      diff,
      ...(largePriceChange ? { largePriceChange } : {}),
    });
    plan.writes.push({ values: parsed.data, trackInventory, existing: current, fields, tiersChange });
  }
  return plan;
}

/** Updates whose price moves by more than LARGE_PRICE_CHANGE_PERCENT. */
const largePriceChangesOf = (rows: readonly ImportRow[]) =>
  rows.filter((row) => row.largePriceChange === true).length;

const countsOf = (rows: readonly ImportRow[]): ImportCheck['counts'] => ({
  create: rows.filter((row) => row.action === 'create').length,
  update: rows.filter((row) => row.action === 'update').length,
  unchanged: rows.filter((row) => row.action === 'unchanged').length,
  refused: rows.filter((row) => row.action === 'refused').length,
});

/**
 * `POST /api/admin/products/import`: the dry run. Writes nothing to the catalogue; keeps the file
 * under a token for IMPORT_TOKEN_MINUTES when some row would create or update a product.
 */
export async function checkImport(db: Db, adminId: number, text: string): Promise<ImportCheck> {
  return db.transaction(
    async (tx) => {
      const version = await catalogueVersionNow(tx);
      const plan = await planImport(tx, text);
      await deleteExpiredImports(tx, IMPORT_TOKEN_MINUTES);
      const token = plan.writes.length > 0 ? await insertImport(tx, adminId, text, version) : null;
      return {
        token,
        counts: countsOf(plan.rows),
        largePriceChanges: largePriceChangesOf(plan.rows),
        rows: plan.rows,
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}

/**
 * `POST /api/admin/products/import/{token}/apply`: the admin's own dry run, within its hour, when
 * the catalogue is still as it was checked (409 otherwise), its price changes of more than
 * LARGE_PRICE_CHANGE_PERCENT confirmed (400 otherwise, the token kept); every valid row written in
 * one transaction with its audit entries, the refused rows left out. The token is then spent.
 */
export async function applyImport(
  db: Db,
  adminId: number,
  token: string,
  { confirmLargePriceChanges = false }: ImportApplyBody = {},
): Promise<ImportApplied> {
  return db.transaction(async (tx) => {
    const stored = await lockImport(tx, adminId, token);
    const expired =
      stored !== undefined && Date.now() - stored.createdAt.getTime() > IMPORT_TOKEN_MINUTES * 60_000;
    if (!stored || expired) throw notFound(m.tokenUnknown);
    // Held to the end: an admin's edit waits for the import, and one committed before is seen here.
    if ((await catalogueVersionNow(tx, true)) !== stored.catalogueVersion) {
      throw conflict(m.catalogueChanged);
    }
    const plan = await planImport(tx, stored.csv);
    const largePriceChanges = largePriceChangesOf(plan.rows);
    if (largePriceChanges > 0 && !confirmLargePriceChanges) {
      const message = m.largePriceChangesUnconfirmed(largePriceChanges);
      throw badRequest(message, { confirmLargePriceChanges: [message] });
    }
    let created = 0;
    let updated = 0;
    for (const write of plan.writes) {
      const { bulkDiscounts, ...values } = write.values;
      if (!write.existing) {
        const id = await insertImportedProduct(tx, { ...values, trackInventory: write.trackInventory });
        await replaceTiers(tx, id, bulkDiscounts);
        await auditProductCreated(tx, adminId, id, values, bulkDiscounts, { import: token });
        created += 1;
        continue;
      }
      const { id } = write.existing;
      if (write.fields && Object.keys(write.fields).length > 0) await updateProduct(tx, id, write.fields);
      if (write.tiersChange) await replaceTiers(tx, id, bulkDiscounts);
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'product.update',
        entityType: 'product',
        entityId: id,
        details: {
          name: values.name,
          changes: { ...write.fields, ...(write.tiersChange ? { tiers: bulkDiscounts } : {}) },
          import: token,
        },
      });
      updated += 1;
    }
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'product.import',
      entityType: 'product',
      details: { created, updated, ...countsOf(plan.rows), largePriceChanges, import: token },
    });
    await deleteImport(tx, token);
    return { message: m.applied(created, updated), created, updated };
  });
}
