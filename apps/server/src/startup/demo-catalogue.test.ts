import { GRADIENT_PRESETS } from '@shop/contract/carousel';
import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { isMoneyString } from '@shop/contract/money';
import { count, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client';
import * as catalog from '../db/schema/catalog';
import { CATEGORIES } from '../db/seed/reference-data';
import { seedReferenceData } from '../db/seed/seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoCatalogue } from './demo-catalogue';

let t: TestApp;
let allProducts: (typeof catalog.products.$inferSelect)[];
let allTiers: (typeof catalog.bulkDiscountTiers.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  allProducts = await t.db.select().from(catalog.products);
  allTiers = await t.db.select().from(catalog.bulkDiscountTiers);
});
afterAll(() => t.close());

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await t.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('demo catalogue', () => {
  it('has at least 45 products in every one of the five categories', async () => {
    expect(allProducts.length).toBeGreaterThanOrEqual(45);
    const slugById = new Map((await t.db.select().from(catalog.categories)).map((c) => [c.id, c.slug]));
    const perCategory = new Map<string, number>();
    for (const product of allProducts) {
      const slug = slugById.get(product.categoryId) ?? 'unknown';
      perCategory.set(slug, (perCategory.get(slug) ?? 0) + 1);
    }
    for (const { slug } of CATEGORIES) expect(perCategory.get(slug) ?? 0, slug).toBeGreaterThanOrEqual(5);
  });

  it('gives every product a valid description, price, tags, rating and unique name', () => {
    const names = new Set(allProducts.map((p) => p.name.toLowerCase()));
    expect(names.size).toBe(allProducts.length);
    for (const product of allProducts) {
      expect(product.name.length, product.name).toBeLessThanOrEqual(100);
      expect(product.description.length, product.name).toBeGreaterThanOrEqual(10);
      expect(product.description.length, product.name).toBeLessThanOrEqual(1000);
      expect(isMoneyString(product.price), product.price).toBe(true);
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
      if (product.originalPrice !== null) {
        expect(product.originalPrice).toMatch(/^\d+\.\d{2}$/);
        expect(Number(product.originalPrice), product.name).toBeGreaterThan(Number(product.price));
      }
      expect(product.tags.length, product.name).toBeGreaterThanOrEqual(3);
      expect(product.tags.length, product.name).toBeLessThanOrEqual(6);
      expect(Number(product.rating), product.name).toBeGreaterThanOrEqual(3.8);
      expect(Number(product.rating), product.name).toBeLessThanOrEqual(5);
    }
  });

  it('mixes original prices, bulk tiers, out-of-stock, featured and branded products', () => {
    const withOriginal = allProducts.filter((p) => p.originalPrice !== null).length;
    expect(withOriginal).toBeGreaterThanOrEqual(Math.floor(allProducts.length / 4));
    expect(withOriginal).toBeLessThan(allProducts.length / 2);
    expect(new Set(allTiers.map((tier) => tier.productId)).size).toBeGreaterThanOrEqual(15);
    expect(allProducts.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(5);
    expect(allProducts.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    expect(allProducts.filter((p) => p.brandId !== null).length).toBeGreaterThan(allProducts.length / 2);
    expect(allProducts.filter((p) => p.imageUrls.length > 0).length).toBeGreaterThanOrEqual(
      Math.floor(allProducts.length / 4),
    );
  });

  it('tracks its stock: realistic quantities, a few low, one at zero, toxins and fillers in lots that add up', async () => {
    const stock = await t.rawQuery<{
      name: string;
      slug: string;
      trackInventory: boolean;
      lotTracked: boolean;
      inStock: boolean;
      stockLeft: number | null;
      onHand: number | null;
      inLots: number | null;
      lots: number;
      ledger: number | null;
    }>(`select p.name, c.slug, p.track_inventory as "trackInventory", p.lot_tracked as "lotTracked",
        p.in_stock as "inStock", p.stock_left as "stockLeft", s.on_hand as "onHand",
        (select sum(l.on_hand)::int from stock_lots l where l.product_id = p.id) as "inLots",
        (select count(*)::int from stock_lots l where l.product_id = p.id and l.expiry_date > current_date) as lots,
        (select sum(m.quantity)::int from stock_movements m where m.product_id = p.id) as ledger
      from products p join categories c on c.id = p.category_id left join product_stock s on s.product_id = p.id`);
    const tracked = stock.filter((row) => row.trackInventory);
    expect(tracked.length).toBeGreaterThanOrEqual(stock.length - 6);
    expect(tracked.filter((row) => row.onHand === 0)).toHaveLength(1);
    expect(
      tracked.filter((row) => row.stockLeft !== null && row.stockLeft > 0).length,
    ).toBeGreaterThanOrEqual(3);
    for (const row of tracked) {
      expect(row.inStock, row.name).toBe((row.onHand ?? 0) > 0);
      expect(row.ledger ?? 0, row.name).toBe(row.onHand);
      const lotTracked = row.slug === 'botulinum-toxins' || row.slug === 'dermal-fillers';
      expect(row.lotTracked, row.name).toBe(lotTracked);
      if (lotTracked && (row.onHand ?? 0) > 0) {
        expect(row.inLots, row.name).toBe(row.onHand);
        expect(row.lots, row.name).toBeGreaterThanOrEqual(1);
      }
    }
    // Untracked products keep the admin's switch: out of stock by hand.
    expect(stock.filter((row) => !row.trackInventory).every((row) => !row.inStock)).toBe(true);
  });

  it('ships its 2–8 °C products refrigerated and zero-rates its IUDs, the rest standard', () => {
    const flagged = (test: (product: (typeof allProducts)[number]) => boolean) =>
      allProducts
        .filter(test)
        .map((product) => product.name)
        .sort();
    const coldChain = flagged((product) => product.coldChain);
    expect(coldChain).toEqual(
      expect.arrayContaining(['Botox Cosmetic 100 Units', 'Humira 40 mg/0.4 mL Pen, 2 Pens']),
    );
    // Kept at room temperature, or at either: not cold chain.
    expect(coldChain).not.toContain('Xeomin 100 Units');
    expect(coldChain).not.toContain('Juvéderm Voluma XC 2 × 1 mL');
    expect(coldChain.length).toBeGreaterThanOrEqual(10);
    expect(flagged((product) => product.taxClass === 'zero')).toEqual([
      'Kyleena 19.5 mg IUD',
      'Mirena 52 mg IUD',
      'Skyla 13.5 mg IUD',
    ]);
    expect(flagged((product) => product.taxClass === 'exempt')).toEqual([]);
  });

  it('keeps every bulk tier consistent: 2–3 per product, min ≤ max, discount 0–100', () => {
    const tiersByProduct = new Map<number, typeof allTiers>();
    for (const tier of allTiers) {
      tiersByProduct.set(tier.productId, [...(tiersByProduct.get(tier.productId) ?? []), tier]);
    }
    for (const [productId, tiers] of tiersByProduct) {
      expect(tiers.length, `product ${productId}`).toBeGreaterThanOrEqual(2);
      expect(tiers.length, `product ${productId}`).toBeLessThanOrEqual(3);
      for (const tier of tiers) {
        expect(tier.minQuantity).toBeGreaterThanOrEqual(1);
        if (tier.maxQuantity !== null) expect(tier.minQuantity).toBeLessThanOrEqual(tier.maxQuantity);
        expect(Number(tier.discountPercentage)).toBeGreaterThan(0);
        expect(Number(tier.discountPercentage)).toBeLessThanOrEqual(100);
      }
    }
  });

  it('has four hero items, one inactive, each with every field filled in', async () => {
    const items = await t.db.select().from(catalog.heroCarouselItems);
    expect(items).toHaveLength(4);
    expect(items.filter((item) => !item.isActive)).toHaveLength(1);
    const presetValues: string[] = GRADIENT_PRESETS.map((preset) => preset.value);
    for (const item of items) {
      expect(item.subtitle).toBeTruthy();
      expect(item.ctaText).toBeTruthy();
      expect(item.badgeText).toBeTruthy();
      expect(item.imageUrl).toMatch(/^\/images\//);
      expect(presetValues).toContain(item.backgroundGradient);
      expect(item.textColor).toMatch(/^#[0-9a-f]{6}$/i);
      expect(item.badgeColor).toMatch(/^#[0-9a-f]{6}$/i);
      expect(item.displayDuration % 500).toBe(0);
      const original = Number(item.originalPrice);
      const expected = Math.round(((original - Number(item.price)) / original) * 100);
      expect(item.discountPercentage).toBe(expected);
      expect(item.discount).toBe(`Save ${expected}%`);
    }
  });

  it("links each hero item to its product or category, and the product's slide shows the product's price", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/carousel' });
    const items = res.json<HeroCarouselItem[]>();
    const links = new Map(items.map((item) => [item.title, item.link]));
    const botox = items.find((item) => item.link?.kind === 'product');
    const product = allProducts.find((p) => p.name === 'Botox Cosmetic 100 Units');
    expect(botox?.link).toEqual({
      kind: 'product',
      productId: product?.id,
      name: 'Botox Cosmetic 100 Units',
      href: `/product/${product?.id}`,
    });
    expect(botox?.price).toBe(product?.price);
    expect(links.get('The Juvéderm® Collection')).toMatchObject({
      kind: 'category',
      href: '/category/dermal-fillers',
    });
    expect(links.get('Single-injection viscosupplements')).toMatchObject({ href: '/category/orthopedic' });
    const stored = await t.db.select().from(catalog.heroCarouselItems);
    for (const item of stored) expect(item.linkProductId ?? item.linkCategoryId, item.title).not.toBeNull();
  });

  it('has eight featured entries in display order, all featured products', async () => {
    const entries = await t.db.select().from(catalog.featuredCarouselEntries);
    expect(entries).toHaveLength(8);
    expect(entries.map((e) => e.displayOrder).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const featured = new Set(allProducts.filter((p) => p.featured).map((p) => p.id));
    for (const entry of entries) expect(featured.has(entry.productId)).toBe(true);
  });

  it('serves every image it refers to as a WebP of the expected size', async () => {
    const categoryIcons = (await t.db.select().from(catalog.categories)).map((c) => c.icon);
    const brandLogos = (await t.db.select().from(catalog.brands)).map((b) => b.imageUrl);
    const heroImages = (await t.db.select().from(catalog.heroCarouselItems)).map((h) => h.imageUrl);
    const productImages = allProducts.flatMap((p) => [p.imageUrl, ...p.imageUrls]);
    const expectedSize = (url: string) => {
      if (categoryIcons.includes(url)) return { width: 256, height: 256 };
      if (brandLogos.includes(url)) return { width: 480, height: 240 };
      if (heroImages.includes(url)) return { width: 1200, height: 800 };
      return { width: 800, height: 800 };
    };
    const urls = [...categoryIcons, ...brandLogos, ...heroImages, ...productImages];
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/[0-9a-f-]{36}$/);
      if (!url) continue;
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const { format, width, height } = await sharp(res.rawPayload).metadata();
      expect({ format, width, height }, url).toEqual({ format: 'webp', ...expectedSize(url) });
    }
  });

  it('adds nothing and changes no table when run again', async () => {
    const before = await rowCounts();
    expect(before.products).toBe(allProducts.length);
    expect(await seedDemoCatalogue(t.db)).toBe(0);
    expect(await rowCounts()).toEqual(before);
  });

  it("writes nothing on a process's next start: the catalogue and search versions stay, so caches stay warm", async () => {
    const versions = () =>
      t.rawQuery<{ catalogue: string; search: string }>(
        `select (select version from catalogue_version)::text as catalogue,
                (select version from search_version)::text as search`,
      );
    const before = await versions();
    await seedReferenceData(t.db);
    expect(await seedDemoCatalogue(t.db)).toBe(0);
    expect(await versions()).toEqual(before);
  });

  it('keeps an image an admin chose for a category or brand', async () => {
    await t.db.update(catalog.categories).set({ icon: '/images/admin-choice' });
    await t.db.update(catalog.brands).set({ imageUrl: null });
    await seedDemoCatalogue(t.db);
    const icons = (await t.db.select().from(catalog.categories)).map((c) => c.icon);
    expect(new Set(icons)).toEqual(new Set(['/images/admin-choice']));
    const logos = (await t.db.select().from(catalog.brands)).map((b) => b.imageUrl);
    for (const logo of logos) expect(logo).toMatch(/^\/images\/[0-9a-f-]{36}$/);
  });
});
