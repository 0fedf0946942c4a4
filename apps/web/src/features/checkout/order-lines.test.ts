import { describe, expect, it } from 'vitest';
import { isBeyondStock, type CheckoutLine } from './order-lines';

describe('a checkout line of a product that tracks its stock', () => {
  const line = (quantity: number, stockLeft: number | null): CheckoutLine => ({
    productId: 1,
    name: 'Botox Cosmetic 100 Units',
    imageUrl: '/images/abc',
    quantity,
    price: '629.00',
    unitPrice: '629.00',
    lineTotal: (629 * quantity).toFixed(2),
    bulkApplied: false,
    inStock: true,
    stockLeft,
  });

  it('asks for more than is left only when few are left and the quantity passes them', () => {
    expect(isBeyondStock(line(4, 3))).toBe(true);
    expect(isBeyondStock(line(3, 3))).toBe(false);
    // Plenty left: the count is not shown, and nothing is refused here (the server decides).
    expect(isBeyondStock(line(40, null))).toBe(false);
  });
});
