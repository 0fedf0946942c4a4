import { describe, expect, it } from 'vitest';
import { lotList, recallMessages as m, RECALL_UNITS_ON_HAND_MAX, unitsOnHandError } from './recall';
import { AcknowledgeRecallBody } from './recall-schemas';

describe('the units on hand of an acknowledgement (issue 38)', () => {
  it('are checked in the page as the server checks them, with the same messages', () => {
    const cases = [
      ['', m.unitsOnHandRequired],
      ['  ', m.unitsOnHandRequired],
      ['0', undefined],
      [' 12 ', undefined],
      [String(RECALL_UNITS_ON_HAND_MAX), undefined],
      [String(RECALL_UNITS_ON_HAND_MAX + 1), m.unitsOnHandTooMany],
      ['-1', m.unitsOnHandInvalid],
      ['2.5', m.unitsOnHandInvalid],
      ['1e3', m.unitsOnHandInvalid],
    ] as const;
    for (const [typed, message] of cases) {
      expect(unitsOnHandError(typed), typed).toBe(message);
      const number = Number(typed.trim());
      if (typed.trim() === '' || !Number.isFinite(number) || /e/.test(typed)) continue;
      const parsed = AcknowledgeRecallBody.safeParse({ unitsOnHand: number });
      expect(parsed.success ? undefined : parsed.error.issues[0]?.message, typed).toBe(message);
    }
  });

  it('name their ceiling as the constant has it', () => {
    expect(m.unitsOnHandTooMany).toContain(RECALL_UNITS_ON_HAND_MAX.toLocaleString('en-US'));
  });

  it('may be left out: the call was first defined without a body', () => {
    expect(AcknowledgeRecallBody.nullish().safeParse(null).success).toBe(true);
    expect(AcknowledgeRecallBody.safeParse({}).success).toBe(true);
    expect(AcknowledgeRecallBody.safeParse({ unitsOnHand: null }).error?.issues[0]?.message).toBe(
      m.unitsOnHandRequired,
    );
  });
});

describe('lot numbers in a sentence', () => {
  it('name one lot or several', () => {
    expect(lotList(['L1'])).toBe('lot L1');
    expect(lotList(['L1', 'L2'])).toBe('lots L1, L2');
    expect(m.bannerProduct('Toxin 100U', ['L1'])).toBe('Toxin 100U, lot L1');
    expect(m.productLotMatch(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('Has lots A, B, C, D, E and 2 more');
  });
});
