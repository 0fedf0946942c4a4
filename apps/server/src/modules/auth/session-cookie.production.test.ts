import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_ADMIN, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40) } });
});
afterAll(() => t.close());

it('marks the session and device cookies Secure in production, besides HttpOnly and SameSite=Lax', async () => {
  const res = await t.call('POST', '/api/auth/login', undefined, TEST_ADMIN);
  expect(res.statusCode).toBe(200);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  expect(cookies.map((c) => c.split('=', 1)[0]).sort()).toEqual(['device', 'sid']);
  for (const cookie of cookies) {
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  }
});

it('sends HSTS in production', async () => {
  const res = await t.call('GET', '/api/health');
  expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
});
