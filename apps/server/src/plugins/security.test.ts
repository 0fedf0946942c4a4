import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { createTestApp, registration, type TestApp } from '../test/test-app';

// Behind a proxy, so a request can say it arrived over HTTPS (X-Forwarded-Proto); a request
// without that header is plain HTTP.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

/** Registers with these headers; returns the status and whether the account was created. */
async function registerWith(headers: Record<string, string>) {
  const body = registration();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers });
  const rows = await t.db.select().from(users).where(eq(users.email, body.email.toLowerCase()));
  return { status: res.statusCode, created: rows.length === 1, body: res.json<{ code?: string }>() };
}

describe('cross-site request refusal', () => {
  it('refuses an Origin whose scheme differs from the request, and changes nothing', async () => {
    const res = await registerWith({ host: 'shop.example', origin: 'https://shop.example' });
    expect(res).toMatchObject({ status: 403, created: false, body: { code: 'FOREIGN_ORIGIN' } });
  });

  it('refuses an Origin whose port differs', async () => {
    const res = await registerWith({ host: 'shop.example', origin: 'http://shop.example:8080' });
    expect(res).toMatchObject({ status: 403, created: false });
  });

  it('accepts the same scheme, host and port (a default port may be written or not)', async () => {
    expect(await registerWith({ host: 'shop.example', origin: 'http://shop.example' })).toMatchObject({
      status: 201,
      created: true,
    });
    expect(await registerWith({ host: 'shop.example:80', origin: 'http://shop.example' })).toMatchObject({
      status: 201,
    });
  });

  it('takes the scheme from X-Forwarded-Proto behind a trusted proxy', async () => {
    const proxied = { host: 'shop.example', 'x-forwarded-proto': 'https' };
    expect(await registerWith({ ...proxied, origin: 'https://shop.example' })).toMatchObject({ status: 201 });
    expect(await registerWith({ ...proxied, origin: 'http://shop.example' })).toMatchObject({
      status: 403,
      created: false,
    });
  });

  it('refuses a write without Origin whose Referer is another site, and changes nothing', async () => {
    for (const referer of ['https://evil.example/form', 'https://shop.example/register', 'not a url']) {
      const res = await registerWith({ host: 'shop.example', referer });
      expect(res, referer).toMatchObject({ status: 403, created: false, body: { code: 'FOREIGN_ORIGIN' } });
    }
  });

  it('accepts a write without Origin from its own page, and one with neither header', async () => {
    expect(
      await registerWith({ host: 'shop.example', referer: 'http://shop.example/login?next=%2F' }),
    ).toMatchObject({ status: 201, created: true });
    expect(await registerWith({ host: 'shop.example' })).toMatchObject({ status: 201, created: true });
  });

  it('lets reads through whatever their Origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'shop.example', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
