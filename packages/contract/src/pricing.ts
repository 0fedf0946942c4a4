import { fromCents, toCents } from './money';

export interface TierRule {
  minQuantity: number;
  maxQuantity: number | null;
  /** Percent as a decimal string or number, 0–100, at most 2 decimals ("12.5"). */
  discountPercentage: string | number;
}

/** Percent → basis points (12.5 → 1250), so the arithmetic stays in integers. */
function basisPoints(percent: string | number): number {
  return Math.round(Number(percent) * 100);
}

/** Price × (1 − percent / 100), rounded half-up to the cent (docs/product.md, Bulk pricing). */
export function discountedPriceCents(priceCents: number, percent: string | number): number {
  const bp = basisPoints(percent);
  return Math.floor((priceCents * (10_000 - bp) + 5_000) / 10_000);
}

export function discountedPrice(price: string, percent: string | number): string {
  return fromCents(discountedPriceCents(toCents(price), percent));
}

/**
 * The bulk price rule (docs/product.md, Bulk pricing): among tiers where minQuantity ≤ quantity ≤
 * maxQuantity (or maxQuantity is null), the tier with the highest discountPercentage applies.
 */
export function applicableTier<T extends TierRule>(tiers: readonly T[], quantity: number): T | undefined {
  let best: T | undefined;
  for (const tier of tiers) {
    const fits = quantity >= tier.minQuantity && (tier.maxQuantity === null || quantity <= tier.maxQuantity);
    if (fits && (!best || basisPoints(tier.discountPercentage) > basisPoints(best.discountPercentage))) {
      best = tier;
    }
  }
  return best;
}

/**
 * The next better price above `quantity`: the smallest quantity at which the applicable tier gives
 * a higher discount than now, with that tier; undefined when no larger quantity pays less a unit.
 */
export function nextTier<T extends TierRule>(
  tiers: readonly T[],
  quantity: number,
): { quantity: number; tier: T } | undefined {
  const now = basisPoints(applicableTier(tiers, quantity)?.discountPercentage ?? 0);
  let next: { quantity: number; tier: T } | undefined;
  for (const { minQuantity } of tiers) {
    if (minQuantity <= quantity || (next && minQuantity >= next.quantity)) continue;
    const tier = applicableTier(tiers, minQuantity);
    if (tier && basisPoints(tier.discountPercentage) > now) next = { quantity: minQuantity, tier };
  }
  return next;
}

export interface LinePrice {
  unitPriceCents: number;
  lineTotalCents: number;
  tier: TierRule | undefined;
}

/** Unit price (product price or the best tier's discounted price) and line total in cents. */
export function priceLine(price: string, tiers: readonly TierRule[], quantity: number): LinePrice {
  const base = toCents(price);
  const tier = applicableTier(tiers, quantity);
  const unitPriceCents = tier ? discountedPriceCents(base, tier.discountPercentage) : base;
  return { unitPriceCents, lineTotalCents: unitPriceCents * quantity, tier };
}

/** Savings badge: rounded percent difference between original and current price. */
export function savingsPercent(price: string, originalPrice: string | null | undefined): number | null {
  if (!originalPrice) return null;
  const original = toCents(originalPrice);
  const current = toCents(price);
  if (original <= current || original === 0) return null;
  return Math.round(((original - current) * 100) / original);
}
