import {
  ADMIN_PRODUCTS_EXPORT_PATH,
  ADMIN_PRODUCTS_IMPORT_PATH,
  adminProductsImportApplyPath,
  catalogImportMessages as im,
  IMPORT_MAX_ROWS,
  LARGE_PRICE_CHANGE_PERCENT,
  PRODUCT_CSV_COLUMNS,
  type ImportApplied,
  type ImportCheck,
  type ImportRow,
} from '@shop/contract/catalog-csv-schemas';
import { adminProductMessages as pm } from '@shop/contract/admin-messages';
import { eq } from 'drizzle-orm';
import { csvLine } from '../../lib/csv';
import { auditLog } from '../../db/schema/system';
import type { Product } from '@shop/contract/catalog-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, bulkDiscountTiers, catalogImports, products } from '../../db/schema/catalog';
import { categoryId, insertProducts } from '../../test/catalog-fixtures';
import { datedCsvText } from '../../test/csv-download';
import { createSignedInTestApp, type SignedInTestApp } from '../../test/test-app';
import { importLineCells, type ImportCells } from '@shop/contract/catalog-import-fixture-schemas';
import { parseCsv } from '@shop/contract/csv-test-reader';
import { productCsvBatches } from './catalog-export.service';

let t: SignedInTestApp;

