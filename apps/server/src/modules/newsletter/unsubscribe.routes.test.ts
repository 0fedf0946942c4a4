import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/content';
import { expectAlreadyDone, signUpForNewsletter } from '../../test/newsletter-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUnsubscribeLinks } from './unsubscribe-link';
import { renderUnsubscribePage } from './unsubscribe-page';

let t: TestApp;
let links: ReturnType<typeof createUnsubscribeLinks>;

beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_NAME: 'Medora & Co' } });
  links = createUnsubscribeLinks(t.config.appSecret, t.config.previousAppSecrets);
});
afterAll(() => t.close());

const SHOP_URL = 'https://shop.example';
const PATH = '/api/newsletter/unsubscribe';

/** Subscribes through the form's route, each time from another client address (10 an hour each). */
async function subscribe(email: string) {
  expect((await signUpForNewsletter(t.app, email)).statusCode).toBe(200);
}

async function isSubscribed(email: string) {
  const rows = await t.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()));
  return rows.length === 1;
}

const subscriberCount = async () =>
  (await t.db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions)).length;

/** The path and query of the link a newsletter e-mail to `email` carries. */
const linkFor = (email: string) => {
  const url = new URL(links.urlFor(SHOP_URL, email));
  return `${url.pathname}${url.search}`;
};

const open = (url: string) => t.call('GET', url);
const confirm = (url: string, headers: Record<string, string> = {}, payload?: string) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

