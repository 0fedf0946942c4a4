import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../test/catalog-fixtures';
import { createSignedInTestApp, type SignedInTestApp } from '../test/test-app';

let t: SignedInTestApp;
let productId: number;
beforeAll(async () => {
  t = await createSignedInTestApp({ doctor: 'registered' });
  productId = await insertProduct(t.db, { name: 'Cache Probe', category: 'orthopedic', price: '10.00' });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.call('GET', url, cookie);

describe('Cache-Control on API answers', () => {
  it.each(['/api/auth/user', '/api/cart', '/api/checkout/eligibility', '/api/orders'])(
    "a doctor's %s is never stored",
    async (url) => {
      const res = await get(url, t.doctor);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['/api/admin/pending-users', '/api/newsletter/subscriptions', '/api/products?limit=50'])(
    "an admin's %s is never stored",
    async (url) => {
      const res = await get(url, t.admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('guests and errors get no-store too: a 401, a write, an unknown API path', async () => {
    expect((await get('/api/auth/user')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/no-such-thing')).headers['cache-control']).toBe('no-store');
    const add = await t.call('POST', '/api/cart', undefined, { productId });
    expect(add.statusCode).toBe(201);
    expect(add.headers['cache-control']).toBe('no-store');
  });

  it("leaves the public catalogue reads' headers as they were, cached or not", async () => {
    for (const url of ['/api/products', `/api/products/${productId}`, '/api/categories', '/api/brands']) {
      for (const cookie of [undefined, t.doctor]) {
        const first = await get(url, cookie);
        const again = await get(url, cookie);
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBeUndefined();
        expect(again.headers['cache-control'], url).toBeUndefined();
      }
    }
  });
});
