import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
  checkoutWith,
  expectCheckoutStartsFrom,
  expectFieldValues,
  fillCheckoutContact,
  fillCheckoutPayment,
  registerDoctorThroughApi,
  signInNewDoctor,
  signInThroughApi,
} from './support';

// The button that ends the form: the last of the two a wide screen shows (the summary has one too).
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Order for Approval' }).last();

/** The first checkout of an account: every field its practice does not give. */
async function fillFirstCheckout(page: Page) {
  await fillCheckoutContact(page);
  await page.getByRole('main').getByLabel('Country').fill('Canada');
  await fillPayment(page);
  await page.getByRole('main').getByLabel('Cardholder Name').fill('Elena Marsh');
}

/** Card and bank, with the month typed as one digit: it becomes "08" once the field is left. */
async function fillPayment(page: Page) {
  const main = page.getByRole('main');
  await fillCheckoutPayment(page, '8');
  await main.getByLabel('CVV').focus();
  await expect(main.getByLabel('Expiry Month')).toHaveValue('08');
}

/** A new approved doctor, signed in, at the checkout of `quantity` Durolane 3 mL with the form filled. */
async function startFirstCheckout(page: Page, baseURL: string, fullName: string, quantity: number) {
  await signInNewDoctor(page, baseURL, fullName);
  await checkoutWith(page, 'Durolane 3 mL', quantity);
  await fillFirstCheckout(page);
}

