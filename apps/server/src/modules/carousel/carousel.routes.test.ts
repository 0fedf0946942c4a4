import type { FeaturedEntry, HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredCarouselEntries, heroCarouselItems } from '../../db/schema/catalog';
import { insertProducts } from '../../test/catalog-fixtures';
import { createTestApp, loginAsAdmin, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(heroCarouselItems).values([
    { title: 'Second', description: 'Shown second', price: '99.00', sortOrder: 2 },
    { title: 'Hidden', description: 'Inactive item', price: '10.00', sortOrder: 0, isActive: false },
    { title: 'First', description: 'Shown first', price: '199.00', originalPrice: '249.00', sortOrder: 1 },
  ]);
  const ids = await insertProducts(t.db, [
    {
      name: 'Featured A',
      category: 'orthopedic',
      price: '10.00',
      tiers: [{ minQuantity: 3, maxQuantity: null, discountPercentage: '10' }],
    },
    { name: 'Featured B', category: 'orthopedic', price: '20.00' },
  ]);
  await t.db.insert(featuredCarouselEntries).values([
    { productId: ids['Featured B']!, displayOrder: 2 },
    { productId: ids['Featured A']!, displayOrder: 1 },
  ]);
});
afterAll(() => t.close());

describe('GET /api/carousel', () => {
  it('gives a guest the active items by sortOrder with the documented defaults', async () => {
    const res = await t.call('GET', '/api/carousel');
    const items = res.json<HeroCarouselItem[]>();
    expect(items.map((i) => i.title)).toEqual(['First', 'Second']);
    expect(items[0]).toMatchObject({
      price: '199.00',
      originalPrice: '249.00',
      textColor: '#ffffff',
      badgeColor: '#ef4444',
      animationType: 'fade',
      displayDuration: 5000,
      isActive: true,
      discountPercentage: 0,
    });
  });

  it('also gives an admin the inactive ones', async () => {
    const cookie = await loginAsAdmin(t.app);
    const res = await t.call('GET', '/api/carousel', cookie);
    expect(res.json<HeroCarouselItem[]>().map((i) => i.title)).toEqual(['Hidden', 'First', 'Second']);
  });
});

describe('GET /api/featured-carousel', () => {
  it('lists entries by displayOrder with their products and tiers', async () => {
    const res = await t.call('GET', '/api/featured-carousel');
    const entries = res.json<FeaturedEntry[]>();
    expect(entries.map((e) => [e.displayOrder, e.product.name])).toEqual([
      [1, 'Featured A'],
      [2, 'Featured B'],
    ]);
    expect(entries[0]?.product.bulkDiscounts[0]).toMatchObject({ minQuantity: 3, discountedPrice: '9.00' });
  });
});

describe('GET /api/brands', () => {
  it('lists the brands by name', async () => {
    const res = await t.call('GET', '/api/brands');
    const names = res.json<{ name: string }[]>().map((b) => b.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
