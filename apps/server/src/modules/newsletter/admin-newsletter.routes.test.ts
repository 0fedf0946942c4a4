import {
  NewsletterSubscriptionPage,
  type NewsletterSubscriptionPage as Page,
} from '@shop/contract/newsletter-admin-schemas';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/content';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { signUpForNewsletter } from '../../test/newsletter-fixtures';
import { createSignedInTestApp, fileTestApp } from '../../test/test-app';
import { emailBatches } from './newsletter.service';
import { queuedEmails } from '../../test/outbox';

const t = fileTestApp(createSignedInTestApp);

const get = (url: string, cookie?: string) => t.call('GET', url, cookie);

/** The UTC day as the export names its file; a test running across midnight accepts either day. */
const utcDay = () => new Date().toISOString().slice(0, 10);

/**
 * `count` subscriptions, one a minute apart, the newest at `newest`: inserted oldest LAST, so id
 * order and date order disagree and "newest first" is proven to follow the date.
 */
async function insertSubscribers(prefix: string, count: number, newest: Date) {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}.${i}@clinic.example`,
    subscribedAt: new Date(newest.getTime() - i * 60_000),
  }));
  await t.db.insert(newsletterSubscriptions).values(rows);
  return rows;
}

/** The addresses on the list: confirmed sign-ups only. */
async function allEmails() {
  const rows = await t.db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(isNotNull(newsletterSubscriptions.subscribedAt));
  return rows.map((row) => row.email);
}

/** Signs an address up through the form's route; it is pending until confirmed. */
async function signUp(email: string) {
  expect((await signUpForNewsletter(t.app, email)).statusCode).toBe(200);
}

/** Follows the confirmation link of the welcome e-mail to `email` and presses its button. */
async function confirm(email: string) {
  const welcome = (await queuedEmails(t.db, eq(outboxEmails.toAddress, email))).at(-1);
  const link = /\/api\/newsletter\/confirm\?\S+/.exec(welcome?.bodyText ?? '')?.[0] ?? '';
  const res = await t.call('POST', link);
  expect(res.statusCode).toBe(200);
}

describe('export with no subscribers', () => {
  it('is an empty file', async () => {
    const res = await get('/api/newsletter/subscriptions/export', t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('GET /api/newsletter/subscriptions', () => {
  it('is for admins only: 401 for a guest, 403 for a doctor', async () => {
    const guest = await get('/api/newsletter/subscriptions');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: expect.any(String) as string });
    expect((await get('/api/newsletter/subscriptions', t.doctor)).statusCode).toBe(403);
    // A bad query does not tell a guest anything either.
    expect((await get('/api/newsletter/subscriptions?page=abc')).statusCode).toBe(401);
  });

  it('lists the newest first, 50 a page, with the total count and the paging', async () => {
    const rows = await insertSubscribers('page', 120, new Date('2026-03-01T12:00:00Z'));
    // One newer than all of them, subscribed through the form and confirmed; one signed up but not
    // confirmed, which is not on the list.
    await signUp('Fresh.Sub@Clinic.example');
    await confirm('fresh.sub@clinic.example');
    await signUp('not.yet@clinic.example');

    const first = await get('/api/newsletter/subscriptions', t.admin);
    expect(first.statusCode).toBe(200);
    const page1 = NewsletterSubscriptionPage.parse(first.json());
    expect(page1).toMatchObject({ totalCount: 121, currentPage: 1, totalPages: 3, limit: 50 });
    expect(page1.subscriptions).toHaveLength(50);
    expect(page1.subscriptions[0]).toEqual({
      id: expect.any(Number) as number,
      email: 'fresh.sub@clinic.example',
      subscribedAt: expect.any(String) as string,
    });
    expect(page1.subscriptions.slice(1, 4).map((s) => s.email)).toEqual([
      rows[0]?.email,
      rows[1]?.email,
      rows[2]?.email,
    ]);
    expect(page1.subscriptions[1]?.subscribedAt).toBe('2026-03-01T12:00:00.000Z');

    const last = NewsletterSubscriptionPage.parse(
      (await get('/api/newsletter/subscriptions?page=3', t.admin)).json(),
    );
    expect(last).toMatchObject({ totalCount: 121, currentPage: 3, totalPages: 3 });
    expect(last.subscriptions.map((s) => s.email)).toEqual(rows.slice(99).map((r) => r.email));

    // Every page together: each subscription once, dates never rising.
    const seen: Page['subscriptions'] = [];
    for (let page = 1; page <= 13; page += 1) {
      const res = await get(`/api/newsletter/subscriptions?page=${page}&limit=10`, t.admin);
      seen.push(...NewsletterSubscriptionPage.parse(res.json()).subscriptions);
    }
    expect(seen).toHaveLength(121);
    expect(new Set(seen.map((s) => s.id)).size).toBe(121);
    const times = seen.map((s) => Date.parse(s.subscribedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const beyond = NewsletterSubscriptionPage.parse(
      (await get('/api/newsletter/subscriptions?page=9', t.admin)).json(),
    );
    expect(beyond).toMatchObject({ subscriptions: [], totalCount: 121, currentPage: 9, totalPages: 3 });
  });

  it.each([
    ['page=0', 'page', 'Page must be 1 or more'],
    ['page=abc', 'page', 'Page must be a whole number'],
    ['page=1.5', 'page', 'Page must be a whole number'],
    ['page=0x2', 'page', 'Page must be a whole number'],
    ['page=', 'page', 'Page must be a whole number'],
    ['limit=0', 'limit', 'Limit must be 1 or more'],
    ['limit=101', 'limit', 'Limit must be at most 100'],
    ['limit=-5', 'limit', 'Limit must be 1 or more'],
    ['sort=email', 'sort', 'Unknown field'],
  ])('refuses ?%s with a 400 naming the field', async (query, field, message) => {
    const res = await get(`/api/newsletter/subscriptions?${query}`, t.admin);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ fieldErrors: Record<string, string[]> }>();
    expect(body.fieldErrors[field]?.[0]).toMatch(new RegExp(`^${message}`, 'i'));
  });

  it('is never stored by a cache', async () => {
    const res = await get('/api/newsletter/subscriptions', t.admin);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/newsletter/subscriptions/export', () => {
  it('is for admins only: 401 for a guest, 403 for a doctor, and no file either way', async () => {
    const guest = await get('/api/newsletter/subscriptions/export');
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['content-disposition']).toBeUndefined();
    const asDoctor = await get('/api/newsletter/subscriptions/export', t.doctor);
    expect(asDoctor.statusCode).toBe(403);
    expect(asDoctor.body).not.toContain('@clinic.example\n');
  });

  it('downloads every address, one a line, as a text file named with the day', async () => {
    const before = utcDay();
    const res = await get('/api/newsletter/subscriptions/export', t.admin);
    const after = utcDay();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(
      [before, after].map((day) => `attachment; filename="newsletter-subscribers-${day}.txt"`),
    ).toContain(res.headers['content-disposition']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    expect(res.body.endsWith('\n')).toBe(true);
    const lines = res.body.slice(0, -1).split('\n');
    expect(lines.sort()).toEqual((await allEmails()).sort());
    expect(lines).toContain('fresh.sub@clinic.example');
    expect(lines).not.toContain('not.yet@clinic.example');
    expect(lines.every((line) => /^[^\s@]+@[^\s@]+$/.test(line))).toBe(true);
  });

  it('records who exported the list', async () => {
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'newsletter.export'), eq(auditLog.entityType, 'newsletter')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.actorUserId).toEqual(expect.any(Number));
  });

  it('refuses query parameters it does not take', async () => {
    expect((await get('/api/newsletter/subscriptions/export?format=csv', t.admin)).statusCode).toBe(400);
  });

  it('answers a HEAD request with the headers only, reading and auditing nothing', async () => {
    const exports = () =>
      t.db.$count(
        auditLog,
        and(eq(auditLog.action, 'newsletter.export'), eq(auditLog.entityType, 'newsletter')),
      );
    const before = await exports();
    const res = await t.call('HEAD', '/api/newsletter/subscriptions/export', t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-/);
    expect(res.body).toBe('');
    expect(await exports()).toBe(before);
    const asGuest = await t.call('HEAD', '/api/newsletter/subscriptions/export');
    expect(asGuest.statusCode).toBe(401);
  });

  it('is read in batches that together hold every listed address once, in the order they signed up', async () => {
    const chunks: string[] = [];
    for await (const chunk of emailBatches(t.db, 7)) chunks.push(chunk);
    const total = (await allEmails()).length;
    expect(chunks).toHaveLength(Math.ceil(total / 7));
    for (const chunk of chunks.slice(0, -1)) expect(chunk.split('\n')).toHaveLength(8);
    const rows = await t.db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(isNotNull(newsletterSubscriptions.subscribedAt))
      .orderBy(newsletterSubscriptions.id);
    expect(chunks.join('')).toBe(rows.map((row) => `${row.email}\n`).join(''));
    expect(chunks.join('')).not.toContain('not.yet@clinic.example');
  });
});
