import type { SupplyListItem } from '@shop/contract/supply-list-schemas';
import { parOrderQuantity, supplyListMessages as m } from '@shop/contract/supply-lists';
import { describe, expect, it } from 'vitest';
import { validateCounts } from './list-form';

const item = (productId: number, minLevel: number | null, parLevel: number | null): SupplyListItem => ({
  productId,
  productName: `Product ${productId}`,
  sku: `MED-${productId}`,
  imageUrl: '',
  price: '1.00',
  inStock: true,
  available: null,
  quantity: 1,
  minLevel,
  parLevel,
});

describe('Count stock', () => {
  it('orders a line below its minimum up to par, and nothing at or above it', () => {
    const line = { minLevel: 4, parLevel: 10 };
    expect(parOrderQuantity(line, 3)).toBe(7);
    expect(parOrderQuantity(line, 0)).toBe(10);
    expect(parOrderQuantity(line, 4)).toBe(0);
    expect(parOrderQuantity(line, 12)).toBe(0);
  });

  it('reorders a line without a minimum whenever it is below par, and does not count one without a par', () => {
    expect(parOrderQuantity({ minLevel: null, parLevel: 6 }, 5)).toBe(1);
    expect(parOrderQuantity({ minLevel: null, parLevel: 6 }, 6)).toBe(0);
    expect(parOrderQuantity({ minLevel: null, parLevel: null }, 0)).toBeNull();
  });

  it('sends each counted line with its product, a blank one as not counted', () => {
    const lines = [item(1, 2, 5), item(2, null, 8)];
    expect(validateCounts(lines, 3)({ onShelf: [' 1 ', ''] })).toEqual({
      ok: true,
      body: {
        version: 3,
        counts: [
          { productId: 1, onShelf: 1 },
          { productId: 2, onShelf: null },
        ],
      },
    });
  });

  it('names the field of a count that is not a whole number from 0, and asks for one count at least', () => {
    const lines = [item(1, 2, 5), item(2, null, 8)];
    expect(validateCounts(lines, 1)({ onShelf: ['', '-2'] })).toEqual({
      ok: false,
      errors: { 'counts.1.onShelf': m.onShelf },
    });
    expect(validateCounts(lines, 1)({ onShelf: ['1.5', ''] })).toEqual({
      ok: false,
      errors: { 'counts.0.onShelf': m.onShelf },
    });
    expect(validateCounts(lines, 1)({ onShelf: ['', ' '] })).toEqual({
      ok: false,
      errors: { counts: m.counts },
    });
  });
});
