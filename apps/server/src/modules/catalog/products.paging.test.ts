import type { ProductListResponse } from '@shop/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryId, insertProducts } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// The listing runs as prepared statements, one per shape of query, with the total counted in the
// same statement; these pin down what that must not change.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
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
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
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
