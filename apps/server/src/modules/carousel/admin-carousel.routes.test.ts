import { randomUUID } from 'node:crypto';
import { CarouselItemInput } from '@shop/contract/admin-carousel-schemas';
import { GRADIENT_PRESETS } from '@shop/contract/carousel';
import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heroCarouselItems } from '../../db/schema/catalog';
import { auditLog, storedImages } from '../../db/schema/system';
import { categoryId, insertProduct } from '../../test/catalog-fixtures';
import { createSignedInTestApp, type Method, type SignedInTestApp } from '../../test/test-app';

const MB = 1024 * 1024;

let t: SignedInTestApp;

beforeAll(async () => {
  t = await createSignedInTestApp({ doctor: 'registered' });
});
afterAll(() => t.close());

const required = { title: 'Spring offer', description: 'Fillers at spring prices', price: '199.00' };

/** An admin's call, or with `cookie` another's ('' for a guest). */
const send = (method: Method, url: string, payload?: object, cookie = t.admin) =>
  t.call(method, url, cookie, payload);

async function create(body: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/carousel', { ...required, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<HeroCarouselItem>();
}

/** What a guest's home page gets (through the response cache). */
async function publicItems() {
  const res = await t.call('GET', '/api/carousel');
  expect(res.statusCode).toBe(200);
  return res.json<HeroCarouselItem[]>();
}

async function adminItems() {
  const res = await t.call('GET', '/api/carousel', t.admin);
  return res.json<HeroCarouselItem[]>();
}

async function row(id: number) {
  const [found] = await t.db.select().from(heroCarouselItems).where(eq(heroCarouselItems.id, id));
  return found;
}

async function rowCount() {
  const [result] = await t.db.select({ n: count() }).from(heroCarouselItems);
  return result?.n ?? 0;
}

async function auditEntries(action: string, id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));
}

/** The field errors of a refused create (400) and that nothing was stored. */
async function refusedCreate(body: Record<string, unknown>) {
  const before = await rowCount();
  const res = await send('POST', '/api/carousel', body);
  expect(res.statusCode, res.body).toBe(400);
  expect(await rowCount()).toBe(before);
  return res.json<ApiErrorBody>().fieldErrors ?? {};
}

