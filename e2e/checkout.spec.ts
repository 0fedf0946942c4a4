import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { E2E_ADMIN } from '../playwright.config';
import {
  addToCartThroughApi,
  approvedDoctor,
  cartButton,
  cartPanel,
  checkoutWith,
  fillCheckout,
  productIdByName,
  signInNewDoctor,
  signInWithForm,
} from './support';

// The button that ends the form: the last of the two a wide screen shows (the summary has one too).
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Order for Approval' }).last();

test('an approved doctor reaches a bulk tier, checks out from the cart and the cart empties', async ({
  page,
  baseURL,
}) => {
  const doctor = await signInNewDoctor(page, baseURL!, 'Dr. Elena Marsh', 'login page');

  await page.goto(`/product/${await productIdByName(page, 'Botox Cosmetic 100 Units')}`);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');

  await cartButton(page).click();
  await cartPanel(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Botox Cosmetic 100 Units');
  await expect(summary.getByText('BULK', { exact: true })).toBeVisible();
  await expect(summary).toContainText('$597.55 each');
  await expect(summary).toContainText('$2,987.75');
  await expect(summary).toContainText('5 items');
  await expect(summary).toContainText('reviewed by an administrator before processing');
  // Pre-filled from the account.
  await expect(page.getByLabel('Doctor Name')).toHaveValue(doctor.fullName);
  await expect(page.getByRole('main').getByLabel('Email', { exact: true })).toHaveValue(doctor.email);
  await expect(page.getByLabel('Country').first()).toHaveValue('United States');

  await fillCheckout(page);
  await submitButton(page).click();

  const toast = page.getByText('Order Submitted Successfully');
  await expect(toast).toBeVisible();
  await expect(page.getByText(/Your order MS-\d{4}-[A-Z0-9]{6} has been submitted/)).toBeVisible();
  // The confirmation page: the number large, the lines and total, what happens next.
  await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you — your order is placed' }),
  ).toBeFocused();
  await expect(page.getByTestId('placed-order-number')).toHaveText(/^MS-\d{4}-[A-Z0-9]{6}$/);
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('$2,987.75');
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(doctor.email);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  const orders = (await (await page.request.get('/api/orders')).json()) as {
    orders: { totalAmount: string; status: string; itemCount: number }[];
  };
  expect(orders.orders[0]).toMatchObject({ totalAmount: '2987.75', status: 'pending', itemCount: 5 });
});

