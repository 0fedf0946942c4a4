import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { pngImage, signInAsAdmin, uniqueName, uniqueSku, usd } from './support';

/**
 * The admin's controls inside the shop (docs/product.md, Roles and Admin screens): a price edited on
 * a grid card, the image manager, the featured carousel's picker, a category image, and deleting a
 * product from its page. Each story adds its own products through the API and removes what it
 * leaves behind, so the seeded catalogue the other stories read stays as it was.
 */

type Product = {
  id: number;
  name: string;
  description: string;
  price: string;
  imageUrl: string;
  imageUrls: string[];
};

/** Images the shop stores (the seeded products'), distinct: valid product images for new products. */
async function storedImages(page: Page, count: number): Promise<string[]> {
  const res = await page.request.get('/api/products?limit=50');
  const { products } = (await res.json()) as { products: Product[] };
  const urls = [...new Set(products.flatMap((p) => [p.imageUrl, ...p.imageUrls]))].filter((url) =>
    url.startsWith('/images/'),
  );
  expect(urls.length).toBeGreaterThanOrEqual(count);
  return urls.slice(0, count);
}

/** A product added through the admin API by the signed-in admin. */
async function addProduct(page: Page, name: string, images: string[], price = '250.00'): Promise<Product> {
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    id: number;
    slug: string;
  }[];
  const category = categories.find((c) => c.slug === 'weightloss-gynecology') ?? categories[0]!;
  const [imageUrl, ...imageUrls] = images;
  const res = await page.request.post('/api/admin/products', {
    data: {
      sku: uniqueSku('E2E'),
      name,
      description: 'A product the admin shop-controls stories add and remove.',
      price,
      categoryId: category.id,
      imageUrl,
      imageUrls,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Product;
}

async function removeProduct(page: Page, id: number) {
  await page.request.delete(`/api/admin/products/${id}`);
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('an admin edits a price on a grid card; a guest sees it on the product page @mobile', async ({
  page,
  browser,
}) => {
  const [image] = await storedImages(page, 1);
  const product = await addProduct(page, uniqueName('Price Edit Serum'), [image!]);

  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  const card = page.getByRole('article', { name: product.name });
  await expect(card).toContainText(usd.format(250));

  await card.getByRole('button', { name: `Edit price of ${product.name}` }).click();
  const price = card.getByLabel(`Price (USD) of ${product.name}`);
  await expect(price).toBeFocused();
  // The contract's rule is checked before anything is sent.
  await price.fill('12.345');
  await price.press('Enter');
  await expect(card).toContainText('Price must be a valid number');

  await price.fill('199.90');
  await price.press('Enter');
  await expect(page.getByText('Price updated successfully!')).toBeVisible();
  await expect(card).toContainText(usd.format(199.9));
  await expect(card.getByRole('button', { name: `Edit price of ${product.name}` })).toBeFocused();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/product/${product.id}`);
  await expect(guest.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(guest.getByRole('main')).toContainText(usd.format(199.9));
  // A shopper gets no admin controls.
  await expect(guest.getByRole('button', { name: /^Delete Product/ })).toHaveCount(0);
  await guestContext.close();

  await removeProduct(page, product.id);
});

test('an admin edits a list card: name and description together, then the image alone', async ({ page }) => {
  const [first, second] = await storedImages(page, 2);
  const product = await addProduct(page, uniqueName('List Edit Tonic'), [first!]);
  const renamed = `${product.name} Plus`;

  await page.goto(`/products?search=${encodeURIComponent(product.name)}&view=list`);
  await page
    .getByRole('article', { name: product.name })
    .getByRole('button', { name: `Edit ${product.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit product' });
  const save = dialog.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Description').fill('Too short');
  await save.click();
  await expect(dialog).toContainText('Description must be at least 10 characters');
  await dialog.getByLabel('Description').fill('A longer description the admin wrote on the listing.');
  await dialog.getByLabel('Name').fill(renamed);
  await save.click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: renamed });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Edit ${renamed}` }).click();
  await dialog.getByLabel('Image URL').fill(second!);
  await save.click();
  await expect(page.getByText('Image updated successfully!')).toBeVisible();
  const saved = (await (await page.request.get(`/api/products/${product.id}`)).json()) as Product;
  expect(saved.imageUrl).toBe(second);
  expect(saved.description).toBe('A longer description the admin wrote on the listing.');

  await removeProduct(page, product.id);
});

test('the image manager: a refused file, an upload, a drag and a move change the main image', async ({
  page,
}) => {
  const images = await storedImages(page, 3);
  const product = await addProduct(page, uniqueName('Image Order Kit'), images);

  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: /^Product Management/ }).click();
  await page.getByRole('button', { name: `Images of ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage images' });
  const tiles = dialog.getByRole('listitem', { name: /^Image \d+ of \d+/ });
  await expect(tiles).toHaveCount(3);
  await expect(tiles.first()).toContainText('Main');
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();

  // An address the shop does not take is refused with the contract's message.
  await dialog.getByLabel('Image URL').fill('http://example.com/a.png');
  await dialog.getByLabel('Image URL').press('Enter');
  await expect(dialog).toContainText('Use an image address starting with https://');

  // Files are checked before they are sent; an image is uploaded with its own progress bar.
  const picker = dialog.getByLabel('Image files to upload');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByRole('alert')).toContainText('"notes.txt" is not a JPEG, PNG, GIF or WebP image.');
  await picker.setInputFiles({
    name: 'teal.png',
    mimeType: 'image/png',
    buffer: pngImage(32, [0, 128, 128]),
  });
  await expect(dialog.getByRole('progressbar', { name: 'Upload of teal.png' })).toBeVisible();
  await expect(page.getByText('1 image(s) uploaded successfully')).toBeVisible();
  await expect(tiles).toHaveCount(4);
  const uploaded = await tiles.nth(3).getAttribute('data-image-url');
  expect(uploaded).toMatch(/^\/images\//);

  // Drag the uploaded image onto the first: it becomes the main image.
  await tiles.nth(3).dragTo(tiles.nth(0));
  await expect(tiles.nth(0)).toHaveAttribute('data-image-url', uploaded!);
  await expect(tiles.nth(0)).toContainText('Main');

  // The keyboard way: move the second image later; focus stays on the moved image's button.
  await dialog.getByRole('button', { name: 'Move image 2 later' }).click();
  await expect(tiles.nth(2)).toHaveAttribute('data-image-url', images[0]!);
  await expect(dialog.getByRole('button', { name: 'Move image 3 later' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Save Images' }).click();
  await expect(page.getByText('Product images updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(`/product/${product.id}`);
  const main = page.getByRole('img', { name: product.name, exact: true });
  await expect(main).toHaveAttribute('src', new RegExp(`^${uploaded!}`));
  const saved = (await (await page.request.get(`/api/products/${product.id}`)).json()) as Product;
  expect([saved.imageUrl, ...saved.imageUrls]).toEqual([uploaded, images[1], images[0], images[2]]);

  await removeProduct(page, product.id);
});

test('an admin adds a product to the featured carousel, is told when it is already there, puts it first, and removes it', async ({
  page,
}) => {
  const [image] = await storedImages(page, 1);
  const first = await addProduct(page, uniqueName('Featured Pick Cream'), [image!]);
  const second = await addProduct(page, uniqueName('Featured Twice Gel'), [image!]);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured products' });
  await carousel.getByRole('button', { name: 'Add product' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a featured product' });
  await picker.getByLabel('Search products').fill(first.name);
  await picker.getByRole('button', { name: `Add ${first.name} to the carousel` }).click();
  await expect(page.getByText('Product added to carousel successfully')).toBeVisible();
  await expect(picker).toBeHidden();

  // The new entry comes last: "Previous" from the first page wraps to the last one.
  const previous = carousel.getByRole('button', { name: 'Previous featured products' });
  if (await previous.isEnabled()) await previous.click();
  const remove = carousel.getByRole('button', { name: `Remove ${first.name} from the carousel` });
  await expect(remove).toBeVisible();

  // Another admin features the second product while the picker is open: the 409 is shown.
  await carousel.getByRole('button', { name: 'Add product' }).click();
  await picker.getByLabel('Search products').fill(second.name);
  const addSecond = picker.getByRole('button', { name: `Add ${second.name} to the carousel` });
  await expect(addSecond).toBeVisible();
  expect(
    (await page.request.post('/api/admin/featured-carousel', { data: { productId: second.id } })).status(),
  ).toBe(201);
  await addSecond.click();
  await expect(picker.getByRole('alert')).toContainText('This product is already in the featured carousel');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // The second product goes to the front with the keyboard: the moved entry's button keeps the focus.
  await carousel.getByRole('button', { name: 'Arrange order' }).click();
  const arrange = page.getByRole('dialog', { name: 'Arrange featured products' });
  const list = arrange.getByRole('list', { name: 'Featured products in order' });
  await expect(list.getByRole('listitem').last()).toContainText(second.name);
  await expect(arrange.getByRole('button', { name: 'Save order' })).toBeDisabled();
  const earlier = arrange.getByRole('button', { name: `Move ${second.name} earlier` });
  await earlier.focus();
  while (await earlier.isEnabled()) {
    await expect(earlier).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(list.getByRole('listitem').first()).toContainText(second.name);
  await expect(arrange.locator('[aria-live="polite"]')).toContainText(
    `${second.name} moved to position 1 of`,
  );
  await arrange.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Featured order saved')).toBeVisible();
  await expect(arrange).toBeHidden();
  const arranged = (await (await page.request.get('/api/featured-carousel')).json()) as {
    displayOrder: number;
    product: { id: number };
  }[];
  expect(arranged[0]).toMatchObject({ displayOrder: 1, product: { id: second.id } });
  expect(arranged.map((entry) => entry.displayOrder)).toEqual(arranged.map((_, i) => i + 1));
  // The carousel follows at once (its first card may be on a page not shown now).
  await expect(carousel.locator('[aria-roledescription="slide"]').first()).toContainText(second.name);

  // The first product is still the last entry: its card is on the last page.
  const lastPage = carousel.getByRole('button', { name: /^Show featured page (\d+) of \1$/ });
  if ((await lastPage.count()) > 0) await lastPage.click();
  await remove.click();
  const confirmRemove = page.getByRole('alertdialog', { name: 'Remove from the featured carousel?' });
  await expect(confirmRemove).toContainText(first.name);
  await confirmRemove.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Product removed from carousel successfully')).toBeVisible();
  await expect(carousel.getByText(first.name)).toHaveCount(0);
  // The card took its Remove button with it: focus is on the carousel's heading, not lost.
  await expect(carousel.getByRole('heading', { level: 2, name: 'Featured products' })).toBeFocused();
  const entries = (await (await page.request.get('/api/featured-carousel')).json()) as {
    product: { id: number };
  }[];
  expect(entries.map((entry) => entry.product.id)).not.toContain(first.id);

  await removeProduct(page, first.id);
  await removeProduct(page, second.id);
});

test('an admin changes a category image from a local file; the category page shows it', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Category and brand images' });
  await panel.getByRole('button', { name: 'Change image of Weight Loss & Gynecology' }).click();
  const dialog = page.getByRole('dialog', { name: /^Category image:/ });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Image URL').fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Image URL').fill('');

  await dialog.getByLabel('Or choose a file').setInputFiles({
    name: 'violet.png',
    mimeType: 'image/png',
    buffer: pngImage(48, [120, 60, 200]),
  });
  await expect(dialog.getByRole('img', { name: 'Preview' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await save.click();
  await expect(page.getByText('Category image updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const categories = (await (await page.request.get('/api/categories')).json()) as {
    slug: string;
    icon: string | null;
  }[];
  const icon = categories.find((c) => c.slug === 'weightloss-gynecology')?.icon;
  expect(icon).toMatch(/^\/images\//);

  await page.goto('/category/weightloss-gynecology');
  await expect(page.getByRole('main').locator('header img')).toHaveAttribute('src', icon!);
});

test('an admin deletes a product from its page after confirming; it is gone', async ({ page }) => {
  const [image] = await storedImages(page, 1);
  const product = await addProduct(page, uniqueName('Delete Me Ampoule'), [image!]);

  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: `Delete Product ${product.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this product? This action cannot be undone.',
  );
  // Cancel keeps it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(200);

  await page.getByRole('button', { name: `Delete Product ${product.name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(404);
  await expect(page.getByRole('article', { name: product.name })).toHaveCount(0);
});

test('an admin deletes products from listing cards; focus moves to the next card, then the heading', async ({
  page,
}) => {
  const [image] = await storedImages(page, 1);
  const tag = uniqueName('Card Delete');
  const products = [
    await addProduct(page, `${tag} Alpha`, [image!]),
    await addProduct(page, `${tag} Beta`, [image!]),
  ];

  await page.goto(`/products?search=${encodeURIComponent(tag)}`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  const firstName = (await cards.first().getByRole('heading').textContent())!.trim();
  const other = products.find((p) => p.name !== firstName)!;

  await cards
    .first()
    .getByRole('button', { name: `Delete ${firstName}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete this product?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Product deleted successfully!')).toBeVisible();
  await expect(cards).toHaveCount(1);
  // The card left with its Delete button: focus is on the next card's name.
  await expect(page.getByRole('link', { name: other.name })).toBeFocused();

  await cards
    .first()
    .getByRole('button', { name: `Delete ${other.name}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete this product?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(cards).toHaveCount(0);
  // No card is left on the page: focus is on the listing's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
