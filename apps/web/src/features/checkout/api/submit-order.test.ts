import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { signOffMessages } from '@shop/contract/practice-messages';
import type { SubmitOrderHeldResponse } from '@shop/contract/practice-schemas';
import { describe, expect, it } from 'vitest';
import { isHeldForSignOff, type SubmitOrderAnswer } from './submit-order';

const held: SubmitOrderHeldResponse = {
  message: signOffMessages.sentForSignOff,
  request: {
    id: 3,
    status: 'pending',
    reasons: ['prescription-only'],
    requestedBy: { id: 8, name: 'Nora Nurse' },
    requestedAt: '2026-03-02T09:30:00.000Z',
    items: [{ productId: 1, productName: 'Botox Cosmetic 100 Units', quantity: 1, prescriptionOnly: true }],
    total: '669.00',
    decidedBy: null,
    decidedAt: null,
    declineReason: null,
    order: null,
  },
};

// Only the shape's keys matter here: the order's details are the placed answer's whole body.
const placed = { orderNumber: 'ORD-2026-000041', order: { id: 41 } } as unknown as SubmitOrderResponse;

describe('what checkout’s submit answered', () => {
  it('tells an order held for a sign-off (202) from one placed (201)', () => {
    const answers: SubmitOrderAnswer[] = [held, placed];
    expect(answers.map(isHeldForSignOff)).toEqual([true, false]);
  });
});
