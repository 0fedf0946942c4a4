import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariants, storedImages } from '../../db/schema/system';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storeImage } from './images.service';

const ORIGINAL = { width: 800, height: 600 };

let t: TestApp;
let imageUrl: string;
let imageId: string;
let original: Buffer;

async function variantRows(id: string) {
  const [row] = await t.db.select({ n: count() }).from(imageVariants).where(eq(imageVariants.imageId, id));
  return row?.n ?? 0;
}

// A built web app, so an address the image route does not take would reach the pages' route.
const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ORIGINAL.width}" height="${ORIGINAL.height}">` +
      `<rect width="100%" height="100%" fill="#1d4ed8"/><rect width="50%" height="100%" fill="#f59e0b"/></svg>`,
  );
  original = await sharp(stripes).webp({ quality: 80 }).toBuffer();
  const stored = await storeImage(t.db, { data: original, contentType: 'image/webp', ...ORIGINAL });
  imageUrl = stored.url;
  imageId = stored.id;
});
afterAll(() => t.close());

describe('GET /images/:id', () => {
  it('serves the stored bytes with their type, year-long immutable caching and an ETag', async () => {
    expect(imageUrl).toBe(`/images/${imageId}`);
    const res = await t.call('GET', imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.rawPayload.equals(original)).toBe(true);
  });

  it('answers 304 without a body when If-None-Match names the ETag', async () => {
    const first = await t.call('GET', imageUrl);
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await t.app.inject({
        method: 'GET',
        url: imageUrl,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    const stale = await t.app.inject({
      method: 'GET',
      url: imageUrl,
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.call('HEAD', imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.etag).toBeDefined();
    expect(res.rawPayload.length).toBe(0);
  });

  it('resizes to an allowed width once and keeps the variant', async () => {
    expect(await variantRows(imageId)).toBe(0);
    const res = await t.call('GET', `${imageUrl}?w=320`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(res.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(await variantRows(imageId)).toBe(1);

    const again = await t.call('GET', `${imageUrl}?w=320`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(await variantRows(imageId)).toBe(1);

    const plain = await t.call('GET', imageUrl);
    expect(res.headers.etag).not.toBe(plain.headers.etag);
  });

  it('never upscales: a width at or above the original serves the original', async () => {
    const before = await variantRows(imageId);
    for (const width of [960, 1200]) {
      const res = await t.call('GET', `${imageUrl}?w=${width}`);
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(ORIGINAL.width);
      expect(res.rawPayload.equals(original)).toBe(true);
    }
    expect(await variantRows(imageId)).toBe(before);
  });

  it('refuses widths outside the fixed set with field errors', async () => {
    for (const w of ['123', 'abc', '-320', '']) {
      const res = await t.call('GET', `${imageUrl}?w=${w}`);
      expect(res.statusCode, `w=${w}`).toBe(400);
      const body = res.json<ApiErrorBody>();
      expect(body.code).toBe('INVALID_DATA');
      expect(body.fieldErrors?.w?.[0]).toMatch(/^Width must be one of 96, 160, 320/);
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });

  it('answers 404 with the error shape for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', `${imageId}x`]) {
      const res = await t.call('GET', `/images/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Image not found', code: 'NOT_FOUND' });
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    }
    const resized = await t.call('GET', `/images/${randomUUID()}?w=320`);
    expect(resized.statusCode).toBe(404);
  });

  it('answers the same JSON 404 for a name of any length or with a slash, never the page', async () => {
    for (const name of [
      'x'.repeat(100),
      'x'.repeat(101),
      'x'.repeat(250),
      'x'.repeat(5000),
      'a/b',
      `${imageId}/x`,
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.call(method, `/images/${name}?w=320`);
        expect(res.statusCode, `${method} ${name.length}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${name.length}`).toContain('application/json');
        if (method === 'GET') expect(res.json()).toEqual({ message: 'Image not found', code: 'NOT_FOUND' });
        expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
      }
    }
  });

  it('is documented in the OpenAPI description under the images tag', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const document = res.json<{ paths: Record<string, { get?: { tags?: string[] } }> }>();
    expect(document.paths['/images/{id}']?.get?.tags).toEqual(['images']);
  });
});

describe('storeImage', () => {
  it('reuses the stored row for identical bytes', async () => {
    const [before] = await t.db.select({ n: count() }).from(storedImages);
    const again = await storeImage(t.db, { data: original, contentType: 'image/webp', ...ORIGINAL });
    const [after] = await t.db.select({ n: count() }).from(storedImages);
    expect(again.id).toBe(imageId);
    expect(after?.n).toBe(before?.n);
  });

  it('records size and hash of a new image', async () => {
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#10b981' } })
      .webp()
      .toBuffer();
    const stored = await storeImage(t.db, { data, contentType: 'image/webp', width: 40, height: 30 });
    const [row] = await t.db.select().from(storedImages).where(eq(storedImages.id, stored.id));
    expect(row).toMatchObject({
      width: 40,
      height: 30,
      byteSize: data.byteLength,
      contentType: 'image/webp',
    });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
