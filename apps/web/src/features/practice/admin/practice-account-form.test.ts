import { creditMessages as m } from '@shop/contract/credit';
import { describe, expect, it } from 'vitest';
import {
  emptyPayment,
  partField,
  partsSummary,
  placePartErrors,
  proposedParts,
  termsValuesFrom,
  validatePayment,
  validateTerms,
  type PayableInvoice,
  type PaymentFormValues,
} from './practice-account-form';

const today = '2026-06-01';

describe('the payment terms dialog', () => {
  it('starts blank, or from the terms there are', () => {
    expect(termsValuesFrom(null)).toEqual({ netDays: '', creditLimit: '' });
    expect(
      termsValuesFrom({ netDays: 45, creditLimit: '2500.00', grantedAt: '2026-03-01T09:00:00.000Z' }),
    ).toEqual({ netDays: '45', creditLimit: '2500.00' });
  });

  it('sends net days as a number and the limit as an amount', () => {
    expect(validateTerms({ netDays: ' 30 ', creditLimit: '5000' })).toEqual({
      ok: true,
      body: { netDays: 30, creditLimit: '5000.00' },
    });
  });

  it('puts the contract’s messages on the fields', () => {
    expect(validateTerms({ netDays: '', creditLimit: '' })).toEqual({
      ok: false,
      errors: { netDays: m.netDays, creditLimit: m.creditLimit.required },
    });
    expect(validateTerms({ netDays: '6', creditLimit: '10' })).toMatchObject({
      errors: { netDays: m.netDays },
    });
    expect(validateTerms({ netDays: '30.5', creditLimit: 'abc' })).toMatchObject({
      errors: { netDays: m.netDays, creditLimit: m.creditLimit.format },
    });
  });
});

describe('the record payment dialog', () => {
  const filled: PaymentFormValues = { ...emptyPayment(today), amount: '250', method: 'cheque' };
  const open: PayableInvoice[] = [
    { invoiceId: 7, invoiceNumber: 'INV-2026-000007', dueOn: '2026-05-01', balance: '100.00' },
    { invoiceId: 9, invoiceNumber: 'INV-2026-000009', dueOn: '2026-05-20', balance: '300.00' },
  ];
  const check = (values: PaymentFormValues) => validatePayment(values, open, today);
  const chosen = (parts: Record<number, string>, values: Partial<PaymentFormValues> = {}) =>
    check({ ...filled, ...values, apply: 'chosen', parts });

  it('starts on today’s date with no method chosen, paying oldest first', () => {
    expect(emptyPayment(today)).toEqual({
      amount: '',
      receivedOn: today,
      method: '',
      reference: '',
      apply: 'oldest',
      parts: {},
    });
  });

  it('sends no allocations when it pays oldest first, and no blank reference', () => {
    expect(check(filled)).toEqual({
      ok: true,
      body: { amount: '250.00', receivedOn: today, method: 'cheque' },
    });
    expect(check({ ...filled, reference: ' CHQ 1042 ' })).toMatchObject({
      body: { reference: 'CHQ 1042' },
    });
    // Parts typed, then the choice turned back: none is sent.
    expect(check({ ...filled, parts: { 9: '250' } })).toEqual(check(filled));
  });

  it('sends the chosen parts in the account’s order, blank ones left out', () => {
    expect(chosen({ 9: '200', 7: ' 50 ' })).toEqual({
      ok: true,
      body: {
        amount: '250.00',
        receivedOn: today,
        method: 'cheque',
        allocations: [
          { invoiceId: 7, amount: '50.00' },
          { invoiceId: 9, amount: '200.00' },
        ],
      },
    });
    expect(chosen({ 7: '', 9: '  ' })).toMatchObject({ ok: true, body: { allocations: [] } });
  });

  it('puts a part’s message on its invoice’s field, as the server’s', () => {
    expect(chosen({ 7: 'ten', 9: '0' })).toEqual({
      ok: false,
      errors: {
        [partField(7)]: m.payment.amount.format,
        [partField(9)]: m.payment.amount.notPositive,
      },
    });
    expect(chosen({ 7: '100.01', 9: '100' })).toEqual({
      ok: false,
      errors: { [partField(7)]: m.payment.allocationOverBalance('100.00') },
    });
    expect(chosen({ 7: '100', 9: '150.01' })).toEqual({
      ok: false,
      errors: { allocations: m.payment.allocationOverAmount },
    });
    // Equal to the balance and to the payment is allowed.
    expect(chosen({ 7: '100', 9: '150' })).toMatchObject({ ok: true });
  });

  it('moves a 400’s messages on allocations to the fields of the invoices sent', () => {
    const sent = [{ invoiceId: 9 }, { invoiceId: 7 }];
    expect(
      placePartErrors(
        {
          'allocations.1.amount': 'over',
          'allocations.0.invoiceId': 'not open',
          allocations: 'too much',
          amount: 'bad',
        },
        sent,
      ),
    ).toEqual({ [partField(7)]: 'over', [partField(9)]: 'not open', allocations: 'too much', amount: 'bad' });
  });

  it('proposes the payment spread oldest first, and sums what the parts allocate', () => {
    expect(proposedParts('250', open)).toEqual({ 7: '100.00', 9: '150.00' });
    expect(proposedParts('500', open)).toEqual({ 7: '100.00', 9: '300.00' });
    expect(proposedParts('', open)).toEqual({});
    expect(partsSummary({ ...filled, apply: 'chosen', parts: { 9: '200' } }, open)).toEqual({
      allocatedCents: 20000,
      leftCents: 5000,
    });
    expect(partsSummary({ ...filled, amount: 'x', parts: {} }, open)).toBeUndefined();
    expect(partsSummary({ ...filled, parts: { 7: 'x' } }, open)).toBeUndefined();
  });

  it('puts the contract’s messages on the fields', () => {
    expect(check(emptyPayment(today))).toEqual({
      ok: false,
      errors: { amount: m.payment.amount.required, method: m.payment.method },
    });
    expect(check({ ...filled, receivedOn: '2026-02-30' })).toEqual({
      ok: false,
      errors: { receivedOn: m.payment.receivedOn },
    });
    expect(check({ ...filled, reference: 'x'.repeat(81) })).toMatchObject({
      errors: { reference: m.payment.reference },
    });
  });

  it('refuses a date after the shop’s today, as the server does', () => {
    expect(check({ ...filled, receivedOn: '2026-06-02' })).toEqual({
      ok: false,
      errors: { receivedOn: m.payment.receivedOnFuture },
    });
    expect(check({ ...filled, amount: '', receivedOn: '2026-06-02' })).toEqual({
      ok: false,
      errors: { amount: m.payment.amount.required, receivedOn: m.payment.receivedOnFuture },
    });
  });
});