const dataUrl = (type: string, bytes: Buffer | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe('who may change the carousel', () => {
  it('answers 401 to a guest and 403 to a doctor on every call, before reading even an oversized body', async () => {
    const item = await create();
    const huge = { ...required, imageUrl: dataUrl('image/png', Buffer.alloc(8 * MB)) };
    const calls = [
      ['POST', '/api/carousel', required],
      ['POST', '/api/carousel', huge],
      ['PATCH', `/api/carousel/${item.id}`, { isActive: false }],
      ['PATCH', `/api/carousel/${item.id}`, huge],
      ['DELETE', `/api/carousel/${item.id}`, undefined],
      ['PUT', '/api/carousel/order', { itemIds: [item.id] }],
    ] as const;
    const before = await rowCount();
    for (const [method, url, body] of calls) {
      const guest = await send(method, url, body, '');
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      const asDoctor = await send(method, url, body, t.doctor);
      expect(asDoctor.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await rowCount()).toBe(before);
    expect(await row(item.id)).toMatchObject({ isActive: true, title: required.title });
    // Four 11 MB JSON bodies written and sent: more than the default 30 s on a busy two-core machine.
  }, 120_000);
});

describe('POST /api/carousel', () => {
  it('creates an item with the documented defaults, in one transaction with its audit entry', async () => {
    const item = await create();
    // The contract's own test pins each default; the item is what the contract makes of the body.
    expect(item).toEqual({ id: expect.any(Number) as number, ...CarouselItemInput.parse(required) });
    expect(item).toMatchObject({ price: '199.00', discountPercentage: 0, isActive: true, link: null });
    expect(await row(item.id)).toMatchObject({ price: '199.00', isActive: true, displayDuration: 5000 });
    const [entry] = await auditEntries('carousel.create', item.id);
    expect(entry?.details).toMatchObject({ item: { title: 'Spring offer' } });
  });

  it('stores every field as sent, normalized: trimmed text, "129.50" prices, #rrggbb colours', async () => {
    const item = await create({
      title: '  Summer sale  ',
      subtitle: 'Limited time',
      description: 'Two lines\nof description',
      price: 129.5,
      originalPrice: '159',
      discount: 'Save 22%',
      discountPercentage: 22,
      imageUrl: 'https://cdn.example/hero.png',
      backgroundGradient: GRADIENT_PRESETS[2].value,
      textColor: '#1E293B',
      onSale: true,
      badgeText: 'NEW',
      badgeColor: '#0A0',
      animationType: 'slide',
      displayDuration: 7500,
      ctaText: 'Shop fillers',
      isActive: false,
      sortOrder: 4,
    });
    expect(item).toMatchObject({
      title: 'Summer sale',
      subtitle: 'Limited time',
      description: 'Two lines\nof description',
      price: '129.50',
      originalPrice: '159.00',
      discount: 'Save 22%',
      discountPercentage: 22,
      imageUrl: 'https://cdn.example/hero.png',
      backgroundGradient: 'linear-gradient(135deg, #ff7e5f 0%, #feb47b 100%)',
      textColor: '#1e293b',
      onSale: true,
      badgeText: 'NEW',
      badgeColor: '#00aa00',
      animationType: 'slide',
      displayDuration: 7500,
      ctaText: 'Shop fillers',
      isActive: false,
      sortOrder: 4,
    });
    expect(await row(item.id)).toMatchObject({ badgeColor: '#00aa00', originalPrice: '159.00' });
  });

  it('requires title, description and price, with the form’s messages', async () => {
    expect(await refusedCreate({})).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      price: ['Price is required'],
    });
    expect(await refusedCreate({ title: '   ', description: ' ', price: ' ' })).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      price: ['Price is required'],
    });
  });

  it('takes prices with at most two decimals, above 0, and an original price above the price', async () => {
    expect(await refusedCreate({ ...required, price: '19.999' })).toEqual({
      price: ['Price must be a number with up to two decimals'],
    });
    expect(await refusedCreate({ ...required, price: '1e3' })).toEqual({
      price: ['Price must be a number with up to two decimals'],
    });
    expect(await refusedCreate({ ...required, price: '0' })).toEqual({
      price: ['Price must be greater than 0'],
    });
    expect(await refusedCreate({ ...required, price: -5 })).toEqual({
      price: ['Price must be greater than 0'],
    });
    expect(await refusedCreate({ ...required, originalPrice: '250.123' })).toEqual({
      originalPrice: ['Original price must be a number with up to two decimals'],
    });
    expect(await refusedCreate({ ...required, originalPrice: '199.00' })).toEqual({
      originalPrice: ['Original price must be higher than the price'],
    });
    expect((await create({ price: '0.01', originalPrice: '' })).originalPrice).toBeNull();
  });

  it('takes discountPercentage as a whole number 0–100', async () => {
    const message = 'Discount percentage must be a whole number from 0 to 100';
    for (const value of [-1, 101, 12.5, '20', null]) {
      expect(await refusedCreate({ ...required, discountPercentage: value })).toEqual({
        discountPercentage: [message],
      });
    }
    expect((await create({ discountPercentage: 0 })).discountPercentage).toBe(0);
    expect((await create({ discountPercentage: 100 })).discountPercentage).toBe(100);
  });

  it('takes displayDuration 1000–10000 ms in steps of 500', async () => {
    const message = 'Display duration must be 1000 to 10000 ms, in steps of 500';
    for (const value of [500, 999, 10_500, 1250, 5000.5, '5000']) {
      expect(await refusedCreate({ ...required, displayDuration: value })).toEqual({
        displayDuration: [message],
      });
    }
    for (const value of [1000, 1500, 10_000]) {
      expect((await create({ displayDuration: value })).displayDuration).toBe(value);
    }
  });

  it('takes the four animation types only', async () => {
    expect(await refusedCreate({ ...required, animationType: 'spin' })).toEqual({
      animationType: ['Animation must be fade, slide, zoom or none'],
    });
    for (const animationType of ['fade', 'slide', 'zoom', 'none']) {
      expect((await create({ animationType })).animationType).toBe(animationType);
    }
  });

  it('takes hex colours only', async () => {
    for (const value of ['red', '#12345', '#gggggg', 'rgb(0,0,0)', '']) {
      expect(await refusedCreate({ ...required, textColor: value, badgeColor: value })).toEqual({
        textColor: ['Text color must be a hex color such as #ffffff'],
        badgeColor: ['Badge color must be a hex color such as #ffffff'],
      });
    }
  });

  it('takes the six presets and custom gradients, and refuses anything that is not only a gradient', async () => {
    expect(GRADIENT_PRESETS.map((preset) => preset.name)).toEqual([
      'Blue Purple',
      'Ocean',
      'Sunset',
      'Green Mint',
      'Medical Blue',
      'Purple Pink',
    ]);
    for (const preset of GRADIENT_PRESETS) {
      expect((await create({ backgroundGradient: preset.value })).backgroundGradient).toBe(preset.value);
    }
    for (const custom of [
      'radial-gradient(circle at top left, rgb(255 0 0 / 0.5), transparent 60%)',
      'linear-gradient(to right, #000 0%, hsl(210 50% 40%) 100%), conic-gradient(from 90deg, red, blue)',
      'repeating-linear-gradient(45deg, #fff 0 10px, #eee 10px 20px)',
    ]) {
      expect((await create({ backgroundGradient: custom })).backgroundGradient).toBe(custom);
    }
    const message =
      'Background must be a CSS gradient such as linear-gradient(135deg, #667eea 0%, #764ba2 100%), with nothing else';
    for (const hostile of [
      'url(https://evil.example/x.png)',
      'linear-gradient(red, blue), url(https://evil.example/track.gif)',
      'linear-gradient(red, url(x))',
      'linear-gradient(red, blue); position: fixed',
      'linear-gradient(red, blue)}body{display:none',
      'linear-gradient(red, blue) { }',
      'image-set("x.png" 1x)',
      'linear-gradient(var(--x), blue)',
      'linear-gradient(red, blue) !important',
      'linear-gradient(red /* x */, blue)',
      'linear-gradient(red, blue) red',
      'expression(alert(1))',
      'red',
      'linear-gradient(red, blue',
      `linear-gradient(${'#fff, '.repeat(100)}#000)`,
    ]) {
      expect(await refusedCreate({ ...required, backgroundGradient: hostile }), hostile).toEqual({
        backgroundGradient: [message],
      });
    }
    expect((await create({ backgroundGradient: '  ' })).backgroundGradient).toBeNull();
  });

  it('takes an https URL or a stored image as the image, and nothing else', async () => {
    const message =
      'Use an image address starting with https://, an image uploaded to the shop, or choose an image file';
    for (const value of ['http://cdn.example/a.png', 'javascript:alert(1)', 'cdn.example/a.png', 42]) {
      expect(await refusedCreate({ ...required, imageUrl: value })).toEqual({ imageUrl: [message] });
    }
    const missing = await send('POST', '/api/carousel', { ...required, imageUrl: `/images/${randomUUID()}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().fieldErrors).toEqual({
      imageUrl: ['This image is not stored in the shop'],
    });
  });

  it('stores an embedded image and keeps only its /images/ URL; refuses what is not an image', async () => {
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const [before] = await t.db.select({ n: count() }).from(storedImages);
    const item = await create({ imageUrl: dataUrl('image/png', png) });
    expect(item.imageUrl).toMatch(/^\/images\/[0-9a-f-]{36}$/);
    expect((await row(item.id))?.imageUrl).toBe(item.imageUrl);
    const [after] = await t.db.select({ n: count() }).from(storedImages);
    expect(after?.n).toBe((before?.n ?? 0) + 1);
    const served = await t.call('GET', item.imageUrl ?? '');
    expect(served.statusCode).toBe(200);

    const rows = await rowCount();
    const svg = await send('POST', '/api/carousel', {
      ...required,
      imageUrl: dataUrl('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    });
    expect(svg.statusCode).toBe(415);
    const tooLarge = await send('POST', '/api/carousel', {
      ...required,
      imageUrl: dataUrl('image/png', Buffer.alloc(6 * MB)),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(await rowCount()).toBe(rows);
  });

  it('refuses unknown fields and wrong types', async () => {
    expect(await refusedCreate({ ...required, colour: 'red' })).toEqual({ colour: ['Unknown field'] });
    expect(await refusedCreate({ ...required, isActive: 'yes', sortOrder: -1 })).toEqual({
      isActive: ['Active must be on or off'],
      sortOrder: ['Sort order must be a whole number from 0 to 100000'],
    });
    expect(await refusedCreate({ ...required, title: 'Line\nbreak' })).toEqual({
      title: ['Title cannot contain line breaks or control characters'],
    });
  });
});

describe('PATCH /api/carousel/{id}', () => {
  it('changes the fields sent and keeps the rest, with an audit entry of what changed', async () => {
    const item = await create({ subtitle: 'Kept', badgeText: 'HOT', imageUrl: 'https://cdn.example/a.png' });
    const res = await send('PATCH', `/api/carousel/${item.id}`, {
      title: 'Renamed',
      animationType: 'zoom',
      badgeText: '',
      imageUrl: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<HeroCarouselItem>()).toEqual({
      ...item,
      title: 'Renamed',
      animationType: 'zoom',
      badgeText: null,
      imageUrl: null,
    });
    const [entry] = await auditEntries('carousel.update', item.id);
    expect(entry?.details).toEqual({
      changes: {
        title: { before: 'Spring offer', after: 'Renamed' },
        animationType: { before: 'fade', after: 'zoom' },
        badgeText: { before: 'HOT', after: null },
        imageUrl: { before: 'https://cdn.example/a.png', after: null },
      },
    });
  });

  it('checks each field like a create, and refuses an empty change or an unknown id', async () => {
    const item = await create();
    const patch = (body: object) => send('PATCH', `/api/carousel/${item.id}`, body);
    const bad = await patch({ title: '', displayDuration: 1200, backgroundGradient: 'url(x)' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<ApiErrorBody>().fieldErrors ?? {}).sort()).toEqual([
      'backgroundGradient',
      'displayDuration',
      'title',
    ]);
    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().message).toBe('Send at least one field to change');
    expect(await row(item.id)).toMatchObject({ title: required.title, displayDuration: 5000 });

    const unknown = await send('PATCH', '/api/carousel/999999', { isActive: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>()).toEqual({ message: 'Carousel item not found', code: 'NOT_FOUND' });
    expect((await send('PATCH', '/api/carousel/abc', { isActive: false })).statusCode).toBe(400);
  });

  it('keeps the original price above the price, whichever of the two is sent', async () => {
    const item = await create({ price: '100.00', originalPrice: '150.00' });
    const raised = await send('PATCH', `/api/carousel/${item.id}`, { price: '150.00' });
    expect(raised.statusCode).toBe(400);
    expect(raised.json<ApiErrorBody>().fieldErrors).toEqual({
      price: ['Original price must be higher than the price'],
    });
    const lowered = await send('PATCH', `/api/carousel/${item.id}`, { originalPrice: '90' });
    expect(lowered.json<ApiErrorBody>().fieldErrors).toEqual({
      originalPrice: ['Original price must be higher than the price'],
    });
    expect(await row(item.id)).toMatchObject({ price: '100.00', originalPrice: '150.00' });
    const cleared = await send('PATCH', `/api/carousel/${item.id}`, { price: '150.00', originalPrice: null });
    expect(cleared.json<HeroCarouselItem>()).toMatchObject({ price: '150.00', originalPrice: null });
  });

  it('hides a deactivated item from shoppers at once (despite the response cache) but not from the admin', async () => {
    const item = await create({ title: 'Toggle me' });
    expect((await publicItems()).map((i) => i.id)).toContain(item.id);
    // The guests' answer comes from the response cache (decision 007) once the create's own
    // notification has arrived (on a PostgreSQL server, a moment after the commit).
    await vi.waitFor(async () => {
      const cached = await t.call('GET', '/api/carousel');
      expect(cached.headers['x-cache']).toBe('hit');
    });

    const off = await send('PATCH', `/api/carousel/${item.id}`, { isActive: false });
    expect(off.json<HeroCarouselItem>().isActive).toBe(false);
    expect((await publicItems()).map((i) => i.id)).not.toContain(item.id);
    const asDoctor = await t.call('GET', '/api/carousel', t.doctor);
    expect(asDoctor.json<HeroCarouselItem[]>().map((i) => i.id)).not.toContain(item.id);
    expect((await adminItems()).find((i) => i.id === item.id)?.isActive).toBe(false);

    await send('PATCH', `/api/carousel/${item.id}`, { isActive: true });
    expect((await publicItems()).map((i) => i.id)).toContain(item.id);
  });

  it('moves an item in the public order when its sortOrder changes', async () => {
    const first = await create({ title: 'Order A', sortOrder: 50_000 });
    const second = await create({ title: 'Order B', sortOrder: 50_001 });
    const order = async () =>
      (await publicItems()).map((i) => i.id).filter((id) => id === first.id || id === second.id);
    expect(await order()).toEqual([first.id, second.id]);
    await send('PATCH', `/api/carousel/${second.id}`, { sortOrder: 49_999 });
    expect(await order()).toEqual([second.id, first.id]);
  });

  it('replaces the image by an embedded one, stored as an image', async () => {
    const item = await create({ imageUrl: 'https://cdn.example/old.png' });
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#4338ca' } })
      .jpeg()
      .toBuffer();
    const res = await send('PATCH', `/api/carousel/${item.id}`, { imageUrl: dataUrl('image/jpeg', jpeg) });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<HeroCarouselItem>().imageUrl ?? '';
    expect(saved).toMatch(/^\/images\/[0-9a-f-]{36}$/);
    expect((await publicItems()).find((i) => i.id === item.id)?.imageUrl).toBe(saved);
  });
});

describe('DELETE /api/carousel/{id}', () => {
  it('deletes the item with an audit entry; it leaves the home page at once; a second delete is 404', async () => {
    const item = await create({ title: 'Short-lived' });
    expect((await publicItems()).map((i) => i.id)).toContain(item.id);
    const res = await send('DELETE', `/api/carousel/${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Carousel item deleted successfully' });
    expect(await row(item.id)).toBeUndefined();
    expect((await publicItems()).map((i) => i.id)).not.toContain(item.id);
    expect(await auditEntries('carousel.delete', item.id)).toHaveLength(1);
    expect((await send('DELETE', `/api/carousel/${item.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/carousel/order', () => {
  it('numbers the items 1, 2, 3… in the order given, and the home page follows', async () => {
    const ids = (await adminItems()).map((i) => i.id);
    const reversed = [...ids].reverse();
    const res = await send('PUT', '/api/carousel/order', { itemIds: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Carousel order saved' });
    const after = await adminItems();
    expect(after.map((i) => i.id)).toEqual(reversed);
    expect(after.map((i) => i.sortOrder)).toEqual(reversed.map((_, index) => index + 1));
    const active = new Set(after.filter((i) => i.isActive).map((i) => i.id));
    expect((await publicItems()).map((i) => i.id)).toEqual(reversed.filter((id) => active.has(id)));
  });

  it('refuses a list that is not the carousel as it is now (409), or repeats an id (400), changing nothing', async () => {
    const before = await adminItems();
    const ids = before.map((i) => i.id);
    const stale = await send('PUT', '/api/carousel/order', { itemIds: ids.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ApiErrorBody>().message).toBe(
      'The carousel has changed since you opened it; check the order and try again.',
    );
    const repeated = await send('PUT', '/api/carousel/order', { itemIds: [ids[0], ids[0]] });
    expect(repeated.statusCode).toBe(400);
    expect(await adminItems()).toEqual(before);
  });
});

describe('slide links (issue 18)', () => {
  it('links a slide to a product, a category or a shop page, answered with the path its button follows', async () => {
    const productId = await insertProduct(t.db, {
      name: 'Linked Filler 1 mL',
      category: 'dermal-fillers',
      price: '250.00',
    });
    const fillers = await categoryId(t.db, 'dermal-fillers');

    const toProduct = await create({ link: { kind: 'product', productId } });
    expect(toProduct.link).toEqual({
      kind: 'product',
      productId,
      name: 'Linked Filler 1 mL',
      href: `/product/${productId}`,
    });
    expect(await row(toProduct.id)).toMatchObject({
      linkProductId: productId,
      linkCategoryId: null,
      linkPath: null,
    });

    const toCategory = await create({ link: { kind: 'category', categoryId: fillers } });
    expect(toCategory.link).toMatchObject({
      kind: 'category',
      categoryId: fillers,
      href: '/category/dermal-fillers',
    });

    for (const path of ['/products?search=botox', '/faq', '/category/orthopedic', '/product/12', '/']) {
      const toPage = await create({ link: { kind: 'path', path } });
      expect(toPage.link, path).toEqual({ kind: 'path', path, href: path });
    }

    // A change of kind clears the other columns; null removes the link.
    const changed = await send('PATCH', `/api/carousel/${toProduct.id}`, {
      link: { kind: 'path', path: '/contact' },
    });
    expect(changed.json<HeroCarouselItem>().link).toEqual({
      kind: 'path',
      path: '/contact',
      href: '/contact',
    });
    expect(await row(toProduct.id)).toMatchObject({ linkProductId: null, linkPath: '/contact' });
    const cleared = await send('PATCH', `/api/carousel/${toProduct.id}`, { link: null });
    expect(cleared.json<HeroCarouselItem>().link).toBeNull();
    expect((await create()).link).toBeNull();
  });

  it("refuses a link to a product or category that does not exist, or to anything but the shop's own pages", async () => {
    expect(await refusedCreate({ ...required, link: { kind: 'product', productId: 999_999 } })).toEqual({
      'link.productId': ['That product is no longer in the catalogue; choose another'],
    });
    expect(await refusedCreate({ ...required, link: { kind: 'category', categoryId: 999_999 } })).toEqual({
      'link.categoryId': ['That category does not exist; choose another'],
    });
    for (const path of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
      'products',
      '/no/such/page',
      '/product/abc',
      '/admin/dashboard',
      '/faq#top',
      '/faq "onmouseover',
      '',
    ]) {
      const errors = await refusedCreate({ ...required, link: { kind: 'path', path } });
      expect(Object.keys(errors), path).toEqual(['link.path']);
    }
    expect(await refusedCreate({ ...required, link: { kind: 'url', url: 'https://x.example' } })).toEqual({
      'link.kind': ['Link must be a product, a category or a page of the shop'],
    });
    expect(await refusedCreate({ ...required, link: { kind: 'product', productId: '3' } })).toHaveProperty(
      'link.productId',
    );
    const item = await create();
    const res = await send('PATCH', `/api/carousel/${item.id}`, {
      link: { kind: 'product', productId: 999_999 },
    });
    expect(res.statusCode).toBe(400);
    expect((await row(item.id))?.linkProductId).toBeNull();
  });

  it("shows a linked product's current price unless the slide has its own, and a deleted product leaves no broken link", async () => {
    const productId = await insertProduct(t.db, {
      name: 'Price Follower 100 U',
      category: 'botulinum-toxins',
      price: '300.00',
      originalPrice: '350.00',
    });
    const follows = await create({ price: '199.00', link: { kind: 'product', productId } });
    const own = await create({ price: '199.00', link: { kind: 'product', productId }, priceOverride: true });
    expect(follows).toMatchObject({ price: '300.00', originalPrice: '350.00', priceOverride: false });
    expect(own).toMatchObject({ price: '199.00', originalPrice: null, priceOverride: true });

    // Read once so the answer is cached, then change the price: the home page shows it at once.
    expect((await publicItems()).find((item) => item.id === follows.id)?.price).toBe('300.00');
    const priced = await send('PATCH', `/api/admin/products/${productId}/price`, {
      price: '280.00',
      originalPrice: null,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const shown = await publicItems();
    expect(shown.find((item) => item.id === follows.id)).toMatchObject({
      price: '280.00',
      originalPrice: null,
    });
    expect(shown.find((item) => item.id === own.id)?.price).toBe('199.00');

    const deleted = await send('DELETE', `/api/admin/products/${productId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = (await publicItems()).find((item) => item.id === follows.id);
    expect(after).toMatchObject({ link: null, price: '199.00' });
    expect((await row(follows.id))?.linkProductId).toBeNull();
  });

  it('answers 401 to a guest and 403 to a doctor for a link, storing nothing', async () => {
    const body = { ...required, link: { kind: 'path', path: '/faq' } };
    const before = await rowCount();
    expect((await send('POST', '/api/carousel', body, '')).statusCode).toBe(401);
    expect((await send('POST', '/api/carousel', body, t.doctor)).statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
  });
});
