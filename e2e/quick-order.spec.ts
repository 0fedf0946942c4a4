import type { CartItem } from '@shop/contract/cart-schemas';
import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { quickOrderMessages as m } from '@shop/contract/quick-order';
import { expect, test } from './test';
import { signInNewDoctor, uniqueName } from './support';

/**
 * Quick order (issue 41): a practice manager pastes twenty lines copied from a spreadsheet (a
 * heading row, then a code and a quantity per row, tab-separated), two of them with codes the shop
 * does not know. Eighteen go to the cart at once; the table says why the two did not, and the box
 * keeps only those two, which the manager corrects and adds.
 */
test('a doctor pastes twenty spreadsheet lines with two bad codes, then fixes them', async ({
  page,
  baseURL,
}) => {
  await signInNewDoctor(page, baseURL!, uniqueName('Dr. Quinn Quick'));
  const listed = (await (
    await page.request.get('/api/products?limit=100&inStock=true')
  ).json()) as ProductListResponse;
  // Products sold now with two units to spare, each a line of its own.
  const codes = listed.products
    .filter((product) => product.stockLeft === null || product.stockLeft >= 2)
    .map((product) => product.sku);
  expect(codes.length).toBeGreaterThanOrEqual(20);
  const rows = codes.slice(0, 18).map((code) => `${code}\t2`);
  rows.splice(4, 0, 'MED-NOPE-1\t1');
  rows.splice(11, 0, 'NOT-A-CODE\t3');

  // The header's icon beside the search leads to the page.
  await page.goto('/');
  await page.getByRole('link', { name: m.link }).first().click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();

  const box = page.getByLabel(m.linesLabel);
  await box.fill(['SKU\tQuantity', ...rows].join('\n'));
  await page.getByRole('button', { name: m.submit }).click();
  const main = page.getByRole('main');
  const results = main.getByRole('region', { name: m.results });
  await expect(main.getByRole('status')).toContainText(m.added(18, 2));
  await expect(results.getByRole('row').filter({ hasText: m.unknownCode('MED-NOPE-1') })).toHaveCount(1);
  await expect(results.getByRole('row').filter({ hasText: m.unknownCode('NOT-A-CODE') })).toHaveCount(1);
  // A heading row and the twenty lines, two of them not added.
  await expect(results.getByRole('row')).toHaveCount(21);
  await expect(results.getByRole('row').filter({ hasText: m.refusedResult })).toHaveCount(2);
  // Only the two refused lines stay in the box, to fix.
  await expect(box).toHaveValue('MED-NOPE-1\t1\nNOT-A-CODE\t3');

  await box.fill(`${codes[18]}\t1\n${codes[19]}, 2`);
  await page.getByRole('button', { name: m.submit }).click();
  await expect(main.getByRole('status')).toContainText(m.added(2, 0));
  await expect(box).toHaveValue('');

  // The cart holds all twenty products at the quantities asked for.
  const cart = (await (await page.request.get('/api/cart')).json()) as CartItem[];
  expect(cart).toHaveLength(20);
  expect(cart.reduce((sum, line) => sum + line.quantity, 0)).toBe(18 * 2 + 1 + 2);
});
