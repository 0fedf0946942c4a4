import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, createTestApp, postJsonText, registration, type TestApp } from './test/test-app';

const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>__SHOP_NAME__</title><meta name="currency" content="__CURRENCY__"><script>document.title;</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
);
writeFileSync(
  path.join(dist, 'assets', 'index-abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(4000))});`,
);
// A precompressed pair as the web build writes it (vite.config.ts), each copy marked so a test can
// tell it from one compressed on the fly.
const precompressedBody = `console.log(${JSON.stringify('p'.repeat(4000))});`;
writeFileSync(path.join(dist, 'assets', 'shell-pc1.js'), precompressedBody);
writeFileSync(
  path.join(dist, 'assets', 'shell-pc1.js.br'),
  brotliCompressSync(`${precompressedBody}// br copy`),
);
writeFileSync(path.join(dist, 'assets', 'shell-pc1.js.gz'), gzipSync(`${precompressedBody}// gz copy`));
writeFileSync(path.join(dist, 'theme-init.js'), 'void 0;');
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', imports: ['_shared-s1.js'] },
    '_shared-s1.js': { file: 'assets/shared-s1.js' },
    '_card-c1.js': { file: 'assets/card-c1.js', imports: ['_shared-s1.js'] },
    'src/routes/home.tsx': { file: 'assets/home-h1.js', imports: ['index.html', '_shared-s1.js'] },
    'src/routes/products.tsx': { file: 'assets/products-p1.js', imports: ['index.html', '_card-c1.js'] },
  }),
);

const { lines: logLines, stream: logStream } = captureLog();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { WEB_DIST_DIR: dist, SHOP_NAME: 'Clinic <Supply>', LOG_LEVEL: 'info' },
    logStream,
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers ok once the database answers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('the access log', () => {
  it('writes one line per request, when it completes: method, path, status and time', async () => {
    logLines.length = 0;
    await t.call('GET', '/api/health?probe=1');
    const entries = logLines.map(
      (line) =>
        JSON.parse(line) as {
          msg?: string;
          req?: { method?: string; url?: string };
          res?: { statusCode?: number };
          responseTime?: number;
        },
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?probe=1' },
      res: { statusCode: 200 },
    });
    expect(typeof entries[0]?.responseTime).toBe('number');
  });
});

