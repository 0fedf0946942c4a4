import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { checkoutDetails } from '@shop/contract/checkout-fixture';
import { parseCsv } from '@shop/contract/csv-test-reader';
import { ORDER_CSV_COLUMNS } from '@shop/contract/order-csv';
import { inStockProducts, storyDoctor, uniqueName, type PlacedOrder } from './support';

/** The order desk's Export CSV (issue 22): what the admin downloads is what the filters show. */

const { switchTo } = storyDoctor('Dr. Ingrid Export');

/** An order of one product, as the signed-in doctor, under this doctor's name (the desk searches it). */
async function orderUnder(page: Page, doctorName: string, quantity: number): Promise<PlacedOrder> {
  const [product] = await inStockProducts(page, 1);
  const res = await page.request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { ...checkoutDetails({ doctorName }), items: [{ productId: product!.id, quantity }] },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { order: PlacedOrder }).order;
}

test('an admin filters the order desk by a status and exports it: the file holds exactly those orders', async ({
  page,
}) => {
  const doctorName = uniqueName('Dr. Export');
  await switchTo(page, 'doctor');
  const first = await orderUnder(page, doctorName, 1);
  const second = await orderUnder(page, doctorName, 2);
  const left = await orderUnder(page, doctorName, 3);

  await switchTo(page, 'admin');
  for (const order of [first, second])
    expect((await page.request.post(`/api/admin/orders/${order.id}/approve`)).status()).toBe(200);

  await page.goto('/admin/dashboard?tab=orders');
  await page.getByLabel('Search orders').fill(doctorName);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.getByLabel('Status').selectOption('approved');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).not.toContainText(left.orderNumber);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual([...ORDER_CSV_COLUMNS]);
  // One line each, in the order placed, as the desk shows them: approved, this doctor's.
  expect(rows.map((row) => [row[0], row[3], row[4], row[9], row[12]])).toEqual([
    [first.orderNumber, 'Approved', doctorName, '1', first.totalAmount],
    [second.orderNumber, 'Approved', doctorName, '2', second.totalAmount],
  ]);
});
