import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, toCents } from './money';
import { paginationWindow } from './pagination';
import { applicableTier, discountedPrice, nextTier, priceLine, savingsPercent } from './pricing';

const tiers = [
  { minQuantity: 5, maxQuantity: 9, discountPercentage: '5' },
  { minQuantity: 10, maxQuantity: 24, discountPercentage: '8' },
  { minQuantity: 25, maxQuantity: null, discountPercentage: '12.5' },
];

describe('money', () => {
  it('converts decimal strings and cents both ways', () => {
    expect(toCents('129.00')).toBe(12900);
    expect(toCents('129.5')).toBe(12950);
    expect(toCents('0.07')).toBe(7);
    expect(fromCents(12950)).toBe('129.50');
    expect(fromCents(7)).toBe('0.07');
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('-1')).toThrow();
  });

  it('formats in en-US with the currency', () => {
    expect(formatMoney('1299.5')).toBe('$1,299.50');
    expect(formatMoney('0.00')).toBe('$0.00');
  });
});

describe('bulk price rule', () => {
  it('uses the product price below the first tier', () => {
    expect(priceLine('100.00', tiers, 4)).toMatchObject({ unitPriceCents: 10000, lineTotalCents: 40000 });
    expect(applicableTier(tiers, 4)).toBeUndefined();
  });

  it('applies a tier from its minimum to its maximum, inclusive', () => {
    expect(priceLine('100.00', tiers, 5).unitPriceCents).toBe(9500);
    expect(priceLine('100.00', tiers, 9).unitPriceCents).toBe(9500);
    expect(priceLine('100.00', tiers, 10).unitPriceCents).toBe(9200);
    expect(priceLine('100.00', tiers, 24).unitPriceCents).toBe(9200);
  });

  it('treats a null maximum as unbounded', () => {
    expect(priceLine('100.00', tiers, 25).unitPriceCents).toBe(8750);
    expect(priceLine('100.00', tiers, 10_000).lineTotalCents).toBe(87_500_000);
  });

  it('picks the highest discount when tiers overlap', () => {
    const overlapping = [
      { minQuantity: 1, maxQuantity: null, discountPercentage: 3 },
      { minQuantity: 10, maxQuantity: 20, discountPercentage: 15 },
      { minQuantity: 5, maxQuantity: 50, discountPercentage: 10 },
    ];
    expect(applicableTier(overlapping, 12)?.discountPercentage).toBe(15);
    expect(applicableTier(overlapping, 30)?.discountPercentage).toBe(10);
    expect(applicableTier(overlapping, 2)?.discountPercentage).toBe(3);
  });

  it('rounds the discounted price half-up to the cent', () => {
    expect(discountedPrice('19.99', 15)).toBe('16.99'); // 16.9915
    expect(discountedPrice('0.10', 5)).toBe('0.10'); // 0.095 → 0.10
    expect(discountedPrice('429.00', 100)).toBe('0.00');
  });
});

describe('savings badge', () => {
  it('is the rounded percent difference, or none without a higher original price', () => {
    expect(savingsPercent('78.00', '100.00')).toBe(22);
    expect(savingsPercent('66.67', '100.00')).toBe(33);
    expect(savingsPercent('100.00', '100.00')).toBeNull();
    expect(savingsPercent('100.00', null)).toBeNull();
  });
});

describe('pagination window', () => {
  it('shows every page up to 7', () => {
    expect(paginationWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('shows a window of 5 with first, last and ellipses beyond 7', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 8]);
  });
});

describe('nextTier', () => {
  const offers = [
    { minQuantity: 5, maxQuantity: 9, discountPercentage: '5' },
    { minQuantity: 10, maxQuantity: null, discountPercentage: '10' },
    { minQuantity: 20, maxQuantity: null, discountPercentage: '8' },
  ];

  it('is the smallest quantity that pays less a unit, with its tier', () => {
    expect(nextTier(offers, 1)).toEqual({ quantity: 5, tier: offers[0] });
    expect(nextTier(offers, 5)).toEqual({ quantity: 10, tier: offers[1] });
  });

  it('is nothing at the best price, or without tiers', () => {
    // From 10 up the 10 % tier stays the best: 20 brings no lower price.
    expect(nextTier(offers, 10)).toBeUndefined();
    expect(nextTier(offers, 25)).toBeUndefined();
    expect(nextTier([], 1)).toBeUndefined();
  });
});
