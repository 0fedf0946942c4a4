import { randomUUID } from 'node:crypto';
import type { Brand, Category } from '@shop/contract/catalog-schemas';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, storedImages } from '../../db/schema/system';
import { createSignedInTestApp, type SignedInTestApp } from '../../test/test-app';
import { storeImage } from '../images/images.service';

// Bodies of 5–12 MB through the app: seconds each on a busy machine, past the 30 s default once in CI.
const LARGE_BODY_TIMEOUT_MS = 90_000;

const MB = 1024 * 1024;

let t: SignedInTestApp;
let brand: Brand;
let category: Category;
let storedUrl: string;

beforeAll(async () => {
  t = await createSignedInTestApp({ doctor: 'registered' });
  const brands = (await t.call('GET', '/api/brands')).json<Brand[]>();
  const categories = (await t.call('GET', '/api/categories')).json<Category[]>();
  if (!brands[0] || !categories[0]) throw new Error('reference data missing');
  brand = brands[0];
  category = categories[0];
  const data = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#0f766e' } })
    .webp()
    .toBuffer();
  storedUrl = (await storeImage(t.db, { data, contentType: 'image/webp', width: 30, height: 30 })).url;
});
afterAll(() => t.close());

const dataUrl = (type: string, bytes: Buffer | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

async function storedCount() {
  const [row] = await t.db.select({ n: count() }).from(storedImages);
  return row?.n ?? 0;
}

async function storedBytes(imageUrl: string) {
  const [row] = await t.db
    .select({ data: storedImages.data })
    .from(storedImages)
    .where(eq(storedImages.id, imageUrl.replace('/images/', '')));
  if (!row) throw new Error(`no stored image ${imageUrl}`);
  return row.data;
}

const targets = [
  {
    name: 'brand',
    field: 'imageUrl',
    url: () => `/api/brands/${brand.id}`,
    unknown: '/api/brands/999999',
    listUrl: '/api/brands',
    notFound: 'Brand not found',
    /** What the public sees: the brand list. */
    publicValue: async () => {
      const list = (await t.call('GET', '/api/brands')).json<Brand[]>();
      return list.find((b) => b.id === brand.id)?.imageUrl;
    },
    valueOf: (body: Brand | Category) => (body as Brand).imageUrl,
    audit: 'brand.image_update',
  },
  {
    name: 'category',
    field: 'icon',
    url: () => `/api/categories/${category.id}`,
    unknown: '/api/categories/999999',
    listUrl: '/api/categories',
    notFound: 'Category not found',
    /** What the public sees: the category list and the category page. */
    publicValue: async () => {
      const list = (await t.call('GET', '/api/categories')).json<Category[]>();
      const one = (await t.call('GET', `/api/categories/${category.slug}`)).json<Category>();
      const fromList = list.find((c) => c.id === category.id)?.icon;
      expect(one.icon).toBe(fromList);
      return fromList;
    },
    valueOf: (body: Brand | Category) => (body as Category).icon,
    audit: 'category.icon_update',
  },
] as const;

describe.each(targets)('PATCH the $name image', (target) => {
  const patch = (value: unknown, cookie: string | undefined = t.admin, url = target.url()) =>
    t.app.inject({
      method: 'PATCH',
      url,
      payload: { [target.field]: value },
      headers: cookie ? { cookie } : {},
    });

  it(
    'answers 401 to a guest and 403 to a doctor, before reading even an oversized body',
    async () => {
      const guest = await patch('https://cdn.example/a.png', '');
      expect(guest.statusCode).toBe(401);
      const asDoctor = await patch('https://cdn.example/a.png', t.doctor);
      expect(asDoctor.statusCode).toBe(403);
      const huge = dataUrl('image/png', Buffer.alloc(12 * MB));
      expect((await patch(huge, '')).statusCode).toBe(401);
      expect((await patch(huge, t.doctor)).statusCode).toBe(403);
    },
    LARGE_BODY_TIMEOUT_MS,
  );

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await patch('https://cdn.example/a.png', t.admin, target.unknown);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>()).toEqual({ message: target.notFound, code: 'NOT_FOUND' });
    const malformed = await patch('https://cdn.example/a.png', t.admin, target.url().replace(/\d+$/, 'abc'));
    expect(malformed.statusCode).toBe(400);
  });

  it('saves an https URL as written, shown to the public at once despite the response cache', async () => {
    // Read twice: the second answer comes from the catalogue response cache (decision 007).
    await target.publicValue();
    const cached = await t.call('GET', target.listUrl);
    expect(cached.headers['x-cache']).toBe('hit');
    const url = `https://cdn.example/${target.name}-${randomUUID()}.png`;
    const res = await patch(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(target.valueOf(res.json())).toBe(url);
    expect(await target.publicValue()).toBe(url);
  });

  it('saves a stored image path, and refuses one that names no stored image', async () => {
    const res = await patch(storedUrl.toUpperCase().replace('/IMAGES/', '/images/'));
    expect(res.statusCode, res.body).toBe(200);
    expect(target.valueOf(res.json())).toBe(storedUrl);
    expect(await target.publicValue()).toBe(storedUrl);

    const missing = await patch(`/images/${randomUUID()}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().fieldErrors).toEqual({
      [target.field]: ['This image is not stored in the shop'],
    });
  });

  it('stores an embedded image (EXIF and GPS stripped) and saves its /images/ URL, never the data URL', async () => {
    const jpeg = await sharp({
      create: {
        width: 64,
        height: 32,
        channels: 3,
        background: target.name === 'brand' ? '#be123c' : '#4338ca',
      },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1' },
      })
      .toBuffer();
    const before = await storedCount();
    const res = await patch(dataUrl('image/jpeg', jpeg));
    expect(res.statusCode, res.body).toBe(200);
    const saved = target.valueOf(res.json()) ?? '';
    expect(saved).toMatch(/^\/images\/[0-9a-f-]{36}$/);
    expect(await storedCount()).toBe(before + 1);
    expect(await target.publicValue()).toBe(saved);

    const bytes = await storedBytes(saved);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 32 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('TestCam')).toBe(false);
    const served = await t.call('GET', saved);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The same file again reuses the stored image.
    const again = await patch(dataUrl('image/png', jpeg));
    expect(target.valueOf(again.json())).toBe(saved);
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses SVG and HTML in a data URL with 415, whatever type it declares, changing nothing', async () => {
    const current = await target.publicValue();
    const before = await storedCount();
    for (const value of [
      dataUrl('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      dataUrl('image/png', '<!doctype html><script>alert(1)</script>'),
    ]) {
      const res = await patch(value);
      expect(res.statusCode).toBe(415);
      expect(res.json<ApiErrorBody>()).toEqual({
        message: 'The image is not a JPEG, PNG, GIF or WebP image.',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    expect(await storedCount()).toBe(before);
    expect(await target.publicValue()).toBe(current);
  });

  it(
    'refuses an embedded image over 5 MB with 413, however large the body',
    async () => {
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000000' } })
        .jpeg()
        .toBuffer();
      const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
      const before = await storedCount();
      for (const size of [5 * MB + 1, 6 * MB, 9 * MB]) {
        const res = await patch(dataUrl('image/jpeg', padded(size)));
        expect(res.statusCode, String(size)).toBe(413);
        expect(res.json<ApiErrorBody>()).toEqual({
          message: 'The image is larger than 5 MB.',
          code: 'PAYLOAD_TOO_LARGE',
        });
      }
      expect(await storedCount()).toBe(before);
      const fits = await patch(dataUrl('image/jpeg', padded(5 * MB)));
      expect(fits.statusCode, fits.body).toBe(200);
    },
    LARGE_BODY_TIMEOUT_MS,
  );

  it('refuses a blank value, http:, javascript: and other addresses with 400', async () => {
    const blank = await patch('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiErrorBody>().fieldErrors).toEqual({
      [target.field]: ['Enter an image URL or choose a file'],
    });
    for (const value of [
      'http://cdn.example/a.png',
      'javascript:alert(1)',
      'https://user:secret@cdn.example/a.png',
      'data:image/svg+xml,<svg/>',
      '/images/../admin',
      42,
    ]) {
      const res = await patch(value);
      expect(res.statusCode, String(value)).toBe(400);
    }
    const unknownField = await t.call('PATCH', target.url(), t.admin, {
      [target.field]: 'https://cdn.example/a.png',
      name: 'Renamed',
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('records an audit entry for each change, with the address before and after', async () => {
    const from = await target.publicValue();
    const to = `https://cdn.example/audited-${randomUUID()}.png`;
    expect((await patch(to)).statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, target.audit), eq(auditLog.entityId, String(target.url().split('/').pop()))),
      );
    expect(entries.at(-1)?.details).toEqual({ from, to });
  });
});
