import type { OrderStatusChange } from '@shop/contract/order-schemas';
import { describe, expect, it } from 'vitest';
import { checkoutDetails } from '@shop/contract/checkout-fixture';
import { charged } from '@shop/contract/charges-fixture';
import { formatMoney } from '@shop/contract/money';
import { percentText } from '@shop/contract/charges-messages';
import { chargeRows } from '@shop/contract/charge-rows';

import {
  accountTypeLabel,
  addressLines,
  chargeRowValue,
  chargesOfOrder,
  deliveryFacts,
  hasCharges,
  shippingAndTaxText,
  expiryLabel,
  firstItems,
  historyOldestFirst,
  itemsSummaryText,
  paymentMethodLabel,
  parseOrderId,
  parsePage,
  practiceOrderFacts,
  type OrderCharges,
} from './order-format';

/** A clinic's full address, every part given, as forms and orders hold one. */
const clinicAddress = () => checkoutDetails().shippingAddress;

const line = (productName: string, quantity: number) => ({ productName, quantity });

describe('parseOrderId', () => {
  it('reads plain decimal ids in the integer range', () => {
    expect(parseOrderId('1')).toBe(1);
    expect(parseOrderId('999999')).toBe(999999);
    expect(parseOrderId('2147483647')).toBe(2147483647);
  });

  it.each([
    undefined,
    null,
    '',
    '0',
    '-1',
    '1.0',
    '1e3',
    '0x1f',
    '+1',
    ' 1',
    'abc',
    '2147483648',
    '12345678901',
  ])('refuses %j', (raw) => expect(parseOrderId(raw)).toBeUndefined());
});

describe('parsePage', () => {
  it('reads a page from 1', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('7')).toBe(7);
  });

  it.each([undefined, null, '', '0', '-2', '2.5', '1e2', 'two', '1000000'])(
    'falls back to page 1 for %j',
    (raw) => expect(parsePage(raw)).toBe(1),
  );
});

describe('firstItems and itemsSummaryText', () => {
  it('lists every line when there are two or fewer', () => {
    expect(firstItems([line('Botox', 2)])).toEqual({ shown: ['Botox × 2'], more: 0 });
    expect(itemsSummaryText([line('Botox', 2), line('Juvederm', 1)])).toBe('Botox × 2, Juvederm × 1');
  });

  it('shows the first two lines and counts the rest', () => {
    const items = [line('A', 1), line('B', 3), line('C', 1), line('D', 9)];
    expect(firstItems(items)).toEqual({ shown: ['A × 1', 'B × 3'], more: 2 });
    expect(itemsSummaryText(items)).toBe('A × 1, B × 3 +2 more');
  });

  it('takes another limit', () => {
    expect(itemsSummaryText([line('A', 1), line('B', 1)], 1)).toBe('A × 1 +1 more');
  });

  it('is empty for an order without lines', () => {
    expect(itemsSummaryText([])).toBe('');
  });
});

describe('paymentMethodLabel', () => {
  it('reads a missing method and credit_card as Card', () => {
    expect(paymentMethodLabel(null)).toBe('Card');
    expect(paymentMethodLabel(undefined)).toBe('Card');
    expect(paymentMethodLabel('')).toBe('Card');
    expect(paymentMethodLabel('credit_card')).toBe('Card');
  });

  it('spells out any other method', () => {
    expect(paymentMethodLabel('bank_transfer')).toBe('Bank transfer');
  });
});

describe('expiryLabel and accountTypeLabel', () => {
  it('pads the month', () => {
    expect(expiryLabel('3', '2029')).toBe('03/2029');
    expect(expiryLabel('12', '2030')).toBe('12/2030');
  });

  it('is undefined when a part is missing', () => {
    expect(expiryLabel('', '2030')).toBeUndefined();
    expect(expiryLabel('12', null)).toBeUndefined();
  });

  it('capitalises the account type', () => {
    expect(accountTypeLabel('checking')).toBe('Checking');
    expect(accountTypeLabel('savings')).toBe('Savings');
  });
});

describe('addressLines', () => {
  it('writes a full address as label lines', () => {
    expect(addressLines(clinicAddress())).toEqual([
      'Carter Aesthetics',
      '100 King St W',
      'Toronto, ON M5X 1A9',
      'Canada',
    ]);
  });

  it('leaves out missing and blank parts', () => {
    expect(addressLines({ street: '1 Main St', city: '  ', zipCode: '10001' })).toEqual([
      '1 Main St',
      '10001',
    ]);
    expect(addressLines(null)).toEqual([]);
    expect(addressLines({})).toEqual([]);
  });
});

