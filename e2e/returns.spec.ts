import { returnAdminMessages as a, returnScreenMessages as s } from '@shop/contract/returns';
import { expect, test } from './test';
import { placeOrder, plentifulProducts, pngImage, signInNewDoctor, switchUser, uniqueName } from './support';

/**
 * Returns (issue 42): a doctor asks to return a damaged box of two, with a photo, from a delivered
 * order; the admin
 * approves it in the Returns tab, receives one back in stock and writes one off, and the doctor
 * downloads the credit note from the order.
 */
test('a doctor returns a damaged box of two with a photo; the admin approves it, receives one to stock and writes one off; the doctor downloads the credit note', async ({
  page,
  baseURL,
}) => {
  const doctor = await signInNewDoctor(page, baseURL!, uniqueName('Dr. Rita Return'));
  const [product] = await plentifulProducts(page, 1);
  const order = await placeOrder(page, [{ productId: product!.id, quantity: 2 }]);

  await switchUser(page, 'admin');
  for (const status of ['approved', 'shipped', 'delivered']) {
    const res = await page.request.patch(`/api/admin/orders/${order.id}/status`, { data: { status } });
    expect(res.status()).toBe(200);
  }

  await switchUser(page, doctor);
  await page.goto(`/orders/${order.id}`);
  const returns = page.getByRole('region', { name: s.title });
  await expect(returns).toContainText(s.none);
  await returns.getByRole('button', { name: s.ask }).click();
  const dialog = page.getByRole('dialog', { name: s.dialogTitle });
  // Nothing chosen yet: the request is refused before it is sent.
  await dialog.getByRole('button', { name: s.send }).click();
  await expect(dialog.getByText('Choose at least one line to return')).toBeVisible();
  await dialog.getByLabel(s.quantityLabel(product!.name)).fill('2');
  await dialog.getByLabel(s.reasonLabel(product!.name)).selectOption('damaged');
  await dialog.getByLabel(s.photosLabel).setInputFiles({
    name: 'crushed-box.png',
    mimeType: 'image/png',
    buffer: pngImage(64, [180, 40, 40]),
  });
  await dialog.getByRole('button', { name: s.send }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(s.sent, { exact: true })).toBeVisible();
  await expect(returns).toContainText('Requested');
  await expect(returns).toContainText(`${product!.name} × 2`);
  await expect(returns.getByRole('img', { name: s.photoAlt(1) })).toBeVisible();

  await switchUser(page, 'admin');
  await page.goto('/admin/dashboard?tab=returns');
  const table = page.getByRole('table', { name: a.title });
  await table.getByRole('button', { name: order.orderNumber }).click();
  const decision = page.getByRole('dialog', { name: a.dialogTitle(order.orderNumber) });
  await expect(decision).toContainText('Damaged');
  await expect(decision.getByRole('img', { name: s.photoAlt(1) })).toBeVisible();
  await decision.getByRole('button', { name: a.approve }).click();
  await expect(decision).toHaveCount(0);
  await expect(page.getByText(/^Return approved: RMA-\d{4}-\d{6}$/)).toBeVisible();
  const rma = (await page.getByText(/^Return approved: RMA-/).textContent())!.replace(
    'Return approved: ',
    '',
  );

  await switchUser(page, doctor);
  await page.goto(`/orders/${order.id}`);
  await expect(returns).toContainText('Approved');
  await expect(returns).toContainText(rma);

  // The goods arrive: one back on the shelf, one written off; the credit note is issued.
  await switchUser(page, 'admin');
  await page.goto('/admin/dashboard?tab=returns');
  await page.getByLabel(a.statusFilter).selectOption('approved');
  await table.getByRole('button', { name: order.orderNumber }).click();
  await decision.getByLabel(a.restockLabel(product!.name, 2)).fill('1');
  await decision.getByRole('button', { name: a.receive }).click();
  await expect(decision).toHaveCount(0);
  const creditNote = (await page
    .getByText(/^Return received: credit note CN-\d{4}-\d{6}$/)
    .textContent())!.replace('Return received: credit note ', '');

  await switchUser(page, doctor);
  await page.goto(`/orders/${order.id}`);
  await expect(returns).toContainText('Received');
  const download = page.waitForEvent('download');
  await returns.getByRole('link', { name: s.downloadCreditNote(creditNote) }).click();
  expect((await download).suggestedFilename()).toBe(`${creditNote}.pdf`);
});
