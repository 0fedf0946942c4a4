/**
 * How stock is shown to shoppers and doctors (issue 19). Kept apart from stock-schemas.ts, which builds the
 * admin's zod schemas: the storefront's product cards, cart and order pages import these without
 * loading zod.
 */

/** How a shopper is told few are left (at or below the product's low-stock threshold). */
export const stockLeftLabel = (left: number) => `Only ${left} left`;

/** How a shipped line's lot is shown: "Lot L123 · exp. 2027-03-31 · 2". */
export const shippedLotLabel = (lot: { lotNumber: string; expiryDate: string; quantity: number }) =>
  `Lot ${lot.lotNumber} · exp. ${lot.expiryDate} · ${lot.quantity}`;

/** Under the quantity stepper when it stops at what is left (issue 38). */
export const stepperLimitLabel = (left: number, inCart: number) =>
  inCart > 0 ? `${stockLeftLabel(left)}, ${inCart} in your cart` : stockLeftLabel(left);

/** The stepper at what is left, with some already in the cart: none more can be added. */
export const allLeftInCartLabel = (left: number) =>
  left === 1 ? 'The last one left is in your cart' : `All ${left} left are in your cart`;

/** "Notify me when back in stock" on an out-of-stock product's page (issue 38). */
export const backInStockMessages = {
  button: 'Notify me when back in stock',
  emailLabel: 'Your email',
  sending: 'Saving...',
  /** The same answer for a new request and an address already waiting: one e-mail either way. */
  waiting: (name: string) => `We'll email you once when ${name} is back in stock.`,
  failed: 'Could not save your request',
  inStockNow: (name: string) => `${name} is in stock now`,
  tooManyRequests: 'Too many back-in-stock requests from your network. Please try again in an hour.',
  subject: (name: string) => `${name} is back in stock`,
  emailText: (name: string) => `${name} is back in stock at the shop. You asked us to tell you once.`,
  emailLink: 'View the product',
} as const;
