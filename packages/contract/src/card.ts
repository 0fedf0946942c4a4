/**
 * Payment-card and bank-number rules shared by the checkout page and the server (docs/product.md,
 * Checkout; docs/decisions/029-card-number-lengths.md). Zod-free, so the checkout screen can show the
 * card type as it is typed without extra weight.
 */
export type CardType = 'Visa' | 'Mastercard' | 'American Express' | 'Unknown';

/** Card numbers are typed with spaces or hyphens between groups; only the digits count. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The card type from the number's first digit: 4 Visa, 5 Mastercard, 3 American Express. */
export function cardTypeOf(cardNumber: string): CardType {
  switch (cardDigits(cardNumber).charAt(0)) {
    case '4':
      return 'Visa';
    case '5':
      return 'Mastercard';
    case '3':
      return 'American Express';
    default:
      return 'Unknown';
  }
}

/**
 * How many digits a card of this type has: American Express numbers have 15, the others 16 to 19
 * (decision 029).
 */
export function cardNumberLength(type: CardType): { min: number; max: number } {
  return type === 'American Express' ? { min: 15, max: 15 } : { min: 16, max: 19 };
}

/** The security code's length: 4 digits on the front of an American Express card, 3 on the back of others. */
export function cvcLength(type: CardType): number {
  return type === 'American Express' ? 4 : 3;
}

/** Only zeros: passes the Luhn and routing checksums, yet names no card or bank. */
export function isAllZeros(digits: string): boolean {
  return /^0+$/.test(digits);
}

export function lastFour(digits: string): string {
  return cardDigits(digits).slice(-4);
}

/** The Luhn checksum every card number carries: catches a mistyped digit before an admin does. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The ABA checksum of a 9-digit US routing number: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a
 * multiple of 10. Catches any one mistyped digit, and most swaps of two neighbours.
 */
export function passesAbaChecksum(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += weight * Number(routingNumber.charAt(i));
  });
  return sum % 10 === 0;
}

/** No card is issued for longer: a later year is a typing mistake (2205 for 2025). */
export const CARD_EXPIRY_YEARS_AHEAD = 20;

/** An expiry year past CARD_EXPIRY_YEARS_AHEAD years from now. */
export function isExpiryTooFar(year: number, now: Date = new Date()): boolean {
  return year > now.getUTCFullYear() + CARD_EXPIRY_YEARS_AHEAD;
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** How a card is shown once its number is gone: "•••• 4242". */
export function maskedCard(last4: string | null | undefined): string | undefined {
  return last4 ? `•••• ${last4}` : undefined;
}
