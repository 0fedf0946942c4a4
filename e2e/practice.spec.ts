import { devices, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { checkoutFieldMessages, checkoutMessages } from '@shop/contract/order-messages';
import { practiceMessages, practiceRoleHints, signOffMessages } from '@shop/contract/practice-messages';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './test';
import {
  addToCartThroughApi,
  approvedDoctor,
  checkoutWith,
  download,
  fillCheckout,
  openDeskOrder,
  productIdByName,
  receivedEmail,
  signInNewDoctor,
  signInThroughApi,
  uniqueEmail,
} from './support';

/**
 * Practices (issue 39): an owner invites a buyer from the account page; the buyer follows the
 * e-mailed link, makes an account and is signed in at once, in the practice with the limit the
 * owner set; the owner sees them among the members, changes their limit and revokes an invitation
 * sent by mistake.
 */
test('an owner invites a buyer, who joins the practice from the e-mailed link', async ({
  page,
  browser,
  baseURL,
}) => {
  // The invitation is waited for (the stories' shop sends its outbox every second).
  test.slow();
  await signInNewDoctor(page, baseURL!, 'Dr. Olivia Owner');
  await page.goto('/account');
  const practice = page.getByRole('region', { name: 'Practice', exact: true });
  // Named after the doctor, who registered no practice name; the role with what it may do.
  await expect(practice.getByRole('definition').first()).toHaveText('Dr. Olivia Owner');
  await expect(practice.getByRole('definition').nth(1)).toHaveText(`Owner${practiceRoleHints.owner}`);

  // The invitation: an address, the role (its hint beside it), a monthly limit.
  const buyerEmail = uniqueEmail('buyer');
  await practice.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('E-mail').fill(buyerEmail);
  await dialog.getByLabel('Role').selectOption({ label: 'Buyer' });
  await expect(dialog.getByText(practiceRoleHints.buyer)).toBeVisible();
  await dialog.getByLabel('Monthly limit').fill('2500');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(practiceMessages.invitationSent(buyerEmail))).toBeVisible();
  const invitations = practice.getByRole('table', { name: 'Open invitations' });
  await expect(invitations.getByRole('row', { name: new RegExp(buyerEmail) })).toBeVisible();

  // A second one, sent by mistake, is revoked (asked first).
  const mistaken = uniqueEmail('mistake');
  await practice.getByRole('button', { name: 'Invite member' }).click();
  await dialog.getByLabel('E-mail').fill(mistaken);
  await dialog.getByLabel('Role').selectOption({ label: 'Bookkeeper' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await invitations.getByRole('button', { name: `Revoke the invitation of ${mistaken}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(practiceMessages.invitationRevoked)).toBeVisible();
  await expect(invitations.getByRole('row', { name: new RegExp(mistaken) })).toHaveCount(0);

  // The buyer, in a browser of their own, follows the link.
  const email = await receivedEmail(buyerEmail, /Subject: .*invites you to join/);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/invitation#[A-Za-z0-9_-]{43})/.exec(email)?.[1];
  expect(link, email).toBeDefined();
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(link!);
  await expect(
    buyer.getByRole('heading', { level: 1, name: /You are invited to join .* as a buyer/ }),
  ).toBeVisible();
  // The token leaves the address bar once the page has read it.
  await expect(buyer).toHaveURL(/\/invitation$/);
  await buyer.getByLabel('Full Name').fill('Nora Nurse');
  await buyer.getByLabel('Password', { exact: true }).fill('nora-buys-supplies-1');
  await buyer.getByLabel('Confirm Password').fill('nora-buys-supplies-1');
  await buyer.getByRole('button', { name: 'Join the practice' }).click();
  await expect(buyer).toHaveURL(/\/account$/);
  const own = buyer.getByRole('region', { name: 'Practice', exact: true });
  await expect(own.getByRole('definition').nth(1)).toHaveText(`Buyer${practiceRoleHints.buyer}`);
  await expect(own.getByText('$2,500.00')).toBeVisible();
  // Not an owner: no members to manage.
  await expect(own.getByRole('button', { name: 'Invite member' })).toHaveCount(0);

  // The link is spent.
  const again = await buyerContext.newPage();
  await again.goto(link!);
  await expect(again.getByText(practiceMessages.invitationInvalid)).toBeVisible();
  await buyerContext.close();

  // The owner sees the buyer among the members and raises the limit.
  await page.reload();
  const members = practice.getByRole('table', { name: /Members of/ });
  const row = members.getByRole('row', { name: /Nora Nurse/ });
  await expect(row).toContainText('Buyer');
  await expect(row).toContainText('$2,500.00');
  await row.getByRole('button', { name: 'Edit Nora Nurse' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Nora Nurse' });
  await edit.getByLabel('Monthly limit').fill('4000');
  await edit.getByRole('button', { name: 'Save member' }).click();
  await expect(row).toContainText('$4,000.00');
});

/**
 * Purchase-order numbers and the shop's view of a practice (issue 39): the owner requires a PO number
 * from the account page; checkout then refuses an order without one and takes it with one; the
 * shop's admin finds the practice in the dashboard's Practices tab and reads its members and the
 * order with its PO number and who placed it.
 */
test('an owner requires PO numbers, and the shop’s admin finds the practice and its order', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signInNewDoctor(page, baseURL!, 'Dr. Petra Purchase');
  await page.goto('/account');
  const practice = page.getByRole('region', { name: 'Practice', exact: true });
  const required = practice.getByRole('switch', { name: 'Require a PO number on every order' });
  await expect(required).not.toBeChecked();
  await required.click();
  await expect(required).toBeChecked();
  await expect(required).toBeEnabled();

  // Checkout asks for it, and takes the order once it is given.
  await checkoutWith(page, 'Botox Cosmetic 100 Units', 1);
  await fillCheckout(page);
  const submit = page.getByRole('button', { name: 'Submit Order for Approval' }).last();
  await submit.click();
  const poNumber = page.getByRole('main').getByLabel('PO number');
  await expect(page.getByText(checkoutFieldMessages.poNumberRequired).first()).toBeVisible();
  await poNumber.fill('PO-7781');
  await submit.click();
  await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
  const orderNumber = (await page.getByTestId('placed-order-number').textContent()) ?? '';

  // The shop's admin: the Practices tab, searched by the owner's e-mail, and the practice's dialog.
  const desk = await browser.newContext({ baseURL });
  const admin = await desk.newPage();
  await signInThroughApi(admin, E2E_ADMIN);
  await admin.goto('/admin/dashboard?tab=practices');
  await admin.getByLabel('Search practices').fill(owner.email);
  const row = admin.getByRole('row').filter({ hasText: 'Dr. Petra Purchase' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'View Dr. Petra Purchase' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Dr. Petra Purchase' });
  await expect(dialog.getByRole('region', { name: 'Members', exact: true })).toContainText(owner.email);
  const orders = dialog.getByRole('region', { name: 'Latest orders', exact: true });
  await expect(orders.getByRole('row').filter({ hasText: orderNumber })).toContainText('PO-7781');
  await desk.close();
});

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
  // Two invitations are waited for (the stories' shop sends its outbox every second).
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
