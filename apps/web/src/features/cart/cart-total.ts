import { toCents } from '@/lib/format';
import type { CartLine } from './cart-store';

/**
 * The cart's total in cents: the sum of the line totals (spec §9). Lines are priced at the product
 * price here; bulk tiers are applied by the server cart, which replaces these lines when it lands.
 */
export function cartTotalCents(items: readonly CartLine[]): number {
  return items.reduce((total, line) => total + toCents(line.product.price) * line.quantity, 0);
}
