import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/catalog';
import { insertProduct, repriceAsAdmin } from '../test/catalog-fixtures';
import { createTestApp, eventually, loginAsAdmin, type TestApp } from '../test/test-app';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('caches nothing until invalidations are live', () => {
    const cache = new ResponseCache(10);
    cache.set('/a', cache.generation, 'A');
    expect(cache.get('/a')).toBeUndefined();
    cache.setLive(true);
    cache.set('/a', cache.generation, 'A');
    expect(cache.get('/a')).toBe('A');
  });

  it('drops a response computed before a change that arrived while it was being computed', () => {
    const cache = new ResponseCache(10);
    cache.setLive(true);
    const readAt = cache.generation;
    cache.invalidate(); // the catalogue changed while the response was being built
    cache.set('/a', readAt, 'stale');
    expect(cache.get('/a')).toBeUndefined();
  });

  it('empties on a change or a lost connection, and stays bounded', () => {
    const cache = new ResponseCache(2);
    cache.setLive(true);
    for (const key of ['/a', '/b', '/c']) cache.set(key, cache.generation, key);
    expect(cache.size).toBe(2);
    expect(cache.get('/a')).toBeUndefined();
    cache.invalidate();
    expect(cache.size).toBe(0);
    cache.set('/b', cache.generation, 'B');
    cache.setLive(false);
    expect(cache.get('/b')).toBeUndefined();
  });
});

let first: TestApp;
let second: TestApp | undefined;
let productId: number;

beforeAll(async () => {
  first = await createTestApp();
  productId = await insertProduct(first.db, {
    name: 'Cached Product',
    category: 'orthopedic',
    price: '100.00',
  });
  // On a PostgreSQL server, a second process of the same shop shares the database.
  if (first.databaseUrl) second = await createTestApp({ shareDatabase: first.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await first.close();
});

const priceSeenBy = async (t: TestApp, cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/products?categorySlug=orthopedic',
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return { price: res.json<ProductListResponse>().products[0]?.price, hit: res.headers['x-cache'] === 'hit' };
};

describe('catalogue response cache', () => {
  it('serves a repeated catalogue read from memory', async () => {
    expect(await priceSeenBy(first)).toEqual({ price: '100.00', hit: false });
    expect(await priceSeenBy(first)).toEqual({ price: '100.00', hit: true });
  });

  it('never serves an admin from the cache', async () => {
    const admin = await loginAsAdmin(first.app);
    await priceSeenBy(first);
    expect((await priceSeenBy(first, admin)).hit).toBe(false);
  });

  it('shows a catalogue change at once, in every server process', async () => {
    const apps = [first, ...(second ? [second] : [])];
    for (const t of apps) {
      await priceSeenBy(t);
      expect(await priceSeenBy(t)).toEqual({ price: '100.00', hit: true });
    }
    // Any write, even one that bypasses the app, invalidates through the database trigger.
    await first.db.update(products).set({ price: '80.00' }).where(eq(products.id, productId));
    for (const t of apps) {
      await eventually(async () => (await priceSeenBy(t)).price === '80.00');
    }
  });

  it("shows an admin's price change at once where it was made, and on every other process", async () => {
    const apps = [first, ...(second ? [second] : [])];
    for (const t of apps) {
      await priceSeenBy(t);
      expect((await priceSeenBy(t)).hit).toBe(true);
    }
    const change = await repriceAsAdmin(first.app, productId, '75.50');
    expect(change.statusCode).toBe(200);
    // The writing process emptied its own cache before answering (decision 019).
    expect((await priceSeenBy(first)).price).toBe('75.50');
    if (second) {
      const other = second;
      await eventually(async () => (await priceSeenBy(other)).price === '75.50');
    }
  });

  it('does not cache the cart or error responses', async () => {
    await first.app.inject({ method: 'GET', url: '/api/products/999999' });
    const again = await first.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
    await first.app.inject({ method: 'GET', url: '/api/cart' });
    expect((await first.app.inject({ method: 'GET', url: '/api/cart' })).headers['x-cache']).toBeUndefined();
  });
});