const exportCsv = async () => {
  const res = await t.call('GET', ADMIN_PRODUCTS_EXPORT_PATH, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await createSignedInTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/products/export.csv (issue 22)', () => {
  it('is for admins only', async () => {
    expect((await t.call('GET', ADMIN_PRODUCTS_EXPORT_PATH)).statusCode).toBe(401);
    expect((await t.call('GET', ADMIN_PRODUCTS_EXPORT_PATH, t.doctor)).statusCode).toBe(403);
  });

  it('answers every product as a spreadsheet opens it: BOM, header, one line each, every cell as stored', async () => {
    const res = await t.call('POST', '/api/admin/products', t.admin, {
      name: 'Export, "Quoted" Filler',
      sku: 'exp-1',
      gtin: '4006381333931',
      description: 'Line one of it.\nLine two, with a comma.',
      price: '240.5',
      originalPrice: '300',
      categoryId: await categoryId(t.db, 'dermal-fillers'),
      tags: 'lips, volume',
      featured: true,
      imageUrl: 'https://cdn.example.com/a.png',
      imageUrls: ['https://cdn.example.com/b.png'],
      bulkDiscounts: [
        { minQuantity: 50, maxQuantity: null, discountPercentage: 10 },
        { minQuantity: 10, maxQuantity: 49, discountPercentage: 5.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Product>();

    const [header, ...lines] = parseCsv(datedCsvText(await exportCsv(), 'products'));
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(lines).toHaveLength(await t.db.$count(products));
    const line = lines.find((cells) => cells[0] === 'EXP-1');
    expect(line).toEqual([
      'EXP-1',
      '4006381333931',
      'Export, "Quoted" Filler',
      'Line one of it.\nLine two, with a comma.',
      'dermal-fillers',
      '',
      '240.50',
      '300.00',
      'yes',
      'no',
      'lips, volume',
      'yes',
      'https://cdn.example.com/a.png https://cdn.example.com/b.png',
      '10-49:5.5;50+:10',
    ]);
    expect(created.sku).toBe('EXP-1');
  });

  it('makes a cell that would start a formula safe', async () => {
    await insertProducts(t.db, [
      {
        name: '=HYPERLINK("http://evil")',
        category: 'orthopedic',
        price: '10.00',
        description: '+1 knee brace, adjustable.',
      },
    ]);
    const lines = parseCsv((await exportCsv()).body.slice(1));
    const line = lines.find((cells) => cells[2]?.includes('HYPERLINK'));
    expect(line?.[2]).toBe(`'=HYPERLINK("http://evil")`);
    expect(line?.[3]).toBe(`'+1 knee brace, adjustable.`);
  });

  it('reads in batches, each after the last, every product once', async () => {
    await insertProducts(
      t.db,
      Array.from({ length: 20 }, (_, i) => ({
        name: `Batch Gauze ${i}`,
        category: 'orthopedic',
        price: '3.00',
      })),
    );
    const text: string[] = [];
    for await (const chunk of productCsvBatches(t.app.db, 7)) text.push(chunk);
    expect(text.length).toBeGreaterThan(3);
    const skus = parseCsv(text.join('').slice(1))
      .slice(1)
      .map((cells) => cells[0]);
    expect(skus).toHaveLength(await t.db.$count(products));
    expect(new Set(skus).size).toBe(skus.length);
  });
});

/** Sends a CSV file to the import's dry run. */
const check = (body: string | Buffer, cookie = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: ADMIN_PRODUCTS_IMPORT_PATH,
    headers: { 'content-type': 'text/csv', ...(cookie ? { cookie } : {}) },
    payload: body,
  });

const header = csvLine(PRODUCT_CSV_COLUMNS);
/** A file's line: a valid new product unless `cells` say otherwise. */
const line = (cells: ImportCells) => csvLine(importLineCells(cells));

describe('POST /api/admin/products/import and …/apply (issue 22)', () => {
  it('is for admins only', async () => {
    expect((await check(header + line({}), '')).statusCode).toBe(401);
    expect((await check(header + line({}), t.doctor)).statusCode).toBe(403);
    const apply = await t.call(
      'POST',
      adminProductsImportApplyPath('00000000-0000-4000-8000-000000000000'),
      t.doctor,
    );
    expect(apply.statusCode).toBe(403);
  });

  it('takes its own export back as changing nothing', async () => {
    // The fixtures' image address is none the product form takes (an import would refuse it).
    await t.db.delete(products).where(eq(products.imageUrl, '/images/placeholder.webp'));
    // The file has no tax class or cold chain column: a row leaves the product's as they are.
    await t.db.update(products).set({ taxClass: 'zero', coldChain: true }).where(eq(products.sku, 'EXP-1'));
    const exported = (await exportCsv()).body;
    const res = await check(exported);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ImportCheck>();
    expect(result.counts).toEqual({
      create: 0,
      update: 0,
      unchanged: await t.db.$count(products),
      refused: 0,
    });
    expect(result.token).toBeNull();
  });

  it('checks every row without writing, then applies the valid ones in one go, audited', async () => {
    const exported = parseCsv((await exportCsv()).body.slice(1));
    const existing = exported.find((cells) => cells[0] === 'EXP-1');
    expect(existing).toBeDefined();
    const changed = PRODUCT_CSV_COLUMNS.map((column, i) =>
      column === 'price' ? '199.00' : column === 'bulk_tiers' ? '20+:15' : (existing?.[i] ?? ''),
    );
    const file =
      header +
      line({}) +
      csvLine(changed) +
      line({ sku: 'IMP-BAD-TIERS', name: 'Bad Tiers', bulk_tiers: '10 to 20 = 5' }) +
      // As a spreadsheet saves a formula: csvLine would have made it safe.
      line({ sku: 'IMP-FORMULA', name: '=cmd()' }).replace("'=cmd()", '=cmd()') +
      line({ sku: 'imp-new', name: 'The same SKU again' }) +
      line({ sku: 'IMP-CAT', category: 'no-such-category', price: '0' }) +
      'IMP-SHORT,only three,cells\r\n';
    const before = await t.db.$count(products);
    const res = await check(file);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ImportCheck>();
    expect(result.counts).toEqual({ create: 1, update: 1, unchanged: 0, refused: 5 });
    // Line numbers are the file's: the changed row's description holds a line break.
    expect(result.rows.map((row) => [row.line, row.action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
      [8, 'refused'],
      [9, 'refused'],
    ]);
    expect(result.rows[1]?.changes).toEqual(['price', 'bulkDiscounts']);
    expect(result.rows[2]?.fieldErrors).toEqual({ bulk_tiers: [im.tiers] });
    expect(result.rows[3]?.fieldErrors).toEqual({ name: [im.formula] });
    expect(result.rows[4]?.fieldErrors).toEqual({ sku: [im.duplicateSku(2)] });
    expect(result.rows[5]?.fieldErrors).toEqual({
      price: [pm.pricePositive],
      category: [pm.categoryUnknown],
    });
    expect(result.rows[6]?.fieldErrors).toEqual({ row: [im.cellCount(3, PRODUCT_CSV_COLUMNS.length)] });
    // Nothing written yet.
    expect(await t.db.$count(products)).toBe(before);
    expect(await t.db.$count(products, eq(products.sku, 'IMP-NEW'))).toBe(0);

    const applied = await t.call('POST', adminProductsImportApplyPath(result.token ?? ''), t.admin);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ImportApplied>()).toEqual({ message: im.applied(1, 1), created: 1, updated: 1 });
    expect(await t.db.$count(products)).toBe(before + 1);
    const [created] = await t.db.select().from(products).where(eq(products.sku, 'IMP-NEW'));
    expect(created).toMatchObject({ name: 'Imported Cannula 27G', price: '12.00', tags: ['cannula'] });
    expect(await t.db.$count(bulkDiscountTiers, eq(bulkDiscountTiers.productId, created?.id ?? 0))).toBe(2);
    const shown = (await t.call('GET', `/api/products?search=exp-1`)).json<{ products: Product[] }>();
    expect(shown.products[0]).toMatchObject({
      sku: 'EXP-1',
      price: '199.00',
      taxClass: 'zero',
      coldChain: true,
    });
    expect(shown.products[0]?.bulkDiscounts.map((tier) => tier.minQuantity)).toEqual([20]);
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'product.import'))).toBe(1);
    // The token is spent.
    const again = await t.call('POST', adminProductsImportApplyPath(result.token ?? ''), t.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: im.tokenUnknown });
  });

  it('applies nothing when the catalogue changed after the check (409)', async () => {
    const res = await check(header + line({ sku: 'IMP-LATE', name: 'Late Cannula' }));
    const { token } = res.json<ImportCheck>();
    const other = (await t.call('GET', '/api/products?search=exp-1')).json<{ products: Product[] }>()
      .products[0];
    const edit = await t.call('PATCH', `/api/admin/products/${other?.id}/price`, t.admin, {
      price: '201.00',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const applied = await t.call('POST', adminProductsImportApplyPath(token ?? ''), t.admin);
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({ message: im.catalogueChanged });
    expect(await t.db.$count(products, eq(products.sku, 'IMP-LATE'))).toBe(0);
  });

  it('refuses a file that is not the export’s shape: header, encoding, size, rows', async () => {
    const refused = async (body: string | Buffer, status: number, message: string) => {
      const res = await check(body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ message });
    };
    await refused('sku,name\r\nA,B\r\n', 400, im.header(PRODUCT_CSV_COLUMNS));
    await refused(Buffer.concat([Buffer.from(header), Buffer.from([0xff, 0xfe, 0x41])]), 400, im.notUtf8);
    await refused(header, 400, im.noRows);
    await refused(header + '"never closed,\r\n', 400, im.unclosedQuote(2));
    await refused(header + line({}).repeat(IMPORT_MAX_ROWS + 1), 400, im.tooManyRows(IMPORT_MAX_ROWS));
    // A NUL in a row that would be refused, beside a valid one: the file is not kept with it.
    const nul = header + line({}) + line({ sku: 'IMP-NUL', name: 'Nul\u0000Cannula', price: '0' });
    const imports = await t.db.$count(catalogImports);
    await refused(nul, 400, im.nulCharacter(3));
    expect((await check(nul)).json()).toMatchObject({ fieldErrors: { file: [im.nulCharacter(3)] } });
    expect(await t.db.$count(catalogImports)).toBe(imports);
    const big = await check(Buffer.alloc(26 * 1024 * 1024, 'a'));
    expect(big.statusCode).toBe(413);
  });
});