describe('historyOldestFirst', () => {
  const change = (status: OrderStatusChange['status'], at: string): OrderStatusChange => ({
    status,
    fromStatus: null,
    at,
    reason: null,
    by: null,
  });

  it('orders the changes by time, oldest first', () => {
    const history = [
      change('shipped', '2026-03-04T10:00:00.000Z'),
      change('pending', '2026-03-01T09:00:00.000Z'),
      change('approved', '2026-03-02T12:30:00.000Z'),
    ];
    expect(historyOldestFirst(history).map((c) => c.status)).toEqual(['pending', 'approved', 'shipped']);
  });

  it("keeps the server's order for changes made in the same instant", () => {
    const at = '2026-03-01T09:00:00.000Z';
    const history = [change('pending', at), change('cancelled', at)];
    expect(historyOldestFirst(history).map((c) => c.status)).toEqual(['pending', 'cancelled']);
  });

  it('does not change its input', () => {
    const history = [change('approved', '2026-03-02T00:00:00Z'), change('pending', '2026-03-01T00:00:00Z')];
    historyOldestFirst(history);
    expect(history.map((c) => c.status)).toEqual(['approved', 'pending']);
  });
});

describe('percentText', () => {
  it('writes a rate without its trailing zeros', () => {
    expect(percentText('13.000')).toBe('13%');
    expect(percentText('9.975')).toBe('9.975%');
    expect(percentText('6.250')).toBe('6.25%');
    expect(percentText('0.000')).toBe('0%');
    expect(percentText('5')).toBe('5%');
  });
});

describe('chargeRowValue', () => {
  const money = (amount: string) => formatMoney(amount, 'USD');
  const shown = (charges: OrderCharges) =>
    chargeRows(charges).map((row) => `${row.label}: ${chargeRowValue(row, money)}`);

  it('says Free for no shipping, writes each amount, and names the certificate', () => {
    expect(shown(charged({ subtotal: '50.00', taxExemption: 'EX-778' }))).toEqual([
      'Subtotal: $50.00',
      'Shipping: Free',
      'Tax exemption certificate: EX-778',
      'Total: $50.00',
    ]);
  });

  it("reads an order's charges like a quote", () => {
    const order = {
      subtotalAmount: '200.00',
      shippingAmount: '15.00',
      taxAmount: '12.50',
      taxes: [{ name: 'Sales tax', rate: '6.250', amount: '12.50' }],
      totalAmount: '227.50',
      taxExemptionNumber: null,
    };
    expect(shown(chargesOfOrder(order))).toEqual([
      'Subtotal: $200.00',
      'Shipping: $15.00',
      'Sales tax (6.25%): $12.50',
      'Total: $227.50',
    ]);
    expect(shippingAndTaxText(order, money)).toBe('Shipping $15.00, tax $12.50');
    expect(hasCharges(order)).toBe(true);
    expect(hasCharges({ shippingAmount: '0.00', taxAmount: '0.00' })).toBe(false);
    expect(hasCharges({ shippingAmount: '0.00', taxAmount: '0.01' })).toBe(true);
  });
});

describe('practiceOrderFacts', () => {
  const none = { practiceName: null, poNumber: null, placedBy: null, signedOffBy: null };
  const signedOff = {
    practiceName: 'Maple Clinic',
    poNumber: 'PO-4471',
    placedBy: 'Nora Nurse',
    signedOffBy: 'Dr. Jane Carter',
  };

  it('lists the PO number, who placed the order and who signed it off, in that order', () => {
    expect(practiceOrderFacts(signedOff)).toEqual([
      { field: 'poNumber', label: 'PO number', value: 'PO-4471' },
      { field: 'placedBy', label: 'Placed by', value: 'Nora Nurse' },
      { field: 'signedOffBy', label: 'Signed off by', value: 'Dr. Jane Carter' },
    ]);
  });

  it('names the practice first when asked (the admin’s desk)', () => {
    expect(practiceOrderFacts(signedOff, { practiceName: true }).map((fact) => fact.label)).toEqual([
      'Practice',
      'PO number',
      'Placed by',
      'Signed off by',
    ]);
  });

  it('leaves out what the order does not have, blank included', () => {
    expect(practiceOrderFacts(none, { practiceName: true })).toEqual([]);
    expect(practiceOrderFacts({ ...none, placedBy: 'Nora Nurse', poNumber: '  ', signedOffBy: '' })).toEqual([
      { field: 'placedBy', label: 'Placed by', value: 'Nora Nurse' },
    ]);
  });
});

describe('deliveryFacts', () => {
  const notShipped = { shippedOn: null, deliveredOn: null, deliveryAssumed: false };

  it('says nothing before the order ships, then the day it shipped', () => {
    expect(deliveryFacts(notShipped)).toEqual([]);
    expect(deliveryFacts({ ...notShipped, shippedOn: '2027-03-01' })).toEqual([
      { label: 'Shipped on', value: 'Mar 1, 2027' },
    ]);
  });

  it('adds the day it was delivered, marked when the shop assumed it', () => {
    const delivered = { shippedOn: '2027-03-01', deliveredOn: '2027-03-08', deliveryAssumed: false };
    expect(deliveryFacts(delivered)).toEqual([
      { label: 'Shipped on', value: 'Mar 1, 2027' },
      { label: 'Delivered on', value: 'Mar 8, 2027' },
    ]);
    expect(deliveryFacts({ ...delivered, deliveryAssumed: true })[1]).toEqual({
      label: 'Delivered on',
      value: 'Mar 8, 2027 (assumed)',
    });
  });
});