test('the confirmation page survives a reload, and the next checkout starts from the last order', async ({
  page,
  baseURL,
}) => {
  await startFirstCheckout(page, baseURL!, 'Dr. Elena Marsh', 2);
  await submitButton(page).click();

  await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
  const number = await page.getByTestId('placed-order-number').textContent();
  expect(number).toMatch(/^MS-\d{4}-[A-Z0-9]{6}$/);
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Durolane 3 mL');

  // A reload shows the same order and places nothing.
  await page.reload();
  await expect(page.getByTestId('placed-order-number')).toHaveText(number!);
  const orders = (await (await page.request.get('/api/orders')).json()) as { orders: unknown[] };
  expect(orders.orders).toHaveLength(1);
  await page.getByRole('link', { name: 'View order details' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number!);

  // The second checkout: contact, addresses and card holder from the first order; no numbers.
  await checkoutWith(page, 'Durolane 3 mL', 1);
  const main = page.getByRole('main');
  await expectFieldValues(main, {
    Phone: '+1 416 555 0199',
    'Street Address': '55 University Ave',
    City: 'Toronto',
    Country: 'Canada',
    'Cardholder Name': 'Elena Marsh',
  });
  for (const label of ['Card Number', 'CVV', 'Account Number', 'Routing Number', 'Expiry Month']) {
    await expect(main.getByLabel(label)).toHaveValue('');
  }
  await fillPayment(page);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
});

test('the address book: add, change and delete on /account, and pick an address at checkout', async ({
  page,
  baseURL,
}) => {
  const doctor = await signInNewDoctor(page, baseURL!, 'Dr. Amir Haddad');
  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: `Doctor ${doctor.email} Account menu` }).click();
  await banner.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText(doctor.email);
  const book = page.getByRole('region', { name: 'Address book' });
  await expect(book).toContainText('No saved addresses yet.');

  await book.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Give the address a name, such as Main clinic')).toBeVisible();
  await expect(dialog.getByText('Street address is required')).toBeVisible();
  await expect(dialog.getByLabel('Address name')).toBeFocused();
  await dialog.getByLabel('Address name').fill('Satellite clinic');
  await dialog.getByLabel('Street Address').fill('9 Harbour Sq');
  await dialog.getByLabel('City').fill('Halifax');
  await dialog.getByLabel('State / Province').fill('NS');
  await dialog.getByLabel('ZIP / Postal Code').fill('B3J 1A1');
  await dialog.getByLabel('Country').fill('Canada');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(book).toContainText('Satellite clinic');
  await expect(book).toContainText('Halifax, NS B3J 1A1');

  await book.getByRole('button', { name: 'Edit address: Satellite clinic' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await edit.getByLabel('City').fill('Dartmouth');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(book).toContainText('Dartmouth, NS B3J 1A1');

  // At checkout the saved address fills the shipping address.
  await checkoutWith(page, 'Durolane 3 mL', 1);
  const shipping = page.getByRole('region', { name: 'Shipping Address' });
  await shipping
    .getByLabel('Use a saved address')
    .selectOption({ label: 'Satellite clinic — 9 Harbour Sq, Dartmouth' });
  await expect(shipping.getByLabel('Street Address')).toHaveValue('9 Harbour Sq');
  await expect(shipping.getByLabel('City')).toHaveValue('Dartmouth');
  await expect(shipping.getByLabel('ZIP / Postal Code')).toHaveValue('B3J 1A1');

  await page.goto('/account');
  await book.getByRole('button', { name: 'Delete address: Satellite clinic' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(book).toContainText('No saved addresses yet.');
  await expect(page.getByRole('heading', { name: 'Address book' })).toBeFocused();
});

test('a new shipping address typed at checkout goes to the address book when asked, and the next checkout offers it', async ({
  page,
  baseURL,
}) => {
  await startFirstCheckout(page, baseURL!, 'Dr. Nadia Okafor', 1);
  const shipping = page.getByRole('region', { name: 'Shipping Address' });
  await shipping.getByLabel('Clinic Name').fill('Okafor Skin Clinic');
  const save = shipping.getByLabel('Save this address to my address book');
  await expect(save).not.toBeChecked();
  await save.check();
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
  await expect(page.getByText('Address saved', { exact: true })).toBeVisible();

  // The second checkout offers it (and, as it is the address filled in, no longer offers to save it).
  await checkoutWith(page, 'Durolane 3 mL', 1);
  const picker = shipping.getByLabel('Use a saved address');
  await expect(
    picker.getByRole('option', { name: 'Okafor Skin Clinic — 55 University Ave, Toronto' }),
  ).toHaveCount(1);
  await expect(save).toHaveCount(0);
  await shipping.getByLabel('Street Address').fill('1 Bloor St E');
  await expect(save).not.toBeChecked();

  // A full book (20 addresses) says why this one cannot be kept.
  for (let n = 2; n <= 20; n += 1) {
    const res = await page.request.post('/api/account/addresses', {
      data: {
        label: `Ward ${n}`,
        street: `${n} Queen St W`,
        city: 'Toronto',
        state: 'ON',
        zipCode: 'M5H 2N2',
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await shipping.getByLabel('Street Address').fill('1 Bloor St E');
  await expect(save).toBeDisabled();
  await expect(
    shipping.getByText('You can keep up to 20 addresses. Delete one to add another.'),
  ).toBeVisible();

  await page.goto('/account');
  const book = page.getByRole('region', { name: 'Address book' });
  await expect(book).toContainText('Okafor Skin Clinic');
  await expect(book).toContainText('Toronto, ON M5J 2H7');
  await expect(book).not.toContainText('1 Bloor St E');
});

test('a doctor waiting for review is told so on the home page and in the header', async ({ page }) => {
  const doctor = await registerDoctorThroughApi(page.request, 'Dr. Pending Review');
  await signInThroughApi(page, doctor);
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Your account is under review' });
  await expect(notice).toContainText('usually takes 1-2 business days');
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: `Doctor Under review ${doctor.email} Account menu` }),
  ).toBeVisible();
  // Signed in, the footer offers no sign-in.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Doctor Login' })).toHaveCount(0);
});

test('the account page shows the licence and turns the newsletter on (waiting for its confirmation) and off', async ({
  page,
  baseURL,
}) => {
  await signInNewDoctor(page, baseURL!, 'Dr. Preferences');
  await page.goto('/account');
  const licence = page.getByRole('region', { name: 'Licence' });
  await expect(licence).toContainText('MD-90210');
  await expect(licence.getByText('Valid', { exact: true })).toBeVisible();
  // A valid licence: the renewal form waits behind its button.
  await expect(licence.getByLabel('New expiry date')).toHaveCount(0);
  await licence.getByRole('button', { name: 'Renew your license' }).click();
  await expect(licence.getByLabel('New expiry date')).toBeVisible();

  const preferences = page.getByRole('region', { name: 'E-mail preferences' });
  const newsletter = preferences.getByRole('switch', { name: /Newsletter/ });
  await expect(newsletter).not.toBeChecked();
  await newsletter.check();
  await expect(page.getByText('Preferences saved', { exact: true }).first()).toBeVisible();
  await expect(preferences).toContainText('Check your inbox');
  await page.reload();
  await expect(newsletter).toBeChecked();
  await newsletter.uncheck();
  await expect(newsletter).not.toBeChecked();
  await expect(preferences).toContainText('Order, account and license e-mails are always sent');
});

test('an address registered as one line is completed on /account, and checkout starts from its parts', async ({
  page,
  baseURL,
}) => {
  // Registered through the API with the specification's one-line address: no parts (issue 38).
  await signInNewDoctor(page, baseURL!, 'Dr. Lena Ortiz');
  await page.goto('/account');
  const practice = page.getByRole('region', { name: 'Registered practice' });
  await expect(practice).toContainText('55 University Ave, Toronto, ON');
  await expect(practice).toContainText('Please complete your practice address');
  await practice.getByRole('button', { name: 'Save practice address' }).click();
  await expect(practice.getByText('Street address of the practice is required')).toBeVisible();

  await practice.getByLabel('Street Address').fill('55 University Ave');
  await practice.getByLabel('City').fill('Toronto');
  await practice.getByLabel('Country').selectOption({ label: 'Canada' });
  await practice.getByLabel('Province or State').selectOption({ label: 'Ontario' });
  await practice.getByLabel('Postal or ZIP Code').fill('M5J 2H7');
  await practice.getByRole('button', { name: 'Save practice address' }).click();
  await expect(practice).toContainText('55 University Ave, Toronto, ON M5J 2H7, Canada');
  await expect(practice).not.toContainText('Please complete your practice address');
  await expect(practice.getByRole('button', { name: 'Edit address' })).toBeVisible();

  await expectCheckoutStartsFrom(page, ['55 University Ave', 'Toronto', 'Ontario', 'M5J 2H7', 'Canada']);
});
