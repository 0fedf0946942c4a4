import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/content';
import { outboxEmails } from '../../db/schema/system';
import { captureLog, createTestApp, uniqueClientAddress, type TestApp } from '../../test/test-app';
import { lastOutboxId, logQueuedEmails } from '../email/email.service';

const log = captureLog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SHOP_NAME: 'Medora & <Co>', PUBLIC_URL: 'https://shop.example/', LOG_LEVEL: 'info' },
    logStream: log.stream,
  });
});
afterAll(() => t.close());

const subscribe = (email: unknown, remoteAddress = uniqueClientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress });

const isSubscribed = async (email: string) =>
  (
    await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email))
  ).length === 1;

/** The welcome e-mails queued to an address. */
const welcomesTo = (email: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, 'newsletter-welcome'), eq(outboxEmails.toAddress, email)));

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

describe('the welcome e-mail', () => {
  it('is queued once for a new subscriber, and its link unsubscribes them', async () => {
    const res = await subscribe('  Welcome.Me@Clinic.example ');
    expect(res.statusCode).toBe(200);
    const [welcome, ...more] = await welcomesTo('welcome.me@clinic.example');
    expect(more).toEqual([]);
    expect(welcome).toMatchObject({
      status: 'pending',
      subject: "You're subscribed to Medora & <Co>'s newsletter",
      replyToAddress: null,
    });
    const text = welcome?.bodyText ?? '';
    expect(text).toContain("You're subscribed to Medora & <Co>'s newsletter.");
    expect(text).toContain(
      'About once a month we will send welcome.me@clinic.example new products, bulk offers and clinical updates.',
    );
    // The link in the text body is the one stored for the List-Unsubscribe headers, on PUBLIC_URL.
    const link = /^https:\/\/\S+$/m.exec(text)?.[0] ?? '';
    expect(welcome?.listUnsubscribeUrl).toBe(link);
    const url = new URL(link);
    expect(url.origin).toBe('https://shop.example');
    expect(url.pathname).toBe('/api/newsletter/unsubscribe');
    // The HTML: the same link, the shop's name escaped.
    const html = welcome?.bodyHtml ?? '';
    expect(html).toContain(`<a href="${link}" `);
    expect(html).toContain('Medora &amp; &lt;Co&gt;');
    expect(html).not.toContain('<Co>');

    // Following the link, as the page's button or a mail program's one-click POST does.
    expect(await isSubscribed('welcome.me@clinic.example')).toBe(true);
    const left = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain('<h1>You have been unsubscribed</h1>');
    expect(await isSubscribed('welcome.me@clinic.example')).toBe(false);
  });

  it('is not sent again to an address already subscribed, and the answer does not tell', async () => {
    const first = await subscribe('twice@clinic.example');
    const again = await subscribe('Twice@Clinic.example');
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
    expect(await welcomesTo('twice@clinic.example')).toHaveLength(1);
  });

  it('goes once when the same address signs up several times at once', async () => {
    const results = await Promise.all(Array.from({ length: 3 }, () => subscribe('racing@clinic.example')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await welcomesTo('racing@clinic.example')).toHaveLength(1);
  });

  it('is sent again to an address that left and subscribes anew', async () => {
    await subscribe('returning@clinic.example');
    const [first] = await welcomesTo('returning@clinic.example');
    const url = new URL(first?.listUnsubscribeUrl ?? '');
    await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(await isSubscribed('returning@clinic.example')).toBe(false);
    await subscribe('returning@clinic.example');
    expect(await welcomesTo('returning@clinic.example')).toHaveLength(2);
  });

  it('escapes what the subscriber typed in the HTML body', async () => {
    // An apostrophe is allowed in an address; in HTML it is written as an entity.
    await subscribe("o'brien@clinic.example");
    const [welcome] = await welcomesTo("o'brien@clinic.example");
    expect(welcome?.bodyText).toContain("send o'brien@clinic.example new products");
    expect(welcome?.bodyHtml).toContain('send o&#39;brien@clinic.example new products');
  });

  it('is not queued for a refused sign-up', async () => {
    const before = (await t.db.select().from(outboxEmails)).length;
    expect((await subscribe('not-an-email')).statusCode).toBe(400);
    expect((await t.db.select().from(outboxEmails)).length).toBe(before);
  });

  it('without SMTP, the log shows it with its unsubscribe link', async () => {
    const cursor = await lastOutboxId(t.db);
    await subscribe('logged@clinic.example');
    await logQueuedEmails(t.db, cursor, t.app.log);
    const [welcome] = await welcomesTo('logged@clinic.example');
    const entries = log.lines
      .flatMap((line) => line.split('\n'))
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'e-mail queued' && entry.to === 'logged@clinic.example');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      subject: "You're subscribed to Medora & <Co>'s newsletter",
      listUnsubscribe: welcome?.listUnsubscribeUrl,
    });
    expect(String(entries[0]?.body)).toContain(welcome?.listUnsubscribeUrl);
  });
});
