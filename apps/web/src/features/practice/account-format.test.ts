import { creditMessages } from '@shop/contract/credit';
import type { AccountBalance } from '@shop/contract/credit-schemas';
import { describe, expect, it } from 'vitest';
import {
  AGEING_COLUMNS,
  OPEN_INVOICES_TABLE,
  PAYMENTS_TABLE,
  accountFacts,
  daysPastDueText,
  signedAmountText,
  termsButtonText,
  termsText,
} from './account-format';

const price = (amount: string) => `$${amount}`;
const terms = { netDays: 30, creditLimit: '5000.00', grantedAt: '2026-03-01T09:00:00.000Z' };

const account: AccountBalance = {
  asOf: '2026-06-01',
  terms,
  balance: '1200.00',
  uninvoiced: '300.00',
  availableCredit: '3500.00',
  unallocatedCredit: '0.00',
  onHold: false,
  ageing: { current: '1000.00', days1to30: '200.00', days31to60: '0.00', days61to90: '0.00', over90: '0.00' },
  openInvoices: [],
  payments: [],
};

describe('a practice’s account in its dialog', () => {
  it('states the terms, or that there are none', () => {
    expect(termsText(terms, price)).toBe('Net 30, credit limit $5000.00');
    expect(termsText(null, price)).toBe('No payment terms');
  });

  it('shows a balance that credit takes below zero with its sign before the money', () => {
    expect(signedAmountText('25.00', price)).toBe('$25.00');
    expect(signedAmountText('-25.00', price)).toBe('-$25.00');
  });

  it('lists the account’s facts, available credit a dash without terms', () => {
    expect(accountFacts(account, price)).toEqual([
      ['Payment terms', 'Net 30, credit limit $5000.00'],
      ['Balance', '$1200.00'],
      ['Available credit', '$3500.00'],
      ['On account, not invoiced yet', '$300.00'],
      ['Credit held', '$0.00'],
    ]);
    const withoutTerms = accountFacts({ ...account, terms: null, availableCredit: null }, price);
    expect(withoutTerms[0]).toEqual(['Payment terms', 'No payment terms']);
    expect(withoutTerms[2]).toEqual(['Available credit', undefined]);
  });

  it('counts the days past due, or says an invoice is not due yet', () => {
    expect(daysPastDueText(1)).toBe('1');
    expect(daysPastDueText(1234)).toBe('1,234');
    expect(daysPastDueText(0)).toBe(creditMessages.account.notYetDue);
    expect(daysPastDueText(-12)).toBe(creditMessages.account.notYetDue);
  });

  it('heads the tables in the contract’s words and order', () => {
    expect(AGEING_COLUMNS).toEqual(['Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days']);
    expect(OPEN_INVOICES_TABLE.columns).toContain('PO number');
    expect(OPEN_INVOICES_TABLE.numeric).toEqual(['Balance', 'Days past due']);
    expect(PAYMENTS_TABLE.numeric).toEqual(['Amount', 'Unallocated']);
  });

  it('offers to set terms, or to change those there are', () => {
    expect(termsButtonText(null)).toBe('Set terms');
    expect(termsButtonText(terms)).toBe('Change terms');
  });
});
