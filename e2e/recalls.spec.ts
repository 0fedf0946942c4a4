import { recallMessages as m, recalledLotMark, RECALL_ACTION_INSTRUCTIONS } from '@shop/contract/recall';
import { expect, test } from './test';
import { lotTrackedProduct, newLot, placeOrder, storyDoctor, uniqueName } from './support';

/**
 * A recall from the admin's desk to the clinic and back (issue 20): the admin opens a recall of a lot
 * a doctor received, found by typing its lot number (issue 38), the doctor sees the banner naming the
 * product and the lot on signing in, finds the lot marked on the order, reads the notice and
 * acknowledges it with the units still on hand, finds it on the account page, and the admin sees
 * when and how many.
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

  // The admin opens the recall in the Recalls tab, finding the product by the lot number typed (in
  // lower case): choosing it ticks that lot.
  await page.goto('/admin/dashboard?tab=recalls');
  await page.getByRole('button', { name: m.openRecall }).click();
  const dialog = page.getByRole('dialog', { name: m.openDialogTitle });
  await dialog.getByRole('searchbox', { name: m.product }).fill(recalled.lotNumber.toLowerCase());
  const found = dialog.getByRole('radio', { name: product.name });
  await expect(found).toHaveAccessibleDescription(m.productLotMatch([recalled.lotNumber]));
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await found.check();
  await expect(dialog.getByRole('checkbox', { name: recalled.lotNumber })).toBeChecked();
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

  // The doctor signs in and sees the banner naming the product and the lot; the order marks the lot.
  await switchTo(page, 'doctor');
  await page.goto('/');
  const banner = page.getByRole('alert').filter({ hasText: m.banner(1) });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(m.bannerProduct(product.name, [recalled.lotNumber]));
  await page.goto(`/orders/${order.id}`);
  const mark = page.getByRole('main').getByRole('link', { name: recalledLotMark(recalled.lotNumber) });
  await expect(mark).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: recalledLotMark(kept.lotNumber) }),
  ).toHaveCount(0);
  await mark.click();
  await expect(page).toHaveURL(/\/recalls\/\d+$/);
  const noticeUrl = page.url();
  await page.goto('/');
  await banner.getByRole('link', { name: m.bannerLink }).click();
  await expect(page).toHaveURL(noticeUrl);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await expect(main).toContainText(RECALL_ACTION_INSTRUCTIONS.return);
  await expect(main).toContainText(order.orderNumber);
  // The acknowledgement asks how many units are still on hand: nothing, or a negative number, is refused.
  const units = main.getByRole('spinbutton', { name: m.unitsOnHand });
  await main.getByRole('button', { name: m.acknowledge }).click();
  await expect(main.getByText(m.unitsOnHandRequired)).toBeVisible();
  await expect(units).toBeFocused();
  await units.fill('-1');
  await main.getByRole('button', { name: m.acknowledge }).click();
  await expect(main.getByText(m.unitsOnHandInvalid)).toBeVisible();
  await units.fill('1');
  await main.getByRole('button', { name: m.acknowledge }).click();
  await expect(page.getByText(m.acknowledgedToast)).toBeVisible();
  await expect(main.getByText(/^You acknowledged this recall on /)).toContainText(m.unitsOnHandReported(1));
  await expect(main.getByRole('button', { name: m.acknowledge })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(m.banner(1))).toHaveCount(0);

  // The account page lists it, acknowledged, with its product and lot, linking to the notice.
  await page.goto('/account');
  const recallsPanel = page.getByRole('region', { name: m.accountHeading });
  const listed = recallsPanel.getByRole('listitem').filter({ hasText: title });
  await expect(listed).toContainText(`${product.name}, lot ${recalled.lotNumber}`);
  await expect(listed).toContainText(/Acknowledged \w{3} \d{1,2}, \d{4}/);
  await expect(listed).toContainText(m.unitsOnHandReported(1));
  await expect(listed.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    new URL(noticeUrl).pathname,
  );

  // The admin sees when the clinic acknowledged it.
  await switchTo(page, 'admin');
  await page.goto('/admin/dashboard?tab=recalls');
  await page.getByRole('button', { name: title }).click();
  const acknowledged = page
    .getByRole('dialog', { name: title })
    .getByRole('table', { name: m.affectedClinics })
    .getByRole('row', { name: new RegExp(doctor.fullName) });
  await expect(acknowledged).not.toContainText(m.notAcknowledged);
  await expect(acknowledged.getByRole('cell').last()).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(m.clinicsAcknowledged(1, 1));
});
