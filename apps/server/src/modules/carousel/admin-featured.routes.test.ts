import type { FeaturedEntry } from '@shop/contract/catalog-schemas';
import { authMessages, generalMessages } from '@shop/contract/messages';
import { adminFeaturedMessages as m } from '@shop/contract/admin-messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { featuredCarouselEntries } from '../../db/schema/catalog';
import { auditLog } from '../../db/schema/system';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import { createSignedInTestApp } from '../../test/test-app';

const { t, ids } = testAppWithProducts(createSignedInTestApp, [
  { name: 'Carousel A', category: 'orthopedic', price: '10.00' },
  { name: 'Carousel B', category: 'orthopedic', price: '20.00' },
  { name: 'Carousel C', category: 'orthopedic', price: '30.00' },
  { name: 'Carousel D', category: 'orthopedic', price: '40.00' },
]);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function add(productId: number, displayOrder?: number) {
  const res = await t.call('POST', '/api/admin/featured-carousel', t.admin, {
    productId,
    ...(displayOrder === undefined ? {} : { displayOrder }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<FeaturedEntry>();
}

/** What a guest sees, by display order: [order, product name]. */
async function carousel() {
  const res = await t.call('GET', '/api/featured-carousel');
  return res.json<FeaturedEntry[]>().map((entry) => [entry.displayOrder, entry.product.name]);
}

/** Reads the carousel until it is served from the cache (see admin-products.routes.test.ts). */
async function warm() {
  for (let i = 0; i < 100; i += 1) {
    if ((await t.call('GET', '/api/featured-carousel')).headers['x-cache'] === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the featured carousel was never served from the cache');
}

describe('every featured carousel call', () => {
  it.each([
    ['POST', '/api/admin/featured-carousel', { productId: 'x' }],
    ['DELETE', '/api/admin/featured-carousel/1', undefined],
    ['PUT', '/api/admin/featured-carousel/order', { entryIds: 'x' }],
  ] as [Method, string, unknown][])(
    '%s %s answers 401 to a guest and 403 to a doctor',
    async (method, url, body) => {
      const guest = await t.call(method, url, undefined, body);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ message: authMessages.notLoggedIn });
      const asDoctor = await t.call(method, url, t.doctor, body);
      expect(asDoctor.statusCode).toBe(403);
      expect(asDoctor.json()).toMatchObject({ message: authMessages.adminOnly });
    },
  );

  it('lets neither add, remove nor reorder anything', async () => {
    const entry = await add(ids['Carousel D']!, 99);
    for (const cookie of [undefined, t.doctor]) {
      await t.call('POST', '/api/admin/featured-carousel', cookie, { productId: ids['Carousel C'] });
      await t.call('DELETE', `/api/admin/featured-carousel/${entry.id}`, cookie);
      await t.call('PUT', '/api/admin/featured-carousel/order', cookie, { entryIds: [entry.id] });
    }
    expect(await t.db.select().from(featuredCarouselEntries)).toEqual([
      expect.objectContaining({ id: entry.id, displayOrder: 99 }),
    ]);
    await t.call('DELETE', `/api/admin/featured-carousel/${entry.id}`, t.admin);
  });
});

describe('POST and DELETE /api/admin/featured-carousel', () => {
  it('shows each change in the public carousel at once, by display order', async () => {
    await warm();
    const b = await add(ids['Carousel B']!, 5);
    expect(b).toMatchObject({
      displayOrder: 5,
      product: { id: ids['Carousel B'], name: 'Carousel B', price: '20.00' },
    });
    expect(await carousel()).toEqual([[5, 'Carousel B']]);

    await warm();
    await add(ids['Carousel A']!, 1);
    expect(await carousel()).toEqual([
      [1, 'Carousel A'],
      [5, 'Carousel B'],
    ]);

    // Without a display order, after the last entry.
    await warm();
    const c = await add(ids['Carousel C']!);
    expect(c.displayOrder).toBe(6);
    expect(await carousel()).toEqual([
      [1, 'Carousel A'],
      [5, 'Carousel B'],
      [6, 'Carousel C'],
    ]);

    await warm();
    const removed = await t.call('DELETE', `/api/admin/featured-carousel/${b.id}`, t.admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: m.removed });
    expect(await carousel()).toEqual([
      [1, 'Carousel A'],
      [6, 'Carousel C'],
    ]);
    // The product itself stays in the catalogue.
    expect((await t.call('GET', `/api/products/${ids['Carousel B']}`)).statusCode).toBe(200);

    const audit = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'featured_carousel_entry'), eq(auditLog.entityId, String(b.id))));
    expect(audit).toEqual([
      {
        action: 'featured.add',
        details: { productId: ids['Carousel B'], name: 'Carousel B', displayOrder: 5 },
      },
      { action: 'featured.remove', details: { productId: ids['Carousel B'], displayOrder: 5 } },
    ]);

    for (const entry of await t.db.select().from(featuredCarouselEntries)) {
      await t.call('DELETE', `/api/admin/featured-carousel/${entry.id}`, t.admin);
    }
  });

  it('holds a product once: a second entry is a 409, also when two admins add it at once', async () => {
    const first = await add(ids['Carousel D']!, 3);
    const again = await t.call('POST', '/api/admin/featured-carousel', t.admin, {
      productId: ids['Carousel D'],
      displayOrder: 4,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: m.alreadyFeatured, code: 'CONFLICT' });
    await t.call('DELETE', `/api/admin/featured-carousel/${first.id}`, t.admin);

    const both = await Promise.all(
      [1, 2].map(() =>
        t.call('POST', '/api/admin/featured-carousel', t.admin, { productId: ids['Carousel D'] }),
      ),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(
      await t.db.$count(featuredCarouselEntries, eq(featuredCarouselEntries.productId, ids['Carousel D']!)),
    ).toBe(1);
    for (const entry of await t.db.select().from(featuredCarouselEntries)) {
      await t.call('DELETE', `/api/admin/featured-carousel/${entry.id}`, t.admin);
    }
  });

  it('answers 400 with field messages for a bad body or an unknown product', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { productId: [m.productRequired] }],
      [{ productId: String(ids['Carousel A']) }, { productId: [m.productRequired] }],
      [{ productId: 1.5 }, { productId: [m.productRequired] }],
      [{ productId: ids['Carousel A'], displayOrder: -1 }, { displayOrder: [m.displayOrder(100_000)] }],
      [{ productId: ids['Carousel A'], displayOrder: '2' }, { displayOrder: [m.displayOrder(100_000)] }],
      [{ productId: ids['Carousel A'], extra: true }, { extra: [generalMessages.unknownField] }],
      [{ productId: 2_147_483_647 }, { productId: [m.productUnknown] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await t.call('POST', '/api/admin/featured-carousel', t.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors, JSON.stringify(body)).toEqual(fieldErrors);
    }
    expect(await t.db.$count(featuredCarouselEntries)).toBe(0);
  });

  it('answers 404 for an unknown entry and 400 for a malformed id', async () => {
    const missing = await t.call('DELETE', '/api/admin/featured-carousel/2147483647', t.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: m.entryNotFound });
    for (const id of ['abc', '0x1', '1.0', '-1', '0']) {
      expect((await t.call('DELETE', `/api/admin/featured-carousel/${id}`, t.admin)).statusCode, id).toBe(
        400,
      );
    }
  });
});

