import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/content';
import { outboxEmails } from '../../db/schema/system';
import { expectAlreadyDone, signUpForNewsletter } from '../../test/newsletter-fixtures';
import { captureLog, createAdminTestApp, type AdminTestApp } from '../../test/test-app';
import { lastOutboxId, logQueuedEmails } from '../email/email.service';
import { createConfirmLinks } from './confirm-link';
import { purgeUnconfirmedSubscriptions } from './newsletter.service';
import { createUnsubscribeLinks } from './unsubscribe-link';
import { queuedEmails } from '../../test/outbox';

const log = captureLog();
let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp({
    env: { SHOP_NAME: 'Medora & <Co>', PUBLIC_URL: 'https://shop.example/', LOG_LEVEL: 'info' },
    logStream: log.stream,
  });
});
afterAll(() => t.close());

const subscribe = (email: unknown, remoteAddress?: string) =>
  signUpForNewsletter(t.app, email, remoteAddress);

/** The address's row, pending or confirmed. */
const rowOf = async (email: string) => {
  const rows = await t.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(sql`lower(${newsletterSubscriptions.email})`, email));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
};

const isSubscribed = async (email: string) => (await rowOf(email)) !== undefined;
/** On the list: signed up and confirmed. */
const isConfirmed = async (email: string) => ((await rowOf(email))?.subscribedAt ?? null) !== null;

/** The welcome e-mails queued to an address, oldest first. */
const welcomesTo = (email: string) =>
  queuedEmails(t.db, and(eq(outboxEmails.template, 'newsletter-welcome'), eq(outboxEmails.toAddress, email)));

/** The path and query of the confirmation link in an e-mail's text body. */
const confirmLinkIn = (bodyText: string | undefined) => {
  const link = /^https:\/\/shop\.example\/api\/newsletter\/confirm\?\S+$/m.exec(bodyText ?? '')?.[0];
  if (!link) throw new Error('no confirmation link in the e-mail');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The confirmation link of the latest welcome e-mail to `email`. */
const latestConfirmLink = async (email: string) => confirmLinkIn((await welcomesTo(email)).at(-1)?.bodyText);

const openLink = (url: string) => t.call('GET', url);
const pressConfirm = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

/** What the admin sees: the list's addresses, its count, the dashboard's count, the export's lines. */
async function adminView() {
  const list = await t.call('GET', '/api/newsletter/subscriptions?limit=100', t.admin);
  const body = list.json<{ subscriptions: { email: string }[]; totalCount: number }>();
  const dashboard = await t.call('GET', '/api/admin/dashboard-counts', t.admin);
  const exported = await t.call('GET', '/api/newsletter/subscriptions/export', t.admin);
  return {
    listed: body.subscriptions.map((s) => s.email),
    totalCount: body.totalCount,
    dashboardCount: dashboard.json<{ newsletterSubscribers: number }>().newsletterSubscribers,
    exported: exported.body.split('\n').filter(Boolean),
  };
}

const DAY = 24 * 60 * 60 * 1000;
/** Moves a sign-up's times back, as if it had been made `ms` earlier. */
const backdate = (email: string, ms: number) =>
  t.rawQuery(
    `update newsletter_subscriptions
       set created_at = created_at - interval '${ms} milliseconds',
           confirmation_sent_at = confirmation_sent_at - interval '${ms} milliseconds'
     where lower(email) = '${email}'`,
  );

describe('POST /api/newsletter/subscribe', () => {
  it('signs an e-mail up, pending its confirmation; signing up twice keeps one row and still succeeds', async () => {
    const first = await subscribe('Nurse.Kim@Clinic.example');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: "You've been subscribed to our newsletter." });
    const again = await subscribe('nurse.kim@clinic.example');
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
    const row = await rowOf('nurse.kim@clinic.example');
    expect(row).toMatchObject({ email: 'nurse.kim@clinic.example', subscribedAt: null });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it.each(['', '   ', 'not-an-email', 42])('refuses %o with a 400', async (email) => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { email: ['Please enter a valid email address'] } });
  });
});

