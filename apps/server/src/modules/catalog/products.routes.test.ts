import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryId, fiveAndTenTiers, insertProductRange, insertProducts } from '../../test/catalog-fixtures';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';

let t: AdminTestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createAdminTestApp();
  const toxins = Array.from({ length: 18 }, (_, i) => ({
    name: `Toxin Vial ${String(i + 1).padStart(2, '0')}`,
    category: 'botulinum-toxins',
    price: `${100 + i * 10}.00`,
    rating: (3 + (i % 5) * 0.5).toFixed(1),
    inStock: i % 4 !== 0,
  }));
  ids = await insertProducts(t.db, [
    ...toxins,
    {
      name: 'Restylane Lyft 1 mL',
      category: 'dermal-fillers',
      price: '310.00',
      originalPrice: '365.00',
      tags: ['hyaluronic acid', 'lidocaine'],
      description: 'Hyaluronic acid gel for cheek augmentation and deep folds.',
      tiers: fiveAndTenTiers('5', '10'),
    },
    {
      name: 'Cheek Contour Kit',
      category: 'dermal-fillers',
      price: '1999.00',
      description: 'Includes a Restylane-compatible cannula set and marking pens.',
    },
    {
      name: 'Durolane 3 mL',
      category: 'orthopedic',
      price: '245.50',
      description: 'Single-injection hyaluronic acid for knee osteoarthritis.',
    },
    {
      name: 'Knee Brace Pro',
      category: 'orthopedic',
      price: '89.99',
      description: 'Hinged support, pairs well with dermal therapy.',
    },
    { name: '100% Pure Saline 10 mL', category: 'rheumatology', price: '4.25' },
  ]);
});
afterAll(() => t.close());

const list = async (query: string, cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products${query}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductListResponse>();
};

describe('GET /api/products', () => {
  it('pages 15 at a time for a guest, with totals', async () => {
    const first = await list('');
    expect(first).toMatchObject({ totalCount: 23, currentPage: 1, totalPages: 2, isAdmin: false });
    expect(first.products).toHaveLength(15);
    const second = await list('?page=2');
    expect(second.products).toHaveLength(8);
    const names = [...first.products, ...second.products].map((p) => p.name);
    expect(new Set(names).size).toBe(23);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
  });

  it('pages 50 at a time for an admin and says so', async () => {
    // More products than an admin's page, in a category of their own: any other page size shows.
    const category = 'weightloss-gynecology';
    const added = await insertProductRange(t.db, 52, { category, prefix: 'Page Filler' });
    try {
      const first = await list(`?categorySlug=${category}`, t.admin);
      expect(first).toMatchObject({ totalCount: 52, currentPage: 1, totalPages: 2, isAdmin: true });
      expect(first.products).toHaveLength(50);
      const second = await list(`?categorySlug=${category}&page=2`, t.admin);
      expect(second.products.map((p) => p.name)).toEqual(['Page Filler 051', 'Page Filler 052']);
      // The same listing still pages 15 at a time for a guest.
      const guest = await list(`?categorySlug=${category}`);
      expect(guest).toMatchObject({ totalCount: 52, currentPage: 1, totalPages: 4, isAdmin: false });
      expect(guest.products).toHaveLength(15);
    } finally {
      await t.rawQuery(`delete from products where id in (${added.join(',')})`);
    }
  });

  it('returns the full product shape with tiers and their discounted prices', async () => {
    const res = await list('?search=Restylane%20Lyft');
    const product = res.products.find((p) => p.name === 'Restylane Lyft 1 mL');
    expect(product).toEqual({
      id: ids['Restylane Lyft 1 mL'],
      // Written without a SKU, it got the next of the shop's own (issue 22).
      sku: expect.stringMatching(/^MED-\d{6}$/) as string,
      gtin: null,
      name: 'Restylane Lyft 1 mL',
      description: 'Hyaluronic acid gel for cheek augmentation and deep folds.',
      price: '310.00',
      originalPrice: '365.00',
      imageUrl: '/images/placeholder.webp',
      imageUrls: [],
      tags: 'hyaluronic acid, lidocaine',
      inStock: true,
      trackInventory: false,
      stockLeft: null,
      taxClass: 'standard',
      coldChain: false,
      prescriptionOnly: false,
      featured: false,
      categoryId: await categoryId(t.db, 'dermal-fillers'),
      category: {
        id: await categoryId(t.db, 'dermal-fillers'),
        name: 'Dermal Fillers',
        slug: 'dermal-fillers',
      },
      brand: null,
      rating: 4.5,
      bulkDiscounts: [
        {
          id: expect.any(Number) as number,
          minQuantity: 5,
          maxQuantity: 9,
          discountPercentage: 5,
          discountedPrice: '294.50',
        },
        {
          id: expect.any(Number) as number,
          minQuantity: 10,
          maxQuantity: null,
          discountPercentage: 10,
          discountedPrice: '279.00',
        },
      ],
    });
  });

  it('filters by category slug or id, combined with price, stock and pagination', async () => {
    const bySlug = await list('?categorySlug=botulinum-toxins&limit=5&page=2');
    expect(bySlug).toMatchObject({ totalCount: 18, totalPages: 4, currentPage: 2 });
    expect(bySlug.products.map((p) => p.name)).toEqual([
      'Toxin Vial 06',
      'Toxin Vial 07',
      'Toxin Vial 08',
      'Toxin Vial 09',
      'Toxin Vial 10',
    ]);

    const toxinsId = await categoryId(t.db, 'botulinum-toxins');
    const filtered = await list(`?categoryId=${toxinsId}&minPrice=150&maxPrice=250&inStock=true`);
    const expected = Array.from({ length: 18 }, (_, i) => i)
      .filter((i) => i % 4 !== 0 && 100 + i * 10 >= 150 && 100 + i * 10 <= 250)
      .map((i) => `Toxin Vial ${String(i + 1).padStart(2, '0')}`);
    expect(filtered.products.map((p) => p.name)).toEqual(expected);
    expect(filtered.totalCount).toBe(expected.length);
    expect(filtered.products.every((p) => p.inStock)).toBe(true);
  });

  it('sorts by price both ways and by rating', async () => {
    const asc = await list('?sort=price_asc&limit=100');
    const prices = asc.products.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list('?sort=price_desc&limit=3');
    expect(desc.products.map((p) => p.name)).toEqual([
      'Cheek Contour Kit',
      'Restylane Lyft 1 mL',
      'Toxin Vial 18',
    ]);
    const rating = await list('?sort=rating&limit=100');
    const ratings = rating.products.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('searches name, description and category name, case-insensitively, name matches first', async () => {
    const res = await list('?search=RESTYLANE');
    expect(res.products.map((p) => p.name)).toEqual(['Restylane Lyft 1 mL', 'Cheek Contour Kit']);
    expect(res.totalCount).toBe(2);

    const byCategory = await list('?search=orthoped');
    expect(byCategory.products.map((p) => p.name).sort()).toEqual(['Durolane 3 mL', 'Knee Brace Pro']);

    const partial = await list('?search=derm');
    // 'Dermal Fillers' category matches rank before a description-only match.
    expect(partial.products.map((p) => p.name)).toEqual([
      'Cheek Contour Kit',
      'Restylane Lyft 1 mL',
      'Knee Brace Pro',
    ]);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list('?search=100%25')).products.map((p) => p.name)).toEqual(['100% Pure Saline 10 mL']);
    expect((await list('?search=%25%25%25')).totalCount).toBe(0);
    expect((await list('?search=_')).totalCount).toBe(0);
  });

  it('serves a 6-result suggestion query with the total count', async () => {
    const res = await list('?search=toxin&limit=6');
    expect(res.products).toHaveLength(6);
    expect(res.totalCount).toBe(18);
  });

  it('excludes one product for related-product lists', async () => {
    const fillers = await categoryId(t.db, 'dermal-fillers');
    const res = await list(`?categoryId=${fillers}&limit=4&exclude=${ids['Restylane Lyft 1 mL']}`);
    expect(res.products.map((p) => p.name)).toEqual(['Cheek Contour Kit']);
  });

  it('answers an unknown category with an empty page', async () => {
    expect(await list('?categorySlug=no-such-category')).toMatchObject({
      products: [],
      totalCount: 0,
      totalPages: 0,
    });
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?limit=101', 'limit'],
    ['?limit=0', 'limit'],
    ['?minPrice=-5', 'minPrice'],
    ['?minPrice=500&maxPrice=100', 'minPrice'],
    ['?sort=newest', 'sort'],
    ['?inStock=yes', 'inStock'],
    ['?colour=red', 'colour'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await t.call('GET', `/api/products${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty(field);
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const res = await t.call('GET', `/api/products/${ids['Durolane 3 mL']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Durolane 3 mL',
      price: '245.50',
      category: { slug: 'orthopedic' },
    });
  });

  it("answers 404 'Product not found' for an unknown id", async () => {
    const res = await t.call('GET', '/api/products/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found' });
  });
});

