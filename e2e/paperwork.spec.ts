import { expect, test } from './test';
import { download, openDeskOrder, orderOneInStockProduct, storyDoctor } from './support';

/**
 * Packing slips and monthly statements (issue 22; docs/product.md, Statements and packing slips):
 * the admin approves an order and downloads its packing slip from the desk; the doctor downloads the
 * month's statement from the account page, and the admin the same doctor's from the Doctors tab.
 */

const { doctor, switchTo } = storyDoctor('Dr. Petra Paperwork');

test("an approved order's packing slip from the desk, and the month's statement from the account page and the Doctors tab", async ({
  page,
}) => {
  await switchTo(page, 'doctor');
  const order = await orderOneInStockProduct(page, 1);

  await switchTo(page, 'admin');
  const details = await openDeskOrder(page, order.orderNumber);
  // Pending: nothing to pack yet.
  await expect(details.getByRole('link', { name: 'Packing slip' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(details.locator('[data-status="approved"]')).toBeVisible();
  const slip = await download(page, details.getByRole('link', { name: 'Packing slip' }));
  expect(slip.name).toBe(`packing-slip-${order.orderNumber}.pdf`);
  expect(slip.head).toBe('%PDF-');
  await details.getByRole('button', { name: 'Close' }).first().click();

  // The doctor's account page offers this month's statement first.
  await switchTo(page, 'doctor');
  await page.goto('/account');
  const statements = page.getByRole('region', { name: 'Monthly statements' });
  const month = statements.getByLabel('Month');
  await expect(month).toBeVisible();
  const thisMonth = await month.inputValue();
  expect(thisMonth).toMatch(/^\d{4}-\d{2}$/);
  const own = await download(page, statements.getByRole('link', { name: 'Download statement' }));
  expect(own.name).toBe(`statement-${thisMonth}.pdf`);
  expect(own.head).toBe('%PDF-');

  // The admin finds the doctor in the Doctors tab and downloads the same month's statement.
  await switchTo(page, 'admin');
  await page.goto('/admin/dashboard?tab=doctors');
  await page.getByLabel('Search doctors').fill(doctor.email);
  const doctorRow = page.getByRole('row').filter({ hasText: doctor.email });
  await doctorRow.getByRole('button', { name: 'Statements of Dr. Petra Paperwork' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statements of Dr. Petra Paperwork' });
  await dialog.getByLabel('Month').selectOption(thisMonth);
  const theirs = await download(page, dialog.getByRole('link', { name: 'Download statement' }));
  expect(theirs.name).toBe(`statement-${thisMonth}.pdf`);
  expect(theirs.head).toBe('%PDF-');
});
