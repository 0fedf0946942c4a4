import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { catalogImportMessages, PRODUCT_CSV_COLUMNS } from '@shop/contract/catalog-csv-schemas';
import { pngImage, productThroughApi, uniqueName, uniqueSku, usd, storyDoctor } from './support';

/** The admin catalogue: the dashboard's Products tab, the edit dialog and the add-product page. */

const { switchTo } = storyDoctor('Dr. Ines Okafor');

/** A product added through the admin API, with one 10% tier from 5 units. */
const tieredProduct = (page: Page, name: string) =>
  productThroughApi(page, name, {
    bulkDiscounts: [{ minQuantity: 5, maxQuantity: null, discountPercentage: 10 }],
  });

/** The dashboard's Products tab, searched for one product; returns that product's row. */
async function findInProductsTab(page: Page, name: string) {
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: /^Product Management/ }).click();
  await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(name);
  const row = page.getByRole('article', { name });
  await expect(row).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(1);
  return row;
}

test('an admin adds a product with an image and two tiers; a doctor finds it and sees the tier prices', async ({
  page,
}) => {
  const name = uniqueName('Aurelia Skin Booster');
  await switchTo(page, 'admin');
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: /^Product Management/ }).click();
  // The open tab is kept in the address, so coming back returns to it.
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=products$/);
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();

  // Image files only: a text file is refused before anything is sent; the PNG is uploaded.
  const files = page.getByLabel('Product image files');
  await files.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByRole('alert')).toContainText('"notes.txt" is not a JPEG, PNG, GIF or WebP image.');
  await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload only image files.', { exact: true })).toBeVisible();
  // Over the page's 5 MB: refused before it is sent.
  await files.setInputFiles({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  });
  await expect(page.getByText('File too large', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload images smaller than 5MB.', { exact: true })).toBeVisible();
  await files.setInputFiles({
    name: 'vial.png',
    mimeType: 'image/png',
    buffer: pngImage(32, [30, 120, 200]),
  });
  const images = page.getByRole('list', { name: 'Product images' });
  await expect(images.getByRole('img', { name: 'Main image' })).toHaveAttribute('src', /^\/images\//);
  await expect(images.getByText('Main', { exact: true })).toBeVisible();

  await page.getByLabel('Product Name').fill(name);
  const sku = uniqueSku('e2e booster');
  await page.getByLabel('SKU', { exact: true }).fill(sku.toLowerCase());
  await page.getByLabel('GTIN (optional)').fill('4006381333931');
  await page.getByLabel('Price (USD)', { exact: true }).fill('200');
  await page.getByLabel('Original price (USD) (optional)').fill('240');
  await page.getByLabel('Category').selectOption({ label: 'Dermal Fillers' });
  await page.getByLabel('Brand (optional)').selectOption({ index: 1 });
  await page.getByLabel('Tags (optional)').fill('booster, hydration, booster');

  // Tier 1: 5 – 9 units at 10% off; its new price shows beside the discount.
  await expect(page.getByLabel('Min quantity')).toHaveValue('1');
  await page.getByLabel('Min quantity').fill('5');
  await page.getByLabel('Max quantity (optional)').fill('9');
  await page.getByLabel('Discount %', { exact: true }).fill('10');
  await expect(page.getByText('New price: $180.00')).toBeVisible();
  await page.getByRole('button', { name: 'Add Tier' }).click();
  // The next draft starts after the tier's maximum.
  await expect(page.getByLabel('Min quantity')).toHaveValue('10');
  await page.getByLabel('Discount %', { exact: true }).fill('20');
  // Enter adds the tier without submitting the product.
  await page.getByLabel('Discount %', { exact: true }).press('Enter');
  const tiers = page.getByRole('list', { name: 'Bulk pricing tiers' });
  await expect(tiers.getByRole('listitem')).toHaveCount(2);
  await expect(tiers.getByRole('listitem').nth(0)).toContainText('5 - 9');
  await expect(tiers.getByRole('listitem').nth(1)).toContainText('10+');

  // A range that shares quantities with a tier is refused with the contract's message.
  await page.getByLabel('Min quantity').fill('8');
  await page.getByLabel('Max quantity (optional)').fill('12');
  await page.getByLabel('Discount %', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'Add Tier' }).click();
  await expect(page.getByText('Tiers 1 and 3 overlap')).toBeVisible();
  await expect(page.getByLabel('Min quantity')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Min quantity')).toBeFocused();
  await expect(tiers.getByRole('listitem')).toHaveCount(2);

  const preview = page.getByRole('table', { name: 'Pricing preview' });
  await expect(preview).toContainText('$180.00');
  await expect(preview).toContainText('$160.00');

  // The description is missing: the rule's message shows and focus goes to it.
  await page.getByRole('button', { name: 'Create Product' }).click();
  const description = page.getByLabel('Description');
  await expect(description).toBeFocused();
  await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
  await description.fill('A hyaluronic skin booster for deep hydration, 2 mL.');
  await expect(page.getByText('Description must be at least 10 characters')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The SKU was kept in capitals and shows on the product page (issue 22).
  await expect(page.getByText(`SKU ${sku}`, { exact: true })).toBeVisible();
  // The original price and brand chosen on the page were stored.
  const stored = (await (await page.request.get(`/api/products/${page.url().split('/').pop()}`)).json()) as {
    originalPrice: string | null;
    brand: { name: string } | null;
  };
  expect(stored.originalPrice).toBe('240.00');
  expect(stored.brand).not.toBeNull();
  // Nobody has rated the new product: no stars and no "0.0" beside its name (related products have theirs).
  const heading = page.locator('div', { has: page.getByRole('heading', { level: 1, name }) }).last();
  await expect(heading).toContainText('Dermal Fillers');
  await expect(heading.getByRole('img', { name: /^Rated / })).toHaveCount(0);
  await expect(heading).not.toContainText('0.0');

  // The doctor finds it by searching the shop, at once, and sees its tiers priced.
  await switchTo(page, 'doctor');
  await page.goto('/');
  await page.getByRole('main').getByRole('combobox', { name: 'Search products' }).fill(name);
  await page
    .getByRole('listbox', { name: 'Product suggestions' })
    .getByRole('option', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const table = page.getByRole('table', { name: /Bulk pricing/ });
  await expect(table.getByRole('row', { name: /5 - 9/ })).toContainText('$180.00');
  await expect(table.getByRole('row', { name: /10\+/ })).toContainText('$160.00');
  await expect(page.getByRole('main')).toContainText(usd.format(200));
});

test('an admin changes a price and a tier in the edit dialog; the product page shows them', async ({
  page,
}) => {
  await switchTo(page, 'admin');
  const product = await tieredProduct(page, uniqueName('Halcyon Cannula Kit'));
  const row = await findInProductsTab(page, product.name);
  await expect(row).toContainText('$120.00');
  await expect(row).toContainText('In Stock');

  await row.getByRole('button', { name: `Edit ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Name')).toHaveValue(product.name);
  await dialog.getByLabel('Price (USD)', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Price is required')).toBeVisible();
  await expect(dialog.getByLabel('Price (USD)', { exact: true })).toBeFocused();

  await dialog.getByLabel('Price (USD)', { exact: true }).fill('149.99');
  await dialog.getByLabel('Tier 1 (5+) Discount %').fill('20');
  await expect(dialog.getByRole('list', { name: 'Bulk pricing tiers' })).toContainText('$119.99');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('$149.99');

  // A shopper sees the new price and the tier priced from it.
  await page.context().clearCookies();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('$149.99');
  await expect(page.getByRole('table', { name: /Bulk pricing/ })).toContainText('$119.99');
});

test('an admin deletes a product after confirming; it leaves the listing and the shop', async ({ page }) => {
  await switchTo(page, 'admin');
  const product = await tieredProduct(page, uniqueName('Solenne Mesotherapy Vial'));
  const row = await findInProductsTab(page, product.name);

  await row.getByRole('button', { name: `Delete ${product.name}` }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this product? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete ${product.name}` }).click();
  confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  // The row took its Delete button with it: focus is on the tab's heading, not lost.
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeFocused();

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
});

test('anyone but an admin who opens /admin/products is sent to sign in', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/login$/);

  // A signed-in doctor is sent to /login, which sends a signed-in visitor on home.
  await switchTo(page, 'doctor');
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/(login)?$/);
  await expect(page.getByRole('heading', { name: 'Add Product' })).toHaveCount(0);
});

