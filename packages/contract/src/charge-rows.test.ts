import { describe, expect, it } from 'vitest';
import { chargeRows, listsCharges, type OrderChargeFacts } from './charge-rows';

const rows = (order: OrderChargeFacts) =>
  chargeRows(order).map((row) => [
    row.kind,
    row.label,
    row.kind === 'exemption' ? row.certificate : row.amount,
  ]);

describe('chargeRows', () => {
  it('lists the total alone when nothing besides the lines was charged, as the spec has it', () => {
    const order = { subtotal: '2987.75', shipping: '0.00', taxes: [], total: '2987.75', taxExemption: null };
    expect(listsCharges(order)).toBe(false);
    expect(rows(order)).toEqual([['total', 'Total', '2987.75']]);
  });

  it('names each tax with its rate, in the order given, after the subtotal and shipping', () => {
    expect(
      rows({
        subtotal: '100.00',
        shipping: '20.00',
        taxes: [
          { name: 'GST', rate: '5.000', amount: '6.00' },
          { name: 'QST', rate: '9.975', amount: '11.97' },
        ],
        total: '137.97',
        taxExemption: null,
      }),
    ).toEqual([
      ['subtotal', 'Subtotal', '100.00'],
      ['shipping', 'Shipping', '20.00'],
      ['tax', 'GST (5%)', '6.00'],
      ['tax', 'QST (9.975%)', '11.97'],
      ['total', 'Total', '137.97'],
    ]);
  });

  it('lists free shipping where a rate applied, even at 0%, and keeps each row apart', () => {
    const order = {
      subtotal: '80.00',
      shipping: '0.00',
      taxes: [{ name: 'Sales tax', rate: '0.000', amount: '0.00' }],
      total: '80.00',
      taxExemption: null,
    };
    expect(listsCharges(order)).toBe(true);
    expect(chargeRows(order).map((row) => row.key)).toEqual(['subtotal', 'shipping', 'tax-0', 'total']);
  });

  it('names the exemption certificate that took the taxes off, even with nothing else charged', () => {
    expect(
      rows({ subtotal: '50.00', shipping: '0.00', taxes: [], total: '50.00', taxExemption: 'EX-778' }),
    ).toEqual([
      ['subtotal', 'Subtotal', '50.00'],
      ['shipping', 'Shipping', '0.00'],
      ['exemption', 'Tax exemption certificate', 'EX-778'],
      ['total', 'Total', '50.00'],
    ]);
  });
});
