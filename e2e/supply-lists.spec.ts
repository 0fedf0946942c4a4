import { readFile } from 'node:fs/promises';
import { orderMessages } from '@shop/contract/order-messages';
import { quickOrderMessages as q } from '@shop/contract/quick-order';
import { supplyListMessages as m, supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import { expect, test } from './test';
import {
  addToCartThroughApi,
  cartButton,
  cartLines,
  cartPanel,
  placeOrder,
  plentifulProducts,
  signInNewDoctor,
  uniqueName,
} from './support';

/**
 * Supply lists (issue 41): a practice manager saves a past order as a list, sets its quantities,
 * minimums and par levels (a minimum above its par is refused on its field), puts it in order, drops
 * a line, puts chosen lines and then the whole list in the cart, counts stock against the par levels,
 * renames it, and deletes it.
 */
test('a doctor saves an order as a list, edits it, orders from it, renames and deletes it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signInNewDoctor(page, baseURL!, uniqueName('Dr. Lena Lists'));
  const [first, second, third] = await plentifulProducts(page, 3);
  const order = await placeOrder(page, [
    { productId: first!.id, quantity: 2 },
    { productId: second!.id, quantity: 1 },
    { productId: third!.id, quantity: 3 },
  ]);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('button', { name: s.saveAsList }).click();
  const dialog = page.getByRole('dialog', { name: s.saveAsListTitle });
  await expect(dialog.getByLabel(s.name)).toHaveValue(s.orderListName(order.orderNumber));
  const name = uniqueName('Treatment room');
  await dialog.getByLabel(s.name).fill(name);
  await dialog.getByRole('button', { name: s.create }).click();
  await expect(page).toHaveURL(/\/lists\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(m.created(name))).toBeVisible();

  const lines = page.getByRole('region', { name });
  await expect(lines.getByRole('row')).toHaveCount(4);
  await expect(page.getByLabel(s.quantityOf(first!.name))).toHaveValue('2');
  await expect(page.getByLabel(s.quantityOf(third!.name))).toHaveValue('3');

  // A minimum above the par level is refused on its field, and nothing is saved.
  await page.getByLabel(s.quantityOf(first!.name)).fill('5');
  await page.getByLabel(s.minOf(first!.name)).fill('7');
  await page.getByLabel(s.parOf(first!.name)).fill('6');
  await page.getByRole('button', { name: s.saveChanges }).click();
  await expect(lines.getByText(m.minAbovePar)).toBeVisible();
  await expect(page.getByLabel(s.minOf(first!.name))).toBeFocused();
  await page.getByLabel(s.minOf(first!.name)).fill('2');
  await expect(lines.getByText(m.minAbovePar)).toHaveCount(0);

  // The third product moves up above the second, and the second comes off the list.
  await page.getByRole('button', { name: `Move ${third!.name} up` }).click();
  await page.getByRole('button', { name: s.removeLine(second!.name) }).click();
  // Adding to the cart waits for the changes to be saved.
  await expect(page.getByText(s.saveFirst)).toBeVisible();
  await page.getByRole('button', { name: s.saveChanges }).click();
  await expect(page.getByText(m.saved).first()).toBeVisible();
  await expect(page.getByText(s.unsaved)).toHaveCount(0);
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines.getByRole('row').nth(1)).toContainText(first!.name);
  await expect(lines.getByRole('row').nth(2)).toContainText(third!.name);
  await expect(page.getByLabel(s.parOf(first!.name))).toHaveValue('6');

  // The list as saved, read again, is what the page showed.
  await page.reload();
  await expect(page.getByLabel(s.quantityOf(first!.name))).toHaveValue('5');
  await expect(page.getByLabel(s.minOf(first!.name))).toHaveValue('2');

  // One chosen line into the cart, then the whole list.
  await page.getByLabel(s.chooseLine(third!.name)).check();
  await page.getByRole('button', { name: s.addChosenToCart(1) }).click();
  await expect(page.getByText(orderMessages.reorderTitle).first()).toBeVisible();
  expect(await cartLines(page)).toEqual({ [third!.id]: 3 });
  // Everything went in as asked: the cart opens over the page to show it.
  await expect(cartPanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartPanel(page)).toBeHidden();
  await page.getByLabel(s.chooseLine(third!.name)).uncheck();
  await page.getByRole('button', { name: s.addAllToCart }).click();
  await expect.poll(() => cartLines(page)).toEqual({ [first!.id]: 5, [third!.id]: 6 });
  await expect(cartPanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartPanel(page)).toBeHidden();
  // Focus is back on the button that opened it.
  await expect(page.getByRole('button', { name: s.addAllToCart })).toBeFocused();

  // Count stock: the first product (minimum 2, par 6) is below its minimum with 1 on the shelf, so 5
  // more go in the cart; the third has no par level and is not counted.
  await page.getByRole('button', { name: s.countStock }).click();
  const count = page.getByRole('dialog', { name: s.countTitle });
  await expect(count).toContainText(s.withoutPar(third!.name));
  await count.getByLabel(s.onShelfOf(first!.name)).fill('-1');
  await count.getByRole('button', { name: s.addToCart }).click();
  await expect(count.getByText(m.onShelf)).toBeVisible();
  await expect(count.getByLabel(s.onShelfOf(first!.name))).toBeFocused();
  await count.getByLabel(s.onShelfOf(first!.name)).fill('3');
  await expect(count).toContainText(s.enoughOnShelf(2));
  await count.getByLabel(s.onShelfOf(first!.name)).fill('1');
  await expect(count).toContainText(s.parArithmetic(6, 1, 5));
  await count.getByRole('button', { name: s.addCounted(1) }).click();
  await expect(count).toBeHidden();
  await expect.poll(() => cartLines(page)).toEqual({ [first!.id]: 10, [third!.id]: 6 });
  await expect(cartPanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: s.countStock })).toBeFocused();

  // Rename.
  const renamed = `${name} (east)`;
  await page.getByRole('button', { name: s.rename }).click();
  const rename = page.getByRole('dialog', { name: s.renameTitle });
  await rename.getByLabel(s.name).fill(renamed);
  await rename.getByRole('button', { name: s.save }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Delete, after a confirmation: the Lists page has none left.
  await page.getByRole('button', { name: s.deleteList }).click();
  const confirm = page.getByRole('alertdialog', { name: s.deleteTitle });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: s.deleteList }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByText(m.deleted(renamed))).toBeVisible();
  await expect(page.getByText(s.empty)).toBeVisible();
});

