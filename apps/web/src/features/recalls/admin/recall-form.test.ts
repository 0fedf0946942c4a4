import { RECALL_LOTS_MAX, recallMessages as m } from '@shop/contract/recall';
import { describe, expect, it } from 'vitest';
import { emptyOpenRecall, toggleLot, validateOpenRecall, type OpenRecallValues } from './recall-form';

const values = (patch: Partial<OpenRecallValues>): OpenRecallValues => ({ ...emptyOpenRecall(), ...patch });

describe('the Open a recall dialog', () => {
  it('asks for every field with the contract’s own messages, each beside its field', () => {
    expect(validateOpenRecall(emptyOpenRecall())).toEqual({
      ok: false,
      errors: {
        productId: m.productRequired,
        lotNumbers: m.lotsRequired,
        reason: m.reasonRequired,
        action: m.actionRequired,
        recallClass: m.classRequired,
      },
    });
  });

  it('sends the product, its lots, the trimmed reason, the action and the class', () => {
    const result = validateOpenRecall(
      values({
        product: { id: 7, name: 'Sutures' },
        lotNumbers: ['L-1', 'L-2'],
        reason: '  Sterility cannot be assured  ',
        action: 'return',
        recallClass: 'II',
      }),
    );
    expect(result).toEqual({
      ok: true,
      body: {
        productId: 7,
        lotNumbers: ['L-1', 'L-2'],
        reason: 'Sterility cannot be assured',
        action: 'return',
        recallClass: 'II',
      },
    });
  });

  it('refuses more lots than a recall may name', () => {
    const lotNumbers = Array.from({ length: RECALL_LOTS_MAX + 1 }, (_, index) => `L-${index}`);
    const result = validateOpenRecall(values({ lotNumbers }));
    expect(result.ok ? undefined : result.errors.lotNumbers).toBe(m.lotsTooMany);
  });

  it('ticks a lot once and unticks it', () => {
    expect(toggleLot(['A'], 'B', true)).toEqual(['A', 'B']);
    expect(toggleLot(['A', 'B'], 'B', true)).toEqual(['A', 'B']);
    expect(toggleLot(['A', 'B'], 'A', false)).toEqual(['B']);
  });
});
