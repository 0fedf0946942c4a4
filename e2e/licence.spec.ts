import { expect, test } from './test';
import {
  approvedDoctor,
  cartButton,
  cartPanel,
  fillCheckout,
  inDays,
  inStockProducts,
  addToCartThroughApi,
  signInAsAdmin,
  signInAtLoginPage,
  uniqueName,
} from './support';

/**
 * A licence's lapse and renewal (issue 20). The shop under test keeps a calendar two days ahead of
 * this machine's (SHOP_CLOCK_OFFSET_DAYS in playwright.config.ts), so a licence registered to expire
 * tomorrow has lapsed there.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('a doctor whose licence lapsed is refused at checkout, sends a renewal, the admin approves it, and the doctor orders', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three roles over a dozen screens: over a minute in CI, beside the unit tests and axe's checks.
  test.slow();
  const fullName = uniqueName('Dr. Lapsed');
  const expiry = inDays(1);
  const doctor = await approvedDoctor(baseURL!, fullName, expiry);
  await signInAtLoginPage(page, doctor);
  const [product] = await inStockProducts(page, 1);
  await addToCartThroughApi(page, product!.id, 1);
  await page.reload();

  // The cart panel says why and what to do; browsing and the cart keep working.
  await cartButton(page).click();
  const panel = cartPanel(page);
  await expect(panel.getByText(`Your medical license expired on ${expiry}.`, { exact: false })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Checkout Unavailable' })).toBeDisabled();
  await panel.getByRole('link', { name: 'Renew your license' }).click();

  // The account page opens at the licence, with the renewal form (the licence has lapsed).
  await expect(page).toHaveURL(/\/account#licence$/);
  const licence = page.getByRole('region', { name: 'Licence' });
  await expect(licence.getByText('Expired', { exact: true })).toBeVisible();
  await licence.getByRole('button', { name: 'Send for Review' }).click();
  await expect(licence.getByText('Enter the new expiry date')).toBeVisible();
  await expect(licence.getByText('Attach a scan or photo of your license')).toBeVisible();
  const newExpiry = inDays(700);
  await licence.getByLabel('New expiry date').fill(newExpiry);
  await licence.getByLabel('Scan or photo of the license').setInputFiles({
    name: 'renewed-licence.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await licence.getByRole('button', { name: 'Send for Review' }).click();
  await expect(page.getByText('Renewal sent for review', { exact: true })).toBeVisible();
  await expect(licence.getByText('Licence renewal under review')).toBeVisible();

  // Checkout still waits, and says it is the review it waits for.
  await page.goto('/checkout');
  await expect(
    page.getByText(
      'Your license renewal is under review. You can order again as soon as an administrator approves it.',
    ),
  ).toBeVisible();

  // The admin approves it in the Doctor Registrations tab.
  const adminContext = await browser.newContext({ baseURL: baseURL! });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin?tab=registrations');
  const card = admin.getByRole('article', { name: fullName });
  await expect(card).toContainText(`Current: MD-90210, expires ${expiry}`);
  await expect(card).toContainText(`Renewed: MD-90210, expires ${newExpiry}`);
  await expect(card.getByRole('link', { name: /View document/ })).toHaveAttribute('href', /\/document$/);
  await card.getByRole('button', { name: 'Approve Renewal' }).click();
  await expect(admin.getByText('Renewal approved', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await adminContext.close();

  // The doctor orders.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillCheckout(page);
  await page.getByRole('button', { name: 'Submit Order for Approval' }).last().click();
  await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
  await page.goto('/account#licence');
  await expect(
    page.getByRole('region', { name: 'Licence' }).getByText('Valid', { exact: true }),
  ).toBeVisible();
});
