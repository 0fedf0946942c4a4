import { PRICE_FILTER } from '@shop/contract/limits';

export type PriceRange = readonly [min: number, max: number];

export const FULL_PRICE_RANGE: PriceRange = [PRICE_FILTER.min, PRICE_FILTER.max];

const snap = (value: number) => Math.round(value / PRICE_FILTER.step) * PRICE_FILTER.step;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * Spec §5 price filter: 0–2000 in steps of 50; the minimum is at least 0 and at least one step below
 * the maximum, the maximum at most 2000 and at least one step above the minimum. `moved` says which
 * end the user changed, so that end gives way when the two would cross.
 */
export function normalizePriceRange(min: number, max: number, moved: 'min' | 'max' = 'min'): PriceRange {
  const { step } = PRICE_FILTER;
  let low = Number.isFinite(min)
    ? clamp(snap(min), PRICE_FILTER.min, PRICE_FILTER.max - step)
    : PRICE_FILTER.min;
  let high = Number.isFinite(max)
    ? clamp(snap(max), PRICE_FILTER.min + step, PRICE_FILTER.max)
    : PRICE_FILTER.max;
  if (high - low < step) {
    if (moved === 'min') low = high - step;
    else high = low + step;
  }
  return [low, high];
}

export function isFullPriceRange([min, max]: PriceRange): boolean {
  return min === PRICE_FILTER.min && max === PRICE_FILTER.max;
}
