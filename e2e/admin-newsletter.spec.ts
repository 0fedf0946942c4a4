import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdmin, uniqueEmail } from './support';

/** The newsletter list: a visitor subscribes on the home page; the admin sees and exports the list. */

test('a visitor subscribes on the home page; the admin sees the address in the Newsletter tab and exports it', async ({
  page,
}) => {
  const email = uniqueEmail('newsletter');

  await page.goto('/');
  const block = page.getByRole('region', { name: 'Stay up to date' });
  await block.getByRole('textbox', { name: 'Email address' }).fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText("You've been subscribed to our newsletter.")).toBeVisible();

  await signInAsAdmin(page);
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
