import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/content';
import { createTestApp, login, loginAsAdmin, registerDoctor, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes an e-mail, and subscribing twice keeps one row and still succeeds', async () => {
    const first = await subscribe('Nurse.Kim@Clinic.example');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: "You've been subscribed to our newsletter." });
    const again = await subscribe('nurse.kim@clinic.example');
    expect(again.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, 'nurse.kim@clinic.example'));
    expect(rows).toHaveLength(1);
  });

  it.each(['', '   ', 'not-an-email', 42])('refuses %o with a 400', async (email) => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { email: ['Please enter a valid email address'] } });
  });
});

describe('newsletter sign-up rate limit', () => {
  it('takes at most 10 sign-ups an hour from one address, then 429 with Retry-After', async () => {
    const from = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress });
    const emails = Array.from({ length: 12 }, (_, i) => `limit.${i}@clinic.example`);
    const results = await Promise.all(emails.map((email) => from(email, '203.0.113.40')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array<number>(10).fill(200), 429, 429]);
    const refused = results.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      message: 'Too many sign-ups from your network. Please try again in an hour.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`${newsletterSubscriptions.email} like 'limit.%@clinic.example'`);
    expect(rows).toHaveLength(10);
    // One IPv6 client is one /64, whichever of its addresses it sends from.
    for (let i = 0; i < 10; i += 1) {
      expect((await from(`v6.${i}@clinic.example`, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    }
    expect((await from('v6.x@clinic.example', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await from('other@clinic.example', '203.0.113.41')).statusCode).toBe(200);
  });
});

describe('GET /api/newsletter/subscriptions', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/newsletter/subscriptions' })).statusCode).toBe(
      401,
    );
    const doctor = await registerDoctor(t.app);
    const cookie = await login(t.app, doctor.email, doctor.password);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/newsletter/subscriptions', headers: { cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('lists subscriptions with id, email and subscribedAt', async () => {
    await subscribe('list.me@clinic.example');
    const cookie = await loginAsAdmin(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscriptions',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      id: expect.any(Number) as number,
      email: 'list.me@clinic.example',
      subscribedAt: expect.any(String) as string,
    });
  });
});
