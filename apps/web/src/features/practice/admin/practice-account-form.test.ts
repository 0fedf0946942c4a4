import { creditMessages as m } from '@shop/contract/credit';
import { describe, expect, it } from 'vitest';
import {
  emptyPayment,
  termsValuesFrom,
  validatePayment,
  validateTerms,
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

  it('starts on today’s date with no method chosen', () => {
    expect(emptyPayment(today)).toEqual({ amount: '', receivedOn: today, method: '', reference: '' });
  });

  it('sends no allocations, so the server pays oldest first, and no blank reference', () => {
    expect(validatePayment(filled, today)).toEqual({
      ok: true,
      body: { amount: '250.00', receivedOn: today, method: 'cheque' },
    });
    expect(validatePayment({ ...filled, reference: ' CHQ 1042 ' }, today)).toMatchObject({
      body: { reference: 'CHQ 1042' },
    });
  });

  it('puts the contract’s messages on the fields', () => {
    expect(validatePayment(emptyPayment(today), today)).toEqual({
      ok: false,
      errors: { amount: m.payment.amount.required, method: m.payment.method },
    });
    expect(validatePayment({ ...filled, receivedOn: '2026-02-30' }, today)).toEqual({
      ok: false,
      errors: { receivedOn: m.payment.receivedOn },
    });
    expect(validatePayment({ ...filled, reference: 'x'.repeat(81) }, today)).toMatchObject({
      errors: { reference: m.payment.reference },
    });
  });

  it('refuses a date after today, as the server does', () => {
    expect(validatePayment({ ...filled, receivedOn: '2026-06-02' }, today)).toEqual({
      ok: false,
      errors: { receivedOn: m.payment.receivedOnFuture },
    });
    expect(validatePayment({ ...filled, amount: '', receivedOn: '2026-06-02' }, today)).toEqual({
      ok: false,
      errors: { amount: m.payment.amount.required, receivedOn: m.payment.receivedOnFuture },
    });
  });
});
