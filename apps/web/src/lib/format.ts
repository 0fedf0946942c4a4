import { toCents } from '@shop/contract/money';
import { settings } from './settings';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: settings.currency });

export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

export function formatPrice(amount: string): string {
  return formatCents(toCents(amount));
}

export { formatDateOnly, formatDateTime } from './format-date';

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
