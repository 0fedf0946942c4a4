import { ReceivablesQuery } from '@shop/contract/credit-schemas';
import { describe, expect, it } from 'vitest';
import { receivablesApiPath, receivablesCsvHref } from './api/get-receivables';
import { receivableTermsText, RECEIVABLES_COLUMNS } from './receivables-format';
import { receivablesStatusOf, withReceivablesStatus } from './receivables-tab-params';

describe('the Receivables tab’s status in the address', () => {
  it('reads a status it knows, and anything else as every practice', () => {
    expect(receivablesStatusOf(new URLSearchParams('tab=receivables&status=overdue'))).toBe('overdue');
    expect(receivablesStatusOf(new URLSearchParams('tab=receivables&status=on_hold'))).toBe('on_hold');
    expect(receivablesStatusOf(new URLSearchParams('tab=receivables&status=late'))).toBe('all');
    expect(receivablesStatusOf(new URLSearchParams('tab=receivables'))).toBe('all');
  });

  it('writes the status in, keeping the tab, and takes it out for all', () => {
    const held = withReceivablesStatus(new URLSearchParams('tab=receivables'), 'on_hold');
    expect(held.toString()).toBe('tab=receivables&status=on_hold');
    expect(withReceivablesStatus(held, 'all').toString()).toBe('tab=receivables');
  });
});

describe('the Receivables tab’s requests', () => {
  it('asks for the first page of every practice plainly', () => {
    expect(receivablesApiPath({ search: ' ', status: 'all' }, 1)).toBe('/api/admin/receivables');
    expect(receivablesCsvHref({ search: '', status: 'all' })).toBe('/api/admin/receivables.csv');
  });

  it('sends the search, the status and a later page; the CSV takes the filters, not the page', () => {
    const filter = { search: ' Carter & Co ', status: 'overdue' } as const;
    expect(receivablesApiPath(filter, 3)).toBe(
      '/api/admin/receivables?q=Carter+%26+Co&status=overdue&page=3',
    );
    const href = receivablesCsvHref(filter);
    expect(href).toBe('/api/admin/receivables.csv?q=Carter+%26+Co&status=overdue');
    const query = Object.fromEntries(new URL(href, 'http://shop.example').searchParams);
    expect(ReceivablesQuery.safeParse(query).success).toBe(true);
  });
});

describe('the Receivables table', () => {
  it('names its columns with the account’s and the ageing’s words', () => {
    expect(RECEIVABLES_COLUMNS).toEqual([
      'Practice',
      'Payment terms',
      'Balance',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Oldest due',
    ]);
  });

  it('reads the terms as "Net 30", or that there are none', () => {
    expect(receivableTermsText({ netDays: 30 })).toBe('Net 30');
    expect(receivableTermsText(null)).toBe('No payment terms');
  });
});
