import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_ADMIN, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40) } });
});
afterAll(() => t.close());

it('marks the session cookie Secure in production, besides HttpOnly and SameSite=Lax', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']);
  expect(cookie).toContain('Secure');
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Lax');
});

it('sends HSTS in production', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
});
