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
