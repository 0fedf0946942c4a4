import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { pngImage, signInAsAdmin, uniqueName, uniqueSku, usd } from './support';

/**
 * The hero carousel manager (docs/product.md, Hero carousel items): the dashboard's Carousel
 * Management tab and the carousel item dialog with its live preview, and the home page's hero that
 * shows what the admin made. Each story removes the items it adds, so the seeded carousel the other
 * stories see stays as it was.
 */

type HeroItem = { id: number; title: string; imageUrl: string | null };

/** Items whose titles start with `prefix`, as the admin's list has them. */
async function itemsTitled(page: Page, prefix: string): Promise<HeroItem[]> {
  const res = await page.request.get('/api/carousel');
  return ((await res.json()) as HeroItem[]).filter((item) => item.title.startsWith(prefix));
}

async function removeItems(page: Page, prefix: string) {
  for (const item of await itemsTitled(page, prefix)) await page.request.delete(`/api/carousel/${item.id}`);
}

/** Plays a story with a fresh title made from `name`, then removes its items, whatever happened. */
async function withTitle(page: Page, name: string, story: (title: string) => Promise<void>) {
  const title = uniqueName(name);
  try {
    await story(title);
  } finally {
    await removeItems(page, title);
  }
}

/** The home page's slide of this title (hidden slides too: they are in the page, out of view). */
const homeSlide = (page: Page, title: string) =>
  page.locator('[aria-roledescription="slide"]').filter({ hasText: title });

