import { describe, expect, it } from 'vitest';
import { botoxProduct, cartLine } from './cart-fixtures';
import { isCartItem, readPersistedCart } from './persisted-cart';

const line = cartLine(7, 5, {
  unitPrice: '597.55',
  lineTotal: '2987.75',
  bulkApplied: true,
  product: botoxProduct({ originalPrice: '689.00' }),
});

describe('readPersistedCart', () => {
  it('keeps a valid stored cart', () => {
    const stored = { items: [line], isOpen: true, sessionId: 'abc123' };
    expect(readPersistedCart(stored)).toEqual(stored);
  });

  it('drops what does not parse and keeps the rest', () => {
    const badLine = { ...line, lineTotal: 2987.75 };
    expect(readPersistedCart({ items: [line, badLine], isOpen: 'yes', sessionId: 'abc123' })).toEqual({
      sessionId: 'abc123',
    });
  });

  it('ignores anything that is not an object', () => {
    expect(readPersistedCart(null)).toEqual({});
    expect(readPersistedCart('cart')).toEqual({});
    expect(readPersistedCart([line])).toEqual({});
  });

  it('refuses the lines of the older client store (no server prices)', () => {
    const oldLine = {
      id: 1,
      productId: 1,
      quantity: 1,
      product: { id: 1, name: 'x', price: '1.00', imageUrl: null },
    };
    expect(readPersistedCart({ items: [oldLine] })).toEqual({});
  });
});

describe('isCartItem', () => {
  it('refuses a zero or fractional quantity and a malformed tier', () => {
    expect(isCartItem(line)).toBe(true);
    expect(isCartItem({ ...line, quantity: 0 })).toBe(false);
    expect(isCartItem({ ...line, quantity: 1.5 })).toBe(false);
    expect(isCartItem({ ...line, product: { ...line.product, bulkDiscounts: [{ minQuantity: '5' }] } })).toBe(
      false,
    );
  });
});
