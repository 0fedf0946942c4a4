/**
 * What a received return credits (issue 42, docs/decisions/058): exactly its lines at the unit prices
 * (after their tiers) they were sold at, each rate's tax on the standard lines among them as the order
 * was taxed, and the shipping (with its tax) when the whole order comes back for the shop's fault.
 * Never more than the order was charged: each rate's tax, and the shipping, are capped at what the
 * order paid less what earlier returns' credit notes took. Zod-free; the server issues it.
 */
import { percentThousandths, taxOn, type StoredOrderTax, type TaxClass } from './charges';
import { fromCents, toCents } from './money';

/** A returned line: how many, at the unit price it was sold at, of which tax class when ordered. */
export interface CreditedLine {
  orderItemId: number;
  quantity: number;
  unitPrice: string;
  taxClass: TaxClass;
}

/** The order as it was charged: its taxes per rate and its shipping. */
export interface ChargedOrder {
  taxes: readonly StoredOrderTax[];
  shippingAmount: string;
}

/** What earlier return credit notes of the order took: each rate's tax by name, and the shipping. */
export interface CreditedBefore {
  taxCents: Readonly<Record<string, number>>;
  shippingCents: number;
}

/** A return's credit, as its credit note keeps and prints it. */
export interface ReturnCredit {
  lines: { orderItemId: number; quantity: number; unitPrice: string; totalPrice: string }[];
  subtotalAmount: string;
  shippingAmount: string;
  taxAmount: string;
  taxes: StoredOrderTax[];
  totalAmount: string;
}

export function returnCredit(
  order: ChargedOrder,
  lines: readonly CreditedLine[],
  options: { withShipping: boolean; before: CreditedBefore },
): ReturnCredit {
  const priced = lines.map((line) => ({
    ...line,
    totalCents: toCents(line.unitPrice) * line.quantity,
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
  const standardCents = priced
    .filter((line) => line.taxClass === 'standard')
    .reduce((sum, line) => sum + line.totalCents, 0);
  const shippingCents = options.withShipping
    ? Math.max(0, toCents(order.shippingAmount) - options.before.shippingCents)
    : 0;
  const taxes = order.taxes.map((tax) => {
    const taxableCents = standardCents + (tax.appliesToShipping ? shippingCents : 0);
    const left = toCents(tax.amount) - (options.before.taxCents[tax.name] ?? 0);
    const taxCents = Math.max(0, Math.min(taxOn(taxableCents, percentThousandths(tax.rate)), left));
    return { ...tax, taxable: fromCents(taxableCents), amount: fromCents(taxCents), taxCents };
  });
  const taxCents = taxes.reduce((sum, tax) => sum + tax.taxCents, 0);
  return {
    lines: priced.map((line) => ({
      orderItemId: line.orderItemId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: fromCents(line.totalCents),
    })),
    subtotalAmount: fromCents(subtotalCents),
    shippingAmount: fromCents(shippingCents),
    taxAmount: fromCents(taxCents),
    taxes: taxes.map(({ taxCents: _cents, ...tax }) => tax),
    totalAmount: fromCents(subtotalCents + shippingCents + taxCents),
  };
}
