import { DECLINE_REASON_MAX, signOffMessages } from '@shop/contract/practice-messages';
import type { SignOffRequest } from '@shop/contract/practice-schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { approvalsScreenMessages as s } from './approvals-screen-messages';
import { isSentForSignOff, sentForSignOffState } from './sent-for-sign-off';
import {
  emptyDecline,
  isReasonRefused,
  itemText,
  reasonTexts,
  requestFacts,
  requestTitle,
  validateDecline,
} from './sign-off-format';

const pending: SignOffRequest = {
  id: 12,
  status: 'pending',
  reasons: ['prescription-only', 'over-limit'],
  requestedBy: { id: 8, name: 'Nora Nurse' },
  requestedAt: '2026-03-02T09:30:00.000Z',
  items: [
    { productId: 1, productName: 'Botox Cosmetic 100 Units', quantity: 2, prescriptionOnly: true },
    { productId: 5, productName: 'Gauze Pads 4x4', quantity: 10, prescriptionOnly: false },
  ],
  total: '1338.00',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  order: null,
};

const formats = { money: (amount: string) => `$${amount}`, date: (iso: string) => iso.slice(0, 10) };

const refusal = (status: number, body: object) =>
  new ApiError(status, 'Refused', JSON.stringify(body), 'application/json');

describe('a sign-off request’s card', () => {
  it('names the requester on the cards to decide, and says "Your order" on the member’s own', () => {
    expect(requestTitle(pending, 'to-decide')).toBe('Order of Nora Nurse');
    expect(requestTitle(pending, 'mine')).toBe('Your order');
  });

  it('says why it waits in the contract’s words, each reason once', () => {
    expect(reasonTexts(pending)).toEqual([
      signOffMessages.reasons['prescription-only'],
      signOffMessages.reasons['over-limit'],
    ]);
  });

  it('shows each item with its quantity', () => {
    expect(pending.items.map(itemText)).toEqual(['2 × Botox Cosmetic 100 Units', '10 × Gauze Pads 4x4']);
  });

  it('shows when a pending request was asked and its total then, and nothing of a decision', () => {
    expect(requestFacts(pending, formats)).toEqual([
      [s.asked, '2026-03-02'],
      [s.totalWhenAsked, '$1338.00'],
    ]);
  });

  it('shows who signed it off and when', () => {
    const approved: SignOffRequest = {
      ...pending,
      status: 'approved',
      decidedBy: 'Dr Olivia Owner',
      decidedAt: '2026-03-03T08:00:00.000Z',
      order: { id: 40, orderNumber: 'ORD-2026-000040' },
    };
    expect(requestFacts(approved, formats).slice(2)).toEqual([
      [s.signedOffBy, 'Dr Olivia Owner, 2026-03-03'],
    ]);
  });

  it('shows who declined it, when and why; the date alone once the decider left the practice', () => {
    const declined: SignOffRequest = {
      ...pending,
      status: 'declined',
      decidedBy: null,
      decidedAt: '2026-03-04T08:00:00.000Z',
      declineReason: 'We have enough in stock',
    };
    expect(requestFacts(declined, formats).slice(2)).toEqual([
      [s.declinedBy, '2026-03-04'],
      [s.declineReason, 'We have enough in stock'],
    ]);
  });
});

describe('the Decline dialog', () => {
  it('sends the reason trimmed', () => {
    expect(validateDecline({ reason: '  Not this month ' })).toEqual({
      ok: true,
      body: { reason: 'Not this month' },
    });
  });

  it('refuses a blank or too long reason with the server’s messages', () => {
    expect(validateDecline(emptyDecline())).toEqual({
      ok: false,
      errors: { reason: signOffMessages.declineReasonRequired },
    });
    expect(validateDecline({ reason: ' ' })).toEqual({
      ok: false,
      errors: { reason: signOffMessages.declineReasonRequired },
    });
    const tooLong = validateDecline({ reason: 'x'.repeat(DECLINE_REASON_MAX + 1) });
    expect(tooLong.ok).toBe(false);
  });

  it('keeps a refusal of the reason for the field, and toasts every other failure', () => {
    const onReason = refusal(400, {
      message: signOffMessages.declineReasonRequired,
      fieldErrors: { reason: [signOffMessages.declineReasonRequired] },
    });
    expect(isReasonRefused(onReason)).toBe(true);
    expect(isReasonRefused(refusal(409, { message: signOffMessages.alreadyDecided }))).toBe(false);
    expect(isReasonRefused(refusal(403, { message: signOffMessages.ownRequest }))).toBe(false);
    expect(isReasonRefused(refusal(400, { message: 'Bad', fieldErrors: { note: ['Unknown field'] } }))).toBe(
      false,
    );
    expect(isReasonRefused(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('checkout’s way to /approvals', () => {
  it('is told apart from any other history entry’s state', () => {
    expect(isSentForSignOff(sentForSignOffState)).toBe(true);
    expect(isSentForSignOff(structuredClone(sentForSignOffState))).toBe(true);
    expect(isSentForSignOff(null)).toBe(false);
    expect(isSentForSignOff({ view: 'register' })).toBe(false);
    expect(isSentForSignOff({ sentForSignOff: 'yes' })).toBe(false);
  });
});
