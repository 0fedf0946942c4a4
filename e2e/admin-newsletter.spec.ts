import { createHmac, hkdfSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { NEWSLETTER_CONFIRM_PATH } from '@shop/contract/newsletter-confirm';
import { expect, test } from './test';
import { E2E_APP_SECRET } from '../playwright.config';
import { signInAsAdmin, uniqueEmail } from './support';

/**
 * The confirmation link a sign-up's welcome e-mail carries, made as the shop makes it (decision 028:
 * the address and the moment, signed with HMAC-SHA256 under a key derived from APP_SECRET for this
 * purpose), since a browser test cannot read the e-mail.
 */
function confirmationLink(baseURL: string, email: string, issuedAt: Date) {
  const key = Buffer.from(
    hkdfSync('sha256', E2E_APP_SECRET, 'clinic-shop signed tokens', 'hmac-sha256 v1 newsletter-confirm', 32),
  );
  const value = Buffer.from(`${issuedAt.getTime()}:${email.toLowerCase()}`, 'utf8');
  const signature = createHmac('sha256', key).update(value).digest('base64url');
  const url = new URL(NEWSLETTER_CONFIRM_PATH, baseURL);
  url.searchParams.set('token', `${value.toString('base64url')}.${signature}`);
  return url.toString();
}

/**
 * The newsletter list: a visitor signs up on the home page and confirms the address from the
 * welcome e-mail (double opt-in); the admin sees and exports the list.
 */

test('a visitor signs up on the home page and confirms by the e-mailed link; then the admin sees the address in the Newsletter tab and exports it', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('newsletter');

  await page.goto('/');
  const block = page.getByRole('region', { name: 'Stay up to date' });
  await block.getByRole('textbox', { name: 'Email address' }).fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText("You've been subscribed to our newsletter.")).toBeVisible();

  // Not on the list until confirmed.
  await signInAsAdmin(page);
  const listed = async () => {
    const res = await page.request.get('/api/newsletter/subscriptions?limit=100');
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { subscriptions: { email: string }[] };
    return body.subscriptions.map((s) => s.email);
  };
  expect(await listed()).not.toContain(email);

  // The link the welcome e-mail carries (signed with the shop's secret, made after the sign-up):
  // opening it confirms nothing until the button is pressed.
  const link = confirmationLink(baseURL ?? '', email, new Date());
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Confirm your subscription to the Medora Supply newsletter' }),
  ).toBeVisible();
  expect(await listed()).not.toContain(email);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();
  await expect(page.getByText(`${email} will now receive the Medora Supply newsletter.`)).toBeVisible();

  await page.goto('/admin/dashboard');
  const tab = page.getByRole('tab', { name: /^Newsletter/ });
  await expect(tab).toHaveAccessibleName(/^Newsletter \d+ subscribers?$/);
  await tab.click();
  await expect(page).toHaveURL(/\?tab=newsletter$/);

  const panel = page.getByRole('tabpanel', { name: /^Newsletter/ });
  await expect(panel.getByRole('heading', { name: 'Newsletter Subscriptions' })).toBeVisible();
  // The list is read only when shown.
  const list = panel.getByRole('region', { name: 'Newsletter subscribers' });
  await expect(list).toHaveCount(0);
  const toggle = panel.getByRole('button', { name: 'View Subscriptions' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const listRead = page.waitForResponse(
    (response) => response.url().endsWith('/api/newsletter/subscriptions') && response.status() === 200,
  );
  await toggle.click();
  await listRead;

  // Newest first: the visitor's address is at the top, with the day it subscribed.
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText(email);
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
  await expect(first.locator('time')).toHaveText(today);
  await expect(panel.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
  const box = await list.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(241);

  await expect(panel.getByRole('button', { name: 'Hide Subscriptions' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Export Emails' }).click();
  const download = await downloading;
  // Named with the browser's own date (the server's header carries the UTC day).
  const day = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  expect(download.suggestedFilename()).toBe(`newsletter-subscribers-${day}.txt`);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.split('\n');
  expect(lines.at(-1)).toBe('');
  expect(lines).toContain(email);
  expect(lines.slice(0, -1).every((line) => line.includes('@') && line.trim() === line)).toBe(true);

  await panel.getByRole('button', { name: 'Hide Subscriptions' }).click();
  await expect(list).toHaveCount(0);
});
