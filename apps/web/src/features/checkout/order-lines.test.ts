import { describe, expect, it } from 'vitest';
import { expectedSignOffReasons, isBeyondStock, type CheckoutLine } from './order-lines';

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
    prescriptionOnly: true,
  });

  it('asks for more than is left only when few are left and the quantity passes them', () => {
    expect(isBeyondStock(line(4, 3))).toBe(true);
    expect(isBeyondStock(line(3, 3))).toBe(false);
    // Plenty left: the count is not shown, and nothing is refused here (the server decides).
    expect(isBeyondStock(line(40, null))).toBe(false);
  });
});

describe('the sign-off the checkout warns of (issue 39)', () => {
  const toxin: CheckoutLine = {
    productId: 1,
    name: 'Botox Cosmetic 100 Units',
    imageUrl: '/images/abc',
    quantity: 1,
    price: '629.00',
    unitPrice: '629.00',
    lineTotal: '629.00',
    bulkApplied: false,
    inStock: true,
    stockLeft: null,
    prescriptionOnly: true,
  };
  const gloves: CheckoutLine = { ...toxin, productId: 2, name: 'Gloves', prescriptionOnly: false };
  const buyer = { role: 'buyer' as const, monthlyLimit: null, spentThisMonth: '0.00' };

  it("holds a buyer's prescription-only products, not a prescriber's, and nothing else", () => {
    expect(expectedSignOffReasons(buyer, [gloves, toxin], 62900)).toEqual(['prescription-only']);
    expect(expectedSignOffReasons(buyer, [gloves], 62900)).toEqual([]);
    expect(expectedSignOffReasons({ ...buyer, role: 'prescriber' }, [toxin], 62900)).toEqual([]);
    expect(expectedSignOffReasons(undefined, [toxin], 62900)).toEqual([]);
  });

  it('holds an order that takes the member past their monthly limit, counting this month', () => {
    const limited = { role: 'prescriber' as const, monthlyLimit: '1000.00', spentThisMonth: '400.00' };
    expect(expectedSignOffReasons(limited, [gloves], 60000)).toEqual([]);
    expect(expectedSignOffReasons(limited, [gloves], 60001)).toEqual(['over-limit']);
    expect(expectedSignOffReasons({ ...limited, role: 'buyer' }, [toxin], 60001)).toEqual([
      'prescription-only',
      'over-limit',
    ]);
  });
});
