import type { DemoProduct } from './demo-products';

/**
 * The demo catalogue's stock (issue 19): every product the shop sells tracks its stock, with
 * realistic quantities (the same on every new shop: derived from the name), a few products low, and
 * the first product listed as out of stock tracked at zero; the other out-of-stock products stay
 * untracked, switched off by hand, as a shop that has not counted everything yet would have them.
 * Toxins and fillers are lot-tracked, each in two lots that expire months apart.
 */

export interface DemoLot {
  lotNumber: string;
  /** Months from the day the catalogue is loaded. */
  monthsToExpiry: number;
  onHand: number;
}

export interface DemoStock {
  onHand: number;
  lotTracked: boolean;
  lots: DemoLot[];
}

/** Products with only a few left, so the storefront shows "Only N left" from the start. */
const LOW_STOCK: Readonly<Record<string, number>> = {
  'Xeomin 50 Units': 3,
  'Teoxane RHA Redensity 1 mL': 2,
  'Skyla 13.5 mg IUD': 4,
};

const LOT_TRACKED_CATEGORIES: readonly DemoProduct['category'][] = ['botulinum-toxins', 'dermal-fillers'];

/** A small stable number from a name (FNV-1a), so every new shop gets the same quantities. */
function nameHash(name: string) {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A lot number as makers print them: letters of the name, four digits, the lot's letter. */
function lotNumber(product: DemoProduct, hash: number, letter: string) {
  const initials = product.name
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return `${initials}${String(hash % 10_000).padStart(4, '0')}${letter}`;
}

/** The stock a demo product starts with; undefined for one that does not track it. */
export function demoStockOf(product: DemoProduct, firstOutOfStock: boolean): DemoStock | undefined {
  const lotTracked = LOT_TRACKED_CATEGORIES.includes(product.category);
  if (product.inStock === false) return firstOutOfStock ? { onHand: 0, lotTracked, lots: [] } : undefined;
  const hash = nameHash(product.name);
  const onHand = LOW_STOCK[product.name] ?? 60 + (hash % 180);
  if (!lotTracked) return { onHand, lotTracked, lots: [] };
  const sooner = Math.ceil(onHand * 0.4);
  const lots: DemoLot[] = [
    { lotNumber: lotNumber(product, hash, 'A'), monthsToExpiry: 7, onHand: sooner },
    { lotNumber: lotNumber(product, hash >>> 7, 'B'), monthsToExpiry: 16, onHand: onHand - sooner },
  ].filter((lot) => lot.onHand > 0);
  return { onHand, lotTracked, lots };
}

/** The day `months` after `from`, as YYYY-MM-DD. */
export function monthsAfter(from: Date, months: number) {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, from.getUTCDate()));
  return date.toISOString().slice(0, 10);
}
