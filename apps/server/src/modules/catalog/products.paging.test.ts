import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryId, insertProducts } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// The listing runs as prepared statements, one per shape of query, with the total counted in the
// same statement; these pin down what that must not change.
let t: TestApp;

beforeAll(async () => {
  // The counts are written by SQL straight into the database: read them without the response
  // cache, whose invalidation arrives a moment after each commit (decision 007).
  t = await createTestApp({ env: { RESPONSE_CACHE_ENTRIES: '0' } });
  await insertProducts(t.db, [
    ...Array.from({ length: 12 }, (_, i) => ({
      name: `Toxin Vial ${String(i + 1).padStart(2, '0')}`,
      category: 'botulinum-toxins',
      price: `${100 + i * 10}.00`,
    })),
    { name: 'Restylane Lyft 1 mL', category: 'dermal-fillers', price: '310.00' },
    { name: 'Volux 1 mL', category: 'dermal-fillers', price: '320.00', description: 'A filler for the jaw.' },
    { name: 'Durolane 3 mL', category: 'orthopedic', price: '245.50' },
  ]);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.call('GET', `/api/products${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductListResponse>();
};

describe('GET /api/products totals', () => {
  it('still reports the total on a page past the end', async () => {
    expect(await list('?page=3')).toMatchObject({
      products: [],
      totalCount: 15,
      totalPages: 1,
      currentPage: 3,
    });
    expect(await list('?search=toxin&limit=5&page=4')).toMatchObject({ products: [], totalCount: 12 });
    expect(await list('?categorySlug=orthopedic&page=2')).toMatchObject({ products: [], totalCount: 1 });
  });

  it('answers each value of one query shape with its own rows, however often it runs', async () => {
    // PostgreSQL switches a prepared statement to a generic plan after five runs.
    for (let round = 0; round < 8; round++) {
      expect((await list('?search=toxin&limit=6')).totalCount).toBe(12);
      expect((await list('?search=restylane&limit=6')).products.map((p) => p.name)).toEqual([
        'Restylane Lyft 1 mL',
      ]);
      expect((await list('?search=nothing-like-this&limit=6')).totalCount).toBe(0);
      expect((await list(`?categoryId=${await categoryId(t.db, 'orthopedic')}`)).totalCount).toBe(1);
      expect((await list(`?categoryId=${await categoryId(t.db, 'dermal-fillers')}`)).totalCount).toBe(2);
    }
  });

  it('counts products matched through their category name with those matched by name', async () => {
    const res = await list('?search=fill');
    // 'Dermal Fillers' matches both fillers; 'A filler for the jaw.' matches one of them again.
    expect(res.totalCount).toBe(2);
    expect(res.products.map((p) => p.name)).toEqual(['Restylane Lyft 1 mL', 'Volux 1 mL']);
  });
});

describe('totals of listings by category and stock (product_counts, kept by triggers)', () => {
  const filters = async () => {
    const orthopedic = await categoryId(t.db, 'orthopedic');
    return [
      '',
      '?inStock=true',
      '?categorySlug=dermal-fillers',
      '?categorySlug=dermal-fillers&inStock=true',
      `?categoryId=${orthopedic}`,
      `?categoryId=${orthopedic}&inStock=true`,
      '?categorySlug=no-such-category',
    ];
  };

  /** What each listing must report: counted straight from the products table. */
  async function expectTotalsMatchProducts() {
    for (const query of await filters()) {
      const params = new URLSearchParams(query.slice(1));
      const conditions: string[] = [];
      const slug = params.get('categorySlug');
      const id = params.get('categoryId');
      if (slug) conditions.push(`category_id = (select id from categories where slug = '${slug}')`);
      if (id) conditions.push(`category_id = ${Number(id)}`);
      if (params.get('inStock')) conditions.push('in_stock');
      const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
      const [row] = await t.rawQuery<{ n: number }>(`select count(*)::int as n from products ${where}`);
      const expected = row?.n ?? -1;
      expect((await list(query)).totalCount, query).toBe(expected);
      // A page past the end counts on its own, from the same table.
      expect((await list(`${query}${query ? '&' : '?'}page=50`)).totalCount, `${query} page 50`).toBe(
        expected,
      );
    }
  }

  it('follow inserts, moves between categories, stock changes and deletes, one statement of many rows included', async () => {
    await expectTotalsMatchProducts();
    await t.rawQuery(`update products set in_stock = false where name like 'Toxin Vial 0%'`);
    await expectTotalsMatchProducts();
    await t.rawQuery(
      `update products set category_id = (select id from categories where slug = 'dermal-fillers'), in_stock = not in_stock where name like 'Toxin Vial 1%'`,
    );
    await expectTotalsMatchProducts();
    await insertProducts(t.db, [
      { name: 'Knee Brace A', category: 'orthopedic', price: '40.00', inStock: false },
      { name: 'Knee Brace B', category: 'orthopedic', price: '41.00' },
    ]);
    await expectTotalsMatchProducts();
    await t.rawQuery(`delete from products where name like 'Toxin Vial%' or name like 'Knee Brace A'`);
    await expectTotalsMatchProducts();
    // A statement that changes nothing the counts depend on leaves them as they are.
    await t.rawQuery(`update products set price = price + 1`);
    await expectTotalsMatchProducts();
  });

  it('start from zero for a category whose products are all gone and count it again afterwards', async () => {
    await t.rawQuery(
      `delete from products where category_id = (select id from categories where slug = 'orthopedic')`,
    );
    expect((await list('?categorySlug=orthopedic')).totalCount).toBe(0);
    await insertProducts(t.db, [{ name: 'Knee Brace C', category: 'orthopedic', price: '42.00' }]);
    await expectTotalsMatchProducts();
  });
});
