import { devices, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { checkoutMessages } from '@shop/contract/order-messages';
import { signOffMessages } from '@shop/contract/practice-messages';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './test';
import {
  addToCartThroughApi,
  approvedDoctor,
  download,
  openDeskOrder,
  fillCheckout,
  productIdByName,
  receivedEmail,
  signInThroughApi,
  uniqueEmail,
} from './support';

/** The token of the invitation e-mailed to `email`, read from the e-mail as its reader would. */
async function invitationToken(email: string) {
  const mail = await receivedEmail(email, /Subject: .*invites you to join/);
  const token = /\/invitation#([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(token, mail).toBeDefined();
  return token!;
}

const PASSWORD = 'practice-member-42';

/** A member of `owner`'s practice in `role`, invited and accepted through the API (a prescriber approved by the admin). */
async function joined(
  owner: APIRequestContext,
  baseURL: string,
  role: 'buyer' | 'prescriber' | 'bookkeeper',
  fullName: string,
) {
  const email = uniqueEmail(role);
  expect((await owner.post('/api/practice/invitations', { data: { email, role } })).status()).toBe(201);
  const api = await playwrightRequest.newContext({ baseURL });
  const licence =
    role === 'prescriber'
      ? { licenseNumber: 'MD-554433', collegeName: 'College of Physicians', licenseExpiryDate: '2034-01-31' }
      : {};
  const accepted = await api.post(`/api/invitations/${await invitationToken(email)}/accept`, {
    data: { fullName, password: PASSWORD, confirmPassword: PASSWORD, ...licence },
  });
  expect(accepted.status()).toBe(201);
  if (role === 'prescriber') {
    const users = (await (await owner.get('/api/practice')).json()) as {
      members: { id: number; email: string }[];
    };
    const id = users.members.find((member) => member.email === email)?.id;
    const admin = await playwrightRequest.newContext({ baseURL });
    expect((await admin.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
    expect((await admin.post(`/api/admin/approve-user/${id}`)).status()).toBe(200);
    await admin.dispose();
  }
  await api.dispose();
  return { email, password: PASSWORD, fullName };
}

/**
 * Sign-off (issue 39): a practice's buyer orders a toxin, which is prescription-only; checkout holds
 * it for a sign-off instead of sending it to the shop; the practice's prescriber, on a phone, sees it
 * waiting in the header and signs it off; the order is then the buyer's, in the practice's history.
 */
test('a buyer orders a toxin, and a prescriber signs it off on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  // The shop sends its e-mails every 15 s: two invitations are waited for.
  test.slow();
  const owner = await approvedDoctor(baseURL!, 'Dr. Omar Owner');
  const ownerApi = await playwrightRequest.newContext({ baseURL });
  expect(
    (
      await ownerApi.post('/api/auth/login', { data: { email: owner.email, password: owner.password } })
    ).status(),
  ).toBe(200);
  const buyer = await joined(ownerApi, baseURL!, 'buyer', 'Nina Buyer');
  const prescriber = await joined(ownerApi, baseURL!, 'prescriber', 'Dr. Paul Prescriber');
  const bookkeeper = await joined(ownerApi, baseURL!, 'bookkeeper', 'Bea Bookkeeper');
  await ownerApi.dispose();

  // The buyer checks out a toxin: held, with what it waits for.
  await signInThroughApi(page, buyer);
  const toxin = await productIdByName(page, 'Botox Cosmetic 100 Units');
  await page.goto(`/product/${toxin}`);
  await expect(page.getByText('Prescription only').first()).toBeVisible();
  await addToCartThroughApi(page, toxin, 1);
  await page.goto('/checkout');
  // Said before submitting: the order will wait, and why.
  await expect(page.getByText(signOffMessages.willBeHeld).first()).toBeVisible();
  await fillCheckout(page);
  await page.getByRole('button', { name: 'Submit Order for Approval' }).last().click();
  await expect(page).toHaveURL(/\/approvals$/);
  await expect(page.getByText(signOffMessages.sentForSignOff)).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine).toContainText(signOffMessages.statuses.pending);
  await expect(mine).toContainText(signOffMessages.reasons['prescription-only']);

  // The prescriber, on a phone: the header says an order waits; they sign it off.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const mobile = await phone.newPage();
  await signInThroughApi(mobile, prescriber);
  await mobile.goto('/');
  await mobile.getByRole('button', { name: 'Open menu' }).click();
  await mobile.getByRole('link', { name: 'Approvals, 1 waiting for your sign-off' }).click();
  await expect(mobile).toHaveURL(/\/approvals$/);
  await mobile.getByRole('button', { name: 'Sign off the order of Nina Buyer' }).click();
  await expect(
    mobile.getByText(/^Signed off: order MS-\d{4}-[A-Z0-9]{6} was sent to the shop$/),
  ).toBeVisible();
  await expect(mobile.getByRole('region', { name: 'Waiting for your sign-off' })).toContainText(
    'No orders wait for your sign-off.',
  );
  await phone.close();

  // The buyer's request now names the order, which the practice's history lists.
  await page.reload();
  await expect(mine).toContainText(signOffMessages.statuses.approved);
  const orderLink = mine.getByRole('link', { name: /View order MS-/ });
  const orderNumber = /MS-\d{4}-[A-Z0-9]{6}/.exec((await orderLink.textContent()) ?? '')?.[0] ?? '';
  await orderLink.click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByText('Botox Cosmetic 100 Units').first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Signed off by');

  // The bookkeeper reads the practice's orders and its statement, and cannot order.
  const books = await browser.newContext({ baseURL });
  const bookkeeping = await books.newPage();
  await signInThroughApi(bookkeeping, bookkeeper);
  await bookkeeping.goto('/orders');
  await expect(bookkeeping.getByRole('main')).toContainText(orderNumber);
  await bookkeeping.goto('/account');
  const statements = bookkeeping.getByRole('region', { name: 'Monthly statements' });
  const statement = await download(bookkeeping, statements.getByRole('link', { name: 'Download statement' }));
  expect(statement.name).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
  await addToCartThroughApi(bookkeeping, toxin, 1);
  await bookkeeping.goto('/checkout');
  await expect(bookkeeping.getByText(checkoutMessages.bookkeeperCannotOrder)).toBeVisible();
  await books.close();

  // The shop's admin sees who placed the order and who signed it off.
  const desk = await browser.newContext({ baseURL });
  const admin = await desk.newPage();
  await signInThroughApi(admin, E2E_ADMIN);
  const details = await openDeskOrder(admin, orderNumber);
  await expect(details).toContainText('Nina Buyer');
  await expect(details).toContainText('Dr. Paul Prescriber');
  await desk.close();
});