describe('newsletter sign-up rate limit', () => {
  it('takes at most 10 sign-ups an hour from one address, then 429 with Retry-After', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `limit.${i}@clinic.example`);
    const results = await Promise.all(emails.map((email) => subscribe(email, '203.0.113.40')));
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
      expect((await subscribe(`v6.${i}@clinic.example`, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    }
    expect((await subscribe('v6.x@clinic.example', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await subscribe('other@clinic.example', '203.0.113.41')).statusCode).toBe(200);
  });
});

describe('the welcome e-mail', () => {
  it('is queued once for a new sign-up, with its confirmation link and an unsubscribe link', async () => {
    const res = await subscribe('  Welcome.Me@Clinic.example ');
    expect(res.statusCode).toBe(200);
    const [welcome, ...more] = await welcomesTo('welcome.me@clinic.example');
    expect(more).toEqual([]);
    expect(welcome).toMatchObject({
      status: 'pending',
      subject: "Please confirm your subscription to Medora & <Co>'s newsletter",
      replyToAddress: null,
    });
    const text = welcome?.bodyText ?? '';
    expect(text).toContain("Thank you for signing up for Medora & <Co>'s newsletter!");
    expect(text).toContain(
      'About once a month we will send welcome.me@clinic.example new products, bulk offers and clinical updates.',
    );
    // Two links on PUBLIC_URL: the confirmation first, then the unsubscribe link kept for the headers.
    const links = text.match(/^https:\/\/\S+$/gm) ?? [];
    expect(links).toHaveLength(2);
    const [confirm, leave] = links.map((link) => new URL(link));
    expect(confirm?.origin).toBe('https://shop.example');
    expect(confirm?.pathname).toBe('/api/newsletter/confirm');
    expect(leave?.pathname).toBe('/api/newsletter/unsubscribe');
    expect(welcome?.listUnsubscribeUrl).toBe(leave?.href);
    // The HTML: the same links, the shop's name escaped.
    const html = welcome?.bodyHtml ?? '';
    expect(html).toContain(`<a href="${confirm?.href}" `);
    expect(html).toContain(`<a href="${leave?.href}" `);
    expect(html).toContain('Medora &amp; &lt;Co&gt;');
    expect(html).not.toContain('<Co>');

    // The unsubscribe link removes the pending sign-up, as the page's button or a mail program's
    // one-click POST does.
    expect(await isSubscribed('welcome.me@clinic.example')).toBe(true);
    const left = await t.app.inject({
      method: 'POST',
      url: `${leave?.pathname}${leave?.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain('<h1>You have been unsubscribed</h1>');
    expect(await isSubscribed('welcome.me@clinic.example')).toBe(false);
    // Its confirmation link then confirms nothing.
    const late = await pressConfirm(`${confirm?.pathname}${confirm?.search}`);
    expect(late.statusCode).toBe(404);
    expect(await isSubscribed('welcome.me@clinic.example')).toBe(false);
  });

  it('goes once when the same address signs up several times at once', async () => {
    const results = await Promise.all(Array.from({ length: 3 }, () => subscribe('racing@clinic.example')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await welcomesTo('racing@clinic.example')).toHaveLength(1);
  });

  it('is sent again to an address that left and signs up anew', async () => {
    await subscribe('returning@clinic.example');
    const [first] = await welcomesTo('returning@clinic.example');
    const url = new URL(first?.listUnsubscribeUrl ?? '');
    await t.call('POST', `${url.pathname}${url.search}`);
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

  it('without SMTP, the log shows it with its links', async () => {
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
      subject: "Please confirm your subscription to Medora & <Co>'s newsletter",
      listUnsubscribe: welcome?.listUnsubscribeUrl,
    });
    expect(String(entries[0]?.body)).toContain(welcome?.listUnsubscribeUrl);
    expect(String(entries[0]?.body)).toContain(`https://shop.example${confirmLinkIn(welcome?.bodyText)}`);
  });
});

describe('double opt-in', () => {
  it('keeps a sign-up off the list until its link is followed and the button pressed', async () => {
    const email = 'opt.in@clinic.example';
    const before = await adminView();
    await subscribe('Opt.In@Clinic.example');
    // Pending: not in the admin's list, its count, the dashboard's count or the export.
    expect(await adminView()).toEqual(before);
    expect(await isConfirmed(email)).toBe(false);

    // Opening the link (as a mail scanner does) shows a page and confirms nothing.
    const link = await latestConfirmLink(email);
    const opened = await openLink(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(opened.body).toContain(
      '<h1>Confirm your subscription to the Medora &amp; &lt;Co&gt; newsletter</h1>',
    );
    expect(opened.body).toContain(`<span class="email">${email}</span>`);
    const action = /<form method="post" action="([^"]+)">/.exec(opened.body)?.[1];
    expect(action?.replaceAll('&amp;', '&')).toBe(link);
    expect(opened.body).toContain('<button type="submit">Confirm subscription</button>');
    expect(opened.body).not.toMatch(/<script/i);
    expect(opened.headers['referrer-policy']).toBe('same-origin');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(await isConfirmed(email)).toBe(false);
    expect(await adminView()).toEqual(before);

    // The button confirms: the address is on the list, in the count and in the export.
    const pressed = await pressConfirm(link);
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('<h1>Your subscription is confirmed</h1>');
    expect(pressed.body).toContain(
      `<span class="email">${email}</span> will now receive the Medora &amp; &lt;Co&gt; newsletter.`,
    );
    const row = await rowOf(email);
    expect(row?.subscribedAt).toBeInstanceOf(Date);
    const after = await adminView();
    expect(after.listed[0]).toBe(email);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.dashboardCount).toBe(before.dashboardCount + 1);
    expect(after.exported).toEqual([...before.exported, email]);

    // Pressing again, or opening the link again, is a calm "already", changing nothing.
    await expectAlreadyDone(
      () => pressConfirm(link),
      () => openLink(link),
      'You are already subscribed',
    );
    expect((await rowOf(email))?.subscribedAt).toEqual(row?.subscribedAt);

    // Signing up a listed address again: the same answer, no e-mail, still listed.
    const welcomes = (await welcomesTo(email)).length;
    const res = await subscribe(email);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { message: "You've been subscribed to our newsletter." },
    ]);
    expect(await welcomesTo(email)).toHaveLength(welcomes);
    expect(await isConfirmed(email)).toBe(true);
  });

  it('refuses a missing, forged, altered or other-purpose token with a 400 page, changing nothing', async () => {
    const email = 'forged@clinic.example';
    await subscribe(email);
    const link = await latestConfirmLink(email);
    const token = new URL(link, 'https://shop.example').searchParams.get('token') ?? '';
    const other = createConfirmLinks('another-secret-that-is-long-enough-to-use-here');
    const unsubscribeToken = createUnsubscribeLinks(t.config.appSecret).tokenFor(email);
    const bad = [
      '/api/newsletter/confirm',
      '/api/newsletter/confirm?token=',
      '/api/newsletter/confirm?token=nonsense',
      `/api/newsletter/confirm?token=${token.slice(0, -2)}xx`,
      `/api/newsletter/confirm?token=${other.tokenFor(email, new Date())}`,
      `/api/newsletter/confirm?token=${unsubscribeToken}`,
      `/api/newsletter/confirm?token=${token}&token=${token}`,
    ];
    for (const url of bad) {
      for (const res of [await openLink(url), await pressConfirm(url)]) {
        expect(res.statusCode, url).toBe(400);
        expect(res.body, url).toContain('<h1>This confirmation link is not valid</h1>');
        expect(res.body, url).not.toContain('<form');
      }
    }
    expect(await isConfirmed(email)).toBe(false);
    // The real link still works, tracking parameters and all.
    expect((await pressConfirm(`${link}&utm_source=mail`)).statusCode).toBe(200);
    expect(await isConfirmed(email)).toBe(true);
  });

  it('expires a link after 7 days, and a link made before the current sign-up: 404, changing nothing', async () => {
    const email = 'slow.reader@clinic.example';
    await subscribe(email);
    const link = await latestConfirmLink(email);
    await backdate(email, 7 * DAY + 60_000);
    for (const res of [await openLink(link), await pressConfirm(link)]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<h1>This confirmation link has expired</h1>');
      expect(res.body).toContain('Sign up again on our website to get a new one.');
      expect(res.body).not.toContain('<form');
    }
    expect(await rowOf(email)).toMatchObject({ subscribedAt: null });

    // Signing up again starts the sign-up afresh: a new e-mail whose link works; the old one stays dead.
    await subscribe(email);
    expect(await welcomesTo(email)).toHaveLength(2);
    const fresh = await latestConfirmLink(email);
    expect(fresh).not.toBe(link);
    expect((await pressConfirm(link)).statusCode).toBe(404);
    expect(await isConfirmed(email)).toBe(false);
    expect((await pressConfirm(fresh)).statusCode).toBe(200);
    expect(await isConfirmed(email)).toBe(true);

    // A link signed for a moment before the address's sign-up was made (an earlier sign-up's).
    const later = 'later@clinic.example';
    await subscribe(later);
    const links = createConfirmLinks(t.config.appSecret);
    const earlier = `/api/newsletter/confirm?token=${links.tokenFor(later, new Date(Date.now() - 60 * 60 * 1000))}`;
    expect((await pressConfirm(earlier)).statusCode).toBe(404);
    expect(await isConfirmed(later)).toBe(false);
  });

  it('sends the confirmation again to a pending address signing up again, at most once in 5 minutes, in the one row', async () => {
    const email = 'again@clinic.example';
    await subscribe(email);
    const first = await latestConfirmLink(email);
    // At once: the same answer, no second e-mail.
    const soon = await subscribe(email);
    expect([soon.statusCode, soon.json()]).toEqual([
      200,
      { message: "You've been subscribed to our newsletter." },
    ]);
    expect(await welcomesTo(email)).toHaveLength(1);
    // Six minutes later: another e-mail, still one row, still pending, its 7 days unchanged.
    await backdate(email, 6 * 60_000);
    const createdAt = (await rowOf(email))?.createdAt;
    expect((await subscribe(email)).statusCode).toBe(200);
    expect(await welcomesTo(email)).toHaveLength(2);
    const second = await latestConfirmLink(email);
    expect(second).not.toBe(first);
    const row = await rowOf(email);
    expect(row).toMatchObject({ subscribedAt: null, createdAt });
    // Either e-mail's link confirms the one sign-up.
    expect((await pressConfirm(first)).statusCode).toBe(200);
    expect(await isConfirmed(email)).toBe(true);
    expect((await pressConfirm(second)).body).toContain('<h1>You are already subscribed</h1>');
  });

  it('forgets a sign-up still unconfirmed 7 days after it was made, and nothing else', async () => {
    await subscribe('never.confirmed@clinic.example');
    await subscribe('still.thinking@clinic.example');
    await subscribe('confirmed.long.ago@clinic.example');
    await pressConfirm(await latestConfirmLink('confirmed.long.ago@clinic.example'));
    await backdate('never.confirmed@clinic.example', 7 * DAY + 60_000);
    await backdate('still.thinking@clinic.example', 6 * DAY);
    await backdate('confirmed.long.ago@clinic.example', 30 * DAY);

    await purgeUnconfirmedSubscriptions(t.db);
    expect(await isSubscribed('never.confirmed@clinic.example')).toBe(false);
    expect(await isSubscribed('still.thinking@clinic.example')).toBe(true);
    expect(await isConfirmed('confirmed.long.ago@clinic.example')).toBe(true);
    // Running it again (another process, the next hour) changes nothing more.
    await purgeUnconfirmedSubscriptions(t.db);
    expect(await isSubscribed('still.thinking@clinic.example')).toBe(true);

    // With the clock a day on, the 6-day-old sign-up is past its 7 days too; the listed address stays.
    await purgeUnconfirmedSubscriptions(t.db, new Date(Date.now() + DAY + 60_000));
    expect(await isSubscribed('still.thinking@clinic.example')).toBe(false);
    expect(await isConfirmed('confirmed.long.ago@clinic.example')).toBe(true);
  });
});
