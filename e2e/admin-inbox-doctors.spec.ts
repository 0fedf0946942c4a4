import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { E2E_ADMIN } from '../playwright.config';
import {
  approvedDoctor,
  inStockProducts,
  placeOrder,
  registerDoctorThroughApi,
  signInAsAdmin,
  signInThroughApi,
  uniqueEmail,
  uniqueName,
} from './support';

/**
 * The admin's Inbox and Doctors tabs (issue 18): a message sent through the contact form waits in
 * the inbox until the admin marks it handled; the doctors list finds a doctor and shows their orders,
 * and lists a rejected registration under Rejected.
 */

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*| \\(optional\\))?$`));

/** The Inbox tab's count of new items, as screen readers hear it ("3 new"). */
async function newCount(page: Page) {
  const text = await page
    .getByRole('tab', { name: /^Inbox/ })
    .getByText(/^\d+ new$/)
    .textContent();
  return Number.parseInt(text ?? '', 10);
}

// Desktop only: the whole suite sends from one address, and the contact stories use up its hourly
// contact messages (contact-referral.spec.ts) before the phone-size run would send this one.
test('a contact message shows in the Inbox tab; marking it handled drops the count of new ones', async ({
  page,
}) => {
  const subject = uniqueName('Inbox question');
  const email = uniqueEmail('inbox');

  await page.goto('/contact');
  await field(page, 'First Name').fill('Amara');
  await field(page, 'Last Name').fill('Okafor');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill('+1 416 555 0142');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('Do you ship dermal fillers to Ontario within a week?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Thank you for contacting us. We'll respond within 2 hours.")).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin?tab=inbox');
  const tab = page.getByRole('tab', { name: /^Inbox/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveAccessibleName(/\d+ new/);
  const before = await newCount(page);
  expect(before).toBeGreaterThan(0);

  const messages = page.getByRole('list', { name: 'Contact messages' });
  const card = messages.getByRole('article', { name: subject });
  await expect(card).toBeVisible();
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText('Amara Okafor')).toBeVisible();
  await expect(card.getByText('Do you ship dermal fillers to Ontario within a week?')).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(card.getByRole('button', { name: 'Mark new' })).toBeVisible();
  await expect(card.getByText('Handled', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Handled .+ by /)).toBeVisible();
  await expect(tab).toHaveAccessibleName(new RegExp(`^Inbox ${before - 1} new$`));

  // Only the new ones: the handled message is not among them.
  await page.getByLabel('Show contact messages').selectOption('new');
  await expect(messages.getByRole('article', { name: subject })).toHaveCount(0);
  await page.getByLabel('Show contact messages').selectOption('handled');
  await expect(messages.getByRole('article', { name: subject })).toBeVisible();

  // After a reload the state is the server's.
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Inbox/ })).toHaveAccessibleName(
    new RegExp(`^Inbox ${before - 1} new$`),
  );
  await expect(
    page.getByRole('list', { name: 'Contact messages' }).getByRole('article', { name: subject }),
  ).toContainText('Mark new');
});

test('the Doctors tab finds a doctor by name or e-mail and shows their orders count and last order, and a rejected registration under Rejected @mobile', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const fullName = uniqueName('Dr. Listed');
  const doctor = await approvedDoctor(baseURL!, fullName);
  // A registration the admin rejects: its account is gone, the Doctors tab still lists it.
  const turnedAway = await registerDoctorThroughApi(request, uniqueName('Dr. Turned Away'));
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
  expect((await request.delete(`/api/admin/reject-user/${turnedAway.id}`)).status()).toBe(200);
  const doctorContext = await browser.newContext({ baseURL: baseURL! });
  const doctorPage = await doctorContext.newPage();
  await signInThroughApi(doctorPage, doctor);
  const [product] = await inStockProducts(doctorPage, 1);
  await placeOrder(doctorPage, [{ productId: product!.id, quantity: 1 }]);
  await placeOrder(doctorPage, [{ productId: product!.id, quantity: 2 }]);
  await doctorContext.close();

  await signInAsAdmin(page);
  await page.goto('/admin?tab=doctors');
  await expect(page.getByRole('heading', { level: 2, name: 'Doctors' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search doctors' }).fill(fullName);

  const table = page.getByRole('table', { name: 'Doctors' });
  const row = table.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one match
  await expect(row.getByRole('cell').nth(3)).toHaveText('2'); // Orders
  await expect(row.getByRole('cell').nth(4)).not.toHaveText('No orders yet'); // Last Order
  await expect(row).toContainText(doctor.email);
  await expect(row).toContainText('Approved');

  // The e-mail finds the same doctor; a name nobody has finds no one.
  await page.getByRole('searchbox', { name: 'Search doctors' }).fill(doctor.email);
  await expect(table.getByRole('row', { name: new RegExp(fullName) })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search doctors' }).fill('nobody-by-this-name');
  await expect(page.getByText('No doctors found')).toBeVisible();

  // Under Rejected: the rejected registration, with when it was rejected and no orders; not the
  // approved doctor.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Rejected' });
  await page.getByRole('searchbox', { name: 'Search doctors' }).fill(turnedAway.fullName);
  const rejectedRow = table.getByRole('row', { name: new RegExp(turnedAway.fullName) });
  await expect(rejectedRow).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(rejectedRow).toContainText(turnedAway.email);
  await expect(rejectedRow.getByRole('cell').nth(2).getByText('Rejected', { exact: true })).toBeVisible(); // Status
  await expect(
    rejectedRow
      .getByRole('cell')
      .nth(2)
      .getByText(/^Rejected .*\d{4}/),
  ).toBeVisible(); // its date
  await expect(rejectedRow.getByRole('cell').nth(3)).toHaveText('0'); // Orders
  await expect(rejectedRow.getByRole('cell').nth(4)).toHaveText('No orders yet'); // Last Order
  await page.getByRole('searchbox', { name: 'Search doctors' }).fill(fullName);
  await expect(page.getByText('No doctors found')).toBeVisible();
  // Under Approved it is not listed.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Approved' });
  await expect(table.getByRole('row', { name: new RegExp(fullName) })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search doctors' }).fill(turnedAway.fullName);
  await expect(page.getByText('No doctors found')).toBeVisible();
});

test('a failed inbox read shows the error with Try again, which reads the list again', async ({ page }) => {
  await signInAsAdmin(page);
  let fail = true;
  await page.route('**/api/admin/inbox/referrals*', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }) : route.fallback(),
  );
  await page.goto('/admin?tab=inbox');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load referral applications' });
  await expect(alert).toBeVisible();
  // The other list is not affected.
  await expect(page.getByRole('heading', { level: 3, name: 'Contact messages' })).toBeVisible();

  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Referral applications' }).or(page.getByText('No referral applications')),
  ).toBeVisible();
});

test('an admin suspends a doctor from the Doctors tab with a reason: the doctor is signed out and told why; reinstated, they sign in again', async ({
  page,
  browser,
  baseURL,
}) => {
  const fullName = uniqueName('Dr. Suspended');
  const doctor = await approvedDoctor(baseURL!, fullName);
  const doctorContext = await browser.newContext({ baseURL: baseURL! });
  const doctorPage = await doctorContext.newPage();
  await signInThroughApi(doctorPage, doctor);

  await signInAsAdmin(page);
  await page.goto('/admin?tab=doctors');
  await page.getByRole('searchbox', { name: 'Search doctors' }).fill(fullName);
  const row = page.getByRole('table', { name: 'Doctors' }).getByRole('row', { name: new RegExp(fullName) });
  await row.getByRole('button', { name: `Suspend ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${fullName}?` });
  const confirm = dialog.getByRole('button', { name: 'Suspend Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Licence under review by the college');
  await confirm.click();
  await expect(page.getByText('Account suspended', { exact: true })).toBeVisible();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText('Licence under review by the college');

  // The doctor's session ended: their next page is a guest's, and signing in says why.
  await doctorPage.goto('/orders');
  await expect(doctorPage).toHaveURL(/\/login/);
  await doctorPage.getByLabel('Email', { exact: true }).fill(doctor.email);
  await doctorPage.getByLabel('Password', { exact: true }).fill(doctor.password);
  await doctorPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    doctorPage.getByText(/suspended: “Licence under review by the college”/).first(),
  ).toBeVisible();

  await row.getByRole('button', { name: `Reinstate ${fullName}` }).click();
  await page
    .getByRole('dialog', { name: `Reinstate ${fullName}?` })
    .getByRole('button', { name: 'Reinstate Account' })
    .click();
  await expect(page.getByText('Account reinstated', { exact: true })).toBeVisible();
  await expect(row).toContainText('Approved');
  await doctorPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(doctorPage).not.toHaveURL(/\/login/);
  await doctorContext.close();
});
