import { DAY_MS } from '@shop/contract/calendar-days';

/**
 * The time the shop runs on. The app reads "now" through its clock (`app.clock`), never the
 * machine's date directly where a rule depends on the day (licence expiry, the daily jobs), so a
 * test can move it: `MovableClock` starts at a given moment and moves only when told.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The machine's clock moved `days` ahead (SHOP_CLOCK_OFFSET_DAYS: browser tests, demos). */
export const offsetClock = (days: number): Clock =>
  days === 0 ? systemClock : { now: () => new Date(Date.now() + days * DAY_MS) };

/** A clock for tests: stands still at `start` until set or moved. */
export class MovableClock implements Clock {
  #now: number;

  constructor(start: Date | string = new Date()) {
    this.#now = new Date(start).getTime();
  }

  now() {
    return new Date(this.#now);
  }

  set(moment: Date | string) {
    this.#now = new Date(moment).getTime();
  }

  advanceDays(days: number) {
    this.#now += days * DAY_MS;
  }
}

/**
 * One formatter per time zone, with the last date it wrote and the second it wrote it for: building
 * an Intl.DateTimeFormat costs far more than formatting with one (it was a third of the shop's own
 * work per checkout), and formatting still costs more than the rest of a licence check, while every
 * request of the same second asks for the same date. A zone's days begin on a whole second (its
 * offsets are whole seconds), so two moments of one second fall on one date.
 */
const dateFormats = new Map<string, { format: Intl.DateTimeFormat; second: number; date: string }>();

/** The calendar date (YYYY-MM-DD) that `moment` falls on in `timeZone`. */
export function dateIn(timeZone: string, moment: Date): string {
  let zone = dateFormats.get(timeZone);
  if (zone === undefined) {
    // en-CA writes dates as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zone = { format, second: Number.NaN, date: '' };
    dateFormats.set(timeZone, zone);
  }
  const second = Math.floor(moment.getTime() / 1000);
  if (second !== zone.second) {
    zone.date = zone.format.format(moment);
    zone.second = second;
  }
  return zone.date;
}

import type { ShipCalendar } from '@shop/contract/cold-chain';

/** Whole-day arithmetic on calendar dates: the contract's, which the statement's ageing uses too. */
export { addDays, daysBetween } from '@shop/contract/calendar-days';

/** The shop's calendar date now: its clock's moment in its time zone (SHOP_TIME_ZONE). */
export const shopToday = (shop: { clock: Clock; config: { shopTimeZone: string } }) =>
  dateIn(shop.config.shopTimeZone, shop.clock.now());

/** The shop's today and its cold-chain days: when an order holding a refrigerated line ships. */
export const shipCalendarOf = (shop: {
  clock: Clock;
  config: { shopTimeZone: string; coldChainShipDays: readonly number[] };
}): ShipCalendar => ({ today: shopToday(shop), coldChainShipDays: shop.config.coldChainShipDays });
