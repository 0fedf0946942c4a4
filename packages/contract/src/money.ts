/**
 * Money arithmetic in integer cents, never binary floats (decision 012). Amounts travel as
 * decimal strings such as "129.00".
 */
const DECIMAL = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

export function isMoneyString(value: string): boolean {
  return DECIMAL.test(value);
}

/** "129.5" → 12950. Throws on anything that is not a non-negative amount with at most 2 decimals. */
export function toCents(amount: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`not a money amount: ${amount}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 12950 → "129.50". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a cent amount: ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** -2500 → "-25.00": a balance, which a credit on the account takes below zero. */
export const fromSignedCents = (cents: number): string =>
  cents < 0 ? `-${fromCents(-cents)}` : fromCents(cents);

const formatters = new Map<string, Intl.NumberFormat>();

/** Prices shown in en-US format, in the shop's currency (USD by default; docs/product.md, Content). */
export function formatMoney(amount: string | number, currency = 'USD'): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  const cents = typeof amount === 'number' ? Math.round(amount * 100) : toCents(amount);
  return formatter.format(cents / 100);
}
