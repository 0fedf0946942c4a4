import { stockScreenMessages as m } from '@shop/contract/stock-screen-messages';
import { expect, test } from './test';
import {
  cartButton,
  cartPanel,
  fillCheckout,
  lotTrackedProduct,
  newLot,
  openDeskOrder,
  placeOrder,
  storyDoctor,
  uniqueName,
} from './support';

/**
 * Stock and lots from receipt to the clinic (issue 19): an admin receives a lot, a doctor sees how
 * few are left and orders, the admin ships with the lot the ship dialog suggests (first expiry, first
 * out) and the doctor sees the lot and its expiry on the order; a cancelled order gives its units back.
 */

const { switchTo } = storyDoctor('Dr. Ines Okafor');

test('an admin receives a lot; a doctor sees "Only 3 left" and orders 2; they ship from the suggested lot and the doctor sees its lot and expiry', async ({
  page,
}) => {
  const soon = newLot('LOT-S', { expiresInDays: 200, quantity: 2 });
  const later = newLot('LOT-L', { expiresInDays: 600, quantity: 1 });
  await switchTo(page, 'admin');
  const product = await lotTrackedProduct(page, uniqueName('Lot Filler'), [later], { price: '210.00' });

  // The admin receives the lot that expires sooner in the Stock tab.
  await page.goto('/admin/dashboard?tab=stock');
  await page.getByRole('searchbox', { name: m.searchLabel }).fill(product.name);
  await page
    .getByRole('table', { name: m.title })
    .getByRole('row', { name: new RegExp(product.name) })
    .getByRole('button', { name: product.name })
    .click();
  const stock = page.getByRole('dialog', { name: m.openStock(product.name) });
  await stock.getByRole('button', { name: m.receive }).click();
  const receive = page.getByRole('dialog', { name: m.receive });
  await receive.getByLabel(m.quantityLabel).fill(String(soon.quantity));
  await receive.getByLabel(m.lotNumberLabel).fill(soon.lotNumber);
  await receive.getByLabel(m.expiryLabel).fill(soon.expiryDate);
  await receive.getByRole('button', { name: m.saveMovement.receive }).click();
  await expect(page.getByText(m.movementSaved.receive, { exact: true })).toBeVisible();
  await expect(stock.getByRole('definition').first()).toHaveText('3');

  // The doctor sees how few are left, puts 2 in the cart and checks out.
  await switchTo(page, 'doctor');
  await page.goto(`/product/${product.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Only 3 left').first()).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await main.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await cartButton(page).click();
  await expect(cartPanel(page).getByText('Only 3 left')).toBeVisible();
  await cartPanel(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillCheckout(page);
  await page.getByRole('button', { name: 'Submit Order for Approval' }).last().click();
  await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
  const orderNumber = (await page.getByTestId('placed-order-number').textContent())!;
  const orderId = Number(/\/orders\/(\d+)\/placed$/.exec(page.url())![1]);
  await page.goto(`/product/${product.id}`);
  await expect(main.getByText('Only 1 left').first()).toBeVisible();

  // The admin approves and ships it; the ship dialog suggests the lot that expires first.
  await switchTo(page, 'admin');
  expect((await page.request.post(`/api/admin/orders/${orderId}/approve`)).status()).toBe(200);
  const details = await openDeskOrder(page, orderNumber);
  await details.getByRole('button', { name: 'Ship Order' }).click();

  const ship = page.getByRole('dialog', { name: `Ship order ${orderNumber}` });
  const plan = ship.getByRole('region', { name: 'Lots to ship' });
  await expect(plan.getByRole('combobox', { name: `Lot 1 for ${product.name}` })).toHaveValue(soon.lotNumber);
  const quantity = plan.getByRole('spinbutton', { name: `Quantity 1 for ${product.name}` });
  await expect(quantity).toHaveValue('2');
  await ship.getByLabel('Carrier (optional)').fill('Purolator');

  // A quantity that does not add up to the line is refused; the dialog stays open with the reason.
  await quantity.fill('1');
  await ship.getByRole('button', { name: 'Ship Order' }).click();
  await expect(ship.getByRole('alert')).toHaveText(
    `The lots given for ${product.name} add up to 1, but its line is 2`,
  );
  await quantity.fill('2');
  await ship.getByRole('button', { name: 'Ship Order' }).click();
  await expect(ship).toHaveCount(0);

  await expect(details.locator('[data-status="shipped"]')).toBeVisible();
  const lotLine = `Lot ${soon.lotNumber} · exp. ${soon.expiryDate} · 2`;
  await expect(details.getByRole('list', { name: 'Lots shipped' })).toHaveText(lotLine);

  await switchTo(page, 'doctor');
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('list', { name: 'Lots shipped' })).toHaveText(lotLine);
});

test('a doctor orders 2 of the last 3, the product then has 1 left; cancelling the order gives them back', async ({
  page,
}) => {
  await switchTo(page, 'admin');
  const lot = newLot('LAST', { expiresInDays: 300, quantity: 10 });
  const product = await lotTrackedProduct(page, uniqueName('Last Vials Filler'), [lot]);
  // Ten were received; seven leave as damaged, so three are left.
  const damaged = await page.request.post(`/api/admin/products/${product.id}/stock`, {
    data: { kind: 'damage', quantity: 7, lotNumber: lot.lotNumber, reason: 'Cold chain broken' },
  });
  expect(damaged.status()).toBe(201);

  await switchTo(page, 'doctor');
  await page.goto(`/product/${product.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Only 3 left').first()).toBeVisible();
  const order = await placeOrder(page, [{ productId: product.id, quantity: 2 }]);
  await page.reload();
  await expect(main.getByText('Only 1 left').first()).toBeVisible();

  await page.goto(`/orders/${order.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Cancel Order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Cancel Order' })
    .click();
  await expect(page.getByText('Order Cancelled', { exact: true })).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await expect(main.getByText('Only 3 left').first()).toBeVisible();
});
