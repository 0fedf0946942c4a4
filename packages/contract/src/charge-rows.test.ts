import { describe, expect, it } from 'vitest';
import { chargeRows, listsCharges, type OrderChargeFacts } from './charge-rows';
import { charged } from './charges-fixture';

const rows = (order: OrderChargeFacts) =>
  chargeRows(order).map((row) => [
    row.kind,
    row.label,
    row.kind === 'exemption' ? row.certificate : row.amount,
  ]);

describe('chargeRows', () => {
  it('lists the total alone when nothing besides the lines was charged, as the spec has it', () => {
    const order = charged({ subtotal: '2987.75' });
    expect(listsCharges(order)).toBe(false);
    expect(rows(order)).toEqual([['total', 'Total', '2987.75']]);
  });

  it('names each tax with its rate, in the order given, after the subtotal and shipping', () => {
    expect(
      rows(
        charged({
          subtotal: '100.00',
          shipping: '20.00',
          taxes: [
            ['GST', '5.000', '6.00'],
            ['QST', '9.975', '11.97'],
          ],
        }),
      ),
    ).toEqual([
      ['subtotal', 'Subtotal', '100.00'],
      ['shipping', 'Shipping', '20.00'],
      ['tax', 'GST (5%)', '6.00'],
      ['tax', 'QST (9.975%)', '11.97'],
      ['total', 'Total', '137.97'],
    ]);
  });

  it('lists free shipping where a rate applied, even at 0%, and keeps each row apart', () => {
    const order = charged({ subtotal: '80.00', taxes: [['Sales tax', '0.000', '0.00']] });
    expect(listsCharges(order)).toBe(true);
    expect(chargeRows(order).map((row) => row.key)).toEqual(['subtotal', 'shipping', 'tax-0', 'total']);
  });

  it('names the exemption certificate that took the taxes off, even with nothing else charged', () => {
    expect(rows(charged({ subtotal: '50.00', taxExemption: 'EX-778' }))).toEqual([
      ['subtotal', 'Subtotal', '50.00'],
      ['shipping', 'Shipping', '0.00'],
      ['exemption', 'Tax exemption certificate', 'EX-778'],
      ['total', 'Total', '50.00'],
    ]);
  });
});
