import { ADMIN_PRODUCTS_EXPORT_PATH, PRODUCT_CSV_COLUMNS } from '@shop/contract/catalog-csv';
import type { Product } from '@shop/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { categoryId, insertProducts } from '../../test/catalog-fixtures';
import { createSignedInTestApp, type SignedInTestApp } from '../../test/test-app';
import { productCsvBatches } from './catalog-export.service';

let t: SignedInTestApp;

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

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

    const csv = await exportCsv();
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(csv.body.slice(1));
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
