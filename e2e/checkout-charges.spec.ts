import { request as playwrightRequest } from '@playwright/test';
import { chargesMessages } from '@shop/contract/charges-messages';
import { orderMessages } from '@shop/contract/order-messages';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './test';
import {
  addToCartThroughApi,
  approvedDoctor,
  download,
  fillCheckout,
  openDeskOrder,
  productThroughApi,
  switchUser,
  uniqueName,
} from './support';

/**
 * Shipping and taxes at checkout (issue 37; docs/product.md, Shipping and taxes): the summary
 * follows the shipping state, a state no zone covers is refused before the order is placed, a rate
 * changed meanwhile shows the new total (409 TOTAL_CHANGED) and the order keeps its shipping and tax. The zones and the rate are deleted at the end: the other
 * stories share this shop and expect it to charge nothing besides the lines.
 */
test('the checkout quotes shipping and sales tax by state, refuses a state not shipped to, shows a changed total, and the order keeps them', async ({
  page,
  baseURL,
}) => {
  // Three roles across a dozen screens, axe checking each: about 30 s on a busy machine.
  test.slow();
  const doctor = await approvedDoctor(baseURL!, 'Dr. Tomas Levy');
  await switchUser(page, 'admin');
  const created = { zones: [] as number[], rates: [] as number[], product: 0 };
  try {
    for (const zone of [
      { name: uniqueName('Massachusetts'), country: 'US', regions: ['US-MA'], rate: '15.00' },
      { name: uniqueName('New York'), country: 'US', regions: ['US-NY'], rate: '20.00' },
    ]) {
      const res = await page.request.post('/api/admin/shipping-zones', { data: zone });
      expect(res.status()).toBe(201);
      created.zones.push(((await res.json()) as { id: number }).id);
    }
    const rate = await page.request.post('/api/admin/tax-rates', {
      data: { name: 'Sales tax', country: 'US', region: 'US-MA', ratePercent: '6.25' },
    });
    expect(rate.status()).toBe(201);
    created.rates.push(((await rate.json()) as { id: number }).id);
    // $120.00, standard tax class: 6.25% is $7.50, and shipping to MA is $15.00.
    const product = await productThroughApi(page, uniqueName('Charged Saline'));
    created.product = product.id;

    await switchUser(page, doctor);
    await addToCartThroughApi(page, product.id, 1);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // Zones configured: the shipping Country offers their countries only (the zones here are US ones).
    const country = page.getByRole('main').getByLabel('Country').first();
    await expect(country).toHaveValue('United States');
    await expect(country.locator('option')).toHaveText(['United States']);
    await fillCheckout(page);
    const state = page.getByRole('main').getByLabel('State / Province').first();
    await state.fill('MA');

    const summary = page.getByRole('region', { name: 'Order Summary' });
    const submit = page.getByRole('button', { name: 'Submit Order for Approval' }).last();
    await expect(summary).toContainText('Subtotal$120.00');
    await expect(summary).toContainText('Shipping$15.00');
    await expect(summary).toContainText('Sales tax (6.25%)$7.50');
    await expect(summary).toContainText('Total$142.50');
    await expect(submit).toBeEnabled();

    // Texas is in no zone: said at the field and in the summary, and the order cannot be placed.
    await state.fill('TX');
    await expect(state).toHaveAccessibleDescription(chargesMessages.notShipped);
    await expect(summary).toContainText(chargesMessages.notShipped);
    await expect(summary).not.toContainText('Total');
    await expect(submit).toBeDisabled();

    await state.fill('MA');
    await expect(summary).toContainText('Total$142.50');
    await expect(state).not.toHaveAccessibleDescription(chargesMessages.notShipped);

    // The admin raises the rate while the doctor looks at the old total: the order is refused with
    // the new total shown, and placed at it the second time.
    const admin = await playwrightRequest.newContext({ baseURL });
    expect((await admin.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
    const raised = await admin.patch(`/api/admin/tax-rates/${created.rates[0]}`, {
      data: { ratePercent: '7' },
    });
    expect(raised.status()).toBe(200);
    await admin.dispose();
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: orderMessages.totalChanged })).toBeVisible();
    await expect(summary).toContainText('Sales tax (7%)$8.40');
    await expect(summary).toContainText('Total$143.40');
    await submit.click();

    await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items).toContainText('Shipping$15.00');
    await expect(items).toContainText('Sales tax (7%)$8.40');
    await expect(items).toContainText('Total$143.40');
    const orderId = Number(/\/orders\/(\d+)\/placed$/.exec(page.url())![1]);
    const orderNumber = (await page.getByTestId('placed-order-number').textContent()) ?? '';

    // The desk's dialog shows the same charges; approved, the order has an invoice that prints them.
    await switchUser(page, 'admin');
    const dialog = await openDeskOrder(page, orderNumber);
    await expect(dialog).toContainText('Shipping$15.00');
    await expect(dialog).toContainText('Sales tax (7%)$8.40');
    await expect(dialog).toContainText('Total$143.40');
    expect((await page.request.post(`/api/admin/orders/${orderId}/approve`)).status()).toBe(200);
    await switchUser(page, doctor);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole('region', { name: 'Items' })).toContainText('Sales tax (7%)$8.40');
    const invoice = await download(page, page.getByRole('link', { name: 'Download invoice' }));
    expect(invoice.head).toBe('%PDF-');
    const [invoiceText] = await pdfPages(invoice.bytes);
    expect(invoiceText).toContain('Shipping $15.00');
    expect(invoiceText).toContain('Sales tax (7%) $8.40');
    expect(invoiceText).toContain('Total $143.40');
  } finally {
    await switchUser(page, 'admin');
    for (const id of created.rates) await page.request.delete(`/api/admin/tax-rates/${id}`);
    for (const id of created.zones) await page.request.delete(`/api/admin/shipping-zones/${id}`);
    if (created.product) await page.request.delete(`/api/admin/products/${created.product}`);
  }
});
