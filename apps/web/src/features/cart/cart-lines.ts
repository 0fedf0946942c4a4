import type { CartItem } from '@shop/contract/cart-schemas';
import { fromCents } from '@shop/contract/money';
import { priceLine } from '@shop/contract/pricing';

/**
 * The cart with one line's quantity changed and repriced by the contract's bulk rule, shown
 * at once while the server confirms; the server's answer then replaces it.
 */
export function withLineQuantity(items: readonly CartItem[], lineId: number, quantity: number): CartItem[] {
  return items.map((line) => {
    if (line.id !== lineId) return line;
    const { unitPriceCents, lineTotalCents, tier } = priceLine(
      line.product.price,
      line.product.bulkDiscounts,
      quantity,
    );
    return {
      ...line,
      quantity,
      unitPrice: fromCents(unitPriceCents),
      lineTotal: fromCents(lineTotalCents),
      bulkApplied: tier !== undefined,
    };
  });
}

export function withoutLine(items: readonly CartItem[], lineId: number): CartItem[] {
  return items.filter((line) => line.id !== lineId);
}
