import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { supplyListMessages as m, supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import { E2E_CLOCK_OFFSET_DAYS, E2E_SHARED_DATABASE } from '../playwright.config';
import { expect, test } from './test';
import {
  cartLines,
  fillCheckout,
  placeOrder,
  plentifulProducts,
  receivedEmail,
  signInNewDoctor,
  uniqueName,
} from './support';

/** Days after the shop's today on which the story runs the daily job: next month. */
const NEXT_MONTH = 35;

/**
 * The scheduled-reorder job (scripts/daily-jobs.ts) run once, as on a day `days` after the shop's
 * today, in a process of its own on the shop's database; what it printed.
 */
async function runScheduleJobIn(days: number, publicUrl: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/daily-jobs.ts', '--only', 'list-schedules'],
    {
      env: {
        ...process.env,
        DATABASE_URL: E2E_SHARED_DATABASE,
        SHOP_CLOCK_OFFSET_DAYS: String(E2E_CLOCK_OFFSET_DAYS + days),
        PUBLIC_URL: publicUrl,
      },
    },
  );
  return stdout;
}

/**
 * Supply lists (issue 41): a doctor saves a past order as a list and schedules it every four weeks;
 * next month the job puts the list in the cart and e-mails "Your scheduled order is ready to
 * review", whose link leads to the checkout, where the doctor places the order. The job never
 * places it.
 */
test('a doctor saves an order as a list, schedules it, and reorders it next month from the e-mail', async ({
  page,
  baseURL,
}) => {
  test.skip(
    E2E_SHARED_DATABASE === undefined,
    "the job runs in a process of its own, which the one process's embedded database does not allow (E2E_SHARD=cluster runs it)",
  );
  const doctor = await signInNewDoctor(page, baseURL!, uniqueName('Dr. Nora Next'));
  const [first, second] = await plentifulProducts(page, 2);
  const order = await placeOrder(page, [
    { productId: first!.id, quantity: 2 },
    { productId: second!.id, quantity: 1 },
  ]);

  await page.goto(`/orders/${order.id}`);
  await page.getByRole('button', { name: s.saveAsList }).click();
  const name = uniqueName('Monthly injectables');
  const saving = page.getByRole('dialog', { name: s.saveAsListTitle });
  await saving.getByLabel(s.name).fill(name);
  await saving.getByRole('button', { name: s.create }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const scheduled = page.getByRole('region', { name: s.scheduleTitle });
  await scheduled.getByRole('button', { name: s.schedule, exact: true }).click();
  const form = page.getByRole('dialog', { name: s.scheduleDialogTitle });
  await form.getByLabel(s.everyWeeksLabel).fill('4');
  await form.getByLabel(s.weekdayLabel).selectOption({ label: 'Monday' });
  await form.getByRole('button', { name: s.saveSchedule }).click();
  await expect(form).toBeHidden();
  await expect(scheduled).toContainText(s.scheduleSummary(4, 'Monday'));
  // Saving a schedule puts nothing in the cart: its first date is after today.
  expect(await cartLines(page)).toEqual({});

  // Next month the job fills the cart once, and says so by e-mail.
  expect(await runScheduleJobIn(NEXT_MONTH, baseURL!)).toMatch(
    /^list-schedules on \S+: filled 1, paused 0$/m,
  );
  expect(await cartLines(page)).toEqual({ [first!.id]: 2, [second!.id]: 1 });
  // A second run on the same day changes nothing.
  expect(await runScheduleJobIn(NEXT_MONTH, baseURL!)).toMatch(/filled 0, paused 0$/m);
  expect(await cartLines(page)).toEqual({ [first!.id]: 2, [second!.id]: 1 });

  const email = await receivedEmail(doctor.email, new RegExp(`Subject: .*${m.scheduledOrderReady}`));
  expect(email).toContain(name);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/checkout)\b/.exec(email)?.[1];
  expect(link, email).toBeDefined();

  // The order is the doctor's to place, from the cart the job filled.
  await page.goto(link!);
  const main = page.getByRole('main');
  await expect(main.getByText(first!.name)).toBeVisible();
  await expect(main.getByText(second!.name)).toBeVisible();
  await fillCheckout(page);
  await page.getByRole('button', { name: 'Submit Order for Approval' }).last().click();
  await expect(page.getByText('Order Submitted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
  expect(await cartLines(page)).toEqual({});
});
