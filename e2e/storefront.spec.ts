import { expect, test } from './test';
import {
  addToCartThroughApi,
  cartButton,
  cartPanel,
  productIdByName,
  registerDoctorThroughApi,
  signInThroughApi,
  signInWithForm,
  uniqueEmail,
} from './support';

test('a guest searches from the home page, buys at a bulk tier and sees the tier price in the cart', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
  await search.fill('Botox Cosmetic 100');
  const suggestions = page.getByRole('listbox', { name: 'Product suggestions' });
  await expect(suggestions).toBeVisible();
  await expect(page.getByRole('main').getByText(/^\d+ product\(s\) found$/)).toBeVisible();
  await suggestions.getByRole('option', { name: /Botox Cosmetic 100 Units/ }).click();

  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Botox Cosmetic 100 Units' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Bulk pricing/ })).toContainText('$597.55');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
  // The first 'Add to Cart' is the product's own; related products follow below.
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Cart updated', { exact: true })).toBeVisible();
  await expect(page.getByText('5 × Botox Cosmetic 100 Units added to your cart')).toBeVisible();

  await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');
  // The toast's View cart opens the panel, and the toast makes way for it.
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'View cart' })
    .click();
  const cart = cartPanel(page);
  await expect(cart).toBeVisible();
  await expect(page.getByText('Cart updated', { exact: true })).toHaveCount(0);
  await expect(cart.getByText('BULK', { exact: true })).toBeVisible();
  await expect(cart).toContainText('$597.55');
  await expect(cart).toContainText('$629.00'); // the product price, struck through
  await expect(cart).toContainText('$2,987.75');
  await expect(cart.getByRole('link', { name: 'Login to Checkout' })).toBeVisible();

  // The cart survives a reload; the panel opens only when asked (docs/decisions/030-everyday-flow.md).
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');
  await expect(cartPanel(page)).toHaveCount(0);
  await cartButton(page).click();
  await expect(cartPanel(page)).toBeVisible();
  await expect(cartPanel(page)).toContainText('Botox Cosmetic 100 Units');
  await expect(cartPanel(page)).toContainText('$2,987.75');

  // Below the tier the line goes back to the product price.
  await cartPanel(page)
    .getByRole('button', { name: 'Decrease quantity of Botox Cosmetic 100 Units' })
    .click();
  await expect(cartPanel(page).getByText('BULK', { exact: true })).toHaveCount(0);
  await expect(cartPanel(page)).toContainText('$2,516.00');
  await expect(cartPanel(page)).toContainText('Add 1 more for $597.55 each');
  await cartPanel(page).getByRole('button', { name: 'Close cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
});

