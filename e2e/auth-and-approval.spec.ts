import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { E2E_ADMIN } from '../playwright.config';
import { type Credentials, expectCheckoutStartsFrom, holdBack, signInWithForm, uniqueEmail } from './support';

/** Opens the login page and signs in with its form. */
async function signIn(page: Page, account: Credentials) {
  await page.goto('/login');
  await signInWithForm(page, account);
}

async function registerDoctor(page: Page, fullName: string, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create New Account' }).click();
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('License Number').fill('MD-778812');
  await page.getByLabel('College Name').fill('College of Physicians and Surgeons of Ontario');
  await page.getByLabel('License Expiry Date').fill('2032-06-30');
  // The practice address in parts (issue 38): choosing the province sets its country.
  await page.getByLabel('Street Address').fill('220 Bay St');
  await page.getByLabel('City').fill('Toronto');
  await page.getByLabel('Province or State').selectOption({ label: 'Ontario' });
  await expect(page.getByLabel('Country')).toHaveValue('CA');
  await page.getByLabel('Postal or ZIP Code').fill('m5j 2w4');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Registration successful! Your account is pending approval.' }),
  ).toBeVisible();
}

/**
 * The registration with this e-mail is decided by `decide`. Its card leaves with the button that
 * decided it: the focus goes to the card that takes its place (the next one, or the new last one),
 * or to the list's heading when none is left. Asserted once the card is gone (the assertion retries),
 * so it does not race the dialog's close or the list's refresh.
 */
async function decideAndExpectFocus(admin: Page, email: string, decide: (card: Locator) => Promise<void>) {
  const cards = admin.getByRole('article');
  const card = cards.filter({ hasText: email });
  await expect(card).toHaveCount(1);
  const texts = await cards.allInnerTexts();
  const index = texts.findIndex((text) => text.includes(email));
  const rest = texts.filter((_, i) => i !== index);
  const next = rest[Math.min(index, rest.length - 1)];
  await decide(card);
  await expect(card).toHaveCount(0);
  const nextEmail = next && /\S+@\S+/.exec(next)?.[0];
  await expect(
    nextEmail
      ? cards.filter({ hasText: nextEmail })
      : admin.getByRole('heading', { level: 2, name: 'Pending doctor registrations' }),
  ).toBeFocused();
}

test('a guest sees Doctor Login and no account links', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Doctor Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('registration shows every field error and creates nothing until valid', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create New Account' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'Full name must be at least 2 characters',
    'Please enter a valid email address',
    'Password must be at least 8 characters',
    'License number is required',
    'College name is required',
    'License expiry date is required',
    'Street address of the practice is required',
    'City of the practice is required',
    'Choose the province or state of the practice',
    'Enter the postal or ZIP code of the practice, such as M5J 2W4 or 10001',
    'Choose the country of the practice',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm Password').fill('different-2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();
});

test('a wrong password shows the Login failed toast', async ({ page }) => {
  await signIn(page, { email: E2E_ADMIN.email, password: 'not-the-password' });
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The Sign In button, busy while it waited, kept the keyboard's place: the next try starts there.
  const signInButton = page.getByRole('button', { name: 'Sign In' });
  await expect(signInButton).toBeFocused();
  await expect(signInButton).toBeEnabled();
});

test('register → admin approves in the dashboard → the doctor signs in and sees the Doctor links', async ({
  browser,
}) => {
  const email = uniqueEmail('approve.me');
  const password = 'doctor-password-1';
  const doctor = await browser.newPage();
  await registerDoctor(doctor, 'Dr. Priya Raman', email, password);
  const other = uniqueEmail('waits.next');
  const second = await browser.newPage();
  await registerDoctor(second, 'Dr. Ana Next', other, 'doctor-password-4');

  const admin = await browser.newPage();
  await signIn(admin, E2E_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByText('Login successful', { exact: true })).toBeVisible();
  await expect(admin.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // The dashboard opens on Today; its count of registrations leads to them.
  await admin.getByRole('link', { name: /^\d+ Doctor registrations to review/ }).click();
  await expect(admin.getByRole('tab', { name: /Doctor Registrations/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const card = admin.getByRole('article').filter({ hasText: email });
  await expect(card).toContainText('Dr. Priya Raman');
  await expect(card).toContainText('Pending Approval');
  await expect(card).toContainText('MD-778812');
  await expect(card).toContainText('220 Bay St, Toronto, ON M5J 2W4, Canada');
  // A second registration waits after it: the focus goes to its card once the first is approved.
  await expect(admin.getByRole('article').filter({ hasText: other })).toHaveCount(1);
  await decideAndExpectFocus(admin, email, async (decided) => {
    await decided.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('User approved successfully')).toBeVisible();
  });

  await signIn(doctor, { email, password });
  await expect(doctor).toHaveURL(/\/$/);
  await expect(doctor.getByText('Welcome back, Dr. Priya Raman!')).toBeVisible();
  const header = doctor.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Referrals' })).toBeVisible();
  await expect(header.getByText(email)).toBeVisible();
  await expect(header.getByText('Doctor', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Doctor Login' })).toHaveCount(0);

  // A first checkout starts from the registered practice address, each part in its own field.
  await expectCheckoutStartsFrom(doctor, ['220 Bay St', 'Toronto', 'Ontario', 'M5J 2W4', 'Canada']);

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(doctor.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Doctor Login' })).toBeVisible();
});

test('an admin rejects a registration after confirming', async ({ browser }) => {
  const email = uniqueEmail('reject.me');
  const doctor = await browser.newPage();
  await registerDoctor(doctor, 'Dr. Tom Reject', email, 'doctor-password-2');

  const admin = await browser.newPage();
  await signIn(admin, E2E_ADMIN);
  await admin.getByRole('tab', { name: /^Doctor Registrations/ }).click();
  const heading = admin.getByRole('heading', { level: 2, name: 'Pending doctor registrations' });
  await decideAndExpectFocus(admin, email, async (card) => {
    // The list's refresh held back, so the dialog's close ends well before the card leaves:
    // meanwhile the focus waits on the list's heading, not lost on the page's body.
    await holdBack(admin, '**/api/admin/pending-users', 3_000);
    await card.getByRole('button', { name: 'Reject' }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(heading).toBeFocused();
    await expect(admin.getByText('User rejected successfully')).toBeVisible();
  });
});

test('a doctor and a guest are sent from the dashboard to the login page', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  const email = uniqueEmail('not.admin');
  await registerDoctor(page, 'Dr. Not Admin', email, 'doctor-password-3');
  await signIn(page, { email, password: 'doctor-password-3' });
  await expect(page).toHaveURL(/\/$/);
  // /admin sends a non-admin to /login, which sends a signed-in doctor on home.
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('tab', { name: /Doctor Registrations/ })).toHaveCount(0);
});
