import { creditMessages } from '@shop/contract/credit';
import { pdfPages } from '@shop/contract/pdf-test-reader';
import { statementMessages } from '@shop/contract/statements';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './test';
import {
  checkoutWith,
  download,
  fillCheckoutContact,
  receivedEmail,
  signInNewDoctor,
  signInThroughApi,
  uniqueEmail,
  uniqueName,
  usd,
} from './support';

const a = creditMessages.account;

/**
 * Paying on account (issue 40): the shop's admin grants a practice Net 30 terms from its dialog in
 * the Practices tab; the practice's owner orders on account without a card or bank field; once the
 * order is approved the admin records a cheque, applying part of it to the invoice and leaving the
 * rest as credit, and finds the practice among the receivables; the owner reads the balance, the
 * open invoice with its due date and the payment on the account page; the practice's bookkeeper
 * reads the month's statement with its balance.
 */
test('an admin grants terms, the owner orders on account without a card, and a cheque is recorded', async ({
  page,
  browser,
  baseURL,
}) => {
  // A name of its own: the Receivables tab is searched by the practice's name (the doctor's).
  const name = uniqueName('Dr. Ada Account');
  // The bookkeeper's invitation is waited for (the stories' shop sends its outbox every second).
  test.slow();
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
  // The admin chooses what it pays: the dialog proposes the whole cheque for the one open invoice,
  // and the admin applies $60.00 of it, which leaves $40.00 as credit.
  await payment.getByRole('radio', { name: a.applyChosen }).check();
  const part = payment.getByLabel(/^Amount for INV-/);
  await expect(part).toHaveValue('100.00');
  await part.fill('60');
  await expect(payment.getByText('Allocated $60.00 · Left as credit $40.00')).toBeVisible();
  await payment.getByRole('button', { name: a.recordPayment }).click();
  await expect(admin.getByText(creditMessages.payment.recorded).first()).toBeVisible();
  const cheque = account
    .getByRole('table', { name: a.payments })
    .getByRole('row')
    .filter({ hasText: 'CHQ 2001' });
  await expect(cheque).toContainText('$100.00');
  await expect(cheque).toContainText('$40.00');
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

  // The practice's bookkeeper, invited by the owner, reads the month's statement with its balance.
  const bookkeeperEmail = uniqueEmail('bookkeeper');
  const invited = await page.request.post('/api/practice/invitations', {
    data: { email: bookkeeperEmail, role: 'bookkeeper' },
  });
  expect(invited.status()).toBe(201);
  const mail = await receivedEmail(bookkeeperEmail, /Subject: .*invites you to join/);
  const token = /\/invitation#([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(token, mail).toBeDefined();
  const books = await browser.newContext({ baseURL });
  const bookkeeper = await books.newPage();
  const accepted = await bookkeeper.request.post(`/api/invitations/${token}/accept`, {
    data: { fullName: 'Ben Books', password: 'ben-keeps-books-42', confirmPassword: 'ben-keeps-books-42' },
  });
  expect(accepted.status()).toBe(201);
  await bookkeeper.goto('/account');
  await expect(
    bookkeeper
      .getByRole('region', { name: a.title, exact: true })
      .getByText('Net 30, credit limit $5,000.00'),
  ).toBeVisible();
  const total = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { totalAmount: string };
  const statements = bookkeeper.getByRole('region', { name: statementMessages.heading });
  const statement = await download(
    bookkeeper,
    statements.getByRole('link', { name: statementMessages.download }),
  );
  const text = (await pdfPages(statement.bytes)).join('\n');
  expect(text).toContain('CHQ 2001');
  expect(text).toContain(
    `${statementMessages.closingBalance} ${usd.format(Number(total.totalAmount) - 100)}`,
  );
  await books.close();
});
