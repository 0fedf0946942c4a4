import { recallMessages as m, RECALL_ACTION_INSTRUCTIONS } from '@shop/contract/recall';
import { expect, test } from './test';
import { lotTrackedProduct, newLot, placeOrder, storyDoctor, uniqueName } from './support';

/**
 * A recall from the admin's desk to the clinic and back (issue 20): the admin opens a recall of a lot
 * a doctor received, the doctor sees the banner on signing in, reads the notice and acknowledges it,
 * and the admin sees when.
 */

const { doctor, switchTo } = storyDoctor('Dr. Hana Lindqvist');

test('an admin recalls a lot a clinic received; the doctor sees the banner and acknowledges; the admin sees it acknowledged', async ({
  page,
}) => {
  const recalled = newLot('RC-A', { expiresInDays: 200, quantity: 4 });
  const kept = newLot('RC-B', { expiresInDays: 500, quantity: 3 });
  await switchTo(page, 'admin');
  const product = await lotTrackedProduct(page, uniqueName('Recall Toxin'), [recalled, kept], {
    price: '240.00',
  });

  // The doctor orders 2; the admin approves and ships them from the lot that expires first.
  await switchTo(page, 'doctor');
  const order = await placeOrder(page, [{ productId: product.id, quantity: 2 }]);
  await switchTo(page, 'admin');
  expect((await page.request.post(`/api/admin/orders/${order.id}/approve`)).status()).toBe(200);
  const shipped = await page.request.patch(`/api/admin/orders/${order.id}/status`, {
    data: { status: 'shipped', carrier: 'UPS' },
  });
  expect(shipped.status()).toBe(200);

  // The admin opens the recall in the Recalls tab.
  await page.goto('/admin/dashboard?tab=recalls');
  await page.getByRole('button', { name: m.openRecall }).click();
  const dialog = page.getByRole('dialog', { name: m.openDialogTitle });
  await dialog.getByRole('searchbox', { name: m.product }).fill(product.name);
  await dialog.getByRole('radio', { name: product.name }).check();
  await dialog.getByRole('checkbox', { name: recalled.lotNumber }).check();
  await expect(dialog.getByRole('checkbox', { name: kept.lotNumber })).not.toBeChecked();
  await dialog.getByLabel(m.reason).fill('The manufacturer found particles in vials of this lot.');
  await dialog.getByLabel(m.action).selectOption({ label: 'Return to us' });
  await dialog
    .getByLabel(m.recallClass)
    .selectOption({ label: 'Class II: a temporary or reversible risk to health' });
  await dialog.getByRole('button', { name: m.submit }).click();
  await expect(page.getByText(/^Recall R-\d{5} opened: 1 clinic notified$/)).toBeVisible();
  const toast = (await page.getByText(/^Recall R-\d{5} opened/).textContent())!;
  const title = /^(Recall R-\d{5})/.exec(toast)![1]!;

  // Its page lists the clinic, not yet acknowledged; the 2 units left in the lot are off the shelf.
  const detail = page.getByRole('dialog', { name: title });
  const clinics = detail.getByRole('table', { name: m.affectedClinics });
  const clinicRow = clinics.getByRole('row', { name: new RegExp(doctor.fullName) });
  await expect(clinicRow).toContainText(`${order.orderNumber} · ${recalled.lotNumber} · 2`);
  await expect(clinicRow).toContainText(m.notAcknowledged);
  await expect(
    detail.getByRole('table', { name: m.lots }).getByRole('row', { name: new RegExp(recalled.lotNumber) }),
  ).toContainText('2');

  // The doctor signs in and sees the banner; its link opens the notice.
  await switchTo(page, 'doctor');
  await page.goto('/');
  const banner = page.getByRole('alert').filter({ hasText: m.banner(1) });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: m.bannerLink }).click();
  await expect(page).toHaveURL(/\/recalls\/\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await expect(main).toContainText(RECALL_ACTION_INSTRUCTIONS.return);
  await expect(main).toContainText(order.orderNumber);
  await main.getByRole('button', { name: m.acknowledge }).click();
  await expect(page.getByText(m.acknowledgedToast)).toBeVisible();
  await expect(main.getByText(/^You acknowledged this recall on /)).toBeVisible();
  await expect(main.getByRole('button', { name: m.acknowledge })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(m.banner(1))).toHaveCount(0);

  // The admin sees when the clinic acknowledged it.
  await switchTo(page, 'admin');
  await page.goto('/admin/dashboard?tab=recalls');
  await page.getByRole('button', { name: title }).click();
  const acknowledged = page
    .getByRole('dialog', { name: title })
    .getByRole('table', { name: m.affectedClinics })
    .getByRole('row', { name: new RegExp(doctor.fullName) });
  await expect(acknowledged).not.toContainText(m.notAcknowledged);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(m.clinicsAcknowledged(1, 1));
});