describe('the unsubscribe link', () => {
  it('opens a confirmation page that removes nothing by itself (mail scanners open links)', async () => {
    await subscribe('keep.reading@clinic.example');
    const res = await open(linkFor('keep.reading@clinic.example'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Unsubscribe from the Medora &amp; Co newsletter?</h1>');
    expect(res.body).toContain('<span class="email">keep.reading@clinic.example</span>');
    // The button POSTs back to the same link.
    const action = /<form method="post" action="([^"]+)">/.exec(res.body)?.[1];
    expect(action?.replaceAll('&amp;', '&')).toBe(linkFor('keep.reading@clinic.example'));
    expect(res.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(await isSubscribed('keep.reading@clinic.example')).toBe(true);
  });

  it('is safe under the shop’s security headers: no script, the CSP, no-store, no referrer to other sites', async () => {
    const res = await open(linkFor('keep.reading@clinic.example'));
    expect(res.body).not.toMatch(/<script/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('still works with tracking parameters added to it', async () => {
    const res = await open(`${linkFor('keep.reading@clinic.example')}&utm_source=newsletter`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<button type="submit">Unsubscribe</button>');
  });

  it('confirming removes the address and says so; confirming again is a calm confirmation', async () => {
    await subscribe('leaving@clinic.example');
    const before = await subscriberCount();
    const link = linkFor('leaving@clinic.example');
    // The page's form, as a browser sends it (same origin, an empty form body).
    const res = await confirm(link, {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:80',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>You have been unsubscribed</h1>');
    expect(res.body).toContain(
      '<span class="email">leaving@clinic.example</span> will no longer receive the Medora &amp; Co newsletter.',
    );
    expect(await isSubscribed('leaving@clinic.example')).toBe(false);
    expect(await subscriberCount()).toBe(before - 1);

    // Pressing again, or opening the link of an address already gone: the same calm page, and no button.
    await expectAlreadyDone(
      () => confirm(link),
      () => open(link),
      'You are already unsubscribed',
    );
    expect(await subscriberCount()).toBe(before - 1);
  });

  it('takes a mail program’s one-click POST (RFC 8058), form-encoded or multipart', async () => {
    await subscribe('one.click@clinic.example');
    await subscribe('multi.part@clinic.example');
    const oneClick = await confirm(
      linkFor('one.click@clinic.example'),
      { 'content-type': 'application/x-www-form-urlencoded' },
      'List-Unsubscribe=One-Click',
    );
    expect(oneClick.statusCode).toBe(200);
    expect(await isSubscribed('one.click@clinic.example')).toBe(false);

    const boundary = '----mailer42';
    const multipart = await confirm(
      linkFor('multi.part@clinic.example'),
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    );
    expect(multipart.statusCode).toBe(200);
    expect(await isSubscribed('multi.part@clinic.example')).toBe(false);
  });

  it('removes the address in whatever case it was stored', async () => {
    await t.db.insert(newsletterSubscriptions).values({ email: 'Old.Style@Clinic.example' });
    const res = await confirm(linkFor('old.style@clinic.example'));
    expect(res.statusCode).toBe(200);
    expect(await isSubscribed('old.style@clinic.example')).toBe(false);
  });
});

describe('a forged or malformed link', () => {
  const victim = 'victim@clinic.example';
  const validToken = () => links.tokenFor(victim);

  const forgeries: [string, () => string][] = [
    ['signed with another secret', () => createUnsubscribeLinks('x'.repeat(40)).tokenFor(victim)],
    [
      'another address under a real signature',
      () => {
        const [, signature] = links.tokenFor('attacker@clinic.example').split('.');
        return `${Buffer.from(victim).toString('base64url')}.${signature}`;
      },
    ],
    [
      'a signature changed by one character',
      () => {
        const token = validToken();
        const last = token.at(-2) === 'A' ? 'B' : 'A';
        return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
      },
    ],
    ['no signature', () => Buffer.from(victim).toString('base64url')],
    ['not base64url', () => `${validToken()}!`],
    ['empty', () => ''],
  ];

  it.each(forgeries)('%s: 400 with a clear message, nothing removed', async (_name, token) => {
    await subscribe(victim);
    const before = await subscriberCount();
    const url = `${PATH}?token=${encodeURIComponent(token())}`;
    for (const res of [await open(url), await confirm(url)]) {
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>This unsubscribe link is not valid</h1>');
      expect(res.body).toContain('href="mailto:support@medora-supply.example"');
      expect(res.body).not.toContain('<form');
    }
    expect(await isSubscribed(victim)).toBe(true);
    expect(await subscriberCount()).toBe(before);
  });

  it('without a token, or with two, is the same 400 page', async () => {
    for (const url of [PATH, `${PATH}?token=a&token=b`, `${PATH}?token[x]=1`]) {
      const res = await confirm(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain('This unsubscribe link is not valid');
      expect((await open(url)).statusCode).toBe(400);
    }
  });

  it('from another site in a browser is refused (403) and removes nothing', async () => {
    await subscribe('cross.site@clinic.example');
    const res = await confirm(linkFor('cross.site@clinic.example'), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(await isSubscribed('cross.site@clinic.example')).toBe(true);
  });
});

describe('the link and headers a newsletter e-mail carries', () => {
  it('builds an absolute link on the shop’s address and the one-click headers', () => {
    const url = new URL(links.urlFor('https://shop.example/', 'Nurse.Kim@Clinic.example'));
    expect(url.origin).toBe('https://shop.example');
    expect(url.pathname).toBe(PATH);
    expect(links.emailOf(url.searchParams.get('token') ?? '')).toBe('nurse.kim@clinic.example');
    expect(links.headersFor('https://shop.example', 'nurse.kim@clinic.example')).toEqual({
      'List-Unsubscribe': `<${url.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keeps working after APP_SECRET is rotated (the old one in APP_SECRET_PREVIOUS)', () => {
    const oldSecret = 'o'.repeat(40);
    const newSecret = 'n'.repeat(40);
    const token = createUnsubscribeLinks(oldSecret).tokenFor('loyal@clinic.example');
    expect(createUnsubscribeLinks(newSecret, [oldSecret]).emailOf(token)).toBe('loyal@clinic.example');
    expect(createUnsubscribeLinks(newSecret).emailOf(token)).toBeUndefined();
  });

  it('escapes every value the page shows', () => {
    const html = renderUnsubscribePage(
      { kind: 'done', email: 'a$&b<i>@clinic.example' },
      { shopName: '<script>alert(1)</script>', supportEmail: 'help@shop.example' },
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<i>');
    expect(html).toContain('<span class="email">a$&amp;b&lt;i&gt;@clinic.example</span>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