describe('security', () => {
  it('refuses a NUL character anywhere in a request with 400, before it reaches the database', async () => {
    for (const url of [
      '/api/products?search=%00',
      '/api/products?search=a%00b',
      '/api/products?categorySlug=%00',
      '/api/categories/%00',
    ]) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ message: 'Text cannot contain a NUL character.' });
    }
    const register = await t.call(
      'POST',
      '/api/auth/register',
      undefined,
      registration({ practiceAddress: '12 Main St\u0000' }),
    );
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({
      fieldErrors: { practiceAddress: ['Text cannot contain a NUL character.'] },
    });
    const subscribe = await t.call('POST', '/api/newsletter/subscribe', undefined, { email: 'a\u0000@b.co' });
    expect(subscribe.statusCode).toBe(400);
  });

  it('sends a CSP that allows only the own origin plus data: images and no inline scripts', async () => {
    const res = await t.call('GET', '/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("allows exactly the page's inline theme script by its hash, on the page only", async () => {
    // sha256 of `document.title;`, the fixture page's one inline script.
    const hash = `'sha256-${createHash('sha256').update('document.title;').digest('base64')}'`;
    const page = await t.call('GET', '/products');
    const pageCsp = String(page.headers['content-security-policy']);
    expect(pageCsp).toContain(`script-src 'self' ${hash};`);
    expect(pageCsp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(pageCsp).toContain("frame-ancestors 'none'");
    const api = await t.call('GET', '/api/health');
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('refuses a state-changing request from a foreign origin and changes nothing', async () => {
    const body = registration();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      headers: { origin: 'https://evil.example', host: 'shop.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });
    const login = await t.call('POST', '/api/auth/login', undefined, {
      email: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(401);
  });

  it('accepts a request from its own origin and one without an Origin header', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(),
      headers: { origin: 'http://shop.example', host: 'shop.example' },
    });
    expect(own.statusCode).toBe(201);
    const crossSiteNoOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSiteNoOrigin.statusCode).toBe(403);
  });

  it('never logs passwords or cookies', async () => {
    const body = registration({ password: 'super-secret-pw-1', confirmPassword: 'super-secret-pw-1' });
    await t.call('POST', '/api/auth/register', undefined, body);
    await t.call('POST', '/api/auth/login', 'sid=secret-cookie-value', {
      email: body.email,
      password: 'super-secret-pw-1',
    });
    const log = logLines.join('');
    expect(log).toContain('/api/auth/login');
    expect(log).not.toContain('super-secret-pw-1');
    expect(log).not.toContain('secret-cookie-value');
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404 in the one error shape', async () => {
    const res = await t.call('GET', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 413 for an oversize body', async () => {
    const res = await postJsonText(
      t.app,
      '/api/auth/login',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas and serves the browsable docs', async () => {
    const spec = await t.call('GET', '/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const doc = spec.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/admin/pending-users',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/auth/register']?.post?.requestBody).toBeDefined();
    const ui = await t.call('GET', '/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('the built web app', () => {
  it('serves index.html for client routes with the shop name filled in and escaped', async () => {
    for (const url of ['/', '/login', '/admin/dashboard', '/Products/', '/orders/12']) {
      const res = await t.call('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<title>Clinic &#60;Supply&#62;</title>');
      expect(res.body).toContain('content="USD"');
    }
  });

  it('answers a path that names no page with 404 and the app, which shows its not-found screen', async () => {
    const home = await t.call('GET', '/');
    for (const url of [
      '/some/unknown/page',
      '/productsx?page=2',
      '/product',
      '/product/1/extra',
      '/product/abc',
      '/orders/0',
      '/images',
      `/${'x'.repeat(5000)}`,
    ]) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<title>Clinic &#60;Supply&#62;</title>');
      // The page's own headers: its CSP (which lets its inline script run), never kept by a cache.
      expect(res.headers['content-security-policy'], url).toBe(home.headers['content-security-policy']);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('private, no-cache');

      const head = await t.call('HEAD', url);
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
      expect(head.rawPayload.length, `HEAD ${url}`).toBe(0);
    }
    expect((await t.call('HEAD', '/login')).statusCode).toBe(200);
  });

  it('keeps the JSON 404 for unknown API paths and assets', async () => {
    for (const url of ['/api/no/such/thing', `/api/${'x'.repeat(5000)}`, '/assets/nope.js']) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's brotli or gzip copy of an asset as the browser accepts, never the copies by name", async () => {
    const get = (url: string, encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await get('/assets/shell-pc1.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${precompressedBody}// br copy`);
    const gz = await get('/assets/shell-pc1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${precompressedBody}// gz copy`);
    const plain = await get('/assets/shell-pc1.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(precompressedBody);
    for (const url of ['/assets/shell-pc1.js.br', '/assets/shell-pc1.js.gz']) {
      expect((await get(url, 'identity')).statusCode, url).toBe(404);
    }
  });

  it("preloads the requested screen's chunk and its imports, but not the entry's", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const products = await t.call('GET', '/products?page=2');
    expect(preloads(products.body)).toEqual(['/assets/products-p1.js', '/assets/card-c1.js']);
    expect(products.body).toContain('<title>Clinic &#60;Supply&#62;</title>');
    const home = await t.call('GET', '/');
    expect(preloads(home.body)).toEqual(['/assets/home-h1.js']);
    const login = await t.call('GET', '/login');
    expect(preloads(login.body)).toEqual([]);
  });

  it('never serves the build manifest', async () => {
    const res = await t.call('GET', '/.vite/manifest.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('src/routes');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await t.call('GET', '/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
  });
});
