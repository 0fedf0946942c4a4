import type { ApiErrorBody } from '@shop/contract/error-schemas';
import type { CartItem } from '@shop/contract/cart-schemas';
import type { SupplyList, SupplyListSummary } from '@shop/contract/supply-list-schemas';
import {
  LISTS_PATH,
  listSchedulePath,
  scheduledOrderEmailMessages as e,
  supplyListMessages as m,
} from '@shop/contract/supply-lists';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { supplyListSchedules } from '../../db/schema/lists';
import { practiceMembers } from '../../db/schema/practices';
import { outboxEmails } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { addDays, shopToday } from '../../lib/clock';
import { insertProduct } from '../../test/catalog-fixtures';
import { queuedEmails } from '../../test/outbox';
import { practiceTestApp } from '../../test/practice-fixtures';
import { runListScheduleJob } from './list-schedule-job';

/**
 * Scheduled reorders (issue 41): a list repeats every 1–12 weeks on a weekday; the daily job puts it
 * in the cart of the member who set it and e-mails them, once on each of its days however many
 * processes run the job, and never orders. 1 March 2027 is a Monday.
 */
const { clock, t, owner, member } = practiceTestApp('2027-03-01T15:00:00Z');
const ids = { gauze: 0, soldOut: 0 };

beforeAll(async () => {
  ids.gauze = await insertProduct(t.db, {
    name: 'Schedule Gauze',
    category: 'dermal-fillers',
    price: '4.00',
  });
  ids.soldOut = await insertProduct(t.db, {
    name: 'Schedule Sold Out',
    category: 'dermal-fillers',
    price: '5.00',
    inStock: false,
  });
});

/** The shop's day as `day` at 15:00 UTC. */
const setDay = (day: string) => clock.set(`${day}T15:00:00Z`);

async function newList(cookie: string, name: string, items: { productId: number; quantity: number }[]) {
  const res = await t.call('POST', LISTS_PATH, cookie, { name, items });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SupplyList>();
}