/**
 * Save to list: the first product, from its page, starts a new list; the second goes on it from its
 * line in the cart. The header's account menu leads to the lists, where it has both. The list is scheduled
 * (paused, resumed, skipped once), lines are imported into it (one refused), and it is exported.
 */
test('a doctor saves products to a new list from a page and a cart line, schedules it, imports into it and exports it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signInNewDoctor(page, baseURL!, uniqueName('Dr. Sam Save'));
  const [first, second] = await plentifulProducts(page, 2);
  const name = uniqueName('Injectables');

  await page.goto(`/product/${first!.id}`);
  await page.getByRole('button', { name: s.saveToList }).click();
  let dialog = page.getByRole('dialog', { name: s.saveToListTitle });
  // Neither a list chosen nor a new one named: the form says so.
  await dialog.getByRole('button', { name: s.saveToList }).click();
  await expect(dialog.getByText(s.chooseOrName)).toBeVisible();
  await dialog.getByLabel(s.orNewList).fill(name);
  await dialog.getByLabel(s.quantity).fill('3');
  await dialog.getByRole('button', { name: s.saveToList }).click();
  await expect(page.getByText(m.created(name))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The second from a cart line: the form starts at the line's quantity.
  await addToCartThroughApi(page, second!.id, 2);
  await page.goto('/products');
  await cartButton(page).click();
  await cartPanel(page)
    .getByRole('button', { name: s.saveLineToList(second!.name) })
    .click();
  dialog = page.getByRole('dialog', { name: s.saveToListTitle });
  await expect(dialog.getByLabel(s.quantity)).toHaveValue('2');
  await dialog.getByLabel(s.chooseList, { exact: true }).selectOption({ label: name });
  await dialog.getByRole('button', { name: s.saveToList }).click();
  await expect(page.getByText(m.addedToList(name))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cartPanel(page).getByRole('button', { name: s.saveLineToList(second!.name) })).toBeFocused();
  await page.keyboard.press('Escape');

  // On a desktop the header's account menu leads to the lists (the phone's menu lists them); Escape
  // closes the menu and gives the focus back to its button.
  const menuButton = page.getByRole('banner').getByRole('button', { name: /Account menu$/ });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await page.getByRole('banner').getByRole('link', { name: s.title }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(s.itemCount(2));
  await card.getByRole('link', { name }).click();
  await expect(page.getByLabel(s.quantityOf(first!.name))).toHaveValue('3');
  await expect(page.getByLabel(s.quantityOf(second!.name))).toHaveValue('2');

  // A schedule: every four weeks on a Wednesday, refused at 0 weeks; paused, resumed, skipped once.
  const scheduled = page.getByRole('region', { name: s.scheduleTitle });
  await expect(scheduled).toContainText(s.scheduleIntro);
  await scheduled.getByRole('button', { name: s.schedule, exact: true }).click();
  const form = page.getByRole('dialog', { name: s.scheduleDialogTitle });
  await form.getByLabel(s.everyWeeksLabel).fill('0');
  await form.getByRole('button', { name: s.saveSchedule }).click();
  await expect(form.getByText(m.everyWeeks)).toBeVisible();
  await form.getByLabel(s.everyWeeksLabel).fill('4');
  await form.getByLabel(s.weekdayLabel).selectOption({ label: 'Wednesday' });
  await form.getByRole('button', { name: s.saveSchedule }).click();
  await expect(form).toBeHidden();
  await expect(scheduled).toContainText(s.scheduleSummary(4, 'Wednesday'));
  const nextShown = async () =>
    /Next: (.+)$/m.exec((await scheduled.getByText(/Next: /).textContent()) ?? '')?.[1] ?? '';
  const nextOn = new Date(`${await nextShown()} UTC`);
  expect(nextOn.getUTCDay()).toBe(3);

  await scheduled.getByRole('button', { name: s.pause }).click();
  await expect(scheduled.getByText(s.pausedBadge)).toBeVisible();
  await expect(scheduled).toContainText(s.pausedText);
  await scheduled.getByRole('button', { name: s.resume }).click();
  await expect(scheduled.getByText(s.pausedBadge)).toHaveCount(0);
  await scheduled.getByRole('button', { name: s.skipOnce }).click();
  const skipped = new Date(nextOn.getTime() + 28 * 86_400_000);
  await expect
    .poll(nextShown)
    .toBe(skipped.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }));

  // Import: an unknown code is refused and stays in the box; the other line adds up with the list's.
  await page.getByRole('button', { name: s.importCsv }).click();
  const importing = page.getByRole('dialog', { name: s.importTitle });
  await importing.getByLabel(q.linesLabel).fill(`${first!.sku} 2\nNOPE-9 1`);
  await importing.getByRole('button', { name: s.addToList }).click();
  await expect(importing.getByRole('status')).toContainText(m.imported(1, 1));
  await expect(importing.getByRole('cell', { name: q.unknownCode('NOPE-9') })).toBeVisible();
  await expect(importing.getByLabel(q.linesLabel)).toHaveValue('NOPE-9 1');
  await page.keyboard.press('Escape');
  await expect(importing).toBeHidden();
  await expect(page.getByLabel(s.quantityOf(first!.name))).toHaveValue('5');

  // Export: a CSV its import reads back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: s.exportCsv }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  expect(csv).toContain(`${first!.sku},5,`);
  expect(csv).toContain(`${second!.sku},2,`);
});