describe('the dry run’s changes, old → new, and price changes of more than 30% (issue 38)', () => {
  /** Products at 100.00 each, made by an import of the fixture's cannula (no body on the apply). */
  const skus = ['DIFF-A', 'DIFF-B', 'DIFF-C', 'DIFF-D', 'DIFF-SAME'];
  const priced = (sku: string, price = '100.00') => line({ sku, name: `Diff ${sku}`, price });
  const rowOf = (result: ImportCheck, sku: string): ImportRow | undefined =>
    result.rows.find((row) => row.sku === sku);
  const priceOf = async (sku: string) =>
    (await t.db.select({ price: products.price }).from(products).where(eq(products.sku, sku)))[0]?.price;
  let brand: string;
  let token: string;

  beforeAll(async () => {
    const res = await check(header + skus.map((sku) => priced(sku)).join(''));
    expect(res.json<ImportCheck>().counts.create).toBe(skus.length);
    const applied = await t.call(
      'POST',
      adminProductsImportApplyPath(res.json<ImportCheck>().token ?? ''),
      t.admin,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const [first] = await t.db.select({ name: brands.name }).from(brands).limit(1);
    brand = first?.name ?? '';
    expect(brand).not.toBe('');
  });

  it('lists each changed column of an update old → new, flags a price moved by more than 30%, leaves unchanged rows out of the changes', async () => {
    const file =
      header +
      line({
        sku: 'DIFF-A',
        name: 'Diff Alpha Renamed',
        category: 'orthopedic',
        brand,
        price: '135.00',
        bulk_tiers: '',
      }) +
      priced('DIFF-B', '129.00') +
      priced('DIFF-C', '65.00') +
      priced('DIFF-D', '130.00') +
      priced('DIFF-SAME') +
      line({ sku: 'DIFF-BAD', name: 'Diff Refused', price: '0' }) +
      line({ sku: 'DIFF-NEW', name: 'Diff New' });
    const res = await check(file);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ImportCheck>();
    expect(result.counts).toEqual({ create: 1, update: 4, unchanged: 1, refused: 1 });
    expect(result.largePriceChanges).toBe(2);
    token = result.token ?? '';

    // Every changed column, in the file's order, as the export writes its cells (empty: null).
    expect(rowOf(result, 'DIFF-A')).toMatchObject({
      action: 'update',
      changes: ['name', 'price', 'categoryId', 'brandId', 'bulkDiscounts'],
      diff: [
        { field: 'name', from: 'Diff DIFF-A', to: 'Diff Alpha Renamed' },
        { field: 'category', from: 'dermal-fillers', to: 'orthopedic' },
        { field: 'brand', from: null, to: brand },
        { field: 'price', from: '100.00', to: '135.00' },
        { field: 'bulk_tiers', from: '10-49:5;50+:10', to: null },
      ],
      largePriceChange: true,
    });
    // 29% up and exactly 30% up are not flagged; 35% down is.
    expect(rowOf(result, 'DIFF-B')?.diff).toEqual([{ field: 'price', from: '100.00', to: '129.00' }]);
    expect(rowOf(result, 'DIFF-B')?.largePriceChange).toBeUndefined();
    expect(rowOf(result, 'DIFF-D')?.largePriceChange).toBeUndefined();
    expect(rowOf(result, 'DIFF-C')).toMatchObject({
      diff: [{ field: 'price', from: '100.00', to: '65.00' }],
      largePriceChange: true,
    });
    expect(LARGE_PRICE_CHANGE_PERCENT).toBe(30);
    // An unchanged row lists no change; a refused row only its problems; a new row no diff.
    const same = rowOf(result, 'DIFF-SAME');
    expect(same?.action).toBe('unchanged');
    expect(same?.diff).toBeUndefined();
    expect(same?.changes).toBeUndefined();
    expect(rowOf(result, 'DIFF-BAD')).toMatchObject({
      action: 'refused',
      fieldErrors: { price: [pm.pricePositive] },
    });
    expect(rowOf(result, 'DIFF-BAD')?.diff).toBeUndefined();
    expect(rowOf(result, 'DIFF-NEW')?.action).toBe('create');
    expect(rowOf(result, 'DIFF-NEW')?.diff).toBeUndefined();
  });

  it('applies price changes of more than 30% only when the apply confirms them (400 otherwise, nothing written)', async () => {
    for (const body of [undefined, {}, { confirmLargePriceChanges: false }]) {
      const refused = await t.call('POST', adminProductsImportApplyPath(token), t.admin, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({
        message: im.largePriceChangesUnconfirmed(2),
        code: 'INVALID_DATA',
        fieldErrors: { confirmLargePriceChanges: [im.largePriceChangesUnconfirmed(2)] },
      });
    }
    expect(await priceOf('DIFF-A')).toBe('100.00');
    expect(await t.db.$count(products, eq(products.sku, 'DIFF-NEW'))).toBe(0);
    // Not a flag: a 400 of the body's own.
    const wrong = await t.call('POST', adminProductsImportApplyPath(token), t.admin, {
      confirmLargePriceChanges: 'yes',
    });
    expect(wrong.statusCode).toBe(400);

    const applied = await t.call('POST', adminProductsImportApplyPath(token), t.admin, {
      confirmLargePriceChanges: true,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ImportApplied>()).toEqual({ message: im.applied(1, 4), created: 1, updated: 4 });
    expect(await priceOf('DIFF-A')).toBe('135.00');
    expect(await priceOf('DIFF-C')).toBe('65.00');
    const [audit] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'product.import'))
      .orderBy(auditLog.id)
      .limit(1)
      .offset((await t.db.$count(auditLog, eq(auditLog.action, 'product.import'))) - 1);
    expect(audit?.details).toMatchObject({ created: 1, updated: 4, largePriceChanges: 2 });
  });

  it('applies without a body, as before, when no price moves by more than 30%', async () => {
    const res = await check(header + priced('DIFF-B', '110.00'));
    const result = res.json<ImportCheck>();
    expect(result.largePriceChanges).toBe(0);
    expect(rowOf(result, 'DIFF-B')?.diff).toEqual([{ field: 'price', from: '129.00', to: '110.00' }]);
    const applied = await t.call('POST', adminProductsImportApplyPath(result.token ?? ''), t.admin);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await priceOf('DIFF-B')).toBe('110.00');
  });
});
