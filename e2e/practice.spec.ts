import { checkoutFieldMessages } from '@shop/contract/order-messages';
import { practiceMessages, practiceRoleHints } from '@shop/contract/practice-messages';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './test';
import {
  addToCartThroughApi,
  approvedDoctor,
  fillCheckout,
  productIdByName,
  receivedEmail,
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
  // The shop sends its e-mails every 15 s: the invitation is waited for.
  test.slow();
  const owner = await approvedDoctor(baseURL!, 'Dr. Olivia Owner');
  await signInThroughApi(page, owner);
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
  const owner = await approvedDoctor(baseURL!, 'Dr. Petra Purchase');
  await signInThroughApi(page, owner);
  await page.goto('/account');
  const practice = page.getByRole('region', { name: 'Practice', exact: true });
  const required = practice.getByRole('switch', { name: 'Require a PO number on every order' });
  await expect(required).not.toBeChecked();
  await required.click();
  await expect(required).toBeChecked();
  await expect(required).toBeEnabled();

  // Checkout asks for it, and takes the order once it is given.
  await addToCartThroughApi(page, await productIdByName(page, 'Botox Cosmetic 100 Units'), 1);
  await page.goto('/checkout');
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