/** The labels of a form's controls, as shown (without the required mark), in page order. */
async function controlLabels(scope: ReturnType<Page['locator']>) {
  return scope.locator('input:not([type="hidden"]), select, textarea').evaluateAll((elements) =>
    elements.map((element) => {
      const control = element as HTMLInputElement;
      const label = control.labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? '';
      return label.replace(/\s*\*\s*$/, '').trim();
    }),
  );
}

test('the add-product page and the edit dialog offer the same fields, each with its own upload limit', async ({
  page,
}) => {
  await switchTo(page, 'admin');
  const product = await tieredProduct(page, uniqueName('Concordia Filler'));

  await page.goto('/admin/products');
  const addForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Product' }) });
  await expect(addForm.getByLabel('Brand (optional)')).toBeVisible();
  const addLabels = await controlLabels(addForm);
  await expect(addForm).toContainText('up to 5 MB each');

  const row = await findInProductsTab(page, product.name);
  await row.getByRole('button', { name: `Edit ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Brand (optional)')).toBeVisible();
  const editLabels = await controlLabels(dialog);
  await expect(dialog).toContainText('up to 10 MB each');

  // Each screen's own: the name's label (the spec's), its images, and the product's existing tier.
  const own = /^(Product Name|Name|Image URL|Product image files|Tier \d.*)$/;
  const shared = (labels: string[]) => labels.filter((label) => !own.test(label)).sort();
  expect(shared(editLabels)).toEqual(shared(addLabels));
  for (const label of [
    'Price (USD)',
    'Original price (USD) (optional)',
    'Category',
    'Brand (optional)',
    'Description',
    'Tags (optional)',
    'Featured',
    'In Stock',
  ]) {
    expect(shared(addLabels), label).toContain(label);
  }
  // Both have the tier editor.
  await expect(dialog.getByRole('button', { name: 'Add Tier' })).toBeVisible();
  await page.goto('/admin/products');
  await expect(addForm.getByRole('button', { name: 'Add Tier' })).toBeVisible();
  await page.request.delete(`/api/admin/products/${product.id}`);
});

test('an admin exports the catalogue as a CSV a spreadsheet opens, SKUs included', async ({ page }) => {
  const name = uniqueName('Export Gauze');
  const sku = uniqueSku('e2e export');
  await switchTo(page, 'admin');
  const product = await productThroughApi(page, name, { sku });
  await page.goto('/admin/dashboard?tab=products');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFFsku,gtin,name,description,category,')).toBe(true);
  expect(text).toContain(`\r\n${sku},,${name},`);
  // The dashboard finds it by its SKU too.
  await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(sku.toLowerCase());
  await expect(page.getByRole('article', { name })).toBeVisible();
  await page.request.delete(`/api/admin/products/${product.id}`);
});

test('an admin imports a CSV with one bad row, sees why, fixes it and applies', async ({ page }) => {
  const first = uniqueName('Imported Cannula');
  const second = uniqueName('Imported Gauze');
  const [firstSku, secondSku] = [uniqueSku('e2e imp a'), uniqueSku('e2e imp b')];
  const row = (sku: string, name: string, tiers: string, price = '14.00') =>
    `${sku},,${name},A product an admin imports from a spreadsheet.,orthopedic,,${price},,yes,no,,no,,${tiers}\r\n`;
  const csv = (rows: string) => ({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${PRODUCT_CSV_COLUMNS.join(',')}\r\n${rows}`),
  });
  const file = (tiers: string) => csv(`${row(firstSku, first, '10+:5')}${row(secondSku, second, tiers)}`);
  await switchTo(page, 'admin');
  await page.goto('/admin/dashboard?tab=products');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: catalogImportMessages.dialogTitle });
  await dialog.getByLabel(catalogImportMessages.fileLabel).setInputFiles(file('ten and up: 5'));
  await expect(dialog.getByText('1 to create, 0 to update, 0 unchanged, 1 refused')).toBeVisible();
  // What would change is listed first, under Changes; the refused row under Problems.
  const changes = dialog.getByRole('region', { name: catalogImportMessages.changesHeading });
  const problems = dialog.getByRole('region', { name: catalogImportMessages.problemsHeading });
  await expect(changes.getByRole('row', { name: new RegExp(first) })).toContainText('New');
  const refused = problems.getByRole('row', { name: new RegExp(second) });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText(`bulk_tiers: ${catalogImportMessages.tiers}`);

  // Fixed in the file and checked again: both rows would be created.
  await dialog.getByLabel(catalogImportMessages.fileLabel).setInputFiles(file('10-49:5;50+:10'));
  await expect(dialog.getByText('2 to create, 0 to update, 0 unchanged, 0 refused')).toBeVisible();
  await dialog.getByRole('button', { name: catalogImportMessages.apply(2) }).click();
  await expect(page.getByText(catalogImportMessages.applied(2, 0), { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row2 = await findInProductsTab(page, second);
  await expect(row2).toContainText(secondSku);

  // A second file: the first product renamed and its price up by more than 30%, the second's price up
  // 7%. Each change shows old → new; the large one is marked and must be confirmed to apply.
  const renamed = uniqueName('Imported Cannula Long');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog
    .getByLabel(catalogImportMessages.fileLabel)
    .setInputFiles(
      csv(`${row(firstSku, renamed, '10+:5', '20.00')}${row(secondSku, second, '10-49:5;50+:10', '15.00')}`),
    );
  await expect(dialog.getByText('0 to create, 2 to update, 0 unchanged, 0 refused')).toBeVisible();
  const firstChange = changes.getByRole('row', { name: new RegExp(firstSku) });
  await expect(firstChange).toContainText(
    catalogImportMessages.fieldChange(catalogImportMessages.columnLabel.name, first, renamed),
  );
  await expect(firstChange).toContainText(
    catalogImportMessages.fieldChange(
      catalogImportMessages.columnLabel.price,
      usd.format(14),
      usd.format(20),
    ),
  );
  await expect(firstChange).toContainText(catalogImportMessages.largePriceChange);
  const secondChange = changes.getByRole('row', { name: new RegExp(secondSku) });
  await expect(secondChange).toContainText(
    catalogImportMessages.fieldChange(
      catalogImportMessages.columnLabel.price,
      usd.format(14),
      usd.format(15),
    ),
  );
  await expect(secondChange).not.toContainText(catalogImportMessages.largePriceChange);
  await expect(problems).toHaveCount(0);
  const applyBoth = dialog.getByRole('button', { name: catalogImportMessages.apply(2) });
  await expect(applyBoth).toBeDisabled();
  await dialog.getByLabel(catalogImportMessages.confirmLargePriceChanges(1)).check();
  await applyBoth.click();
  await expect(page.getByText(catalogImportMessages.applied(0, 2), { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const prices = (await (await page.request.get(`/api/products?search=${firstSku}`)).json()) as {
    products: { name: string; price: string }[];
  };
  expect(prices.products[0]).toMatchObject({ name: renamed, price: '20.00' });

  for (const sku of [firstSku, secondSku]) {
    const found = (await (await page.request.get(`/api/products?search=${sku}`)).json()) as {
      products: { id: number; sku: string }[];
    };
    expect(found.products[0]?.sku).toBe(sku);
    await page.request.delete(`/api/admin/products/${found.products[0]?.id}`);
  }
});