test('a guest logs in and keeps the cart', async ({ page }) => {
  const doctor = await registerDoctorThroughApi(page.request, 'Dr. Maya Lindqvist');
  const id = await productIdByName(page, 'Restylane Lyft with Lidocaine 1 mL');
  await page.goto(`/product/${id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/login');
  await signInWithForm(page, doctor);
  await expect(page).toHaveURL(/\/$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await cartButton(page).click();
  await expect(cartPanel(page)).toContainText('Restylane Lyft with Lidocaine 1 mL');
});

test('a pending doctor sees checkout locked in the cart', async ({ page }) => {
  const doctor = await registerDoctorThroughApi(page.request, 'Dr. Maya Lindqvist');
  await signInThroughApi(page, doctor);
  await addToCartThroughApi(page, await productIdByName(page, 'Durolane 3 mL'), 2);

  await page.goto('/');
  await cartButton(page).click();
  const cart = cartPanel(page);
  await expect(cart.getByRole('button', { name: 'Checkout Locked - Approval Pending' })).toBeDisabled();
  await expect(cart.getByText('Approval Pending', { exact: true })).toBeVisible();
  await expect(cart).toContainText(
    'Your account is pending admin approval. You can add items to cart but cannot complete purchases until approved.',
  );
});

test('the listing keeps filters, sort and page in the URL, resets the page on change, and Back works', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('article')).toHaveCount(15);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).not.toHaveURL(/page=2/);
  // Until the sorted page arrives the previous one stays on screen: wait for the cards to change.
  const cardPrices = () =>
    products
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Number(/\$([\d,]+\.\d{2})/.exec(card.textContent)?.[1]?.replace(/,/g, '') ?? NaN),
        ),
      );
  await expect
    .poll(async () => {
      const prices = await cardPrices();
      return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? NaN) <= price);
    })
    .toBe(true);

  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /^Dermal Fillers/ })
    .click();
  await expect(page).toHaveURL(/category=dermal-fillers/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dermal Fillers');
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(/inStock=true/);
  await expect(products.getByRole('button', { name: 'Out of Stock' })).toHaveCount(0);

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

  await page.goBack();
  await expect(page).not.toHaveURL(/view=list/);
  await expect(page).toHaveURL(/inStock=true/);

  // A shared link restores the same view.
  await page.goto('/products?category=orthopedic&sort=price_desc');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Orthopedic');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');

  await page.goto('/products?search=zzzz-no-such-thing');
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
});

test('a new page opens at its top, Back returns to where the listing was left, and a filter keeps the scroll', async ({
  page,
}) => {
  await page.goto('/products');
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('article')).toHaveCount(15);
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

  // Down the listing to its last card, then into that product.
  const last = products.getByRole('article').last();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(scrollY).toBeGreaterThan(300);
  const leftAt = await scrollY();
  await last.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(scrollY).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(products.getByRole('article')).toHaveCount(15);
  await expect.poll(scrollY).toBe(leftAt);

  // A category from the filter changes what the listing shows, not where the page is.
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(categories.getByRole('link', { name: /^Dermal Fillers/ })).toBeInViewport();
  const before = await scrollY();
  expect(before).toBe(120);
  await categories.getByRole('link', { name: /^Dermal Fillers/ }).click();
  await expect(page).toHaveURL(/category=dermal-fillers/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dermal Fillers');
  expect(Math.abs((await scrollY()) - before)).toBeLessThan(5);
});

test('paging forward and Back always shows the page the URL names', async ({ page }) => {
  // Three full loads and fourteen navigations: on a busy two-core machine over 30 s.
  test.slow();
  // The first product of each page, as the API pages a guest's listing.
  const firstNames: string[] = [];
  for (const n of [1, 2, 3]) {
    const res = await page.request.get(`/api/products?page=${n}`);
    const body = (await res.json()) as { products: { name: string }[] };
    firstNames[n] = body.products[0]!.name;
  }
  const products = page.getByRole('region', { name: 'Products' });
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const expectPage = async (n: number) => {
    await expect(page).toHaveURL(n === 1 ? /\/products$/ : new RegExp(`/products\\?page=${n}$`));
    await expect(pagination.getByRole('button', { name: `Page ${n}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(products.getByRole('article').first().getByRole('heading')).toHaveText(firstNames[n]!);
    await expect(products.getByRole('list').first()).not.toHaveAttribute('aria-busy', 'true');
  };
  const goToPage = (n: number) => pagination.getByRole('button', { name: `Page ${n}` }).click();

  // From a fresh load (page 1 answered inside the page): once after page 2 has settled, then with
  // Back pressed at once, before page 2 has rendered.
  for (const waitForPage2 of [true, false, false]) {
    await page.goto('/products');
    await expectPage(1);
    await goToPage(2);
    if (waitForPage2) await expectPage(2);
    await page.goBack();
    await expectPage(1);
  }
  await page.goForward();
  await expectPage(2);
  await goToPage(3);
  await expectPage(3);
  await page.goBack();
  await expectPage(2);
  await page.goBack();
  await expectPage(1);
  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expectPage(2);
  await page.goBack();
  await expectPage(1);
});

