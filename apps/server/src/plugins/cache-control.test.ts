import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../test/catalog-fixtures';
import { createTestApp, login, loginAsAdmin, registerDoctor, type TestApp } from '../test/test-app';

let t: TestApp;
let doctor: string;
let admin: string;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ 'Cache Probe': productId = 0 } = await insertProducts(t.db, [
    { name: 'Cache Probe', category: 'orthopedic', price: '10.00' },
  ]));
  const account = await registerDoctor(t.app);
  doctor = await login(t.app, account.email, account.password);
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

describe('Cache-Control on API answers', () => {
  it.each(['/api/auth/user', '/api/cart', '/api/checkout/eligibility', '/api/orders'])(
    "a doctor's %s is never stored",
    async (url) => {
      const res = await get(url, doctor);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['/api/admin/pending-users', '/api/newsletter/subscriptions', '/api/products?limit=50'])(
    "an admin's %s is never stored",
    async (url) => {
      const res = await get(url, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('guests and errors get no-store too: a 401, a write, an unknown API path', async () => {
    expect((await get('/api/auth/user')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/no-such-thing')).headers['cache-control']).toBe('no-store');
    const add = await t.app.inject({ method: 'POST', url: '/api/cart', payload: { productId } });
    expect(add.statusCode).toBe(201);
    expect(add.headers['cache-control']).toBe('no-store');
  });

  it("leaves the public catalogue reads' headers as they were, cached or not", async () => {
    for (const url of ['/api/products', `/api/products/${productId}`, '/api/categories', '/api/brands']) {
      for (const cookie of [undefined, doctor]) {
        const first = await get(url, cookie);
        const again = await get(url, cookie);
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBeUndefined();
        expect(again.headers['cache-control'], url).toBeUndefined();
      }
    }
  });
});
