/**
 * Payment-card rules shared by the checkout page and the server (docs/product.md, Checkout). Zod-free,
 * so the checkout screen can show the card type as it is typed without extra weight.
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