describe('categories', () => {
  it('lists the five categories with their item counts', async () => {
    const res = await t.call('GET', '/api/categories');
    expect(res.json()).toEqual([
      expect.objectContaining({ slug: 'botulinum-toxins', name: 'Botulinum Toxins', itemCount: 18 }),
      expect.objectContaining({ slug: 'dermal-fillers', itemCount: 2 }),
      expect.objectContaining({ slug: 'orthopedic', itemCount: 2 }),
      expect.objectContaining({ slug: 'rheumatology', itemCount: 1 }),
      expect.objectContaining({ slug: 'weightloss-gynecology', itemCount: 0 }),
    ]);
  });

  it("answers one category by slug, and 404 'Category not found'", async () => {
    const ok = await t.call('GET', '/api/categories/orthopedic');
    expect(ok.json()).toMatchObject({
      slug: 'orthopedic',
      itemCount: 2,
      description: expect.any(String) as string,
    });
    const missing = await t.call('GET', '/api/categories/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Category not found' });
  });
});

describe('search without accents', () => {
  it('finds accented names and descriptions from plain letters, and the other way round', async () => {
    const added = await insertProducts(t.db, [
      {
        name: 'Juvéderm Voluma XC',
        category: 'dermal-fillers',
        price: '420.00',
        description: 'Volumising gel with lidocaïne for the mid-face.',
      },
    ]);
    try {
      for (const term of ['juvederm', 'JUVÉDERM', 'juvéd', 'lidocaine']) {
        const res = await list(`?search=${encodeURIComponent(term)}&limit=6`);
        expect(
          res.products.map((p) => p.name),
          term,
        ).toContain('Juvéderm Voluma XC');
      }
      // A name match still ranks before a description match when accents differ.
      const ranked = await list('?search=voluma');
      expect(ranked.products[0]?.name).toBe('Juvéderm Voluma XC');
    } finally {
      await t.rawQuery(`delete from products where id = ${Number(added['Juvéderm Voluma XC'])}`);
    }
  });
});
