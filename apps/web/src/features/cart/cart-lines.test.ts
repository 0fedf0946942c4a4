import { describe, expect, it } from 'vitest';
import { cartLine } from './cart-fixtures';
import { withLineQuantity, withoutLine } from './cart-lines';
import { cartTotalCents } from './cart-total';

describe('withLineQuantity', () => {
  it('reprices the line by the bulk rule when a tier is reached', () => {
    const [changed] = withLineQuantity([cartLine(1, 4)], 1, 5);
    expect(changed).toMatchObject({
      quantity: 5,
      unitPrice: '597.55',
      lineTotal: '2987.75',
      bulkApplied: true,
    });
  });

  it('goes back to the product price below the first tier, and leaves other lines alone', () => {
    const other = cartLine(2, 1);
    const [changed, untouched] = withLineQuantity([cartLine(1, 5), other], 1, 4);
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
      { ...cartLine(1, 1), lineTotal: '0.10' },
      { ...cartLine(2, 1), lineTotal: '0.20' },
    ];
    expect(cartTotalCents(items)).toBe(30);
    expect(cartTotalCents(withoutLine(items, 1))).toBe(20);
  });
});