test('a buy-now order leaves the cart as it was', async ({ page, baseURL }) => {
  await signInNewDoctor(page, baseURL!, 'Dr. Noor Haddad', 'login page');
  await addToCartThroughApi(page, await productIdByName(page, 'Durolane 3 mL'), 2);

  const buyNow = await productIdByName(page, 'Restylane Lyft with Lidocaine 1 mL');
  await page.goto(`/product/${buyNow}`);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await page.getByRole('main').getByRole('link', { name: 'Buy Now' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?product=${buyNow}&quantity=1$`));
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Restylane Lyft with Lidocaine 1 mL');
  await expect(summary).not.toContainText('Durolane');

  await fillCheckout(page);
  await submitButton(page).click();
  await expect(page.getByText('Order Submitted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('the checkout form shows its messages, and keeps every value when the submission fails', async ({
  page,
  baseURL,
}) => {
  await signInNewDoctor(page, baseURL!, 'Dr. Ines Alvarez', 'login page');
  await checkoutWith(page, 'Durolane 3 mL', 1);
  await page.getByLabel('Doctor Name').fill('J');
  // A first order starts from the registered practice's address; empty, it is refused too.
  await expect(page.getByLabel('Street Address')).toHaveValue('55 University Ave, Toronto, ON');
  await page.getByLabel('Street Address').fill('');
  await submitButton(page).click();
  for (const message of [
    'Doctor name is required',
    'Valid phone number is required',
    'Street address is required',
    'City is required',
    'State is required',
    'Valid ZIP code is required',
    'Bank name is required',
    'Please select an account type',
    'Account number must be at least 8 digits',
    'Routing number must be at least 9 digits',
    'Card number must be at least 16 digits',
    'CVV must be 3 or 4 digits',
    'Cardholder name is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('alert').filter({ hasText: 'fields need your attention' })).toBeVisible();
  await expect(page.getByLabel('Doctor Name')).toBeFocused();
  await expect(page.getByLabel('Doctor Name')).toHaveAttribute('aria-invalid', 'true');

  // Messages follow the corrections as they are typed.
  await page.getByLabel('Doctor Name').fill('Dr. Ines Alvarez');
  await expect(page.getByText('Doctor name is required', { exact: true })).toHaveCount(0);
  await fillCheckout(page);
  await page.getByLabel('Card Number').fill('4242 4242 4242 4241');
  await expect(page.getByText('This card number is not valid; please check it')).toBeVisible();
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await expect(page.getByText(/fields? needs? your attention/)).toHaveCount(0);

  // The session ends behind the page's back: the submission fails and nothing typed is lost.
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  await submitButton(page).click();
  await expect(page.getByText('Order Submission Failed')).toBeVisible();
  await expect(page.getByLabel('Street Address')).toHaveValue('55 University Ave');
  await expect(page.getByLabel('Card Number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByLabel('Cardholder Name')).toHaveValue('Elena Marsh');
  await expect(page).toHaveURL(/\/checkout$/);
});

test('a guest at checkout signs in and comes back to the same checkout', async ({ page, baseURL }) => {
  const doctor = await approvedDoctor(baseURL!, 'Dr. Owen Park');
  const id = await productIdByName(page, 'Durolane 3 mL');
  await page.goto(`/checkout?product=${id}&quantity=3`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInWithForm(page, doctor);
  await expect(page).toHaveURL(new RegExp(`/checkout\\?product=${id}&quantity=3$`));
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Durolane 3 mL');
  await expect(summary).toContainText('Qty 3');
});

test('an admin is told that admins do not place orders', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/checkout');
  await expect(page.getByText('Admin accounts do not place orders.', { exact: false })).toBeVisible();
  await expect(submitButton(page)).toHaveCount(0);
});

test('on a phone the order summary is folded at the top with the total, and the submit button ends the form @mobile', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, 'the summary folds below the lg breakpoint');
  await signInNewDoctor(page, baseURL!, 'Dr. Kai Tanaka', 'login page');
  await checkoutWith(page, 'Durolane 3 mL', 2);
  const fold = page.getByRole('button', { name: /Show order summary/ });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(fold).toContainText('$');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toBeHidden();
  await fold.click();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Durolane 3 mL');
  await expect(page.getByRole('button', { name: /Hide order summary/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // One submit button, after the last section of the form.
  await expect(page.getByRole('button', { name: 'Submit Order for Approval' })).toHaveCount(1);
  const notes = await page.getByRole('region', { name: 'Additional Notes' }).boundingBox();
  const submit = await submitButton(page).boundingBox();
  expect(submit!.y).toBeGreaterThan(notes!.y);
});

test('on a wide screen Tab from the last field reaches Submit; the summary keeps its own button', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'the summary sits beside the form from the lg breakpoint');
  await signInNewDoctor(page, baseURL!, 'Dr. Lena Tabor', 'login page');
  await checkoutWith(page, 'Durolane 3 mL', 1);
  const buttons = page.getByRole('button', { name: 'Submit Order for Approval' });
  await expect(buttons).toHaveCount(2);
  await expect(
    page
      .getByRole('region', { name: 'Order Summary' })
      .getByRole('button', { name: 'Submit Order for Approval' }),
  ).toBeVisible();
  // The notes are the form's last field: Tab goes from them to the button that ends the form.
  await page.getByLabel(/Notes for our team/).focus();
  await page.keyboard.press('Tab');
  await expect(submitButton(page)).toBeFocused();
});
