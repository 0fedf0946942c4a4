import { practiceMessages, signOffMessages } from '@shop/contract/practice-messages';
import type { AdminPracticeSummary } from '@shop/contract/practice-schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { practiceScreenMessages as s } from '../practice-screen-messages';
import {
  detailErrorTitle,
  orderStatusText,
  ownersText,
  poNumberRequiredText,
  practiceFacts,
  signOffReasonTexts,
} from './practice-admin-format';

const carter: AdminPracticeSummary = {
  id: 4,
  name: 'Carter Aesthetics',
  createdAt: '2026-01-05T09:00:00.000Z',
  owners: ['Jane Carter', 'Sam Carter'],
  memberCount: 5,
  orderCount: 1234,
  pendingSignOffs: 2,
  poNumberRequired: true,
  suspended: false,
};

const day = (iso: string) => iso.slice(0, 10);

describe('the Practices tab', () => {
  it('lists the owners, or a dash when none is left', () => {
    expect(ownersText(carter.owners)).toBe('Jane Carter, Sam Carter');
    expect(ownersText(['Jane Carter'])).toBe('Jane Carter');
    expect(ownersText([])).toBe('—');
  });

  it('says whether a PO number is required', () => {
    expect(poNumberRequiredText(true)).toBe('Yes');
    expect(poNumberRequiredText(false)).toBe('No');
  });

  it('names each row’s button for its practice', () => {
    expect(s.admin.view('Carter Aesthetics')).toBe('View Carter Aesthetics');
  });
});

describe('a practice’s dialog', () => {
  it('states the practice’s facts, counts written out and the PO rule in words', () => {
    expect(practiceFacts(carter, day)).toEqual([
      ['Owners', 'Jane Carter, Sam Carter'],
      ['Members', '5'],
      ['Orders', '1,234'],
      ['Sign-offs waiting', '2'],
      ['PO number', 'Required on every order'],
      ['Created', '2026-01-05'],
    ]);
    expect(practiceFacts({ ...carter, poNumberRequired: false }, day)).toContainEqual([
      'PO number',
      'Optional',
    ]);
    expect(practiceFacts({ ...carter, suspended: true }, day).at(-1)).toEqual([
      'Status',
      'Suspended: every owner’s account is suspended, so no member orders or signs off',
    ]);
  });

  it('names an order’s status by its label, and shows one it does not know as sent', () => {
    expect(orderStatusText('pending')).toBe('Pending');
    expect(orderStatusText('shipped')).toBe('Shipped');
    expect(orderStatusText('on-hold')).toBe('on-hold');
  });

  it('says why an order waits in the contract’s words', () => {
    expect(signOffReasonTexts({ reasons: ['prescription-only', 'over-limit'] })).toEqual([
      signOffMessages.reasons['prescription-only'],
      signOffMessages.reasons['over-limit'],
    ]);
  });

  it('tells a practice that is gone from a read that failed', () => {
    const answer = (status: number) => new ApiError(status, 'Error', '{"message":"x"}', 'application/json');
    expect(detailErrorTitle(answer(404))).toBe(practiceMessages.notFound);
    expect(detailErrorTitle(answer(500))).toBe(s.admin.detailLoadFailed);
    expect(detailErrorTitle(new TypeError('Failed to fetch'))).toBe(s.admin.detailLoadFailed);
  });
});