test('a shared link opens with its results and the account already in the page; a change then asks the server', async ({
  page,
}) => {
  const catalogueCalls: string[] = [];
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const path = `${url.pathname}${url.search}`;
    if (/^\/api\/(products|categories|auth\/user)/.test(url.pathname)) catalogueCalls.push(path);
    if (url.pathname.startsWith('/images/')) imageRequests.push(path);
  });

  await page.goto('/products?category=orthopedic&sort=price_desc');
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toContainText('Orthopedic');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Doctor Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(catalogueCalls).toEqual([]);
  // The first card's image was preloaded as the very variant the card shows: fetched once.
  expect(imageRequests.length).toBeGreaterThan(0);
  expect(new Set(imageRequests).size).toBe(imageRequests.length);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect
    .poll(() => catalogueCalls)
    .toContain('/api/products?categorySlug=orthopedic&page=1&sort=price_asc');
});

test('the price slider stops a thumb one step short of the other instead of swapping them', async ({
  page,
}) => {
  await page.goto('/products?minPrice=500&maxPrice=1000');
  const max = page.getByRole('slider', { name: 'Maximum price' });
  await max.focus();
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/minPrice=500&maxPrice=550/);
  await expect(max).toBeFocused();
  await expect(max).toHaveAttribute('aria-valuenow', '550');

  const min = page.getByRole('slider', { name: 'Minimum price' });
  await min.focus();
  await page.keyboard.press('End');
  await expect(min).toHaveAttribute('aria-valuenow', '500');
  await expect(page).toHaveURL(/minPrice=500&maxPrice=550/);
});

test('a category page shows its header, searches within it and pages', async ({ page }) => {
  await page.goto('/category/botulinum-toxins');
  await expect(page.getByRole('heading', { level: 1, name: 'Botulinum Toxins' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/\d+ products/);
  await page.getByRole('searchbox', { name: 'Search this category' }).fill('Dysport');
  await expect(page).toHaveURL(/search=Dysport/);
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toContainText('Dysport');
  for (const text of await cards.allTextContents()) expect(text).toMatch(/Dysport/i);

  expect((await page.goto('/category/no-such-category'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
});

test('an unknown product shows Product Not Found with a way home', async ({ page }) => {
  expect((await page.goto('/product/987654'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer newsletter subscribes an e-mail', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeDisabled();
  await footer.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('news'));
  await subscribe.click();
  await expect(page.getByText('Success!', { exact: true })).toBeVisible();
  await expect(page.getByText("You've been subscribed to our newsletter.")).toBeVisible();
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
});

test('the mobile layout works at 360 px @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/products');
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the cart toasts never cover the panel checkout button or its first line @mobile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/product/${await productIdByName(page, 'Botox Cosmetic 100 Units')}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Cart updated')).toBeVisible();

  // Opened from the header while the toast still shows: the toast makes way.
  await cartButton(page).click();
  const cart = cartPanel(page);
  await expect(cart).toBeVisible();
  const checkout = cart.getByRole('link', { name: 'Login to Checkout' });
  const firstLine = cart.getByRole('button', { name: 'Increase quantity of Botox Cosmetic 100 Units' });
  await expect(checkout).toBeVisible();

  /** Whether any toast on screen overlaps the checkout link or the first line's controls. */
  const covered = async () => {
    const targets = [await checkout.boundingBox(), await firstLine.boundingBox()];
    // Read in one go: a toast may leave between two calls.
    const boxes = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('section[aria-label="Notifications"] [aria-live] > *'),
        (toast: Element) => {
          const { x, y, width, height } = toast.getBoundingClientRect();
          return { x, y, width, height };
        },
      ),
    );
    return boxes.some((box) =>
      targets.some(
        (target) =>
          target !== null &&
          box.x < target.x + target.width &&
          target.x < box.x + box.width &&
          box.y < target.y + target.height &&
          target.y < box.y + box.height,
      ),
    );
  };
  expect(await covered()).toBe(false);

  // A change made in the open panel shows in the panel; nothing covers either.
  await firstLine.click();
  await expect(cart.getByText('2 items', { exact: true })).toBeVisible();
  expect(await covered()).toBe(false);
});
