import { expect, test } from './test';
import { download, openDeskOrder, orderOneInStockProduct, storyDoctor } from './support';

/**
 * Invoices and credit notes (issue 22; docs/product.md, Invoices and credit notes): the admin approves
 * an order on the desk, which issues its invoice; admin and doctor download it; the doctor cancels
 * and downloads the credit note.
 */

const { switchTo } = storyDoctor('Dr. Ines Invoice');

test('a doctor downloads the invoice from the order page after an admin approved it, then the credit note once cancelled', async ({
  page,
}) => {
  await switchTo(page, 'doctor');
  const order = await orderOneInStockProduct(page, 2);

  // Pending: no invoice yet.
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
  await expect(page.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);

  // The admin approves it in the desk's dialog, which then offers the invoice.
  await switchTo(page, 'admin');
  const details = await openDeskOrder(page, order.orderNumber);
  await details.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(details.locator('[data-status="approved"]')).toBeVisible();
  const adminLink = details.getByRole('link', { name: 'Download invoice' });
  await expect(adminLink).toBeVisible();
  const invoiceNumber = (await details.getByText(/^INV-\d{4}-\d{6}$/).textContent()) ?? '';
  expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
  const adminFile = await download(page, adminLink);
  expect(adminFile.name).toBe(`${invoiceNumber}.pdf`);
  expect(adminFile.head).toBe('%PDF-');

  // The doctor's order page offers the same invoice.
  await switchTo(page, 'doctor');
  await page.goto(`/orders/${order.id}`);
  const link = page.getByRole('link', { name: 'Download invoice' });
  await expect(link).toHaveAttribute('href', `/api/orders/${order.id}/invoice.pdf`);
  await expect(page.getByText(invoiceNumber, { exact: true })).toBeVisible();
  const file = await download(page, link);
  expect(file.name).toBe(`${invoiceNumber}.pdf`);
  expect(file.head).toBe('%PDF-');
  expect(file.size).toBeGreaterThan(5_000);

  // Cancelled after its invoice: a credit note appears beside it.
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: /^Cancel Order/ })
    .click();
  const creditLink = page.getByRole('link', { name: 'Download credit note' });
  await expect(creditLink).toBeVisible();
  const credit = await download(page, creditLink);
  expect(credit.name).toMatch(/^CN-\d{4}-\d{6}\.pdf$/);
  expect(credit.head).toBe('%PDF-');
  await expect(page.getByRole('link', { name: 'Download invoice' })).toBeVisible();
});
