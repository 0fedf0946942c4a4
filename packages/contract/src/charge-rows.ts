import { chargesScreenMessages as words } from './charges-messages';
import { toCents } from './money';

/**
 * The rows between an order's lines and its total, as every view and document of the order lists
 * them: the checkout's summary, the doctor's order page, the desk's dialog, the order e-mails, the
 * invoice and the credit note (docs/decisions/051). Each caller only writes the amounts its way
 * (the web says "Free" for no shipping, a credit note writes them negative). Zod-free.
 */

/** What an order pays, as the checkout's quote answers it and every order view carries it. */
export interface OrderChargeFacts {
  subtotal: string;
  shipping: string;
  /** Each rate's tax: its name as printed, its percent with three decimals ("13.000"), the amount. */
  taxes: readonly { name: string; rate: string; amount: string }[];
  total: string;
  /** The certificate that took the taxes off, or null. */
  taxExemption: string | null;
}

/** An order as the API answers it (its summary, its detail) or the server stores it. */
export interface StoredOrderCharges {
  subtotalAmount: string;
  shippingAmount: string;
  taxes: OrderChargeFacts['taxes'];
  totalAmount: string;
  taxExemptionNumber: string | null;
}

/** An order's charges in the quote's shape, so the checkout, the order screens and documents read alike. */
export function chargesOfOrder(order: StoredOrderCharges): OrderChargeFacts {
  return {
    subtotal: order.subtotalAmount,
    shipping: order.shippingAmount,
    taxes: order.taxes,
    total: order.totalAmount,
    taxExemption: order.taxExemptionNumber,
  };
}

export type ChargeRow =
  | { kind: 'subtotal' | 'shipping' | 'tax' | 'total'; key: string; label: string; amount: string }
  | { kind: 'exemption'; key: string; label: string; certificate: string };

/**
 * Whether an order lists its charges: it was charged shipping, a rate applied to its address (even
 * at 0%), or an exemption took its taxes off. One that none of these touched (the shop out of the
 * box, and every order placed before shipping and taxes) reads as the spec's did: its total alone.
 */
export function listsCharges(order: Pick<OrderChargeFacts, 'shipping' | 'taxes' | 'taxExemption'>): boolean {
  return toCents(order.shipping) !== 0 || order.taxes.length > 0 || order.taxExemption !== null;
}

/** Subtotal, Shipping, one row per tax ("HST (13%)"), the exemption's certificate, Total. */
export function chargeRows(order: OrderChargeFacts): ChargeRow[] {
  const total: ChargeRow = { kind: 'total', key: 'total', label: words.total, amount: order.total };
  if (!listsCharges(order)) return [total];
  return [
    { kind: 'subtotal', key: 'subtotal', label: words.subtotal, amount: order.subtotal },
    { kind: 'shipping', key: 'shipping', label: words.shipping, amount: order.shipping },
    ...order.taxes.map((tax, index): ChargeRow => ({
      kind: 'tax',
      key: `tax-${index}`,
      label: words.taxLine(tax.name, tax.rate),
      amount: tax.amount,
    })),
    ...(order.taxExemption !== null
      ? [
          {
            kind: 'exemption',
            key: 'exemption',
            label: words.exemption,
            certificate: order.taxExemption,
          } satisfies ChargeRow,
        ]
      : []),
    total,
  ];
}
