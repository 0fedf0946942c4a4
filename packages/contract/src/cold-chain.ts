/**
 * The cold chain on the road (issue 42, docs/decisions/058): products kept at 2–8 °C ship only on
 * the shop's cold-chain days (COLD_CHAIN_SHIP_DAYS, Monday to Wednesday unless set), so a box never
 * waits in a depot over a weekend. Zod-free: the checkout, the order page and the desk read it.
 */
import { addDays, isoWeekday, WEEKDAYS } from './calendar-days';
import type { OrderStatus } from './order-status';

/** Monday to Wednesday: a box shipped then arrives within the week (delivery takes 2–5 business days). */
export const COLD_CHAIN_SHIP_DAYS_DEFAULT: readonly number[] = [1, 2, 3];

/** The first of `shipDays` (ISO weekdays, at least one) on or after the calendar date `day`. */
export function nextShipDay(day: string, shipDays: readonly number[]): string {
  for (let ahead = 0; ahead < 7; ahead += 1) {
    const candidate = addDays(day, ahead);
    if (shipDays.includes(isoWeekday(candidate))) return candidate;
  }
  throw new Error('no cold-chain ship day is set');
}

/** The statuses of an order still waiting to ship. */
const AWAITING_SHIPMENT: readonly OrderStatus[] = ['pending', 'approved', 'processing'];

/** What decides when an order is expected to ship: the shop's today and its cold-chain days. */
export interface ShipCalendar {
  /** The shop's calendar day now (YYYY-MM-DD). */
  today: string;
  /** COLD_CHAIN_SHIP_DAYS as ISO weekdays. */
  coldChainShipDays: readonly number[];
}

/**
 * The day an order (or a cart at checkout, `status` undefined) holding a cold-chain line is expected
 * to ship: the first cold-chain day from today on. Null without such a line, and for an order that
 * has shipped or will not ship.
 */
export function estimatedShipOn(
  order: { status?: OrderStatus; items: readonly { coldChain: boolean }[] },
  calendar: ShipCalendar,
): string | null {
  if (order.status !== undefined && !AWAITING_SHIPMENT.includes(order.status)) return null;
  if (!order.items.some((item) => item.coldChain)) return null;
  return nextShipDay(calendar.today, calendar.coldChainShipDays);
}

/** Ship days as a sentence's words: "Monday–Wednesday", "Monday, Wednesday and Friday", "Tuesday". */
export function shipDaysText(shipDays: readonly number[]): string {
  const days = [...new Set(shipDays)].sort((a, b) => a - b);
  const names = days.map((day) => WEEKDAYS[day - 1] ?? String(day));
  const last = names.pop();
  if (last === undefined) return '';
  if (names.length === 0) return last;
  const run = days.length > 2 && (days.at(-1) ?? 0) - (days[0] ?? 0) === days.length - 1;
  return run ? `${names[0]}–${last}` : `${names.join(', ')} and ${last}`;
}

export const coldChainMessages = {
  /** The packing slip's instruction, printed when the order holds a cold-chain line. */
  packingNote: 'Refrigerate 2–8 °C — pack with cold packs',
  packingNoteDetail:
    'The lines marked Refrigerated hold products kept at 2–8 °C: keep them cold until packed.',
  /** The packing slip's mark on each cold-chain line. */
  lineMark: 'Refrigerated (2–8 °C)',
  estimatedShipLabel: 'Estimated ship date',
  estimatedShipHint:
    "Refrigerated products ship only on the shop's cold-chain days, so they never wait in a depot over a weekend.",
  /** The Ship dialog's warning on another day, and the 409 when a shipment on such a day is not confirmed. */
  offDayWarning: (days: string) =>
    `This order holds refrigerated products, which ship ${days} only. Ship it today only if it will not wait in a depot over a weekend.`,
  shipAnyway: 'Ship it today anyway',
} as const;
