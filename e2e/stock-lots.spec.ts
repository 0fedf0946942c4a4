import { expect, test, type Page } from '@playwright/test';
import {
  approvedDoctor,
  placeOrder,
  signInAsAdmin,
  signInThroughApi,
  uniqueName,
  type Credentials,
} from './support';

/**
 * Lots on shipment (issue 19): an admin ships an approved order of a lot-tracked product with the
 * lot the ship dialog suggests (first expiry, first out); the doctor sees the lot and its expiry on
 * the order.
 */

let doctor: Credentials;

test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  doctor = await approvedDoctor(testInfo.project.use.baseURL!, 'Dr. Ines Okafor');
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function switchTo(page: Page, who: 'admin' | 'doctor') {
  await page.context().clearCookies();
  await (who === 'admin' ? signInAsAdmin(page) : signInThroughApi(page, doctor));
}

/** A new lot-tracked product with two lots received, as the admin sets one up through the API. */
async function lotTrackedProduct(
  page: Page,
  name: string,
  lots: { lotNumber: string; expiryDate: string }[],
) {
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number }[];
  const created = await page.request.post('/api/admin/products', {
    data: {
      name,
      description: 'A filler the lot stories ship from its lots.',
      price: '210.00',
      categoryId: categories[0]!.id,
      bulkDiscounts: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const settings = await page.request.put(`/api/admin/products/${id}/stock-settings`, {
    data: { trackInventory: true, lotTracked: true, lowStockThreshold: 5 },
  });
  expect(settings.status()).toBe(200);
  for (const lot of lots) {
    const received = await page.request.post(`/api/admin/products/${id}/stock`, {
      data: { kind: 'receive', quantity: 10, ...lot },
    });
    expect(received.status()).toBe(201);
  }
  return id;
}

test('an admin ships a lot-tracked order with the suggested lot; the doctor sees the lot and its expiry', async ({
  page,
}) => {
  const soon = { lotNumber: uniqueName('LOT-S').replace(/\s+/g, '-'), expiryDate: inDays(200) };
  const later = { lotNumber: uniqueName('LOT-L').replace(/\s+/g, '-'), expiryDate: inDays(600) };
  await switchTo(page, 'admin');
  const productName = uniqueName('Lot Filler');
  const productId = await lotTrackedProduct(page, productName, [later, soon]);

  await switchTo(page, 'doctor');
  const order = await placeOrder(page, [{ productId, quantity: 2 }]);

  await switchTo(page, 'admin');
  const approved = await page.request.post(`/api/admin/orders/${order.id}/approve`);
  expect(approved.status()).toBe(200);

  await page.goto('/admin/dashboard?tab=orders');
  await page.getByLabel('Search orders').fill(order.orderNumber);
  const row = page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({ hasText: order.orderNumber });
  await row.getByRole('button', { name: order.orderNumber }).click();
  const details = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  await details.getByRole('button', { name: 'Ship Order' }).click();

  const ship = page.getByRole('dialog', { name: `Ship order ${order.orderNumber}` });
  const plan = ship.getByRole('region', { name: 'Lots to ship' });
  // The lot that expires first is suggested, for the whole line.
  await expect(plan.getByRole('combobox', { name: `Lot 1 for ${productName}` })).toHaveValue(soon.lotNumber);
  await expect(plan.getByRole('spinbutton', { name: `Quantity 1 for ${productName}` })).toHaveValue('2');
  await ship.getByLabel('Carrier (optional)').fill('Purolator');

  // A quantity that does not add up to the line is refused; the dialog stays open with the reason.
  const quantity = plan.getByRole('spinbutton', { name: `Quantity 1 for ${productName}` });
  await quantity.fill('3');
  await ship.getByRole('button', { name: 'Ship Order' }).click();
  await expect(ship.getByRole('alert')).toHaveText(
    `The lots given for ${productName} add up to 3, but its line is 2`,
  );
  await quantity.fill('2');
  await ship.getByRole('button', { name: 'Ship Order' }).click();
  await expect(ship).toHaveCount(0);

  await expect(details.locator('[data-status="shipped"]')).toBeVisible();
  const lotLine = `Lot ${soon.lotNumber} · exp. ${soon.expiryDate} · 2`;
  await expect(details.getByRole('list', { name: 'Lots shipped' })).toHaveText(lotLine);

  await switchTo(page, 'doctor');
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('list', { name: 'Lots shipped' })).toHaveText(lotLine);
});

test('a doctor orders 2 of the last 3, the product then has 1 left; cancelling the order gives them back', async ({
  page,
}) => {
  await switchTo(page, 'admin');
  const productName = uniqueName('Last Vials Filler');
  const productId = await lotTrackedProduct(page, productName, [
    { lotNumber: uniqueName('LAST').replace(/\s+/g, '-').slice(0, 40), expiryDate: inDays(300) },
  ]);
  // Ten were received; seven leave as damaged, so three are left.
  const [lot] = (
    (await (await page.request.get(`/api/admin/products/${productId}/stock`)).json()) as {
      lots: { lotNumber: string }[];
    }
  ).lots;
  const damaged = await page.request.post(`/api/admin/products/${productId}/stock`, {
    data: { kind: 'damage', quantity: 7, lotNumber: lot!.lotNumber, reason: 'Cold chain broken' },
  });
  expect(damaged.status()).toBe(201);

  await switchTo(page, 'doctor');
  await page.goto(`/product/${productId}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Only 3 left').first()).toBeVisible();
  const order = await placeOrder(page, [{ productId, quantity: 2 }]);
  await page.reload();
  await expect(main.getByText('Only 1 left').first()).toBeVisible();

  await page.goto(`/orders/${order.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Cancel Order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Cancel Order' })
    .click();
  await expect(page.getByText('Order Cancelled', { exact: true })).toBeVisible();
  await page.goto(`/product/${productId}`);
  await expect(main.getByText('Only 3 left').first()).toBeVisible();
});
