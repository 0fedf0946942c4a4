import { creditMessages } from '@shop/contract/credit';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './test';
import { checkoutWith, fillCheckoutContact, signInNewDoctor, signInThroughApi, uniqueName } from './support';

const a = creditMessages.account;

/**
 * Paying on account (issue 40): the shop's admin grants a practice Net 30 terms from its dialog in
 * the Practices tab; the practice's owner orders on account without a card or bank field; once the
 * order is approved the admin records a cheque against it; the owner reads the balance, the open
 * invoice with its due date and the payment on the account page.
 */
test('an admin grants terms, the owner orders on account without a card, and a cheque is recorded', async ({
  page,
  browser,
  baseURL,
}) => {
  // A name of its own: the Receivables tab is searched by the practice's name (the doctor's).
  const name = uniqueName('Dr. Ada Account');
  const owner = await signInNewDoctor(page, baseURL!, name);

  // The admin finds the practice and grants Net 30 with a $5,000 limit.
  const desk = await browser.newContext({ baseURL });
  const admin = await desk.newPage();
  await signInThroughApi(admin, E2E_ADMIN);
  const openPractice = async () => {
    await admin.goto('/admin/dashboard?tab=practices');
    await admin.getByLabel('Search practices').fill(owner.email);
    await admin.getByRole('button', { name: `View ${name}` }).click();
    const dialog = admin.getByRole('dialog', { name });
    return dialog.getByRole('region', { name: a.title, exact: true });
  };
  let account = await openPractice();
  await expect(account.getByText(a.noTerms)).toBeVisible();
  await account.getByRole('button', { name: a.setTerms }).click();
  const terms = admin.getByRole('dialog', { name: a.termsTitle(name) });
  await terms.getByLabel(a.netDaysLabel).fill('30');
  await terms.getByLabel(a.creditLimitLabel).fill('5000');
  await terms.getByRole('button', { name: a.saveTerms }).click();
  await expect(admin.getByText(creditMessages.termsGranted).first()).toBeVisible();
  await expect(account.getByText('Net 30, credit limit $5,000.00')).toBeVisible();

  // The owner's checkout offers the account; chosen, no card or bank field is asked for.
  await checkoutWith(page, 'Botox Cosmetic 100 Units', 1);
  const main = page.getByRole('main');
  const onAccount = main.getByRole('radio', {
    name: /^Pay on account \(Net 30\) — available credit \$5,000\.00$/,
  });
  await expect(onAccount).toBeVisible();
  await expect(main.getByLabel('Card Number')).toBeVisible();
  await onAccount.check();
  await expect(main.getByLabel('Card Number')).toHaveCount(0);
  await expect(main.getByLabel('Bank Name')).toHaveCount(0);
  await fillCheckoutContact(page);
  await page.getByRole('button', { name: 'Submit Order for Approval' }).last().click();
  await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
  const orderId = /\/orders\/(\d+)\/placed$/.exec(page.url())?.[1];
  const orderNumber = (await page.getByTestId('placed-order-number').textContent()) ?? '';

  // Approved, the order is invoiced on account; the admin records a cheque of $100 against it.
  expect((await admin.request.post(`/api/admin/orders/${orderId}/approve`)).status()).toBe(200);
  account = await openPractice();
  const invoices = account.getByRole('table', { name: a.openInvoices });
  await expect(invoices.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(1);
  await account.getByRole('button', { name: a.recordPayment }).click();
  const payment = admin.getByRole('dialog', { name: a.paymentTitle(name) });
  await payment.getByLabel(a.amountLabel).fill('100');
  await payment.getByLabel(a.methodLabel).selectOption({ label: 'Cheque' });
  await payment.getByLabel(a.referenceLabel).fill('CHQ 2001');
  await payment.getByRole('button', { name: a.recordPayment }).click();
  await expect(admin.getByText(creditMessages.payment.recorded).first()).toBeVisible();
  await expect(
    account.getByRole('table', { name: a.payments }).getByRole('row').filter({ hasText: 'CHQ 2001' }),
  ).toContainText('$100.00');
  // The Receivables tab lists the practice with what it still owes, current.
  await admin.keyboard.press('Escape');
  await admin.goto('/admin/dashboard?tab=receivables');
  await admin.getByLabel('Search receivables').fill(name);
  const receivable = admin
    .getByRole('table', { name: 'Receivables' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(receivable).toHaveCount(1);
  await expect(receivable).toContainText('Net 30');
  await desk.close();

  // The owner reads the account: terms, the open invoice with its due date, the cheque.
  await page.goto('/account');
  const panel = page.getByRole('region', { name: a.title, exact: true });
  await expect(panel.getByText('Net 30, credit limit $5,000.00')).toBeVisible();
  await expect(
    panel.getByRole('table', { name: a.openInvoices }).getByRole('row').filter({ hasText: orderNumber }),
  ).toHaveCount(1);
  await expect(
    panel.getByRole('table', { name: a.payments }).getByRole('row').filter({ hasText: 'CHQ 2001' }),
  ).toContainText('Cheque');
});
