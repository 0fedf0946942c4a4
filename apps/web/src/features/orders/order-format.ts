import { chargesScreenMessages as charges } from '@shop/contract/charges-messages';
import type { ChargeRow, OrderChargeFacts } from '@shop/contract/charge-rows';
import { toCents } from '@shop/contract/money';
import { documentMessages } from '@shop/contract/documents';
import { ordersScreenMessages } from '@shop/contract/order-messages';
import type { OrderDetail, OrderItem, OrderStatusChange, OrderSummary } from '@shop/contract/order-schemas';
import { formatDateOnly } from '@/lib/format-date';
import { practiceOrderMessages } from './practice-order-messages';

/**
 * Pure helpers behind the order screens (docs/product.md, Orders): what a card summarises, how payment
 * and addresses read, and the history's order. No DOM, no settings, so they are
 * unit-tested on their own.
 */

/** An order id from the URL and the list's `?page=`: the page table's own rules. */
export { parsePathId as parseOrderId, parsePageParam as parsePage } from '@shop/contract/pages';

export type ItemsSummary = {
  /** The first lines, as "name × quantity". */
  shown: string[];
  /** How many further lines there are ("+N more"). */
  more: number;
};

/** The first `max` lines of an order by name and quantity, and how many lines are left out. */
export function firstItems(
  items: readonly Pick<OrderItem, 'productName' | 'quantity'>[],
  max = 2,
): ItemsSummary {
  const shown = items.slice(0, max).map((item) => `${item.productName} × ${item.quantity}`);
  return { shown, more: Math.max(0, items.length - max) };
}

/** "Botox × 2, Filler × 1 +3 more". */
export function itemsSummaryText(
  items: readonly Pick<OrderItem, 'productName' | 'quantity'>[],
  max = 2,
): string {
  const { shown, more } = firstItems(items, max);
  const text = shown.join(', ');
  return more > 0 ? `${text} ${ordersScreenMessages.moreItems(more)}` : text;
}

/** A missing payment method, and the checkout's only one (`credit_card`), read as Card. */
export { paymentMethodLabel } from '@shop/contract/order-messages';

/** A card's expiry as MM/YYYY, or undefined when a part is missing. */
export function expiryLabel(month: string | null | undefined, year: string | null | undefined) {
  const m = month?.trim();
  const y = year?.trim();
  if (!m || !y) return undefined;
  return `${m.padStart(2, '0')}/${y}`;
}

export function accountTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** An address as the lines of a label (the invoice PDF writes the same lines). */
export { addressLines } from '@shop/contract/postal-address';

/**
 * The status history oldest first, as a timeline reads. The server already sends it so; sorting by
 * time again (stably, so changes in the same instant keep the server's order) keeps the timeline
 * right whatever order the entries arrive in.
 */
export function historyOldestFirst(history: readonly OrderStatusChange[]): OrderStatusChange[] {
  return history
    .map((change, index) => ({ change, index, time: Date.parse(change.at) }))
    .sort((a, b) => {
      const byTime = (Number.isNaN(a.time) ? 0 : a.time) - (Number.isNaN(b.time) ? 0 : b.time);
      return byTime !== 0 ? byTime : a.index - b.index;
    })
    .map(({ change }) => change);
}

const orderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The day an order was placed, in the visitor's time zone: "Mar 4, 2026". */
export function formatOrderDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : orderDate.format(date);
}

/** What an order pays, as the checkout's quote states it and as every order view carries it. */
export type OrderCharges = OrderChargeFacts;
export { chargesOfOrder } from '@shop/contract/charge-rows';

/**
 * A charge row's value as the screens show it: the certificate of an exemption, "Free" for no
 * shipping (listed when a tax or an exemption was), else the amount. The rows are the contract's
 * (`chargeRows`), so the screens, the e-mails and the invoice list the same ones.
 */
export function chargeRowValue(row: ChargeRow, money: (amount: string) => string): string {
  if (row.kind === 'exemption') return row.certificate;
  if (row.kind === 'shipping' && toCents(row.amount) === 0) return charges.freeShipping;
  return money(row.amount);
}

/** Whether the order paid anything besides its lines (shipping or a tax). */
export function hasCharges(order: Pick<OrderSummary, 'shippingAmount' | 'taxAmount'>): boolean {
  return toCents(order.shippingAmount) > 0 || toCents(order.taxAmount) > 0;
}

/** Shipping and every tax together, for a table that shows only the total: "Shipping $15.00, tax $6.25". */
export function shippingAndTaxText(
  order: Pick<OrderSummary, 'shippingAmount' | 'taxAmount'>,
  money: (amount: string) => string,
): string {
  return charges.shippingAndTax(money(order.shippingAmount), money(order.taxAmount));
}

/** The practice's facts' labels; the PO number's is the one its invoice prints. */
const practiceFactLabels = { ...practiceOrderMessages, poNumber: documentMessages.poNumber };

/** What a practice's order says of the practice (issue 39). */
export type PracticeOrderFact = {
  field: 'practiceName' | 'poNumber' | 'placedBy' | 'signedOffBy';
  label: string;
  value: string;
};

/**
 * A practice's order's facts, each only when it has one (blank is none): the practice when
 * `practiceName` is asked for (the admin's desk; a member knows theirs), the PO number, who placed it
 * and who signed it off.
 */
export function practiceOrderFacts(
  order: Pick<OrderDetail, 'practiceName' | 'poNumber' | 'placedBy' | 'signedOffBy'>,
  { practiceName = false }: { practiceName?: boolean } = {},
): PracticeOrderFact[] {
  const fields = [
    ...(practiceName ? (['practiceName'] as const) : []),
    'poNumber',
    'placedBy',
    'signedOffBy',
  ] as const;
  return fields.flatMap((field) => {
    const value = order[field]?.trim();
    return value ? [{ field, label: practiceFactLabels[field], value }] : [];
  });
}

/** A label and its value, as the order screens list facts. */
export type OrderFact = { label: string; value: string };

/**
 * When a shipped order left and arrived (issue 42), each once known: the day it shipped, and the day
 * it was delivered, marked when the shop assumed it rather than anyone confirming it.
 */
export function deliveryFacts(
  order: Pick<OrderSummary, 'shippedOn' | 'deliveredOn' | 'deliveryAssumed'>,
): OrderFact[] {
  const facts: OrderFact[] = [];
  if (order.shippedOn)
    facts.push({ label: ordersScreenMessages.shippedOn, value: formatDateOnly(order.shippedOn) });
  if (order.deliveredOn) {
    const day = formatDateOnly(order.deliveredOn);
    facts.push({
      label: ordersScreenMessages.deliveredOn,
      value: order.deliveryAssumed ? ordersScreenMessages.deliveryAssumed(day) : day,
    });
  }
  return facts;
}
