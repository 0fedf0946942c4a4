import { describe, expect, it } from 'vitest';
import type { StoredOrderTax } from './charges';
import { returnCredit } from './return-credit';

const hst: StoredOrderTax = {
  name: 'HST',
  rate: '13.000',
  amount: '137.80',
  taxable: '1060.00',
  country: 'CA',
  region: 'CA-ON',
  appliesToShipping: true,
};
/** An order of 10 × 100.00 (standard) and 2 × 5.00 (exempt), shipping 50.00, HST 13% on 1,050.00 + … */
const order = { taxes: [{ ...hst, amount: '136.50', taxable: '1050.00' }], shippingAmount: '50.00' };
const nothingBefore = { taxCents: {}, shippingCents: 0 };

describe('a return’s credit', () => {
  it('credits the lines at their prices and the tax on the standard ones', () => {
    const credit = returnCredit(
      order,
      [
        { orderItemId: 1, quantity: 2, unitPrice: '100.00', taxClass: 'standard' },
        { orderItemId: 2, quantity: 1, unitPrice: '5.00', taxClass: 'exempt' },
      ],
      { withShipping: false, before: nothingBefore },
    );
    expect(credit).toMatchObject({
      subtotalAmount: '205.00',
      shippingAmount: '0.00',
      taxAmount: '26.00',
      totalAmount: '231.00',
      lines: [
        { orderItemId: 1, quantity: 2, unitPrice: '100.00', totalPrice: '200.00' },
        { orderItemId: 2, quantity: 1, unitPrice: '5.00', totalPrice: '5.00' },
      ],
    });
    expect(credit.taxes).toEqual([{ ...order.taxes[0], taxable: '200.00', amount: '26.00' }]);
  });

  it('adds the shipping and its tax when asked, and never more than the order paid', () => {
    const credit = returnCredit(
      order,
      [{ orderItemId: 1, quantity: 10, unitPrice: '100.00', taxClass: 'standard' }],
      {
        withShipping: true,
        before: { taxCents: { HST: 1_000 }, shippingCents: 2_000 },
      },
    );
    // Shipping 50.00 less the 20.00 credited before; HST 13% of 1,030.00 = 133.90, but only
    // 136.50 − 10.00 = 126.50 is left to credit.
    expect(credit).toMatchObject({ shippingAmount: '30.00', taxAmount: '126.50', totalAmount: '1156.50' });
  });
});
