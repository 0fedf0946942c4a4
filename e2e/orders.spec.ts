import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
  approvedDoctor,
  cartButton,
  cartPanel,
  type Credentials,
  holdBack,
  inStockProducts,
  type PlacedOrder,
  placeOrder,
  recordToasts,
  signInThroughApi,
  usd,
} from './support';

/**
 * One approved doctor for the whole file, to keep registrations (rate-limited per client address) few.
 * The test that needs a state (no orders yet) runs first; the others find their own orders by number.
 */
let doctor: Credentials;

test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  doctor = await approvedDoctor(testInfo.project.use.baseURL!, 'Dr. Nadia Okafor');
});

const orderCard = (page: Page, orderNumber: string) =>
  page.getByRole('article', { name: `Order ${orderNumber}` });

test('a new approved doctor sees No Orders Yet with Browse Products', async ({ page }) => {
  await signInThroughApi(page, doctor);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 2, name: 'No Orders Yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a doctor finds an order in the list, reads its details and cancels it after confirming', async ({
  page,
}) => {
  await signInThroughApi(page, doctor);
  const [first, second] = await inStockProducts(page, 2);
  const order = await placeOrder(page, [
    { productId: first!.id, quantity: 2 },
    { productId: second!.id, quantity: 1 },
  ]);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  const card = orderCard(page, order.orderNumber);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText(usd.format(Number(order.totalAmount)));
  await expect(card).toContainText('3 items');
  await expect(card).toContainText(`${first!.name} × 2`);
  await expect(card).toContainText('Card');

  // Cancelling asks first; keeping the order changes nothing and focus returns to the button.
  const cancelInList = card.getByRole('button', { name: 'Cancel Order' });
  await cancelInList.click();
  const keepDialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(keepDialog).toContainText(order.orderNumber);
  await keepDialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(keepDialog).toBeHidden();
  await expect(cancelInList).toBeFocused();
  await expect(card).toContainText('Pending');

  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` });
  await expect(heading).toBeVisible();
  await expect(main.getByText('Pending', { exact: true }).first()).toBeVisible();

  const items = main.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('link', { name: first!.name })).toBeVisible();
  await expect(items.getByRole('link', { name: second!.name })).toBeVisible();
  await expect(items).toContainText('3 items');
  await expect(items).toContainText(usd.format(Number(order.totalAmount)));

  const addresses = main.getByRole('region', { name: 'Addresses' });
  await expect(addresses).toContainText('Carter Aesthetics');
  await expect(addresses).toContainText('100 King St W');
  await expect(addresses).toContainText('Toronto, ON M5X 1A9');

  const payment = main.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Visa •••• 6467');
  await expect(payment).toContainText('Jane Carter');
  await expect(payment).toContainText(`12/${new Date().getUTCFullYear() + 2}`);
  await expect(payment).toContainText('First Clinic Bank');
  await expect(payment).toContainText('•••• 6789');
  await expect(payment).not.toContainText('4539');
  await expect(main.getByRole('region', { name: 'Notes' })).toContainText('Deliver to the back entrance.');

  const history = main.getByRole('list', { name: 'Status History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Pending');
  await expect(history).toContainText('Order placed');

  await main.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Your order has been successfully cancelled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').last()).toContainText('Cancelled');
  await expect(history.getByRole('listitem').last()).toContainText('Cancelled by the doctor');

  await main.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(orderCard(page, order.orderNumber)).toContainText('Cancelled');
  await expect(orderCard(page, order.orderNumber).getByRole('button', { name: 'Cancel Order' })).toHaveCount(
    0,
  );
});

test('Order Again from the list refills the cart @mobile', async ({ page }) => {
  await signInThroughApi(page, doctor);
  // The doctor's server cart outlives a test: start from an empty one.
  const cartNow = (await (await page.request.get('/api/cart')).json()) as { id: number }[];
  for (const line of cartNow) await page.request.delete(`/api/cart/${line.id}`);
  const [product] = await inStockProducts(page, 1);
  const order = await placeOrder(page, [{ productId: product!.id, quantity: 3 }]);

  await page.goto('/orders');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  const toastsSeen = await recordToasts(page);
  await orderCard(page, order.orderNumber).getByRole('button', { name: 'Order Again' }).click();
  // One toast says both (recorded as shown: on a busy machine it may be gone before a look).
  await expect.poll(toastsSeen).toContain(`Added to your cart`);
  await expect.poll(toastsSeen).toContain(`Added: ${product!.name} × 3.`);
  // The cart panel opens with the order's product; closed, it returns focus to Order Again.
  const cart = cartPanel(page);
  await expect(cart).toBeVisible();
  await expect(cart).toContainText(product!.name);
  await expect(cart).toContainText('3 items');
  await cart.getByRole('button', { name: 'Close cart' }).click();
  await expect(cart).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(orderCard(page, order.orderNumber).getByRole('button', { name: 'Order Again' })).toBeFocused();
});

test('a doctor with more than 20 orders pages through them, newest first', async ({ page }) => {
  await signInThroughApi(page, doctor);
  const [product] = await inStockProducts(page, 1);
  // 21 orders in all, counting those earlier tests placed.
  const before = (await (await page.request.get('/api/orders')).json()) as { totalCount: number };
  let newest: PlacedOrder | undefined;
  for (let i = before.totalCount; i < 21; i += 1) {
    newest = await placeOrder(page, [{ productId: product!.id, quantity: 1 }]);
  }
  const secondPage = (await (await page.request.get('/api/orders?page=2')).json()) as {
    totalCount: number;
    orders: PlacedOrder[];
  };
  expect(secondPage.totalCount).toBe(21);
  const oldest = secondPage.orders[0]!;

  await page.goto('/orders');
  await expect(page.getByText('21 orders', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'My Orders' });
  await expect(list.getByRole('article')).toHaveCount(20);
  await expect(list.getByRole('article').first()).toHaveAccessibleName(`Order ${newest!.orderNumber}`);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/orders\?page=2$/);
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article')).toHaveAccessibleName(`Order ${oldest.orderNumber}`);
});

test('an unknown or malformed order id shows Order not found; signing out leaves the orders', async ({
  page,
}) => {
  await signInThroughApi(page, doctor);
  for (const path of ['/orders/999999', '/orders/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

  // Signing out on the orders page leaves nothing of the account's orders on screen.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toHaveCount(0);
});

test('a guest opening /orders is told they are logged out, signs in and comes back', async ({ page }) => {
  // The toast shows for the 500 ms before the redirect; holding the redirect's answer back a moment
  // keeps the page (and its toast) on screen long enough to be read here.
  await holdBack(page, '**/api/login?*', 1_000);
  await page.goto('/orders');
  // The toast is up for the 500 ms before the redirect starts: waited for in the page (checked on
  // every frame), not by the assertion's slower retries, which can fall on either side of it.
  await page
    .getByText('Unauthorized - You are logged out. Logging in again...')
    .waitFor({ state: 'visible' });
  // Signing in brings the visitor back to the page they were on.
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
  await page.getByLabel('Email', { exact: true }).fill(doctor.email);
  await page.getByLabel('Password', { exact: true }).fill(doctor.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
});
