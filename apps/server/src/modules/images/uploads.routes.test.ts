import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import type { ApiErrorBody } from '@shop/contract/error-schemas';
import type { UploadImagesResponse } from '@shop/contract/upload-schemas';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, storedImages } from '../../db/schema/system';
import { httpTimeouts, listenOnFreePort, rawExchange } from '../../test/raw-connection';
import { createSignedInTestApp, type SignedInTestApp } from '../../test/test-app';
import { bombPng } from '../../test/bomb-png';
import { form, type Part } from '../../test/multipart';

const MB = 1024 * 1024;
const URL_ = '/api/upload/images';
// Short bounds for the stalled-upload tests; production defaults are 10 s / 30 s / 300 s (config.ts).
const IDLE_S = 1;
const REQUEST_S = 3;

let t: SignedInTestApp;
let port: number;

beforeAll(async () => {
  t = await createSignedInTestApp({
    doctor: 'registered',
    env: httpTimeouts({ headers: 1, idle: IDLE_S, request: REQUEST_S }),
  });
  port = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

const file = (data: Buffer | string, filename: string, type = 'image/jpeg'): Part => ({
  name: 'images',
  data,
  filename,
  type,
});

async function upload(parts: Part[], options: { cookie?: string; query?: string } = {}) {
  const { payload, headers } = form(parts);
  const cookie = options.cookie === undefined ? t.admin : options.cookie;
  return t.app.inject({
    method: 'POST',
    url: `${URL_}${options.query ?? ''}`,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

async function storedCount() {
  const [row] = await t.db.select({ n: count() }).from(storedImages);
  return row?.n ?? 0;
}

/** Uploads `parts` as the admin, expecting a 201: the stored images' URLs, in the order sent. */
async function uploadedUrls(parts: Part[]) {
  const res = await upload(parts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<UploadImagesResponse>().files.map((f) => f.imageUrl);
}

async function storedRow(imageUrl: string) {
  const id = imageUrl.replace('/images/', '');
  const [row] = await t.db.select().from(storedImages).where(eq(storedImages.id, id));
  if (!row) throw new Error(`no stored image ${imageUrl}`);
  return row;
}

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A valid JPEG padded with zeros after its end marker to exactly `size` bytes (decoders stop at the marker). */
async function jpegOfSize(size: number) {
  const jpeg = await solid(64, 48, '#0ea5e9').jpeg().toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
}

/** Whether raw EXIF holds a GPS IFD pointer (tag 0x8825), in either byte order. */
function hasGpsPointer(exif: Buffer) {
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

describe('POST /api/upload/images: who may upload', () => {
  it('answers 401 to a guest and 403 to a doctor, storing nothing', async () => {
    const before = await storedCount();
    const image = await solid(20, 20, '#f97316').png().toBuffer();
    const guest = await upload([file(image, 'a.png', 'image/png')], { cookie: '' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json<ApiErrorBody>().code).toBe('UNAUTHORIZED');
    const asDoctor = await upload([file(image, 'a.png', 'image/png')], { cookie: t.doctor });
    expect(asDoctor.statusCode).toBe(403);
    expect(asDoctor.json<ApiErrorBody>().code).toBe('NOT_ALLOWED');
    expect(await storedCount()).toBe(before);
  });

  it('refuses before reading the body: a guest gets 401 while the announced 10 MB never arrive', async () => {
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error('no answer within 800 ms'));
      }, 800);
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
        if (received.includes('\r\n\r\n')) {
          clearTimeout(timer);
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', () => undefined);
      socket.write(
        `POST ${URL_} HTTP/1.1\r\nHost: shop.example\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
          `Content-Length: ${10 * MB}\r\n\r\n`,
      );
    });
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
  });
});

describe('POST /api/upload/images: stored like every shop image', () => {
  it('strips EXIF with GPS, applies the orientation and stores the re-encoded JPEG', async () => {
    const original = await solid(400, 200, '#2563eb')
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'GPS Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 3230/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 4366/100',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(original).metadata();
    expect(sent.exif && hasGpsPointer(sent.exif)).toBe(true);
    expect(sent.orientation).toBe(6);

    const before = await storedCount();
    const urls = await uploadedUrls([file(original, 'IMG_0001.JPG')]);
    expect(urls).toHaveLength(1);
    const imageUrl = urls[0] ?? '';
    expect(imageUrl).toMatch(/^\/images\/[0-9a-f-]{36}$/);
    expect(await storedCount()).toBe(before + 1);

    const row = await storedRow(imageUrl);
    const stored = await sharp(row.data).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(row.data.includes('TestCam')).toBe(false);
    expect(row).toMatchObject({ contentType: 'image/jpeg', width: 200, height: 400 });

    // Served as every shop image is: immutable caching, WebP renditions for srcset.
    const served = await t.call('GET', imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(row.data)).toBe(true);
    const rendition = await t.call('GET', `${imageUrl}?w=96`);
    expect(rendition.headers['content-type']).toBe('image/webp');
    expect(await sharp(rendition.rawPayload).metadata()).toMatchObject({ width: 96, height: 192 });
  });

  it('keeps PNG transparency, stores a GIF as a PNG of its first frame, and WebP as WebP', async () => {
    const png = await sharp({
      create: { width: 30, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const frames = await Promise.all(
      ['#16a34a', '#dc2626'].map((colour) => solid(24, 48, colour).png().toBuffer()),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const webp = await solid(50, 40, '#a855f7').webp().toBuffer();

    const [first, second, third] = await uploadedUrls([
      file(png, 'clear.png', 'image/png'),
      file(animated, 'spinner.gif', 'image/gif'),
      file(webp, 'photo.webp', 'image/webp'),
    ]);
    const pngRow = await storedRow(first ?? '');
    expect(pngRow.contentType).toBe('image/png');
    expect(await sharp(pngRow.data).metadata()).toMatchObject({ format: 'png', hasAlpha: true, width: 30 });
    const gifRow = await storedRow(second ?? '');
    expect(gifRow.contentType).toBe('image/png');
    const gifStored = await sharp(gifRow.data).metadata();
    expect(gifStored).toMatchObject({ format: 'png', width: 24, height: 48 });
    expect(gifStored.pages ?? 1).toBe(1);
    const webpRow = await storedRow(third ?? '');
    expect(webpRow.contentType).toBe('image/webp');
  });

  it('scales the longest side down to 4000 px, keeping the aspect', async () => {
    const wide = await solid(6000, 1500, '#64748b').png().toBuffer();
    const [url] = await uploadedUrls([file(wide, 'banner.png', 'image/png')]);
    const row = await storedRow(url ?? '');
    expect(row).toMatchObject({ width: 4000, height: 1000 });
  });

  it('answers in the order sent and stores identical bytes once', async () => {
    const red = await solid(11, 11, '#ff0000').png().toBuffer();
    const blue = await solid(12, 12, '#0000ff').png().toBuffer();
    const urls = await uploadedUrls([
      file(red, 'red.png', 'image/png'),
      file(blue, 'blue.png', 'image/png'),
      file(red, 'red-again.png', 'image/png'),
    ]);
    expect((await storedRow(urls[0] ?? '')).width).toBe(11);
    expect((await storedRow(urls[1] ?? '')).width).toBe(12);
    expect(urls[2]).toBe(urls[0]);
  });

  it('removes its scratch directory before answering, stored or refused', async () => {
    const scratch = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('shop-upload-')));
    const before = scratch();
    const image = await solid(14, 14, '#fb7185').png().toBuffer();
    expect((await upload([file(image, 'kept.png', 'image/png')])).statusCode).toBe(201);
    expect((await upload([file(image, 'kept.png', 'image/png'), file('<svg/>', 'x.svg')])).statusCode).toBe(
      415,
    );
    const left = [...scratch()].filter((name) => !before.has(name));
    expect(left).toEqual([]);
  });

  it('records one audit entry per upload, naming the stored images', async () => {
    const image = await solid(13, 13, '#facc15').png().toBuffer();
    const res = await upload([file(image, 'audit.png', 'image/png')], { query: '?context=product-form' });
    expect(res.statusCode).toBe(201);
    const imageUrl = res.json<UploadImagesResponse>().files[0]?.imageUrl;
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'images.upload'));
    expect(entries.at(-1)?.details).toEqual({ context: 'product-form', imageUrls: [imageUrl] });
  });
});

describe('POST /api/upload/images: judged by content', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

  it('refuses SVG, HTML named .png and other files with 415 naming the file; nothing stored', async () => {
    const good = await solid(10, 10, '#22c55e').png().toBuffer();
    const cases: [Part, string][] = [
      [file(svg, 'logo.svg', 'image/svg+xml'), '"logo.svg" is not a JPEG, PNG, GIF or WebP image.'],
      [file(svg, 'logo.png', 'image/png'), '"logo.png" is not a JPEG, PNG, GIF or WebP image.'],
      [
        file('<!doctype html><html><script>alert(1)</script></html>', 'cute-cat.png', 'image/png'),
        '"cute-cat.png" is not a JPEG, PNG, GIF or WebP image.',
      ],
      [file('%PDF-1.7\n', 'brochure.jpg'), '"brochure.jpg" is not a JPEG, PNG, GIF or WebP image.'],
    ];
    for (const [part, message] of cases) {
      const before = await storedCount();
      const res = await upload([file(good, 'fine.png', 'image/png'), part]);
      expect(res.statusCode, part.filename).toBe(415);
      expect(res.json<ApiErrorBody>()).toEqual({ message, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await storedCount()).toBe(before);
    }
  });

  it('refuses a file whose header announces one format but holds another, and a damaged one', async () => {
    const pngHeaderThenJpeg = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      await solid(10, 10, '#000000').jpeg().toBuffer(),
    ]);
    const mixed = await upload([file(pngHeaderThenJpeg, 'mixed.png', 'image/png')]);
    expect([400, 415]).toContain(mixed.statusCode);

    const jpeg = await solid(300, 300, '#dc2626').jpeg().toBuffer();
    const damaged = await upload([file(jpeg.subarray(0, 200), 'broken.jpg')]);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json<ApiErrorBody>().message).toBe(
      '"broken.jpg" could not be read as an image; the file may be damaged.',
    );
    const empty = await upload([file(Buffer.alloc(0), 'empty.jpg')]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().message).toBe('"empty.jpg" is empty.');
  });

  it('quotes a file name without control characters and clipped', async () => {
    const res = await upload([file(svg, `${'a'.repeat(200)}\u0007.svg`, 'image/svg+xml')]);
    expect(res.statusCode).toBe(415);
    expect(res.json<ApiErrorBody>().message).toBe(
      `"${'a'.repeat(80)}…" is not a JPEG, PNG, GIF or WebP image.`,
    );
  });

  it('refuses decompression bombs before decoding them: 413 with a message, the server unharmed', async () => {
    const cases = [
      ['bomb.png', bombPng(20_000, 20_000, true)], // 400 megapixels in about 50 KB
      ['huge-canvas.png', bombPng(100_000, 100_000, false)], // a header and nothing else
    ] as const;
    for (const [name, data] of cases) {
      expect(data.length).toBeLessThan(200_000);
      const before = await storedCount();
      const res = await upload([file(data, name, 'image/png')]);
      expect(res.statusCode, name).toBe(413);
      expect(res.json<ApiErrorBody>()).toEqual({
        message: `"${name}" is too large in pixels: at most 50 megapixels.`,
        code: 'PAYLOAD_TOO_LARGE',
      });
      expect(await storedCount()).toBe(before);
    }
    const gif = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([0xff, 0xff, 0xff, 0xff, 0, 0, 0]),
      Buffer.from(';'),
    ]);
    const res = await upload([file(gif, 'huge.gif', 'image/gif')]);
    expect([400, 413]).toContain(res.statusCode);
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
  });
});

describe('POST /api/upload/images: limits', () => {
  it('takes 5 MB a file on the add-product page (query or field) and 413s beyond, storing nothing', async () => {
    const exactly = await jpegOfSize(5 * MB);
    const over = await jpegOfSize(5 * MB + 1);
    const good = await solid(10, 10, '#14b8a6').png().toBuffer();

    const before = await storedCount();
    for (const query of ['?context=product-form', '']) {
      const contextField: Part[] = query ? [] : [{ name: 'context', data: 'product-form' }];
      const res = await upload([...contextField, file(good, 'ok.png', 'image/png'), file(over, 'big.jpg')], {
        query,
      });
      expect(res.statusCode, query).toBe(413);
      expect(res.json<ApiErrorBody>()).toEqual({
        message: '"big.jpg" is larger than 5 MB.',
        code: 'PAYLOAD_TOO_LARGE',
      });
      expect(await storedCount()).toBe(before);
    }
    const fits = await upload([file(exactly, 'fits.jpg')], { query: '?context=product-form' });
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('takes 10 MB a file in the image manager (the default) and 413s beyond, storing nothing', async () => {
    const exactly = await jpegOfSize(10 * MB);
    const over = await jpegOfSize(10 * MB + 1);
    const before = await storedCount();
    for (const query of ['', '?context=manager']) {
      const res = await upload([file(exactly, 'first.jpg'), file(over, 'second.jpg')], { query });
      expect(res.statusCode, query).toBe(413);
      expect(res.json<ApiErrorBody>().message).toBe('"second.jpg" is larger than 10 MB.');
      expect(await storedCount()).toBe(before);
    }
    const fits = await upload([file(exactly, 'fits.jpg')]);
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('takes 20 files at once and refuses 21 with 413, storing nothing', async () => {
    const images = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        solid(20 + i, 10, `#${(i * 10 + 16).toString(16).padStart(2, '0')}4080`)
          .png()
          .toBuffer(),
      ),
    );
    const parts = images.map((data, i) => file(data, `tile-${i + 1}.png`, 'image/png'));

    const before = await storedCount();
    const tooMany = await upload(parts);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json<ApiErrorBody>().message).toBe('Upload at most 20 images at once.');
    expect(await storedCount()).toBe(before);

    const urls = await uploadedUrls(parts.slice(0, 20));
    expect(urls).toHaveLength(20);
    const widths = await Promise.all(urls.map(async (url) => (await storedRow(url)).width));
    expect(widths).toEqual(Array.from({ length: 20 }, (_, i) => 20 + i));
    expect(await storedCount()).toBe(before + 20);
  });

  it('reaches a real client that is still sending: 413 read over HTTP, the connection usable again', async () => {
    // An app of its own with the shop's default time bounds: the client and the server share this
    // process, and on a busy machine (CI runs the stories beside) the file's one-second idle bound
    // once cut this 12 MB exchange short with a 408 before the 413 could be read.
    const roomy = await createSignedInTestApp({ doctor: 'registered' });
    try {
      const body = new FormData();
      body.append('images', new Blob([await jpegOfSize(11 * MB)], { type: 'image/jpeg' }), 'huge.jpg');
      body.append('images', new Blob([await jpegOfSize(MB)], { type: 'image/jpeg' }), 'after.jpg');
      const base = `http://127.0.0.1:${await listenOnFreePort(roomy.app)}`;
      const res = await fetch(`${base}${URL_}`, { method: 'POST', body, headers: { cookie: roomy.admin } });
      expect(res.status).toBe(413);
      expect(((await res.json()) as ApiErrorBody).message).toBe('"huge.jpg" is larger than 10 MB.');
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await roomy.close();
    }
  });

  it('answers 400 for no file, an unknown field, a context after the files or an unknown context', async () => {
    const image = await solid(10, 10, '#eab308').png().toBuffer();
    const noFile = await upload([{ name: 'context', data: 'manager' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<ApiErrorBody>().message).toBe('Choose at least one image to upload.');

    const unknown = await upload([{ name: 'photo', data: image, filename: 'a.png', type: 'image/png' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().fieldErrors).toEqual({ photo: ['Unknown field'] });

    const late = await upload([file(image, 'a.png', 'image/png'), { name: 'context', data: 'product-form' }]);
    expect(late.statusCode).toBe(400);
    expect(late.json<ApiErrorBody>().message).toBe('Send the context field before the images.');

    const conflict = await upload([{ name: 'context', data: 'manager' }, file(image, 'a.png', 'image/png')], {
      query: '?context=product-form',
    });
    expect(conflict.statusCode).toBe(400);

    const badField = await upload([{ name: 'context', data: 'gallery' }, file(image, 'a.png', 'image/png')]);
    expect(badField.statusCode).toBe(400);
    expect(badField.json<ApiErrorBody>().fieldErrors).toEqual({
      context: ['Context must be manager or product-form'],
    });
    const badQuery = await upload([file(image, 'a.png', 'image/png')], { query: '?context=gallery' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json<ApiErrorBody>().fieldErrors).toEqual({
      context: ['Context must be manager or product-form'],
    });
  });

  it('answers 415 to a body that is not multipart, and no other route takes multipart', async () => {
    const json = await t.call('POST', URL_, t.admin, { images: [] });
    expect(json.statusCode).toBe(415);
    expect(json.json<ApiErrorBody>().message).toBe(
      'Send the images as multipart/form-data, each in a field named "images".',
    );
    const { payload, headers } = form([{ name: 'email', data: 'a@b.example' }]);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload,
      headers,
    });
    expect(elsewhere.statusCode).toBe(415);
  });
});

describe('the OpenAPI description', () => {
  it('lists the upload and the brand and category image changes', async () => {
    const res = await t.call('GET', '/api/docs/json');
    const document = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    expect(document.paths['/api/upload/images']?.post?.tags).toEqual(['images']);
    expect(document.paths['/api/brands/{id}']?.patch?.tags).toEqual(['catalog']);
    expect(document.paths['/api/categories/{category}']?.patch?.tags).toEqual(['catalog']);
  });
});

describe('POST /api/upload/images: a body that stops arriving', () => {
  /**
   * Sends the headers and the first `sent` bytes of a real upload, then nothing, or one more byte
   * every `trickleMs`; resolves when the server closes the connection.
   */
  function stalledUpload(body: Buffer, contentType: string, sent: number, trickleMs?: number) {
    let next = sent;
    return rawExchange(
      port,
      (socket) => {
        socket.write(
          `POST ${URL_} HTTP/1.1\r\nHost: shop.example\r\nCookie: ${t.admin}\r\nContent-Type: ${contentType}\r\n` +
            `Content-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(body.subarray(0, sent));
      },
      trickleMs
        ? { everyMs: trickleMs, next: () => (next < body.length ? body.subarray(next, ++next) : undefined) }
        : undefined,
    );
  }

  it('is closed at the idle bound mid-file, nothing stored, the server unharmed', async () => {
    const first = await solid(40, 40, '#0891b2').png().toBuffer();
    const second = await jpegOfSize(2 * MB);
    const { payload, headers } = form([file(first, 'first.png', 'image/png'), file(second, 'second.jpg')]);
    const before = await storedCount();
    const { response, closedAfterMs } = await stalledUpload(payload, headers['content-type'], 1 * MB);
    expect(closedAfterMs).toBeLessThan((IDLE_S + 1.5) * 1000);
    if (response) expect(response).toMatch(/^HTTP\/1\.1 (408|400) /);
    // The handler ends (its scratch directory removed) once the stalled part errors.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedCount()).toBe(before);
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
  });

  it('answers 408 when a moving upload trickles past the request bound, nothing stored', async () => {
    const image = await jpegOfSize(256 * 1024);
    const { payload, headers } = form([file(image, 'slow.jpg')]);
    const before = await storedCount();
    const { response, closedAfterMs } = await stalledUpload(payload, headers['content-type'], 1000, 100);
    expect(closedAfterMs).toBeLessThan((REQUEST_S + 1.5) * 1000);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedCount()).toBe(before);
  });
});
