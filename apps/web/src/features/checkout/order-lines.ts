import { signOffReasonsFor, type PracticeRole, type SignOffReason } from '@shop/contract/practice-messages';
import type { CartItem } from '@shop/contract/cart-schemas';
import type { Product } from '@shop/contract/catalog-schemas';
import { fromCents, toCents } from '@shop/contract/money';
import { priceLine } from '@shop/contract/pricing';

/** A line of the order being checked out, priced as the server will price it. */
export type CheckoutLine = {
  productId: number;
  name: string;
  imageUrl: string;
  quantity: number;
  /** The product's own price, struck through when a bulk tier applies. */
  price: string;
  unitPrice: string;
  lineTotal: string;
  bulkApplied: boolean;
  inStock: boolean;
  /** How many are left of a product that tracks its stock, once few are; else null. */
  stockLeft: number | null;
  /** A toxin or filler (issue 39): a practice's buyer orders it only with a sign-off. */
  prescriptionOnly: boolean;
};

/** A line asking for more than is left: the server would refuse the order (INSUFFICIENT_STOCK). */
export const isBeyondStock = (line: CheckoutLine) =>
  line.stockLeft !== null && line.quantity > line.stockLeft;

/** The cart's lines as the server priced them. */
export function linesFromCart(items: readonly CartItem[]): CheckoutLine[] {
  return items.map((item) => ({
    productId: item.productId,
    name: item.product.name,
    imageUrl: item.product.imageUrl,
    quantity: item.quantity,
    price: item.product.price,
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
    bulkApplied: item.bulkApplied,
    inStock: item.product.inStock,
    stockLeft: item.product.stockLeft,
    prescriptionOnly: item.product.prescriptionOnly,
  }));
}

/** One product bought now, priced by the bulk rule the server uses (docs/decisions/012). */
export function lineFromProduct(product: Product, quantity: number): CheckoutLine {
  const price = priceLine(product.price, product.bulkDiscounts, quantity);
  return {
    productId: product.id,
    name: product.name,
    imageUrl: product.imageUrl,
    quantity,
    price: product.price,
    unitPrice: fromCents(price.unitPriceCents),
    lineTotal: fromCents(price.lineTotalCents),
    bulkApplied: price.tier !== undefined,
    inStock: product.inStock,
    stockLeft: product.stockLeft,
    prescriptionOnly: product.prescriptionOnly,
  };
}

export function linesTotalCents(lines: readonly CheckoutLine[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.lineTotal), 0);
}

/** The item count is the sum of the quantities. */
export function linesItemCount(lines: readonly CheckoutLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Why the order will wait for a sign-off before it goes to the shop (issue 39), by the server's own
 * rule (signOffReasonsFor): for the member of `practice` (none: not in one, or not known yet), these
 * lines at `totalCents`. The checkout says so before the order is submitted.
 */
export function expectedSignOffReasons(
  practice: { role: PracticeRole; monthlyLimit: string | null; spentThisMonth: string } | undefined,
  lines: readonly CheckoutLine[],
  totalCents: number,
): SignOffReason[] {
  if (!practice) return [];
  return signOffReasonsFor(
    {
      role: practice.role,
      monthlyLimitCents: practice.monthlyLimit === null ? null : toCents(practice.monthlyLimit),
      spentThisMonthCents: toCents(practice.spentThisMonth),
    },
    lines,
    totalCents,
  );
}
