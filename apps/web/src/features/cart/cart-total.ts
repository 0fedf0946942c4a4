import type { CartItem } from '@shop/contract/cart-schemas';
import { toCents } from '@shop/contract/money';

/** The cart total is the sum of the server's line totals, added up in whole cents. */
export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((total, line) => total + toCents(line.lineTotal), 0);
}