/** The Carousel Management tab's Create New Carousel Item dialog, opened. */
async function openNewItemDialog(page: Page) {
  await page.goto('/admin/dashboard?tab=carousel');
  await page.getByRole('button', { name: 'Add Item' }).click();
  return page.getByRole('dialog', { name: 'Create New Carousel Item' });
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('an admin creates a slide with a preset gradient and the slide animation, previews it, and a guest sees it until it is deactivated', async ({
  page,
  browser,
}) => {
  await withTitle(page, 'E2E Hero', async (title) => {
    await page.goto('/admin/dashboard?tab=carousel');
    await expect(page.getByRole('tab', { name: /Carousel Management/, selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add Item' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create New Carousel Item' });
    const preview = dialog.getByRole('region', { name: 'Live preview' });
    const previewSlide = dialog.getByTestId('carousel-preview-slide');

    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('Cold-chain fillers at a spring price.');
    await dialog.getByLabel('Button text (optional)', { exact: true }).fill('See the offer');

    await dialog.getByRole('tab', { name: 'Pricing' }).click();
    await dialog.getByLabel('Price (USD)', { exact: true }).fill('149');
    await dialog.getByLabel('Original price (USD) (optional)', { exact: true }).fill('199.00');
    await dialog.getByLabel('Discount text (optional)', { exact: true }).fill('Save 25%');

    await dialog.getByRole('tab', { name: 'Design' }).click();
    await dialog.getByRole('radio', { name: 'Ocean' }).check();

    await dialog.getByRole('tab', { name: 'Behavior' }).click();
    await dialog.getByLabel('Animation', { exact: true }).selectOption('slide');
    await expect(dialog.getByLabel('Display duration (ms)', { exact: true })).toHaveValue('5000');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();

    // The preview is the home page's slide: the text, prices, gradient and animation chosen.
    await expect(preview).toContainText(title);
    await expect(preview).toContainText(usd.format(149));
    await expect(preview).toContainText(usd.format(199));
    await expect(preview).toContainText('Save 25%');
    await expect(preview).toContainText('See the offer');
    await expect(preview).toContainText('Slide animation, 5 s per slide');
    await expect(previewSlide).toHaveCSS(
      'background-image',
      'linear-gradient(135deg, rgb(33, 147, 176) 0%, rgb(109, 213, 237) 100%)',
    );
    await expect(previewSlide).toHaveCSS('transition-property', /translate/);

    await dialog.getByRole('button', { name: 'Create Item' }).click();
    await expect(page.getByText('Carousel item created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('article', { name: title });
    await expect(row).toContainText('Active');
    await expect(row).toContainText(usd.format(149));
    await expect(row.locator('s')).toContainText(usd.format(199));
    await expect(row).toContainText('Save 25% off');
    await expect(row).toContainText('See the offer');
    await expect(row).toContainText('No Image');

    // A new item has sort order 0: it leads the home page's carousel, with what the preview showed.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto('/');
    const slide = homeSlide(guest, title);
    await expect(slide).toHaveCount(1);
    await expect(slide).toHaveAttribute('aria-label', /^1 of /);
    await expect(slide).toContainText(usd.format(149));
    await expect(slide).toContainText('Save 25%');
    await expect(slide).toHaveCSS(
      'background-image',
      'linear-gradient(135deg, rgb(33, 147, 176) 0%, rgb(109, 213, 237) 100%)',
    );
    await expect(slide).toHaveCSS('transition-property', /translate/);

    // Deactivated, it leaves the home page at once; the admin still lists it as Inactive.
    await row.getByRole('switch', { name: `Active: ${title}` }).click();
    await expect(page.getByText('Carousel item updated successfully')).toBeVisible();
    await expect(row).toContainText('Inactive');
    await guest.reload();
    await expect(guest.locator('[aria-roledescription="slide"]').first()).toBeAttached();
    await expect(homeSlide(guest, title)).toHaveCount(0);
    await guestContext.close();

    // Deleted after the confirmation.
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this carousel item? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Carousel item deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    // The row took its Delete button with it: focus is on the tab's heading, not lost.
    await expect(page.getByRole('heading', { level: 2, name: 'Hero carousel' })).toBeFocused();
  });
});

test('the dialog names an empty title and saves nothing until it is given', async ({ page }) => {
  await withTitle(page, 'E2E Untitled', async (title) => {
    const dialog = await openNewItemDialog(page);

    await dialog.getByRole('button', { name: 'Create Item' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('3 fields need your attention.');
    const titleInput = dialog.getByLabel('Title', { exact: true });
    await expect(titleInput).toBeFocused();
    await expect(titleInput).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText('Title is required');
    await expect(dialog).toContainText('Description is required');
    // The price lives on another tab, whose name says it has a field to fix.
    await expect(dialog.getByRole('tab', { name: /Pricing.*1 field to fix/ })).toBeVisible();

    await dialog.getByLabel('Description', { exact: true }).fill('A slide without a title yet.');
    await dialog.getByRole('tab', { name: 'Pricing' }).click();
    await dialog.getByLabel('Price (USD)', { exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Create Item' }).click();
    await expect(dialog.getByRole('tab', { name: 'Content', selected: true })).toBeVisible();
    await expect(dialog).toContainText('Title is required');
    await expect(titleInput).toBeFocused();
    expect(await itemsTitled(page, 'E2E Untitled')).toEqual([]);

    // The message goes as soon as the title is typed; then the item saves.
    await titleInput.fill(title);
    await expect(dialog).not.toContainText('Title is required');
    await dialog.getByRole('button', { name: 'Create Item' }).click();
    await expect(page.getByText('Carousel item created successfully')).toBeVisible();
    expect(await itemsTitled(page, title)).toHaveLength(1);
  });
});

test('an image file chosen in the dialog is stored by the shop; a file that is not an image is refused', async ({
  page,
}) => {
  await withTitle(page, 'E2E Image', async (title) => {
    const dialog = await openNewItemDialog(page);
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('A slide with a picture from this computer.');

    const file = dialog.getByLabel('Or upload an image file');
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText('Please upload only image files.')).toBeVisible();
    await expect(dialog).toContainText('"notes.txt" is not a JPEG, PNG, GIF or WebP image.');

    await file.setInputFiles({
      name: 'teal.png',
      mimeType: 'image/png',
      buffer: pngImage(24, [15, 118, 110]),
    });
    await expect(dialog).toContainText('Chosen file: teal.png');
    await expect(dialog.getByTestId('carousel-preview-slide').locator('img')).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );

    await dialog.getByRole('tab', { name: 'Pricing' }).click();
    await dialog.getByLabel('Price (USD)', { exact: true }).fill('20');
    await dialog.getByRole('button', { name: 'Create Item' }).click();
    await expect(page.getByText('Carousel item created successfully')).toBeVisible();

    // The shop keeps the stored image's address, never the data URL, and serves the image.
    const [item] = await itemsTitled(page, title);
    expect(item?.imageUrl).toMatch(/^\/images\/[0-9a-f-]{36}$/);
    const image = await page.request.get(item!.imageUrl!);
    expect(image.status()).toBe(200);
    await expect(page.getByRole('article', { name: title }).locator('img')).toHaveAttribute(
      'src',
      /^\/images\//,
    );
  });
});

test('move up and down reorder the carousel from the keyboard, keeping the focus on the moved item', async ({
  page,
}) => {
  await withTitle(page, 'E2E Order', async (prefix) => {
    const [first, second] = [`${prefix} A`, `${prefix} B`];
    for (const title of [second, first]) {
      const res = await page.request.post('/api/carousel', {
        data: { title, description: 'An item the ordering story moves.', price: '5.00' },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/admin/dashboard?tab=carousel');
    const list = page.getByRole('list', { name: 'Carousel items in order' });
    const titles = async () =>
      (
        await list
          .getByRole('article')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')))
      ).filter((name) => name?.startsWith(prefix));
    // Both have sort order 0: the older (B) first.
    await expect.poll(titles).toEqual([second, first]);

    const down = list.getByRole('button', { name: `Move ${second} down` });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual([first, second]);
    await expect(list.getByRole('button', { name: `Move ${second} down` })).toBeFocused();

    // The new order is the server's: after a reload, and for the home page.
    await page.reload();
    await expect.poll(titles).toEqual([first, second]);
    expect((await itemsTitled(page, prefix)).map((item) => item.title)).toEqual([first, second]);

    await list.getByRole('button', { name: `Move ${first} down` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual([second, first]);
    await expect(list.getByRole('button', { name: `Move ${first} down` })).toBeFocused();
  });
});

test("an admin links a slide to a product: the home page's button goes to that product's page and the slide shows its current price", async ({
  page,
  browser,
}) => {
  const title = uniqueName('E2E Linked Hero');
  const productName = uniqueName('E2E Slide Product');
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number }[];
  const created = await page.request.post('/api/admin/products', {
    data: {
      sku: uniqueSku('E2E'),
      name: productName,
      description: 'A product the hero slide links to.',
      price: '321.00',
      categoryId: categories[0]?.id,
    },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: number };
  try {
    const dialog = await openNewItemDialog(page);
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('The linked product at its current price.');
    await dialog.getByLabel('Button text (optional)', { exact: true }).fill('See this product');

    // The Link control: a product found with the catalogue search.
    await dialog.getByLabel('The button goes to', { exact: true }).selectOption('product');
    await dialog.getByLabel('Search products', { exact: true }).fill(productName);
    // Enter in the search box searches; it does not save the item.
    await dialog.getByLabel('Search products', { exact: true }).press('Enter');
    await expect(dialog.getByRole('button', { name: `Link to ${productName}` })).toBeVisible();
    await expect(dialog.getByText('Choose a product for the link')).toHaveCount(0);
    await dialog.getByRole('button', { name: `Link to ${productName}` }).click();
    await expect(dialog).toContainText(`Linked product: ${productName}`);

    // Pricing shows the product's price, read-only, until the slide is given its own.
    await dialog.getByRole('tab', { name: 'Pricing' }).click();
    await expect(dialog.getByRole('switch', { name: 'Own price' })).not.toBeChecked();
    await expect(dialog.getByLabel('Price (USD)', { exact: true })).toHaveValue('321.00');
    await expect(dialog.getByLabel('Price (USD)', { exact: true })).toBeDisabled();
    await expect(dialog.getByRole('region', { name: 'Live preview' })).toContainText(usd.format(321));

    await dialog.getByRole('button', { name: 'Create Item' }).click();
    await expect(page.getByText('Carousel item created successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toContainText(`Links to ${productName}`);

    // The product's price changes after the slide was saved: the home page shows the new one.
    const repriced = await page.request.patch(`/api/admin/products/${product.id}/price`, {
      data: { price: '299.00' },
    });
    expect(repriced.status()).toBe(200);

    const guestContext = await browser.newContext({ reducedMotion: 'reduce' });
    const guest = await guestContext.newPage();
    await guest.goto('/');
    const slide = homeSlide(guest, title);
    await expect(slide).toHaveAttribute('aria-label', /^1 of /);
    await expect(slide).toContainText(usd.format(299));
    await slide.getByRole('link', { name: 'See this product' }).click();
    await expect(guest).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(guest.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await guestContext.close();

    // Given its own price, then turned back: the fields show the product's current price before saving.
    const edit = page.getByRole('dialog', { name: 'Edit Carousel Item' });
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await edit.getByRole('tab', { name: 'Pricing' }).click();
    await edit.getByRole('switch', { name: 'Own price' }).click();
    await edit.getByLabel('Price (USD)', { exact: true }).fill('250.00');
    await edit.getByRole('button', { name: 'Update Item' }).click();
    await expect(page.getByText('Carousel item updated successfully')).toBeVisible();
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await edit.getByRole('tab', { name: 'Pricing' }).click();
    await expect(edit.getByLabel('Price (USD)', { exact: true })).toHaveValue('250.00');
    await edit.getByRole('switch', { name: 'Own price' }).click();
    await expect(edit.getByLabel('Price (USD)', { exact: true })).toHaveValue('299.00');
    await expect(edit.getByLabel('Price (USD)', { exact: true })).toBeDisabled();
    await expect(edit.getByRole('region', { name: 'Live preview' })).toContainText(usd.format(299));
    await edit.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await removeItems(page, title);
    await page.request.delete(`/api/admin/products/${product.id}`);
  }
});
