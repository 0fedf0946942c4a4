import { toCents } from '@shop/contract/money';
import { settings } from './settings';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: settings.currency });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

export function formatPrice(amount: string): string {
  return formatCents(toCents(amount));
}

/** A calendar date sent as YYYY-MM-DD; formatted in UTC so it never shifts by a day. */
export function formatDateOnly(isoDate: string): string {
  return dateOnly.format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatDateTime(isoTimestamp: string): string {
  return dateTime.format(new Date(isoTimestamp));
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
