import { describe, expect, it } from 'vitest';
import { isFullPriceRange, normalizePriceRange } from './price-range';

describe('normalizePriceRange (spec §5 price filter)', () => {
  it('keeps a valid range as it is', () => {
    expect(normalizePriceRange(100, 500)).toEqual([100, 500]);
  });

  it('keeps the minimum at 0 or more and the maximum at 2000 or less', () => {
    expect(normalizePriceRange(-50, 2500)).toEqual([0, 2000]);
  });

  it('snaps to steps of 50', () => {
    expect(normalizePriceRange(74, 226)).toEqual([50, 250]);
  });

  it('keeps the minimum at least 50 below the maximum, moving the end that was changed', () => {
    expect(normalizePriceRange(500, 520, 'max')).toEqual([500, 550]);
    expect(normalizePriceRange(600, 550, 'min')).toEqual([500, 550]);
    expect(normalizePriceRange(2000, 2000, 'min')).toEqual([1950, 2000]);
    expect(normalizePriceRange(0, 0, 'max')).toEqual([0, 50]);
  });

  it('falls back to the full range for values that are not numbers', () => {
    expect(normalizePriceRange(Number.NaN, Number.NaN)).toEqual([0, 2000]);
  });

  it('recognises the full range', () => {
    expect(isFullPriceRange([0, 2000])).toBe(true);
    expect(isFullPriceRange([0, 1950])).toBe(false);
  });
});