async function schedule(cookie: string, id: number, body: Record<string, unknown>, method = 'PUT') {
  const res = await t.call(method as 'PUT', listSchedulePath(id), cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SupplyList>().schedule;
}

/** The job as housekeeping runs it on `day`, three processes at once. */
async function runOn(day: string) {
  setDay(day);
  const settings = { shopName: t.config.shopName, publicUrl: t.config.publicUrl };
  const runs = await Promise.all([1, 2, 3].map(() => runListScheduleJob(t.db, shopToday(t.app), settings)));
  return runs.reduce((sum, run) => ({ filled: sum.filled + run.filled, paused: sum.paused + run.paused }));
}

const scheduledMails = (to: string) =>
  queuedEmails(t.db, and(eq(outboxEmails.toAddress, to), eq(outboxEmails.template, 'scheduled-order-ready')));

describe('scheduled reorders', () => {
  it('sets a schedule from the first of its weekdays after today, and refuses a bad one with field messages', async () => {
    setDay('2027-03-01');
    const doctor = await owner('Schedule Rules Clinic');
    const bookkeeper = await member(doctor, 'bookkeeper');
    const list = await newList(doctor.cookie, 'Weekly', [{ productId: ids.gauze, quantity: 2 }]);

    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ everyWeeks: 0, weekday: 1 }, { everyWeeks: [m.everyWeeks] }],
      [{ everyWeeks: 13, weekday: 1 }, { everyWeeks: [m.everyWeeks] }],
      [{ everyWeeks: 1.5, weekday: 1 }, { everyWeeks: [m.everyWeeks] }],
      [{ everyWeeks: 2, weekday: 8 }, { weekday: [m.weekday] }],
      [{ everyWeeks: 2 }, { weekday: [m.weekday] }],
    ];
    for (const [body, fieldErrors] of refusals) {
      const res = await t.call('PUT', listSchedulePath(list.id), doctor.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ApiErrorBody>().fieldErrors).toEqual(fieldErrors);
    }
    expect(await t.db.select().from(supplyListSchedules)).toEqual([]);

    // A bookkeeper may not; another practice does not see the list; a missing schedule is a 404.
    const refused = await t.call('PUT', listSchedulePath(list.id), bookkeeper.cookie, {
      everyWeeks: 1,
      weekday: 1,
    });
    expect(refused.statusCode).toBe(403);
    const stranger = await owner('Schedule Stranger Clinic');
    for (const [method, body] of [
      ['PUT', { everyWeeks: 1, weekday: 1 }],
      ['PATCH', { action: 'pause' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, listSchedulePath(list.id), stranger.cookie, body);
      expect(res.statusCode, method).toBe(404);
      expect(res.json<ApiErrorBody>().message).toBe(m.notFound);
    }
    const none = await t.call('PATCH', listSchedulePath(list.id), doctor.cookie, { action: 'skip' });
    expect(none.statusCode).toBe(404);
    expect(none.json<ApiErrorBody>().message).toBe(m.noSchedule);
    const badAction = await t.call('PATCH', listSchedulePath(list.id), doctor.cookie, { action: 'later' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json<ApiErrorBody>().fieldErrors).toEqual({ action: [m.scheduleAction] });

    // Monday the 1st, every Monday: the first is the 8th (today's is past asking); Wednesday: the 3rd.
    const [author] = await t.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, doctor.id));
    expect(await schedule(doctor.cookie, list.id, { everyWeeks: 1, weekday: 1 })).toEqual({
      everyWeeks: 1,
      weekday: 1,
      nextOn: '2027-03-08',
      paused: false,
      ownerName: author?.fullName,
      mine: true,
    });
    expect(await schedule(doctor.cookie, list.id, { everyWeeks: 2, weekday: 3 })).toMatchObject({
      nextOn: '2027-03-03',
      everyWeeks: 2,
    });
    const summaries = (await t.call('GET', LISTS_PATH, doctor.cookie)).json<SupplyListSummary[]>();
    expect(summaries[0]?.schedule).toMatchObject({ nextOn: '2027-03-03', weekday: 3 });

    // Pause, skip once (two weeks on), resume; remove.
    expect(await schedule(doctor.cookie, list.id, { action: 'pause' }, 'PATCH')).toMatchObject({
      paused: true,
      nextOn: '2027-03-03',
    });
    expect(await schedule(doctor.cookie, list.id, { action: 'skip' }, 'PATCH')).toMatchObject({
      nextOn: '2027-03-17',
    });
    expect(await schedule(doctor.cookie, list.id, { action: 'resume' }, 'PATCH')).toMatchObject({
      paused: false,
      nextOn: '2027-03-17',
    });
    const removed = await t.call('DELETE', listSchedulePath(list.id), doctor.cookie);
    expect(removed.json<SupplyList>().schedule).toBeNull();
    expect(await t.db.select().from(supplyListSchedules)).toEqual([]);
  });

  it('fills each cart once on each of its days across a month with three processes, paused and skipped days left out', async () => {
    setDay('2027-03-01');
    const weekly = await owner('Schedule Weekly Clinic');
    const fortnightly = await owner('Schedule Fortnightly Clinic');
    const a = await newList(weekly.cookie, 'Every Monday', [{ productId: ids.gauze, quantity: 2 }]);
    const b = await newList(fortnightly.cookie, 'Every other Wednesday', [
      { productId: ids.gauze, quantity: 3 },
      { productId: ids.soldOut, quantity: 1 },
    ]);
    await schedule(weekly.cookie, a.id, { everyWeeks: 1, weekday: 1 });
    await schedule(fortnightly.cookie, b.id, { everyWeeks: 2, weekday: 3 });

    const fired: Record<string, number> = {};
    for (let day = '2027-03-01'; day <= '2027-03-31'; day = addDays(day, 1)) {
      setDay(day);
      // The weekly list is paused over the 22nd and resumed after it; the fortnightly one skips the 17th.
      if (day === '2027-03-16') await schedule(weekly.cookie, a.id, { action: 'pause' }, 'PATCH');
      if (day === '2027-03-23') {
        const resumed = await schedule(weekly.cookie, a.id, { action: 'resume' }, 'PATCH');
        expect(resumed?.nextOn).toBe('2027-03-29');
      }
      if (day === '2027-03-10') {
        const skipped = await schedule(fortnightly.cookie, b.id, { action: 'skip' }, 'PATCH');
        expect(skipped?.nextOn).toBe('2027-03-31');
      }
      const { filled } = await runOn(day);
      if (filled > 0) fired[day] = filled;
      // The same day again later: nothing more.
      expect((await runOn(day)).filled).toBe(0);
    }
    expect(fired).toEqual({
      '2027-03-03': 1,
      '2027-03-08': 1,
      '2027-03-15': 1,
      '2027-03-29': 1,
      '2027-03-31': 1,
    });

    // Carts hold the lists' quantities once per day it fired; no order was placed.
    const cartOf = async (cookie: string) =>
      (await t.call('GET', '/api/cart', cookie))
        .json<CartItem[]>()
        .map((line) => [line.productId, line.quantity]);
    expect(await cartOf(weekly.cookie)).toEqual([[ids.gauze, 6]]);
    expect(await cartOf(fortnightly.cookie)).toEqual([[ids.gauze, 6]]);
    expect((await t.call('GET', '/api/orders', weekly.cookie)).json<{ orders: unknown[] }>().orders).toEqual(
      [],
    );

    // One e-mail a day it fired, naming what could not be ordered, linking to the checkout.
    expect(await scheduledMails(weekly.email)).toHaveLength(3);
    const mails = await scheduledMails(fortnightly.email);
    expect(mails).toHaveLength(2);
    const [first] = mails;
    expect(first?.subject).toBe(`${t.config.shopName}: ${e.subject}`);
    expect(first?.bodyText).toContain(e.lead('Every other Wednesday'));
    expect(first?.bodyText).toContain(e.line('Schedule Gauze', 3));
    expect(first?.bodyText).toContain(e.skippedLine('Schedule Sold Out', 'This product is out of stock'));
    expect(first?.bodyText).toContain(`${t.config.publicUrl}/checkout`);
    expect(first?.bodyText).toContain(e.nextOn('2027-03-17'));

    const [row] = await t.db.select().from(supplyListSchedules).where(eq(supplyListSchedules.listId, a.id));
    expect(row).toMatchObject({ nextOn: '2027-04-05', lastRunOn: '2027-03-29', paused: false });
  });

  it('pauses the schedule of a member who may no longer order, filling no cart', async () => {
    setDay('2027-03-01');
    const doctor = await owner('Schedule Role Clinic');
    const buyer = await member(doctor, 'buyer');
    const list = await newList(doctor.cookie, 'Buyer’s shelf', [{ productId: ids.gauze, quantity: 1 }]);
    await schedule(buyer.cookie, list.id, { everyWeeks: 1, weekday: 2 });
    await t.db
      .update(practiceMembers)
      .set({ role: 'bookkeeper' })
      .where(eq(practiceMembers.userId, buyer.id));

    expect(await runOn('2027-03-02')).toEqual({ filled: 0, paused: 1 });
    const shown = (await t.call('GET', `${LISTS_PATH}/${list.id}`, doctor.cookie)).json<SupplyList>();
    expect(shown.schedule).toMatchObject({ paused: true, mine: false });
    expect((await t.call('GET', '/api/cart', buyer.cookie)).json()).toEqual([]);
    expect(await scheduledMails(buyer.email)).toEqual([]);
  });
});
