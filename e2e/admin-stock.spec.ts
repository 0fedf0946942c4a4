import { stockMessages } from '@shop/contract/stock-schemas';
import { backInStockMessages, stepperLimitLabel, stockLeftLabel } from '@shop/contract/stock-labels';
import { stockScreenMessages as m } from '@shop/contract/stock-screen-messages';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
  inDays,
  productThroughApi,
  receivedEmail,
  signInAsAdmin,
  trackStock,
  uniqueEmail,
  uniqueName,
} from './support';

/**
 * The admin's stock (issue 19): Track inventory and Lot-tracked turned on in the edit dialog, a lot
 * received in the Stock tab, what a guest then sees, and an adjustment refused without its reason.
 */

/** The product's stock as the API answers it: on hand and the ledger's length. */
async function stockOf(page: Page, id: number) {
  const res = await page.request.get(`/api/admin/products/${id}/stock`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { onHand: number; ledger: { totalCount: number } };
  return { onHand: body.onHand, movements: body.ledger.totalCount };
}

test('an admin tracks a product’s lots, receives a lot of 3; a guest sees "Only 3 left"; an adjust needs its reason @mobile', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const product = await productThroughApi(page, uniqueName('Lumina Deep Filler'));

  // The edit dialog: Track inventory and Lot-tracked; In Stock then follows the stock.
  await page.goto('/admin/dashboard?tab=products');
  await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(product.name);
  await page
    .getByRole('article', { name: product.name })
    .getByRole('button', { name: `Edit ${product.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  const lotTracked = edit.getByRole('switch', { name: m.lotTracked });
  await expect(lotTracked).toBeDisabled();
  await edit.getByRole('switch', { name: m.trackInventory }).check();
  await lotTracked.check();
  await expect(edit.getByRole('switch', { name: 'In Stock' })).toBeDisabled();
  await expect(edit.getByText(m.inStockFollowsStock)).toBeVisible();
  await edit.getByLabel(m.lowStockThreshold).fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText(stockMessages.threshold)).toBeVisible();
  await expect(edit.getByLabel(m.lowStockThreshold)).toBeFocused();
  await edit.getByLabel(m.lowStockThreshold).fill('5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);

  // The Stock tab: the product, nothing on hand yet; its stock dialog receives a lot.
  await page.getByRole('tab', { name: /^Stock/ }).click();
  await expect(page).toHaveURL(/\?tab=stock$/);
  await page.getByRole('searchbox', { name: m.searchLabel }).fill(product.name);
  const table = page.getByRole('table', { name: m.title });
  const row = table.getByRole('row', { name: new RegExp(product.name) });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row.getByText(m.lowStock)).toBeVisible();
  await row.getByRole('button', { name: product.name }).click();

  const stock = page.getByRole('dialog', { name: m.openStock(product.name) });
  await expect(stock.getByText(m.noLotsHeld)).toBeVisible();
  await stock.getByRole('button', { name: m.receive }).click();
  const receive = page.getByRole('dialog', { name: m.receive });
  await receive.getByLabel(m.quantityLabel).fill('3');
  await receive.getByRole('button', { name: m.saveMovement.receive }).click();
  await expect(receive.getByText(stockMessages.lotNumberRequired)).toBeVisible();
  await expect(receive.getByText(stockMessages.expiryRequired)).toBeVisible();
  await expect(receive.getByLabel(m.lotNumberLabel)).toBeFocused();
  await receive.getByLabel(m.lotNumberLabel).fill('LOT-E2E-7');
  await receive.getByLabel(m.expiryLabel).fill(inDays(200));
  await receive.getByRole('button', { name: m.saveMovement.receive }).click();
  await expect(page.getByText(m.movementSaved.receive, { exact: true })).toBeVisible();
  await expect(receive).toHaveCount(0);

  const levels = stock.getByRole('definition');
  await expect(levels.first()).toHaveText('3');
  const lots = stock.getByRole('table', { name: m.lots });
  await expect(lots.getByRole('row', { name: /LOT-E2E-7/ })).toContainText('3');
  const ledger = stock.getByRole('table', { name: m.ledger });
  await expect(ledger.getByRole('row')).toHaveCount(2);
  await expect(ledger).toContainText(m.kindLabels.receive);
  await expect(ledger).toContainText('+3');

  // An adjustment without its reason: the field's message, and nothing changes.
  await stock.getByRole('button', { name: m.adjust, exact: true }).click();
  const adjust = page.getByRole('dialog', { name: m.adjust });
  await adjust.getByLabel(m.adjustQuantityLabel).fill('-1');
  await adjust.getByLabel(m.lotLabel).selectOption('LOT-E2E-7');
  await adjust.getByRole('button', { name: m.saveMovement.adjust }).click();
  await expect(adjust.getByText(stockMessages.reasonRequired)).toBeVisible();
  await expect(adjust.getByLabel(m.reasonLabel)).toBeFocused();
  await adjust.getByRole('button', { name: 'Cancel' }).click();
  await expect(adjust).toHaveCount(0);
  await expect(levels.first()).toHaveText('3');
  expect(await stockOf(page, product.id)).toEqual({ onHand: 3, movements: 1 });
  await expect(stock.getByRole('button', { name: m.adjust, exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(stock).toHaveCount(0);
  await expect(row.getByRole('button', { name: product.name })).toBeFocused();
  await expect(row).toContainText('3');

  // The filters: at or below its threshold it is low on stock; its lot expires in 200 days, not 30.
  await page.getByLabel(m.lowStockOnly).check();
  await expect(row).toBeVisible();
  await page.getByLabel(m.expiringFilter).selectOption(m.expiringWithin(30));
  await expect(page.getByText(m.noMatches)).toBeVisible();

  // A guest sees how few are left, and the quantity stepper stops there, saying so.
  await page.context().clearCookies();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(stockLeftLabel(3)).first()).toBeVisible();
  const more = page.getByRole('button', { name: 'Increase quantity' });
  await more.click();
  await more.click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('3');
  await expect(more).toBeDisabled();
  // Said beside the stepper too, and by the disabled button.
  await expect(more).toHaveAccessibleDescription(stepperLimitLabel(3, 0));
  // Typed past it, the field settles on what is left.
  await page.getByLabel('Quantity', { exact: true }).fill('9');
  await page.getByLabel('Quantity', { exact: true }).blur();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('3');

  // Two in the cart: one more may be added, and the stepper says why it stops.
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  // The product's own button comes first; related products' cards follow.
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await expect(page.getByText(stepperLimitLabel(3, 2), { exact: true })).toBeVisible();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1');
  await expect(more).toBeDisabled();
});

test('a guest asks to be told when a product is back; the admin receives stock; one e-mail arrives', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const product = await productThroughApi(page, uniqueName('Returning Booster'));
  await trackStock(page, product.id, null);

  await page.context().clearCookies();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('button', { name: 'Out of Stock' }).first()).toBeDisabled();
  const email = uniqueEmail('waits.for.stock');
  // The product's own form comes first; out-of-stock related products' cards follow.
  const notify = page.getByRole('button', { name: backInStockMessages.button }).first();
  await page.getByLabel(backInStockMessages.emailLabel).fill('not-an-address');
  await notify.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }),
  ).toBeVisible();
  await page.getByLabel(backInStockMessages.emailLabel).fill(email);
  await notify.click();
  await expect(
    page.getByRole('status').filter({ hasText: backInStockMessages.waiting(product.name) }),
  ).toBeVisible();

  // A listing's out-of-stock card offers it too, in a dialog named after the product; the address
  // already waiting is answered alike (the API tests hold that it still gets one e-mail).
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  const card = page.getByRole('article', { name: product.name });
  await card.getByRole('button', { name: backInStockMessages.button }).click();
  const dialog = page.getByRole('dialog', { name: backInStockMessages.button });
  await expect(dialog).toHaveAccessibleDescription(product.name);
  await dialog.getByLabel(backInStockMessages.emailLabel).fill(email);
  await dialog.getByRole('button', { name: backInStockMessages.button }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: backInStockMessages.waiting(product.name) }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: backInStockMessages.button })).toBeFocused();

  // The admin receives 4: the product is in stock, and the shop e-mails the address once.
  await signInAsAdmin(page);
  const received = await page.request.post(`/api/admin/products/${product.id}/stock`, {
    data: { kind: 'receive', quantity: 4 },
  });
  expect(received.status()).toBe(201);
  const message = await receivedEmail(
    email,
    new RegExp(`Subject: ${backInStockMessages.subject(product.name)}`),
  );
  expect(message).toContain(`/product/${product.id}`);
});

test('the Stock tab scrolls sideways on a phone, the page itself does not @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the table is wider than a phone only');
  await signInAsAdmin(page);
  const product = await productThroughApi(page, uniqueName('Lumina Mobile Filler'));
  await trackStock(page, product.id, null);
  await page.goto('/admin/dashboard?tab=stock');
  const scroller = page.getByRole('table', { name: m.title }).locator('..');
  await expect(scroller).toBeVisible();
  const overflow = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(overflow).toBe(true);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(pageWidth).toBe(true);
});
