import { spawn } from 'node:child_process';
import { addDays, isoWeekday } from '@shop/contract/calendar-days';
import { coldChainMessages as m } from '@shop/contract/cold-chain';
import { E2E_APP_SECRET, E2E_SHARED_DATABASE } from '../playwright.config';
import { expect, test } from './test';
import {
  addToCartThroughApi,
  fillCheckout,
  productThroughApi,
  signInAsAdmin,
  signInNewDoctor,
  switchUser,
  uniqueName,
} from './support';

const THURSDAY = 4;
/** The shop's calendar (SHOP_TIME_ZONE's default). */
const SHOP_TIME_ZONE = 'America/Toronto';
const calendarDay = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(moment);
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * One more process of the stories' shop, on the same database, whose calendar is on the next
 * Thursday (SHOP_CLOCK_OFFSET_DAYS): the same shop, visited on a Thursday. Sessions live in the
 * database and the browser sends its cookies to every port of 127.0.0.1, so a member signed in on
 * the shop is signed in here too.
 */
async function shopOnThursday(baseURL: string) {
  const today = calendarDay(new Date());
  const days = (THURSDAY - isoWeekday(today) + 7) % 7;
  const port = Number(new URL(baseURL).port) + 8;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: E2E_SHARED_DATABASE,
      APP_SECRET: E2E_APP_SECRET,
      SHOP_CLOCK_OFFSET_DAYS: String(days),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the Thursday shop did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    thursday: addDays(today, days),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The cold chain on the road (issue 42): refrigerated products ship Monday–Wednesday
 * (COLD_CHAIN_SHIP_DAYS). A doctor who orders one on a Thursday sees the next Monday as its ship
 * date at checkout and on the confirmation; the admin who ships it that Thursday anyway is warned
 * and must confirm.
 */
test('a cold-chain order placed on a Thursday shows the next Monday as its ship date, and shipping it that day asks to confirm', async ({
  page,
  baseURL,
}) => {
  test.skip(
    E2E_SHARED_DATABASE === undefined,
    "a second process on the shop's database, which the one process's embedded database does not allow (E2E_SHARD=cluster runs it)",
  );
  test.slow();
  await signInAsAdmin(page);
  const product = await productThroughApi(page, uniqueName('Cold Toxin 100 U'), { coldChain: true });
  const shop = await shopOnThursday(baseURL!);
  try {
    const monday = shownDay(addDays(shop.thursday, 4));
    const doctor = await signInNewDoctor(page, baseURL!, uniqueName('Dr. Cole Chain'));
    await addToCartThroughApi(page, product.id, 1);

    await page.goto(`${shop.url}/checkout`);
    // The estimate comes with the quote, once the address says where the order goes.
    await fillCheckout(page);
    const summary = page.getByRole('region', { name: 'Order Summary' }).first();
    await expect(summary.getByText(m.estimatedShipLabel)).toBeVisible();
    await expect(summary).toContainText(monday);
    await expect(summary).toContainText(m.estimatedShipHint);
    await page.getByRole('button', { name: 'Submit Order for Approval' }).last().click();
    await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText(m.estimatedShipLabel);
    await expect(next).toContainText(monday);
    const orderNumber = (await page.getByTestId('placed-order-number').textContent())!;
    // The order's page says the same.
    await page.getByRole('link', { name: 'View order details' }).click();
    await expect(page.getByRole('region', { name: 'Items' })).toContainText(m.lineMark);
    const shipment = page.getByRole('region', { name: 'Shipment' });
    await expect(shipment).toContainText(m.estimatedShipLabel);
    await expect(shipment).toContainText(monday);
    const orderPage = page.url();

    // The admin ships it that Thursday anyway: warned, and only once confirmed.
    await switchUser(page, 'admin');
    await page.goto(`${shop.url}/admin/dashboard?tab=orders`);
    await page.getByLabel('Search orders').fill(orderNumber);
    await page.getByRole('table', { name: 'Orders' }).getByRole('button', { name: orderNumber }).click();
    const details = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    await details.getByRole('button', { name: 'Approve', exact: true }).click();
    await details.getByRole('button', { name: 'Ship Order' }).click();
    const ship = page.getByRole('dialog', { name: `Ship order ${orderNumber}` });
    await expect(ship.getByText(m.offDayWarning('Monday–Wednesday'))).toBeVisible();
    const send = ship.getByRole('button', { name: 'Ship Order' });
    await expect(send).toBeDisabled();
    await ship.getByLabel(m.shipAnyway).check();
    await send.click();
    await expect(ship).toHaveCount(0);
    await expect(details.locator('[data-status="shipped"]')).toBeVisible();
    await expect(details).toContainText(shownDay(shop.thursday));

    // The doctor's order shows the day it shipped instead of the estimate.
    await switchUser(page, doctor);
    await page.goto(orderPage);
    await expect(shipment).toContainText('Shipped on');
    await expect(shipment).not.toContainText(m.estimatedShipLabel);
  } finally {
    await shop.stop();
  }
});
