import { ADMIN_AUDIT_EXPORT_PATH } from '@shop/contract/audit-schemas';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_SUBJECT_LABELS,
  auditScreenMessages as m,
} from '@shop/contract/audit-messages';
import { expect, test } from './test';
import {
  approvedDoctor,
  inStockProducts,
  placeOrder,
  signInAsAdmin,
  signInThroughApi,
  uniqueName,
} from './support';

/**
 * The audit trail on screen (issue 20): a doctor's order approved and shipped by the admin, then the
 * Audit tab narrowed to that order's number shows exactly its two decisions, newest first, with the
 * status before and after each; the Export CSV link carries the same filter, and the admin's name
 * narrows it to what they did.
 */
test('the Audit tab filters to one order’s history', async ({ page, baseURL }) => {
  const doctor = await approvedDoctor(baseURL!, uniqueName('Dr. Audit'));
  const [product] = await inStockProducts(page, 1);
  await signInThroughApi(page, doctor);
  const order = await placeOrder(page, [{ productId: product!.id, quantity: 1 }]);

  await signInAsAdmin(page);
  for (const step of [{ status: 'approved' }, { status: 'shipped', carrier: 'UPS' }]) {
    const res = await page.request.patch(`/api/admin/orders/${order.id}/status`, { data: step });
    expect(res.status()).toBe(200);
  }

  await page.goto('/admin/dashboard?tab=audit');
  await expect(page.getByRole('heading', { name: m.title })).toBeVisible();
  const filters = page.getByRole('form', { name: m.title });
  await filters.getByLabel(m.subjectTypeLabel).selectOption({ label: AUDIT_SUBJECT_LABELS.order });
  await filters.getByLabel(AUDIT_SUBJECT_LABELS.order).fill(order.orderNumber);
  await filters.getByRole('button', { name: m.apply }).click();

  const table = page.getByRole('table', { name: m.title });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(AUDIT_ACTION_LABELS['order.status']);
  await expect(rows.nth(0)).toContainText(order.orderNumber);
  await expect(rows.nth(0)).toContainText('status: approved → shipped');
  await expect(rows.nth(1)).toContainText('status: pending → approved');
  await expect(rows.nth(1)).toContainText(order.orderNumber);

  const exportLink = page.getByRole('link', { name: m.exportCsv });
  const href = `${ADMIN_AUDIT_EXPORT_PATH}?subjectType=order&subject=${order.orderNumber}`;
  await expect(exportLink).toHaveAttribute('href', href);
  const csv = await page.request.get(href);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split('\r\n').filter((line) => line.includes(order.orderNumber))).toHaveLength(2);

  // The admin's name narrows the list further to what they did: both decisions were theirs.
  await rows
    .nth(0)
    .getByRole('button', { name: /^Show only what / })
    .click();
  await expect(filters.getByLabel(m.actorLabel)).toHaveValue(/^\d+$/);
  await expect(exportLink).toHaveAttribute(
    'href',
    new RegExp(`^${ADMIN_AUDIT_EXPORT_PATH}\\?actor=\\d+&subjectType=order&subject=${order.orderNumber}$`),
  );
  await expect(rows).toHaveCount(2);
});
