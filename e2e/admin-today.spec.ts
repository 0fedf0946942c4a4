import type { AdminToday } from '@shop/contract/admin-dashboard-schemas';
import { TODAY_EXPIRY_DAYS } from '@shop/contract/admin-dashboard-schemas';
import { todayMessages as m } from '@shop/contract/admin-messages';
import { stockScreenMessages } from '@shop/contract/stock-screen-messages';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { lotTrackedProduct, newLot, signInAsAdmin, uniqueName } from './support';

/**
 * The admin's Today view (issue 38): the dashboard's first screen counts what waits, each count a
 * link to the tab and filter that lists it; and every tab is in view at once, on a wide screen and
 * on a phone.
 */

async function todayOf(page: Page) {
  const res = await page.request.get('/api/admin/today');
  expect(res.status()).toBe(200);
  return (await res.json()) as AdminToday;
}

/** The Today view's card for `label`: a link named by its count first. */
const card = (page: Page, label: string) =>
  page.getByRole('region', { name: m.title }).getByRole('link', { name: new RegExp(`^[\\d,]+ ${label}`) });

test('the dashboard opens on Today: its counts lead to the tab and filter that list them', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // A product low on stock with a lot expiring within the month.
  const product = await lotTrackedProduct(page, uniqueName('Today Filler'), [
    newLot('TODAY', { expiresInDays: 12, quantity: 2 }),
  ]);
  const today = await todayOf(page);
  expect(today.lowStockProducts).toBeGreaterThan(0);
  expect(today.expiringLots.lots).toBeGreaterThan(0);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('tab', { name: m.tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: m.title })).toBeVisible();
  await expect(card(page, m.registrations)).toHaveAccessibleName(
    new RegExp(`^${today.pendingRegistrations} ${m.registrations}`),
  );
  await expect(card(page, m.ordersToApprove)).toHaveAccessibleName(
    new RegExp(`^${today.ordersToApprove} ${m.ordersToApprove}`),
  );
  const { approved, processing } = today.ordersToShip;
  await expect(card(page, m.ordersToShip)).toHaveAccessibleName(
    `${approved + processing} ${m.ordersToShip} ${m.ordersToShipDetail(approved, processing)}`,
  );
  await expect(card(page, m.lowStock)).toHaveAccessibleName(`${today.lowStockProducts} ${m.lowStock}`);
  await expect(card(page, m.expiringLots(TODAY_EXPIRY_DAYS))).toHaveAccessibleName(
    `${today.expiringLots.lots} ${m.expiringLots(TODAY_EXPIRY_DAYS)} ${m.expiringLotsDetail(today.expiringLots.products)}`,
  );

  // Orders to approve: the order table, pending only; the focus on the tab it opened.
  await card(page, m.ordersToApprove).click();
  const ordersTab = page.getByRole('tab', { name: /^Order Management/ });
  await expect(ordersTab).toHaveAttribute('aria-selected', 'true');
  await expect(ordersTab).toBeFocused();
  await expect(page).toHaveURL(/[?&]status=pending(&|$)/);

  // Low stock: the Stock tab with "Low stock only" ticked, the product among the rows.
  await page.getByRole('tab', { name: m.tab, exact: true }).click();
  await card(page, m.lowStock).click();
  await expect(page.getByRole('tab', { name: /^Stock/ })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: stockScreenMessages.lowStockOnly })).toBeChecked();
  await page.getByRole('searchbox', { name: stockScreenMessages.searchLabel }).fill(product.name);
  const table = page.getByRole('table', { name: stockScreenMessages.title });
  await expect(table.getByRole('row', { name: new RegExp(product.name) })).toBeVisible();

  // Lots expiring soon: the Stock tab filtered to the month; a reload keeps the filter.
  await page.getByRole('tab', { name: m.tab, exact: true }).click();
  await card(page, m.expiringLots(TODAY_EXPIRY_DAYS)).click();
  await expect(page).toHaveURL(new RegExp(`[?&]expiring=${TODAY_EXPIRY_DAYS}(&|$)`));
  await page.reload();
  await expect(page.getByRole('combobox', { name: stockScreenMessages.expiringFilter })).toHaveValue(
    String(TODAY_EXPIRY_DAYS),
  );
  await expect(page.getByRole('checkbox', { name: stockScreenMessages.lowStockOnly })).not.toBeChecked();
});

for (const viewport of [
  { name: 'at 1280 px', size: { width: 1280, height: 800 } },
  { name: 'on a phone', size: { width: 390, height: 844 } },
]) {
  test(`every dashboard tab is in view at once ${viewport.name}, each name whole`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard?tab=doctors');
    const list = page.getByRole('tablist', { name: 'Dashboard sections' });
    await expect(list.getByRole('tab', { name: /^Doctors/ })).toHaveAttribute('aria-selected', 'true');
    const tabs = list.getByRole('tab');
    await expect(tabs).toHaveCount(15);
    for (const tab of await tabs.all()) {
      // Without scrolling anything: the whole tab inside the window.
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.size.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.size.height);
      // The name is not cut.
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.size.width,
    );
  });
}