describe('PUT /api/admin/featured-carousel/order', () => {
  const reorder = (entryIds: unknown) =>
    t.call('PUT', '/api/admin/featured-carousel/order', t.admin, { entryIds });

  async function clear() {
    for (const entry of await t.db.select().from(featuredCarouselEntries)) {
      await t.call('DELETE', `/api/admin/featured-carousel/${entry.id}`, t.admin);
    }
  }

  it('numbers the entries 1, 2, 3… in the order given and shows it to guests at once', async () => {
    const a = await add(ids['Carousel A']!, 10);
    const b = await add(ids['Carousel B']!, 10);
    const c = await add(ids['Carousel C']!, 40);
    await warm();

    const res = await reorder([c.id, a.id, b.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.reordered });
    expect(await carousel()).toEqual([
      [1, 'Carousel C'],
      [2, 'Carousel A'],
      [3, 'Carousel B'],
    ]);

    // A new entry without a display order still goes after the last.
    expect((await add(ids['Carousel D']!)).displayOrder).toBe(4);

    const audit = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'featured.reorder'));
    expect(audit).toEqual([{ details: { before: [a.id, b.id, c.id], after: [c.id, a.id, b.id] } }]);
    await clear();
  });

  it('answers 409 and changes nothing when the list is not the carousel as it is now', async () => {
    const a = await add(ids['Carousel A']!, 1);
    const b = await add(ids['Carousel B']!, 2);
    const stale = [[b.id], [b.id, a.id, 2_147_483_647]];
    for (const entryIds of stale) {
      const res = await reorder(entryIds);
      expect(res.statusCode, JSON.stringify(entryIds)).toBe(409);
      expect(res.json()).toMatchObject({ message: m.orderStale, code: 'CONFLICT' });
    }
    expect(await carousel()).toEqual([
      [1, 'Carousel A'],
      [2, 'Carousel B'],
    ]);
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'featured.reorder'))).toBe(1);
    await clear();
  });

  it('answers 400 with a field message for a malformed list', async () => {
    const a = await add(ids['Carousel A']!, 7);
    for (const entryIds of [[], [a.id, a.id], [String(a.id)], [1.5], [0], 'x', null]) {
      const res = await reorder(entryIds);
      expect(res.statusCode, JSON.stringify(entryIds)).toBe(400);
      const fields = Object.values(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors);
      expect(fields.flat(), JSON.stringify(entryIds)).toContain(m.orderInvalid);
    }
    const extra = await t.call('PUT', '/api/admin/featured-carousel/order', t.admin, {
      entryIds: [a.id],
      x: 1,
    });
    expect(extra.statusCode).toBe(400);
    expect(await carousel()).toEqual([[7, 'Carousel A']]);
    await clear();
  });
});
