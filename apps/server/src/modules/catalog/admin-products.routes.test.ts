import { PRODUCT_PLACEHOLDER_IMAGE } from '@shop/contract/admin-product-schemas';
import type { AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import type { CartItem } from '@shop/contract/cart-schemas';
import type { FeaturedEntry, Product, ProductListResponse } from '@shop/contract/catalog-schemas';
import { authMessages, catalogMessages, generalMessages } from '@shop/contract/messages';
import { textMessages } from '@shop/contract/text';
import { adminProductMessages as m } from '@shop/contract/admin-messages';
import type { OrderDetail, OrderPage } from '@shop/contract/order-schemas';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, bulkDiscountTiers, featuredCarouselEntries, products } from '../../db/schema/catalog';
import { orderItems } from '../../db/schema/orders';
import { auditLog } from '../../db/schema/system';
import { categoryId } from '../../test/catalog-fixtures';
import { doctorSession, placedOrder, submitOrder } from '../../test/order-fixtures';
import { createSignedInTestApp, sessionCookieFrom, type SignedInTestApp } from '../../test/test-app';

let t: SignedInTestApp;
let fillers: number;
let toxins: number;

const STORED = '/images/0b7c7d3e-8f5a-4a43-9d2e-5b8f2a1c9e10';
const CDN = 'https://cdn.example.com';

