import type { OrderChargeFacts } from './charge-rows';
import { fromCents, toCents } from './money';

/**
 * Test data: an order's charges as the quote answers them, for the tests of what shows them (the
 * rows, the order e-mails, the order screens). The total is the subtotal, the shipping and each tax
 * added up, as checkout adds them, so a test names only what it shows. No app code imports this
 * module.
 */
export function charged({
  subtotal,
  shipping = '0.00',
  taxes = [],
  taxExemption = null,
}: {
  subtotal: string;
  shipping?: string;
  /** Each tax as [name, rate with three decimals, amount]: ['GST', '5.000', '6.00']. */
  taxes?: readonly (readonly [name: string, rate: string, amount: string])[];
  taxExemption?: string | null;
}): OrderChargeFacts {
  const total = [subtotal, shipping, ...taxes.map(([, , amount]) => amount)].reduce(
    (sum, amount) => sum + toCents(amount),
    0,
  );
  return {
    subtotal,
    shipping,
    taxes: taxes.map(([name, rate, amount]) => ({ name, rate, amount })),
    total: fromCents(total),
    taxExemption,
  };
}
