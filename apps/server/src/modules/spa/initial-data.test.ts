import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { describe, expect, it } from 'vitest';
import { insertProductRange, testAppWithProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitOrder } from '../../test/order-fixtures';
import { captureLog, createTestApp, loginAsAdmin } from '../../test/test-app';

const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>__SHOP_NAME__</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
);

const EVIL_NAME = 'Knee brace </script><script>alert(1)</script> $& $` <!--';

const { lines: logLines, stream: logStream } = captureLog();

const { t, ids } = testAppWithProducts(
  () => createTestApp({ env: { WEB_DIST_DIR: dist, LOG_LEVEL: 'info' }, logStream }),
  [
    { name: 'Alpha hyaluronic filler', category: 'dermal-fillers', price: '120.00' },
    { name: 'Beta knee support', category: 'orthopedic', price: '45.00' },
    { name: EVIL_NAME, category: 'orthopedic', price: '30.00', inStock: false },
  ],
);

type InitialData = { url: string; responses: Record<string, unknown> };

function initialDataOf(html: string): InitialData | undefined {
  const match = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as InitialData);
}

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const api = async (url: string, cookie?: string) => (await page(url, cookie)).json<unknown>();

describe('the page answers its screen’s first reads', () => {
  it('/products carries the categories and the listing exactly as the API answers them', async () => {
    const res = await page('/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const data = initialDataOf(res.body);
    expect(data?.url).toBe('/products');
    expect(Object.keys(data?.responses ?? {})).toEqual([
      '/api/auth/user',
      '/api/cart',
      '/api/categories',
      '/api/products?page=1',
    ]);
    // The account read answers 401 for a guest, which the app keeps as null.
    expect(data?.responses['/api/auth/user']).toBeNull();
    // A visitor without a session has an empty cart.
    expect(data?.responses['/api/cart']).toEqual([]);
    expect(data?.responses['/api/products?page=1']).toEqual(await api('/api/products?page=1'));
    expect(data?.responses['/api/categories']).toEqual(await api('/api/categories'));
  });

  it('reads the listing from the URL the way the screen does (filters, sort, page)', async () => {
    const res = await page('/products?search=%20knee%20&sort=price_asc&minPrice=0&maxPrice=100&view=grid');
    const data = initialDataOf(res.body);
    const path = '/api/products?maxPrice=100&page=1&search=knee&sort=price_asc';
    expect(Object.keys(data?.responses ?? {})).toContain(path);
    const listing = data?.responses[path] as { products: { name: string }[]; totalCount: number };
    expect(listing.products.map((p) => p.name)).toEqual([EVIL_NAME, 'Beta knee support']);
    expect(listing).toEqual(await api(path));
  });

  it('preloads the first card’s image as the variant the grid picks, not in the list view', async () => {
    const grid = await page('/products');
    expect(grid.body).toContain(
      '<link rel="preload" as="image" href="/images/placeholder.webp?w=480" imagesrcset="/images/placeholder.webp?w=320 320w, /images/placeholder.webp?w=480 480w, /images/placeholder.webp?w=640 640w, /images/placeholder.webp?w=960 960w" imagesizes="(min-width: 1280px) 300px, (min-width: 1024px) 340px, (min-width: 480px) 50vw, 100vw" fetchpriority="high"></head>',
    );
    const list = await page('/products?view=list');
    expect(list.body).not.toContain('rel="preload"');
    expect(initialDataOf(list.body)?.responses).toHaveProperty(['/api/products?page=1']);
  });

  it('gives an admin the admin’s listing (page size 50, isAdmin), read with their own session', async () => {
    // 55 products in all: more than an admin's page, so any other page size shows.
    const added = await insertProductRange(t.db, 52, {
      category: 'weightloss-gynecology',
      prefix: 'Page Filler',
    });
    try {
      const cookie = await loginAsAdmin(t.app);
      const data = initialDataOf((await page('/products', cookie)).body);
      const adminListing = data?.responses['/api/products?page=1'] as { products: unknown[] };
      expect(adminListing).toMatchObject({ isAdmin: true, currentPage: 1, totalCount: 55, totalPages: 2 });
      expect(adminListing.products).toHaveLength(50);
      expect(data?.responses['/api/auth/user']).toEqual(await api('/api/auth/user', cookie));

      const guestListing = initialDataOf((await page('/products')).body)?.responses[
        '/api/products?page=1'
      ] as {
        products: unknown[];
      };
      expect(guestListing).toMatchObject({ isAdmin: false, currentPage: 1, totalCount: 55, totalPages: 4 });
      expect(guestListing.products).toHaveLength(15);
    } finally {
      await t.rawQuery(`delete from products where id in (${added.join(',')})`);
    }
  });

  it('/product/{id} carries the product and its related products; an unknown product is a 404 carrying only the account', async () => {
    const id = ids['Beta knee support'];
    const found = await page(`/product/${id}`);
    expect(found.statusCode).toBe(200);
    const product = (await api(`/api/products/${id}`)) as { categoryId: number };
    const related = `/api/products?categoryId=${product.categoryId}&exclude=${id}&limit=4`;
    expect(initialDataOf(found.body)?.responses).toEqual({
      '/api/auth/user': null,
      '/api/cart': [],
      [`/api/products/${id}`]: product,
      [related]: await api(related),
    });
    expect(
      (initialDataOf(found.body)?.responses[related] as { products: { name: string }[] }).products,
    ).toEqual([expect.objectContaining({ name: EVIL_NAME })]);
    const missing = await page('/product/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-cache');
    expect(initialDataOf(missing.body)?.responses).toEqual({ '/api/auth/user': null, '/api/cart': [] });
    expect(missing.body).not.toContain('rel="preload"');
    // A HEAD asks the product too, so a monitor gets the same status.
    expect((await t.call('HEAD', '/product/999999')).statusCode).toBe(404);
    expect((await t.call('HEAD', `/product/${id}`)).statusCode).toBe(200);
  });

  it('/category/{slug} carries the category and its listing; an unknown category is a 404 with its empty listing', async () => {
    const found = await page('/category/orthopedic?sort=name&inStock=true');
    expect(found.statusCode).toBe(200);
    const data = initialDataOf(found.body);
    expect(Object.keys(data?.responses ?? {})).toEqual([
      '/api/auth/user',
      '/api/cart',
      '/api/categories/orthopedic',
      '/api/products?categorySlug=orthopedic&page=1&sort=name',
    ]);
    expect(data?.responses['/api/categories/orthopedic']).toMatchObject({ slug: 'orthopedic', itemCount: 2 });
    const missing = await page('/category/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(initialDataOf(missing.body)?.responses ?? {})).toEqual([
      '/api/auth/user',
      '/api/cart',
      '/api/products?categorySlug=no-such-thing&page=1',
    ]);
    // No slug is longer than the router's parameter limit (app.ts): the category read is a 404 too.
    expect((await page(`/category/${'x'.repeat(101)}`)).statusCode).toBe(404);
  });

  it('home carries the hero and featured carousels and the categories', async () => {
    const data = initialDataOf((await page('/')).body);
    expect(Object.keys(data?.responses ?? {})).toEqual([
      '/api/auth/user',
      '/api/cart',
      '/api/carousel',
      '/api/featured-carousel',
      '/api/categories',
    ]);
  });

  it('other screens carry only the account and the cart, the not-found page too', async () => {
    const cookie = await loginAsAdmin(t.app);
    for (const url of ['/login', '/admin', '/some/unknown/page', '/orders/abc']) {
      expect(initialDataOf((await page(url)).body)?.responses).toEqual({
        '/api/auth/user': null,
        '/api/cart': [],
      });
      expect(initialDataOf((await page(url, cookie)).body)?.responses).toEqual({
        '/api/auth/user': await api('/api/auth/user', cookie),
        '/api/cart': await api('/api/cart', cookie),
      });
    }
  });

  it("carries the visitor's own cart, read with their session", async () => {
    const doctor = await doctorSession(t.db);
    const added = await t.call('POST', '/api/cart', doctor.cookie, {
      productId: ids['Beta knee support'],
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(201);
    const cart = initialDataOf((await page('/faq', doctor.cookie)).body)?.responses['/api/cart'];
    expect(cart).toEqual(await api('/api/cart', doctor.cookie));
    expect(cart).toMatchObject([{ productId: ids['Beta knee support'], quantity: 2 }]);
  });

  it("/checkout and /orders carry a doctor's eligibility and order page; a guest's 401s are left out", async () => {
    const doctor = await doctorSession(t.db);
    const checkout = initialDataOf((await page('/checkout', doctor.cookie)).body);
    expect(checkout?.responses['/api/checkout/eligibility']).toEqual({ eligible: true });
    const orders = initialDataOf((await page('/orders?page=2', doctor.cookie)).body);
    expect(orders?.responses['/api/orders?page=2']).toEqual(await api('/api/orders?page=2', doctor.cookie));
    for (const url of ['/checkout', '/orders', '/account']) {
      expect(initialDataOf((await page(url)).body)?.responses).toEqual({
        '/api/auth/user': null,
        '/api/cart': [],
      });
    }
  });

  it("an order's page and its confirmation carry the order for a member of its practice, and for no one else", async () => {
    const doctor = await doctorSession(t.db);
    const placed = await submitOrder(t.app, doctor.cookie, [
      { productId: ids['Beta knee support']!, quantity: 1 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json<SubmitOrderResponse>().order;
    const path = `/api/orders/${id}`;
    for (const url of [`/orders/${id}`, `/orders/${id}/placed`]) {
      const data = initialDataOf((await page(url, doctor.cookie)).body);
      expect(data?.responses[path]).toEqual(await api(path, doctor.cookie));
      // Another clinic's doctor and a guest: their 404 and 401 are left out, and the page stays a 200.
      const stranger = await page(url, (await doctorSession(t.db)).cookie);
      expect(stranger.statusCode).toBe(200);
      expect(initialDataOf(stranger.body)?.responses).not.toHaveProperty([path]);
      expect(initialDataOf((await page(url)).body)?.responses).not.toHaveProperty([path]);
    }
    // The checkout carries the practice, which says whether a PO number is asked.
    const checkout = initialDataOf((await page('/checkout', doctor.cookie)).body);
    expect(checkout?.responses['/api/practice']).toEqual(await api('/api/practice', doctor.cookie));
  });

  it("/account carries the doctor's details and address book", async () => {
    const doctor = await doctorSession(t.db);
    const account = initialDataOf((await page('/account', doctor.cookie)).body);
    expect(account?.responses['/api/account']).toEqual(await api('/api/account', doctor.cookie));
    expect(account?.responses['/api/account/addresses']).toEqual(
      await api('/api/account/addresses', doctor.cookie),
    );
  });

  it('keeps data that looks like markup or a replacement pattern as data', async () => {
    const res = await page('/products?sort=price_asc');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--');
    const listing = initialDataOf(res.body)?.responses['/api/products?page=1&sort=price_asc'] as {
      products: { name: string }[];
    };
    expect(listing.products[0]?.name).toBe(EVIL_NAME);
  });

  it('keeps a first visit’s page whole until the catalogue changes, and never for a visitor with a cookie', async () => {
    const url = `/product/${ids['Alpha hyaluronic filler']}`;
    const first = await page(url);
    const again = await page(url);
    expect(again.body).toBe(first.body);
    expect(t.app.guestPageCache.get(url)?.html).toBe(first.body);

    // A price change (any process's: the database notifies every one) makes the next page new.
    const admin = await loginAsAdmin(t.app);
    const changed = await t.call(
      'PATCH',
      `/api/admin/products/${ids['Alpha hyaluronic filler']}/price`,
      admin,
      {
        price: '133.00',
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = initialDataOf((await page(url)).body)?.responses[
      `/api/products/${ids['Alpha hyaluronic filler']}`
    ];
    expect(fresh).toMatchObject({ price: '133.00' });

    // The admin's own page is made for the admin, and kept for nobody.
    const adminPage = await page('/products?sort=name', admin);
    expect(
      (initialDataOf(adminPage.body)?.responses['/api/products?page=1&sort=name'] as { isAdmin: boolean })
        .isAdmin,
    ).toBe(true);
    expect(t.app.guestPageCache.get('/products?sort=name')).toBeUndefined();
  });

  it('compresses the page like any other response', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(initialDataOf(html)?.url).toBe('/products');
  });

  it('logs a page as one request, its own reads left out; a forged page-read header changes nothing', async () => {
    logLines.length = 0;
    await page('/products');
    const urls = logLines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => entry.req?.url);
    expect(urls).toEqual(['/products']);

    logLines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/categories', headers: { 'x-shop-page-read': 'guess' } });
    expect(logLines.join('')).toContain('"url":"/api/categories"');
  });
});