beforeAll(async () => {
  t = await createSignedInTestApp();
  fillers = await categoryId(t.db, 'dermal-fillers');
  toxins = await categoryId(t.db, 'botulinum-toxins');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function ok<T>(method: Method, url: string, cookie?: string, payload?: unknown) {
  const res = await t.call(method, url, cookie, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}

/** The admin's PATCH of the product `id` with `payload`, which must succeed: the product as changed. */
const patchProduct = (id: number, payload: Record<string, unknown>) =>
  ok<Product>('PATCH', `/api/admin/products/${id}`, t.admin, payload);

let counter = 0;
/** A valid add-product body with a unique name. */
function newProduct(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    sku: `ADM-${counter}`,
    name: `Admin Filler ${counter}`,
    description: 'Hyaluronic acid filler for mid-face volume.',
    price: '240.00',
    categoryId: fillers,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/admin/products', t.admin, newProduct(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Product>();
}

/** The product as the shop shows it to a guest (through the response cache, when it holds it). */
const publicProduct = (id: number) => t.call('GET', `/api/products/${id}`);

async function auditOf(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
}

/** The product's newest audit entry: `action`, recording these changes of its fields. */
async function expectAudited(
  id: number,
  action: string,
  changes: Record<string, { before: unknown; after: unknown }>,
) {
  const [entry] = await auditOf(id);
  expect(entry).toMatchObject({ action, details: { changes } });
}

/**
 * Reads a URL as a guest until the answer comes from the response cache. On a PostgreSQL server the
 * notifications of earlier writes arrive a moment later and empty the cache again, hence the retries.
 */
async function warm(url: string) {
  for (let i = 0; i < 100; i += 1) {
    if ((await t.call('GET', url)).headers['x-cache'] === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was never served from the cache`);
}

describe('every admin catalogue call', () => {
  const endpoints: [Method, string, unknown][] = [
    ['POST', '/api/admin/products', { name: 'x' }],
    ['PUT', '/api/admin/products/1', {}],
    ['PATCH', '/api/admin/products/1', { price: 'free' }],
    ['PATCH', '/api/admin/products/1/price', { price: '1.00' }],
    ['PATCH', '/api/admin/products/1/image', { imageUrl: 'javascript:alert(1)' }],
    ['PATCH', '/api/admin/products/1/images', { imageUrls: [] }],
    ['PUT', '/api/admin/products/1/tiers', { tiers: [] }],
    ['DELETE', '/api/admin/products/1', undefined],
  ];

  it.each(endpoints)(
    '%s %s answers 401 to a guest and 403 to a doctor, before reading the body',
    async (method, url, body) => {
      const guest = await t.call(method, url, undefined, body);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ message: authMessages.notLoggedIn, code: 'UNAUTHORIZED' });
      const asDoctor = await t.call(method, url, t.doctor, body);
      expect(asDoctor.statusCode).toBe(403);
      expect(asDoctor.json()).toMatchObject({ message: authMessages.adminOnly, code: 'NOT_ALLOWED' });
    },
  );

  it('changes nothing for a guest or a doctor', async () => {
    const product = await create();
    for (const cookie of [undefined, t.doctor]) {
      await t.call('PATCH', `/api/admin/products/${product.id}/price`, cookie, { price: '1.00' });
      await t.call('DELETE', `/api/admin/products/${product.id}`, cookie);
    }
    expect((await publicProduct(product.id)).json<Product>().price).toBe('240.00');
  });

  it.each([
    ['PUT', ''],
    ['PATCH', ''],
    ['PATCH', '/price'],
    ['PATCH', '/image'],
    ['PATCH', '/images'],
    ['PUT', '/tiers'],
    ['DELETE', ''],
  ] as [Method, string][])(
    '%s …/{id}%s answers 404 for an unknown product and 400 for a malformed id',
    async (method, suffix) => {
      const bodies: Record<string, unknown> = {
        'PUT ': {
          name: 'Gone',
          description: 'A product that does not exist.',
          price: '1.00',
          imageUrl: STORED,
          categoryId: fillers,
          inStock: true,
          featured: false,
        },
        'PATCH ': { name: 'Gone' },
        'PATCH /price': { price: '1.00' },
        'PATCH /image': { imageUrl: STORED },
        'PATCH /images': { imageUrls: [STORED] },
        'PUT /tiers': { tiers: [] },
      };
      const body = bodies[`${method} ${suffix}`];
      const missing = await t.call(method, `/api/admin/products/2147483647${suffix}`, t.admin, body);
      expect(missing.statusCode, missing.body).toBe(404);
      expect(missing.json()).toMatchObject({ message: catalogMessages.productNotFound });
      for (const id of ['abc', '0x5', '1.0', '-1', '+1', '0', '2147483648']) {
        const malformed = await t.call(method, `/api/admin/products/${id}${suffix}`, t.admin, body);
        expect(malformed.statusCode, id).toBe(400);
        expect(Object.keys(malformed.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['id']);
      }
    },
  );
});

describe('POST /api/admin/products', () => {
  it('adds a product and answers with it as GET /api/products/{id} shows it', async () => {
    const res = await t.call('POST', '/api/admin/products', t.admin, {
      sku: ' rst-kysse/1ml ',
      gtin: '4006 3813 3393 1',
      name: '  Restylane Kysse 1 mL ',
      description: 'Hyaluronic acid filler for lip volume and definition.',
      price: 289.5,
      originalPrice: '320',
      categoryId: fillers,
      tags: 'lips, hyaluronic acid, , Lips,lidocaine ',
      featured: true,
      imageUrl: `${CDN}/kysse.png`,
      imageUrls: [STORED, `${CDN}/kysse.png`],
      bulkDiscounts: [
        { minQuantity: 10, maxQuantity: null, discountPercentage: 10 },
        { minQuantity: 5, maxQuantity: 9, discountPercentage: 5.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Product>();
    expect(created).toMatchObject({
      sku: 'RST-KYSSE/1ML',
      gtin: '4006381333931',
      name: 'Restylane Kysse 1 mL',
      price: '289.50',
      originalPrice: '320.00',
      tags: 'lips, hyaluronic acid, lidocaine',
      featured: true,
      inStock: true,
      imageUrl: `${CDN}/kysse.png`,
      imageUrls: [STORED],
      categoryId: fillers,
      category: { id: fillers, slug: 'dermal-fillers' },
      brand: null,
      rating: 0,
    });
    expect(created.bulkDiscounts.map(({ id: _id, ...tier }) => tier)).toEqual([
      { minQuantity: 5, maxQuantity: 9, discountPercentage: 5.5, discountedPrice: '273.58' },
      { minQuantity: 10, maxQuantity: null, discountPercentage: 10, discountedPrice: '260.55' },
    ]);
    const shown = await publicProduct(created.id);
    expect(shown.json()).toEqual(created);

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'product.create', details: { product: { price: '289.50' } } });
    expect(entry?.actorUserId).toBeGreaterThan(0);
  });

  it('defaults to in stock, not featured, no tags, no tiers and the placeholder image', async () => {
    const created = await create();
    expect(created).toMatchObject({
      featured: false,
      inStock: true,
      tags: '',
      originalPrice: null,
      imageUrl: PRODUCT_PLACEHOLDER_IMAGE,
      imageUrls: [],
      bulkDiscounts: [],
    });
  });

  it('shows the new product in listings and search at once', async () => {
    const url = '/api/products?search=Sculptra&limit=5';
    await warm(url);
    const created = await create({ name: 'Sculptra Aesthetic' });
    const listing = (await t.call('GET', url)).json<ProductListResponse>();
    expect(listing.products.map((p) => p.id)).toContain(created.id);
  });

  it('answers 400 with each field’s message, and writes nothing', async () => {
    const before = await t.db.$count(products);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        {},
        {
          name: [m.nameRequired],
          description: [m.descriptionTooShort(10)],
          price: [m.priceRequired],
          categoryId: [m.categoryRequired],
        },
      ],
      // The add-product page's texts, word for word (docs/product.md, Admin screens).
      [newProduct({ name: 'x'.repeat(101) }), { name: ['Name must be less than 100 characters'] }],
      [newProduct({ description: 'Too short' }), { description: [m.descriptionTooShort(10)] }],
      [
        newProduct({ description: 'y'.repeat(1001) }),
        { description: ['Description must be less than 1000 characters'] },
      ],
      // Several lines, shown on the product page: no direction override on any of them.
      [
        newProduct({ description: 'A sterile cannula.\nSee \u202Eslebal the pack.' }),
        { description: [textMessages.directionControl] },
      ],
      [newProduct({ price: '12.345' }), { price: ['Price must be a valid number'] }],
      [newProduct({ price: 0 }), { price: [m.pricePositive] }],
      [newProduct({ price: '-3' }), { price: [m.pricePositive] }],
      [newProduct({ price: 'abc' }), { price: [m.priceFormat] }],
      [newProduct({ originalPrice: '240.00' }), { originalPrice: [m.originalPriceNotHigher] }],
      [newProduct({ categoryId: String(fillers) }), { categoryId: [m.categoryRequired] }],
      [newProduct({ featured: 'true' }), { featured: [m.featuredFormat] }],
      [newProduct({ inStock: 1 }), { inStock: [m.inStockFormat] }],
      [newProduct({ tags: 42 }), { tags: [m.tagsFormat] }],
      [newProduct({ imageUrl: 'javascript:alert(1)' }), { imageUrl: [m.imageUrlInvalid] }],
      [newProduct({ imageUrl: 'http://cdn.example.com/a.png' }), { imageUrl: [m.imageUrlInvalid] }],
      [
        newProduct({ imageUrls: ['data:image/png;base64,iVBORw0KGgo='] }),
        { 'imageUrls.0': [m.imageUrlInvalid] },
      ],
      [
        newProduct({ bulkDiscounts: [{ minQuantity: 0, discountPercentage: 101 }] }),
        {
          'bulkDiscounts.0.minQuantity': [m.tierMinQuantity],
          'bulkDiscounts.0.discountPercentage': [m.tierDiscount],
        },
      ],
      [
        newProduct({
          bulkDiscounts: [
            { minQuantity: 1, maxQuantity: 10, discountPercentage: 5 },
            { minQuantity: 10, maxQuantity: null, discountPercentage: 10 },
          ],
        }),
        { bulkDiscounts: [m.tiersOverlap(1, 2)] },
      ],
      [newProduct({ rating: 5 }), { rating: [generalMessages.unknownField] }],
      // A lone surrogate: PostgreSQL would refuse it in the tags' jsonb (a 500 before).
      [newProduct({ name: 'Filler \ud800' }), { name: [textMessages.illFormed] }],
      [newProduct({ tags: ['ok', 'bad \udc00'] }), { 'tags.1': [textMessages.illFormed] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await t.call('POST', '/api/admin/products', t.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'INVALID_DATA', fieldErrors });
      expect(res.json<{ message: string }>().message).toBe(Object.values(fieldErrors)[0]?.[0]);
    }
    expect(await t.db.$count(products)).toBe(before);
  });

  it('answers 400 naming categoryId for a category that does not exist', async () => {
    const res = await t.call('POST', '/api/admin/products', t.admin, newProduct({ categoryId: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: m.categoryUnknown,
      fieldErrors: { categoryId: [m.categoryUnknown] },
    });
  });
});

describe("a product's SKU and GTIN (issue 22)", () => {
  it('requires a SKU of letters, digits and . _ / -, and a GTIN of 8, 12, 13 or 14 digits with its check digit', async () => {
    const before = await t.db.$count(products);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [newProduct({ sku: '   ' }), { sku: [m.skuRequired] }],
      [newProduct({ sku: null }), { sku: [m.skuRequired] }],
      [newProduct({ sku: 'BTX 100' }), { sku: [m.skuFormat(40)] }],
      [newProduct({ sku: '-BTX' }), { sku: [m.skuFormat(40)] }],
      [newProduct({ sku: 'B'.repeat(41) }), { sku: [m.skuFormat(40)] }],
      [newProduct({ gtin: '12345' }), { gtin: [m.gtinFormat] }],
      [newProduct({ gtin: '40063813339311' }), { gtin: [m.gtinCheckDigit] }],
      [newProduct({ gtin: '4006381333932' }), { gtin: [m.gtinCheckDigit] }],
      [newProduct({ gtin: '400638133393A' }), { gtin: [m.gtinFormat] }],
      [newProduct({ gtin: 4006381333931 }), { gtin: [m.gtinFormat] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await t.call('POST', '/api/admin/products', t.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'INVALID_DATA', fieldErrors });
    }
    expect(await t.db.$count(products)).toBe(before);
    // EAN-8, UPC-A and GTIN-14 with their check digits; a blank GTIN is none.
    for (const gtin of ['96385074', '036000291452', '10012345678902'])
      expect((await create({ gtin })).gtin).toBe(gtin);
    expect((await create({ gtin: '  ' })).gtin).toBeNull();
  });

  it('gives a product sent without one, as the specification’s payload is, the next MED- number', async () => {
    const numbers = async () =>
      (await t.db.select({ sku: products.sku }).from(products))
        .map((row) => /^MED-(\d{6})$/.exec(row.sku)?.[1])
        .filter((digits) => digits !== undefined)
        .map(Number);
    const highest = Math.max(0, ...(await numbers()));
    const withoutSku = async (name: string) => {
      const { sku: _given, ...body } = newProduct({ name });
      const res = await t.call('POST', '/api/admin/products', t.admin, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Product>();
    };
    const first = await withoutSku('Spec Cannula One');
    const second = await withoutSku('Spec Cannula Two');
    expect(first.sku).toMatch(/^MED-\d{6}$/);
    const [a, b] = [first.sku, second.sku].map((sku) => Number(sku.slice(4)));
    expect(a).toBeGreaterThan(highest);
    expect(b).toBe((a ?? 0) + 1);
    // Found by it, and audited with it.
    const found = await t.call('GET', `/api/products?search=${first.sku}`);
    expect(found.json<ProductListResponse>().products.map((p) => p.id)).toContain(first.id);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.create'), eq(auditLog.entityId, String(first.id))));
    expect(entry?.details).toMatchObject({ product: { sku: first.sku, name: 'Spec Cannula One' } });
  });

  it('refuses a SKU or GTIN another product has with a 409 on its field, in any case, and writes nothing', async () => {
    const first = await create({ sku: 'Uniq-Sku-1', gtin: '4012345678901' });
    expect(first.sku).toBe('UNIQ-SKU-1');
    const before = await t.db.$count(products);
    const sameSku = await t.call('POST', '/api/admin/products', t.admin, newProduct({ sku: 'uniq-sku-1' }));
    expect(sameSku.statusCode).toBe(409);
    expect(sameSku.json()).toMatchObject({ message: m.skuTaken, fieldErrors: { sku: [m.skuTaken] } });
    const sameGtin = await t.call(
      'POST',
      '/api/admin/products',
      t.admin,
      newProduct({ gtin: '4012345678901' }),
    );
    expect(sameGtin.statusCode).toBe(409);
    expect(sameGtin.json()).toMatchObject({ message: m.gtinTaken, fieldErrors: { gtin: [m.gtinTaken] } });
    expect(await t.db.$count(products)).toBe(before);

    // Changed to another's: 409, the product as it was.
    const second = await create({ sku: 'UNIQ-SKU-2' });
    const patched = await t.call('PATCH', `/api/admin/products/${second.id}`, t.admin, {
      sku: 'UNIQ-SKU-1',
      name: 'Renamed',
    });
    expect(patched.statusCode).toBe(409);
    expect((await publicProduct(second.id)).json()).toMatchObject({ sku: 'UNIQ-SKU-2', name: second.name });
  });

  it('changes and clears them through the edit calls, audited, and finds the product by either', async () => {
    const product = await create({ sku: 'CODE-OLD', gtin: '50123452' });
    const changed = await patchProduct(product.id, { sku: 'code-new', gtin: null });
    expect(changed).toMatchObject({ sku: 'CODE-NEW', gtin: null });
    await expectAudited(product.id, 'product.update', {
      sku: { before: 'CODE-OLD', after: 'CODE-NEW' },
      gtin: { before: '50123452', after: null },
    });
    // Left out of the edit dialog's PUT, they stay.
    const { id: _id, sku: _sku, gtin: _gtin, ...rest } = changed;
    const replaced = await ok<Product>('PUT', `/api/admin/products/${product.id}`, t.admin, {
      name: rest.name,
      description: rest.description,
      price: rest.price,
      imageUrl: rest.imageUrl,
      categoryId: rest.categoryId,
      inStock: rest.inStock,
      featured: rest.featured,
      gtin: '042100005264',
    });
    expect(replaced).toMatchObject({ sku: 'CODE-NEW', gtin: '042100005264' });

    for (const term of ['code-new', 'CODE-NEW', '042100005264']) {
      const found = (await t.call('GET', `/api/products?search=${term}`)).json<ProductListResponse>();
      expect(found.products[0]?.id, term).toBe(product.id);
    }
  });
});

describe("a product's brand (the add-product page and the edit dialog offer it)", () => {
  it('is stored when sent (null: none), kept by an edit that leaves it out, and must exist', async () => {
    const [brand] = await t.db
      .insert(brands)
      .values({ name: `Brand ${Date.now()}` })
      .returning();
    if (!brand) throw new Error('no brand');
    const branded = await create({ brandId: brand.id });
    expect(branded.brand).toEqual({ id: brand.id, name: brand.name });
    expect((await create()).brand).toBeNull();

    const edit = {
      name: branded.name,
      description: branded.description,
      price: branded.price,
      imageUrl: branded.imageUrl,
      categoryId: branded.categoryId,
      inStock: true,
      featured: false,
    };
    expect((await ok<Product>('PUT', `/api/admin/products/${branded.id}`, t.admin, edit)).brand?.id).toBe(
      brand.id,
    );
    const cleared = await ok<Product>('PUT', `/api/admin/products/${branded.id}`, t.admin, {
      ...edit,
      brandId: null,
    });
    expect(cleared.brand).toBeNull();

    for (const [method, url, body] of [
      ['POST', '/api/admin/products', newProduct({ brandId: 999_999 })],
      ['PUT', `/api/admin/products/${branded.id}`, { ...edit, brandId: 999_999 }],
      ['PATCH', `/api/admin/products/${branded.id}`, { brandId: 999_999 }],
    ] as const) {
      const res = await t.call(method, url, t.admin, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ fieldErrors: { brandId: [m.brandUnknown] } });
    }
    const wrongType = await t.call('POST', '/api/admin/products', t.admin, newProduct({ brandId: '3' }));
    expect(wrongType.json()).toMatchObject({ fieldErrors: { brandId: [m.brandFormat] } });
    const [row] = await t.db.select().from(products).where(eq(products.id, branded.id));
    expect(row?.brandId).toBeNull();
  });
});

describe("a product's tax class and cold chain (issue 37)", () => {
  const stored = async (id: number) => {
    const [row] = await t.db
      .select({ taxClass: products.taxClass, coldChain: products.coldChain })
      .from(products)
      .where(eq(products.id, id));
    return row;
  };

  it('are standard and off unless sent, and stored when sent', async () => {
    const plain = await create();
    expect(plain).toMatchObject({ taxClass: 'standard', coldChain: false });
    expect(await stored(plain.id)).toEqual({ taxClass: 'standard', coldChain: false });

    const vaccine = await create({ taxClass: 'zero', coldChain: true });
    expect(vaccine).toMatchObject({ taxClass: 'zero', coldChain: true });
    expect(await stored(vaccine.id)).toEqual({ taxClass: 'zero', coldChain: true });
    expect((await publicProduct(vaccine.id)).json<Product>()).toMatchObject({
      taxClass: 'zero',
      coldChain: true,
    });
  });

  it('change through PATCH and PUT, audited before → after, and stay when an edit leaves them out', async () => {
    const product = await create();
    const patched = await patchProduct(product.id, { taxClass: 'exempt', coldChain: true });
    expect(patched).toMatchObject({ taxClass: 'exempt', coldChain: true });
    await expectAudited(product.id, 'product.update', {
      taxClass: { before: 'standard', after: 'exempt' },
      coldChain: { before: false, after: true },
    });

    const edit = {
      name: product.name,
      description: product.description,
      price: product.price,
      imageUrl: product.imageUrl,
      categoryId: product.categoryId,
      inStock: true,
      featured: false,
    };
    await ok('PUT', `/api/admin/products/${product.id}`, t.admin, edit);
    expect(await stored(product.id)).toEqual({ taxClass: 'exempt', coldChain: true });
    await ok('PUT', `/api/admin/products/${product.id}`, t.admin, { ...edit, taxClass: 'standard' });
    expect(await stored(product.id)).toEqual({ taxClass: 'standard', coldChain: true });
  });

  it('answer 400 with the field’s message for a value they do not take, and write nothing', async () => {
    const product = await create({ coldChain: true });
    const before = await t.db.select().from(products);
    for (const [method, url, body] of [
      ['POST', '/api/admin/products', newProduct({ taxClass: 'reduced', coldChain: 'yes' })],
      ['PATCH', `/api/admin/products/${product.id}`, { taxClass: 'reduced', coldChain: 'yes' }],
    ] as const) {
      const res = await t.call(method, url, t.admin, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        fieldErrors: { taxClass: [m.taxClassFormat], coldChain: [m.coldChainFormat] },
      });
    }
    expect(await t.db.select().from(products)).toEqual(before);
  });
});

describe('a product prescription-only (issue 39)', () => {
  it('is off unless sent, shown to shoppers, changed and audited, and refused when not on or off', async () => {
    const plain = await create();
    expect(plain).toMatchObject({ prescriptionOnly: false });
    const toxin = await create({ prescriptionOnly: true });
    expect((await publicProduct(toxin.id)).json<Product>()).toMatchObject({ prescriptionOnly: true });

    const patched = await patchProduct(plain.id, { prescriptionOnly: true });
    expect(patched.prescriptionOnly).toBe(true);
    await expectAudited(plain.id, 'product.update', { prescriptionOnly: { before: false, after: true } });

    const bad = await t.call('PATCH', `/api/admin/products/${plain.id}`, t.admin, {
      prescriptionOnly: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { prescriptionOnly: [m.prescriptionOnlyFormat] } });
  });
});

describe('PUT /api/admin/products/{id}', () => {
  const edit = (overrides: Record<string, unknown> = {}) => ({
    name: 'Edited Filler',
    description: 'Edited description of the filler.',
    price: '199.99',
    imageUrl: `${CDN}/edited.png`,
    categoryId: toxins,
    inStock: false,
    featured: true,
    ...overrides,
  });

  it('replaces every field of the edit dialog and keeps what it does not send', async () => {
    const product = await create({
      originalPrice: '300.00',
      tags: 'a, b',
      imageUrl: STORED,
      imageUrls: [`${CDN}/side.png`],
      bulkDiscounts: [{ minQuantity: 3, discountPercentage: 5 }],
    });
    const edited = await ok<Product>('PUT', `/api/admin/products/${product.id}`, t.admin, edit());
    expect(edited).toMatchObject({
      name: 'Edited Filler',
      description: 'Edited description of the filler.',
      price: '199.99',
      originalPrice: '300.00',
      tags: 'a, b',
      imageUrl: `${CDN}/edited.png`,
      imageUrls: [`${CDN}/side.png`],
      categoryId: toxins,
      category: { slug: 'botulinum-toxins' },
      inStock: false,
      featured: true,
    });
    expect(edited.bulkDiscounts).toMatchObject([{ minQuantity: 3, discountedPrice: '189.99' }]);
    expect((await publicProduct(product.id)).json()).toEqual(edited);

    await expectAudited(product.id, 'product.update', {
      price: { before: '240.00', after: '199.99' },
      inStock: { before: true, after: false },
      categoryId: { before: fillers, after: toxins },
    });
  });

  it('takes the other fields when sent: originalPrice (null clears it), tags, images and tiers', async () => {
    const product = await create({
      originalPrice: '300.00',
      bulkDiscounts: [{ minQuantity: 3, discountPercentage: 5 }],
    });
    const edited = await ok<Product>(
      'PUT',
      `/api/admin/products/${product.id}`,
      t.admin,
      edit({
        originalPrice: null,
        tags: ['x', 'y'],
        imageUrls: [STORED],
        bulkDiscounts: [{ minQuantity: 2, maxQuantity: 4, discountPercentage: 2 }],
      }),
    );
    expect(edited).toMatchObject({ originalPrice: null, tags: 'x, y', imageUrls: [STORED] });
    expect(edited.bulkDiscounts).toMatchObject([{ minQuantity: 2, maxQuantity: 4, discountPercentage: 2 }]);
  });

  it('wants every text field of the dialog', async () => {
    const product = await create();
    const res = await t.call('PUT', `/api/admin/products/${product.id}`, t.admin, {
      price: '10.00',
      categoryId: fillers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      name: [m.nameRequired],
      description: [m.descriptionTooShort(10)],
      imageUrl: [m.imageUrlInvalid],
      inStock: [m.inStockFormat],
      featured: [m.featuredFormat],
    });
  });

  it('is one transaction: an unknown category changes nothing and records nothing', async () => {
    const product = await create();
    const audits = (await auditOf(product.id)).length;
    const res = await t.call(
      'PUT',
      `/api/admin/products/${product.id}`,
      t.admin,
      edit({ categoryId: 999_999 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { categoryId: [m.categoryUnknown] } });
    expect((await publicProduct(product.id)).json<Product>()).toMatchObject({
      name: product.name,
      price: '240.00',
    });
    expect(await auditOf(product.id)).toHaveLength(audits);
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('changes only the fields sent', async () => {
    const product = await create({ tags: 'kept' });
    const patched = await patchProduct(product.id, { name: 'Renamed Filler' });
    expect(patched).toMatchObject({
      name: 'Renamed Filler',
      price: '240.00',
      tags: 'kept',
      description: product.description,
    });
  });

  it('makes a new main image the first of the set and keeps the others', async () => {
    const product = await create({ imageUrl: STORED, imageUrls: [`${CDN}/b.png`, `${CDN}/c.png`] });
    const patched = await patchProduct(product.id, { imageUrl: `${CDN}/c.png` });
    expect(patched).toMatchObject({ imageUrl: `${CDN}/c.png`, imageUrls: [`${CDN}/b.png`] });
  });

  it('answers 400 for an empty patch and for fields it does not take', async () => {
    const product = await create();
    const empty = await t.call('PATCH', `/api/admin/products/${product.id}`, t.admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: m.nothingToChange });
    const unknown = await t.call('PATCH', `/api/admin/products/${product.id}`, t.admin, { rating: 5 });
    expect(unknown.json()).toMatchObject({ fieldErrors: { rating: [generalMessages.unknownField] } });
  });

  it('shows the change at once in the product page and the listing', async () => {
    const product = await create({ name: 'Cache Probe Filler' });
    const page = `/api/products/${product.id}`;
    const listing = '/api/products?search=Cache%20Probe';
    await warm(page);
    await warm(listing);
    await patchProduct(product.id, { price: '99.00', description: 'Now with a new description.' });
    expect((await t.call('GET', page)).json<Product>()).toMatchObject({
      price: '99.00',
      description: 'Now with a new description.',
    });
    expect((await t.call('GET', listing)).json<ProductListResponse>().products[0]).toMatchObject({
      price: '99.00',
    });
  });
});

describe('PATCH /api/admin/products/{id}/price', () => {
  it('changes the price and records before → after', async () => {
    const product = await create({ originalPrice: '300.00' });
    const changed = await ok<Product>('PATCH', `/api/admin/products/${product.id}/price`, t.admin, {
      price: '225.5',
      originalPrice: '310',
    });
    expect(changed).toMatchObject({ price: '225.50', originalPrice: '310.00' });
    await expectAudited(product.id, 'product.price', {
      price: { before: '240.00', after: '225.50' },
      originalPrice: { before: '300.00', after: '310.00' },
    });
  });

  it('ends a sale when the price reaches the original price, and refuses an original price at or below it', async () => {
    const product = await create({ originalPrice: '300.00' });
    const raised = await ok<Product>('PATCH', `/api/admin/products/${product.id}/price`, t.admin, {
      price: 300,
    });
    expect(raised).toMatchObject({ price: '300.00', originalPrice: null });
    const [entry] = await auditOf(product.id);
    expect(entry?.details).toMatchObject({ changes: { originalPrice: { before: '300.00', after: null } } });

    const refused = await t.call('PATCH', `/api/admin/products/${product.id}`, t.admin, {
      originalPrice: '250',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { originalPrice: [m.originalPriceNotHigher] } });
    const both = await t.call('PATCH', `/api/admin/products/${product.id}/price`, t.admin, {
      price: '10',
      originalPrice: '5',
    });
    expect(both.json()).toMatchObject({ fieldErrors: { originalPrice: [m.originalPriceNotHigher] } });
  });

  it('answers 400 for a price that is not a positive amount with two decimals', async () => {
    const product = await create();
    for (const [price, message] of [
      ['1.999', m.priceFormat],
      [-1, m.pricePositive],
      ['', m.priceRequired],
      [null, m.priceRequired],
      [[1], m.priceRequired],
    ] as const) {
      const res = await t.call('PATCH', `/api/admin/products/${product.id}/price`, t.admin, { price });
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json()).toMatchObject({ fieldErrors: { price: [message] } });
    }
  });
});

describe('PATCH /api/admin/products/{id}/image and /images', () => {
  it('replaces the main image and keeps the others', async () => {
    const product = await create({ imageUrl: STORED, imageUrls: [`${CDN}/b.png`] });
    const changed = await ok<Product>('PATCH', `/api/admin/products/${product.id}/image`, t.admin, {
      imageUrl: `${CDN}/new.png`,
    });
    expect(changed).toMatchObject({ imageUrl: `${CDN}/new.png`, imageUrls: [`${CDN}/b.png`] });
    expect((await auditOf(product.id))[0]).toMatchObject({ action: 'product.image' });
  });

  it('sets the images as one ordered set, main first, each once', async () => {
    const product = await create();
    const changed = await ok<Product>('PATCH', `/api/admin/products/${product.id}/images`, t.admin, {
      imageUrl: `${CDN}/1.png`,
      imageUrls: [`${CDN}/2.png`, STORED, `${CDN}/2.png`, `${CDN}/1.png`],
    });
    expect(changed).toMatchObject({ imageUrl: `${CDN}/1.png`, imageUrls: [`${CDN}/2.png`, STORED] });
    const reordered = await ok<Product>('PATCH', `/api/admin/products/${product.id}/images`, t.admin, {
      imageUrls: [STORED, `${CDN}/1.png`],
    });
    expect(reordered).toMatchObject({ imageUrl: STORED, imageUrls: [`${CDN}/1.png`] });
  });

  it('wants at least one image, each an https URL or one of the shop’s images', async () => {
    const product = await create();
    const none = await t.call('PATCH', `/api/admin/products/${product.id}/images`, t.admin, {
      imageUrls: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: m.imageRequired,
      fieldErrors: { imageUrl: [m.imageRequired] },
    });
    for (const url of [
      'http://cdn.example.com/a.png',
      'javascript:alert(1)',
      'data:image/gif;base64,R0lGOD==',
      '/images/../x',
    ]) {
      const res = await t.call('PATCH', `/api/admin/products/${product.id}/image`, t.admin, {
        imageUrl: url,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        message: m.imageUrlInvalid,
        fieldErrors: { imageUrl: [m.imageUrlInvalid] },
      });
    }
    expect((await publicProduct(product.id)).json<Product>().imageUrl).toBe(PRODUCT_PLACEHOLDER_IMAGE);
  });
});

describe('PUT /api/admin/products/{id}/tiers', () => {
  const tiersOf = async (id: number) =>
    t.db
      .select({
        min: bulkDiscountTiers.minQuantity,
        max: bulkDiscountTiers.maxQuantity,
        pct: bulkDiscountTiers.discountPercentage,
      })
      .from(bulkDiscountTiers)
      .where(eq(bulkDiscountTiers.productId, id))
      .orderBy(bulkDiscountTiers.minQuantity);

  it('replaces the list, sorted by minimum quantity, and the product page shows it at once', async () => {
    const product = await create({
      price: '100.00',
      bulkDiscounts: [{ minQuantity: 2, discountPercentage: 1 }],
    });
    await warm(`/api/products/${product.id}`);
    const changed = await ok<Product>('PUT', `/api/admin/products/${product.id}/tiers`, t.admin, {
      tiers: [
        { minQuantity: 20, maxQuantity: null, discountPercentage: 15 },
        { minQuantity: 5, maxQuantity: 9, discountPercentage: 5 },
        { minQuantity: 10, maxQuantity: 19, discountPercentage: 10.25 },
      ],
    });
    const expected = [
      { minQuantity: 5, maxQuantity: 9, discountPercentage: 5, discountedPrice: '95.00' },
      { minQuantity: 10, maxQuantity: 19, discountPercentage: 10.25, discountedPrice: '89.75' },
      { minQuantity: 20, maxQuantity: null, discountPercentage: 15, discountedPrice: '85.00' },
    ];
    expect(changed.bulkDiscounts.map(({ id: _id, ...tier }) => tier)).toEqual(expected);
    const shown = (await publicProduct(product.id)).json<Product>();
    expect(shown.bulkDiscounts.map(({ id: _id, ...tier }) => tier)).toEqual(expected);
    expect(await tiersOf(product.id)).toEqual([
      { min: 5, max: 9, pct: '5.00' },
      { min: 10, max: 19, pct: '10.25' },
      { min: 20, max: null, pct: '15.00' },
    ]);
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({
      action: 'product.tiers',
      details: {
        changes: { tiers: { before: [{ minQuantity: 2, maxQuantity: null, discountPercentage: 1 }] } },
      },
    });
  });

  it('prices a cart line with the new tiers', async () => {
    const product = await create({ price: '50.00' });
    await ok('PUT', `/api/admin/products/${product.id}/tiers`, t.admin, {
      tiers: [{ minQuantity: 3, maxQuantity: null, discountPercentage: 20 }],
    });
    const shopper = (await doctorSession(t.db)).cookie;
    await ok('POST', '/api/cart', shopper, { productId: product.id, quantity: 3 });
    const [line] = await ok<CartItem[]>('GET', '/api/cart', shopper);
    expect(line).toMatchObject({ unitPrice: '40.00', lineTotal: '120.00', bulkApplied: true });
  });

  it('refuses overlapping tiers and bad bounds, keeping the tiers it had', async () => {
    const product = await create({
      bulkDiscounts: [{ minQuantity: 2, maxQuantity: 4, discountPercentage: 3 }],
    });
    const cases: [unknown, Record<string, string[]>][] = [
      [
        [
          { minQuantity: 1, maxQuantity: 5, discountPercentage: 5 },
          { minQuantity: 5, maxQuantity: 10, discountPercentage: 10 },
        ],
        { tiers: [m.tiersOverlap(1, 2)] },
      ],
      [
        [
          { minQuantity: 10, maxQuantity: null, discountPercentage: 10 },
          { minQuantity: 1, maxQuantity: 4, discountPercentage: 2 },
          { minQuantity: 50, maxQuantity: 60, discountPercentage: 20 },
        ],
        { tiers: [m.tiersOverlap(1, 3)] },
      ],
      [[{ minQuantity: 0, discountPercentage: 5 }], { 'tiers.0.minQuantity': [m.tierMinQuantity] }],
      [[{ minQuantity: 1.5, discountPercentage: 5 }], { 'tiers.0.minQuantity': [m.tierMinQuantity] }],
      [[{ minQuantity: '3', discountPercentage: 5 }], { 'tiers.0.minQuantity': [m.tierMinQuantity] }],
      [
        [{ minQuantity: 5, maxQuantity: 4, discountPercentage: 5 }],
        { 'tiers.0.maxQuantity': [m.tierMaxBelowMin] },
      ],
      [
        [{ minQuantity: 5, maxQuantity: 'ten', discountPercentage: 5 }],
        { 'tiers.0.maxQuantity': [m.tierMaxQuantity] },
      ],
      [[{ minQuantity: 5, discountPercentage: 100.5 }], { 'tiers.0.discountPercentage': [m.tierDiscount] }],
      [[{ minQuantity: 5, discountPercentage: -1 }], { 'tiers.0.discountPercentage': [m.tierDiscount] }],
      [[{ minQuantity: 5, discountPercentage: '10' }], { 'tiers.0.discountPercentage': [m.tierDiscount] }],
      [
        [{ minQuantity: 5, discountPercentage: 10.125 }],
        { 'tiers.0.discountPercentage': [m.tierDiscountDecimals] },
      ],
      [
        [{ minQuantity: 5, discountPercentage: 10, extra: 1 }],
        // The error handler names an unknown key without its path (plugins/errors.ts).
        { extra: [generalMessages.unknownField] },
      ],
      [
        Array.from({ length: 21 }, (_, i) => ({
          minQuantity: i + 1,
          maxQuantity: i + 1,
          discountPercentage: 1,
        })),
        { tiers: [m.tooManyTiers(20)] },
      ],
      ['5-10: 5%', { tiers: [m.tiersFormat] }],
    ];
    for (const [tiers, fieldErrors] of cases) {
      const res = await t.call('PUT', `/api/admin/products/${product.id}/tiers`, t.admin, { tiers });
      expect(res.statusCode, JSON.stringify(tiers)).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors, JSON.stringify(tiers)).toEqual(fieldErrors);
    }
    expect(await tiersOf(product.id)).toEqual([{ min: 2, max: 4, pct: '3.00' }]);
  });

  it('takes tiers that meet end to start, and an empty list removes them all', async () => {
    const product = await create();
    const set = await ok<Product>('PUT', `/api/admin/products/${product.id}/tiers`, t.admin, {
      tiers: [
        { minQuantity: 1, maxQuantity: 4, discountPercentage: 0 },
        { minQuantity: 5, maxQuantity: null, discountPercentage: 100 },
      ],
    });
    expect(set.bulkDiscounts.map((tier) => tier.discountedPrice)).toEqual(['240.00', '0.00']);
    const cleared = await ok<Product>('PUT', `/api/admin/products/${product.id}/tiers`, t.admin, {
      tiers: [],
    });
    expect(cleared.bulkDiscounts).toEqual([]);
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('takes the product out of the catalogue, carts and the featured carousel; orders keep their lines', async () => {
    const doomed = await create({
      name: 'Doomed Booster',
      price: '80.00',
      imageUrl: STORED,
      bulkDiscounts: [{ minQuantity: 5, discountPercentage: 10 }],
    });
    const sibling = await create({ name: 'Surviving Booster', price: '20.00' });
    const buyer = await doctorSession(t.db);
    const placed = await submitOrder(t.app, buyer.cookie, [
      { productId: doomed.id, quantity: 6 },
      { productId: sibling.id, quantity: 1 },
    ]);
    const order = placedOrder(placed);

    // Carts: the buyer's (again, after ordering), a guest's.
    await ok('POST', '/api/cart', buyer.cookie, { productId: doomed.id, quantity: 2 });
    await ok('POST', '/api/cart', buyer.cookie, { productId: sibling.id, quantity: 3 });
    const guestAdd = await t.call('POST', '/api/cart', undefined, { productId: doomed.id, quantity: 1 });
    const guest = sessionCookieFrom(guestAdd);
    expect((await ok<CartItem[]>('GET', '/api/cart', buyer.cookie)).map((line) => line.lineTotal)).toEqual([
      '160.00',
      '60.00',
    ]);

    // Featured, and every public read warmed in the cache.
    await t.db.insert(featuredCarouselEntries).values({ productId: doomed.id, displayOrder: 0 });
    const related = `/api/products?categoryId=${fillers}&exclude=${sibling.id}&limit=100`;
    for (const url of [
      `/api/products/${doomed.id}`,
      '/api/products?search=Booster',
      related,
      '/api/featured-carousel',
    ]) {
      await warm(url);
    }

    const res = await t.call('DELETE', `/api/admin/products/${doomed.id}`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.productDeleted });

    // Gone from the product page, search, listings, related products and the featured carousel.
    expect((await publicProduct(doomed.id)).statusCode).toBe(404);
    const search = (await t.call('GET', '/api/products?search=Booster')).json<ProductListResponse>();
    expect(search.products.map((p) => p.name)).toEqual(['Surviving Booster']);
    expect(search.totalCount).toBe(1);
    const relatedIds = (await t.call('GET', related)).json<ProductListResponse>().products.map((p) => p.id);
    expect(relatedIds).not.toContain(doomed.id);
    const featured = (await t.call('GET', '/api/featured-carousel')).json<FeaturedEntry[]>();
    expect(featured.map((entry) => entry.product.id)).not.toContain(doomed.id);

    // Carts lose the line, and their total follows.
    const cart = await ok<CartItem[]>('GET', '/api/cart', buyer.cookie);
    expect(cart.map((line) => [line.productId, line.lineTotal])).toEqual([[sibling.id, '60.00']]);
    expect(await ok<CartItem[]>('GET', '/api/cart', guest)).toEqual([]);

    // The order keeps its lines: name, image, prices, SKU and tier as ordered, without the product.
    const detail = await ok<OrderDetail>('GET', `/api/orders/${order.id}`, buyer.cookie);
    expect(detail.totalAmount).toBe(order.totalAmount);
    expect(detail.items.map(({ id: _id, ...line }) => line)).toEqual([
      {
        productId: null,
        productName: 'Doomed Booster',
        productImageUrl: STORED,
        quantity: 6,
        unitPrice: '72.00',
        totalPrice: '432.00',
        sku: doomed.sku,
        tierDiscountPercent: '10.00',
        lots: [],
        taxClass: 'standard',
        taxAmount: '0.00',
        coldChain: false,
      },
      {
        productId: sibling.id,
        productName: 'Surviving Booster',
        productImageUrl: PRODUCT_PLACEHOLDER_IMAGE,
        quantity: 1,
        unitPrice: '20.00',
        totalPrice: '20.00',
        sku: sibling.sku,
        tierDiscountPercent: '0.00',
        lots: [],
        taxClass: 'standard',
        taxAmount: '0.00',
        coldChain: false,
      },
    ]);
    const history = await ok<OrderPage>('GET', '/api/orders', buyer.cookie);
    expect(history.orders.find((o) => o.id === order.id)?.items[0]).toMatchObject({
      productName: 'Doomed Booster',
    });
    const adminView = await ok<AdminOrderDetail>('GET', `/api/admin/orders/${order.id}`, t.admin);
    expect(adminView.items[0]).toMatchObject({
      productId: null,
      productName: 'Doomed Booster',
      totalPrice: '432.00',
    });
    expect(await t.db.$count(orderItems, eq(orderItems.orderId, order.id))).toBe(2);

    const [entry] = await auditOf(doomed.id);
    expect(entry).toMatchObject({
      action: 'product.delete',
      details: {
        product: { name: 'Doomed Booster', price: '80.00' },
        tiers: [{ minQuantity: 5, maxQuantity: null, discountPercentage: 10 }],
        removed: { cartLines: 2, featuredEntries: 1, heroSlideLinks: 0 },
      },
    });

    expect((await t.call('DELETE', `/api/admin/products/${doomed.id}`, t.admin)).statusCode).toBe(404);
  });
});

describe('the dashboard’s product list', () => {
  it('is GET /api/products for an admin: 100 a page, searching name, description and category name', async () => {
    await create({ name: 'Dashboard Probe', inStock: false });
    const page = await ok<ProductListResponse>(
      'GET',
      '/api/products?search=dermal%20fill&limit=100',
      t.admin,
    );
    expect(page.isAdmin).toBe(true);
    expect(page.totalCount).toBe(page.products.length);
    expect(page.products.every((p) => p.category.slug === 'dermal-fillers')).toBe(true);
    expect(page.products.map((p) => p.name)).toContain('Dashboard Probe');
    const byDescription = await ok<ProductListResponse>(
      'GET',
      '/api/products?search=MID-FACE&limit=100',
      t.admin,
    );
    expect(byDescription.totalCount).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/products?limit=101', t.admin)).statusCode).toBe(400);
  });
});
