import { expect, test, type Page } from '@playwright/test';
import { KNOWN_CARD, checkoutDetails } from '@shop/contract/checkout-fixture';
import {
  approvedDoctor,
  inStockProducts,
  placeOrder,
  signInAsAdmin,
  signInThroughApi,
  type Credentials,
  type PlacedOrder,
} from './support';

/** The admin's order desk: the dashboard's Order Management tab and the /admin/orders review queue. */

let doctor: Credentials;

test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  doctor = await approvedDoctor(testInfo.project.use.baseURL!, 'Dr. Amara Lindqvist');
});

async function orderAsDoctor(page: Page, quantities: number[]): Promise<PlacedOrder> {
  await page.context().clearCookies();
  await signInThroughApi(page, doctor);
  const products = await inStockProducts(page, quantities.length);
  return placeOrder(
    page,
    products.map((product, index) => ({ productId: product.id, quantity: quantities[index]! })),
  );
}

async function switchToAdmin(page: Page) {
  await page.context().clearCookies();
  await signInAsAdmin(page);
}

async function switchToDoctor(page: Page) {
  await page.context().clearCookies();
  await signInThroughApi(page, doctor);
}

type Counts = { orders: { pending: number; total: number } };

test('a doctor orders; the admin sees it counted, copies the e-mail and declines it with a reason; the doctor reads why', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const order = await orderAsDoctor(page, [1, 2, 1]);

  await switchToAdmin(page);
  const counts = (await (await page.request.get('/api/admin/dashboard-counts')).json()) as Counts;
  await page.goto('/admin/dashboard');
  const ordersTab = page.getByRole('tab', { name: /^Order Management/ });
  await expect(ordersTab).toContainText(`${counts.orders.pending}/${counts.orders.total}`);
  await expect(ordersTab).toHaveAccessibleName(
    `Order Management ${counts.orders.pending} pending of ${counts.orders.total} orders`,
  );

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Orders' })).toBeVisible();
  const card = page.getByRole('article', { name: order.orderNumber });
  await expect(card).toContainText(checkoutDetails().doctorName);
  await expect(card).toContainText('+1 more item');

  await card.getByRole('button', { name: 'Copy Email' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(checkoutDetails().doctorEmail);

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  // While the order is pending the admin sees the whole card number, to charge it by hand.
  await expect(details).toContainText(KNOWN_CARD);
  await expect(details).toContainText('Clinic Name');

  await details.getByRole('button', { name: 'Decline Order' }).click();
  const decline = page.getByRole('dialog', { name: `Decline order ${order.orderNumber}?` });
  const confirm = decline.getByRole('button', { name: 'Decline Order' });
  await expect(confirm).toBeDisabled();
  await decline.getByLabel('Reason for declining').fill('   ');
  await expect(confirm).toBeDisabled();
  await decline.getByLabel('Reason for declining').fill('Licence on file has expired');
  await confirm.click();

  await expect(page.getByText('Order Declined', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  // The decided card took the button that opened the dialog with it: the focus is on the page's
  // heading, not lost (asserted once the card is gone; the assertion retries).
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Orders' })).toBeFocused();

  await switchToDoctor(page);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
  await expect(page.locator('[data-status="declined"]').first()).toBeVisible();
  await expect(page.getByText('Licence on file has expired', { exact: true })).toBeVisible();
});

test('the admin approves an order from the review queue; the focus goes to the queue’s heading', async ({
  page,
}) => {
  const order = await orderAsDoctor(page, [1]);

  await switchToAdmin(page);
  await page.goto('/admin/orders');
  const heading = page.getByRole('heading', { level: 1, name: 'Pending Orders' });
  await expect(heading).toBeVisible();
  const card = page.getByRole('article', { name: order.orderNumber });
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  // The queue's refresh held back, so the dialog's close ends before the card leaves (in the decline
  // story the two race freely): the focus lands on the heading either way.
  await page.route('**/api/admin/pending-orders*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await details.getByRole('button', { name: 'Approve Order' }).click();

  await expect(page.getByText('Order Approved', { exact: true })).toBeVisible();
  await expect(details).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(heading).toBeFocused();
  expect(
    ((await (await page.request.get(`/api/admin/orders/${order.id}`)).json()) as { status: string }).status,
  ).toBe('approved');
});

test('Escape while a decline is in flight closes the review; the focus goes to the queue’s heading', async ({
  page,
}) => {
  const order = await orderAsDoctor(page, [1]);

  await switchToAdmin(page);
  await page.goto('/admin/orders');
  const heading = page.getByRole('heading', { level: 1, name: 'Pending Orders' });
  await expect(heading).toBeVisible();
  const card = page.getByRole('article', { name: order.orderNumber });
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  // The decline held back, so the admin can leave the review while it is in flight.
  await page.route('**/api/admin/orders/*/decline', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await details.getByRole('button', { name: 'Decline Order' }).click();
  const decline = page.getByRole('dialog', { name: `Decline order ${order.orderNumber}?` });
  await decline.getByLabel('Reason for declining').fill('Duplicate order');
  await decline.getByRole('button', { name: 'Decline Order' }).click();
  await expect(decline).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Decline Order' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // View Details is about to leave with the card: once the review is gone, the focus is on the heading.
  await expect(details).toHaveCount(0);
  expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
  await expect(page.getByText('Order Declined', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(heading).toBeFocused();
});

test('an order approved and shipped with tracking from the dashboard shows its shipment to the doctor', async ({
  page,
}) => {
  const order = await orderAsDoctor(page, [2]);

  await switchToAdmin(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: /^Order Management/ }).click();
  await page.getByLabel('Search orders').fill(order.orderNumber);
  const card = page.getByRole('article', { name: order.orderNumber });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  // A list never carries the full card number.
  await expect(card).not.toContainText(KNOWN_CARD);

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Order status updated successfully', { exact: true })).toBeVisible();
  await expect(card.locator('[data-status="approved"]')).toBeVisible();
  // Approving destroyed the card number and CVC: only what may be kept remains, and the removed
  // numbers say so rather than 'Not provided'.
  await expect(card).toContainText('•••• 6467');
  await expect(card.getByText('Deleted after the decision')).toHaveCount(2);

  await card.getByRole('button', { name: 'Ship Order' }).click();
  const ship = page.getByRole('dialog', { name: `Ship order ${order.orderNumber}` });
  await ship.getByLabel('Carrier (optional)').fill('Purolator');
  await ship.getByLabel('Tracking number (optional)').fill('PUR-778899');
  await ship.getByRole('button', { name: 'Ship Order' }).click();
  await expect(card.locator('[data-status="shipped"]')).toBeVisible();
  await expect(card).toContainText('PUR-778899');
  await expect(card.getByRole('button', { name: 'Mark Delivered' })).toBeEnabled();

  await switchToDoctor(page);
  await page.goto(`/orders/${order.id}`);
  const shipment = page.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText('Purolator');
  await expect(shipment).toContainText('PUR-778899');
  await expect(page.getByRole('region', { name: 'Status History' })).toContainText('Shipped');
});

test('a doctor who opens /admin/orders is sent to sign in (and, being signed in, on home)', async ({
  page,
}) => {
  await switchToDoctor(page);
  await page.goto('/admin/orders');
  await expect(page).not.toHaveURL(/\/admin\/orders$/);
  await expect(page).toHaveURL(/\/(login)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Orders' })).toHaveCount(0);
});
