import type { CartItem } from '@shop/contract/cart';
import { describe, expect, it } from 'vitest';
import { withLineQuantity, withoutLine } from './cart-lines';
import { cartTotalCents } from './cart-total';

const product: CartItem['product'] = {
  id: 1,
  name: 'Botox Cosmetic 100 Units',
  description: 'OnabotulinumtoxinA',
  price: '629.00',
  originalPrice: null,
  imageUrl: '/images/abc',
  inStock: true,
  category: { name: 'Botulinum Toxins', slug: 'botulinum-toxins' },
  bulkDiscounts: [
    { id: 1, minQuantity: 5, maxQuantity: 9, discountPercentage: 5, discountedPrice: '597.55' },
    { id: 2, minQuantity: 10, maxQuantity: null, discountPercentage: 8, discountedPrice: '578.68' },
  ],
};
const line = (id: number, quantity: number): CartItem => ({
  id,
  productId: 1,
  quantity,
  unitPrice: '629.00',
  lineTotal: (629 * quantity).toFixed(2),
  bulkApplied: false,
  product,
});

describe('withLineQuantity', () => {
  it('reprices the line by the bulk rule when a tier is reached', () => {
    const [changed] = withLineQuantity([line(1, 4)], 1, 5);
    expect(changed).toMatchObject({
      quantity: 5,
      unitPrice: '597.55',
      lineTotal: '2987.75',
      bulkApplied: true,
    });
  });

  it('goes back to the product price below the first tier, and leaves other lines alone', () => {
    const other = line(2, 1);
    const [changed, untouched] = withLineQuantity([line(1, 5), other], 1, 4);
    expect(changed).toMatchObject({
      quantity: 4,
      unitPrice: '629.00',
      lineTotal: '2516.00',
      bulkApplied: false,
    });
    expect(untouched).toBe(other);
  });
});

describe('cart totals', () => {
  it('adds the line totals in cents', () => {
    const items = [
      { ...line(1, 1), lineTotal: '0.10' },
      { ...line(2, 1), lineTotal: '0.20' },
    ];
    expect(cartTotalCents(items)).toBe(30);
    expect(cartTotalCents(withoutLine(items, 1))).toBe(20);
  });
});
