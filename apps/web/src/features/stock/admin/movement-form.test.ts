import { stockMessages } from '@shop/contract/stock-schemas';
import { describe, expect, it } from 'vitest';
import {
  emptyMovement,
  isoDaysFromToday,
  lotExpiryState,
  signedQuantity,
  validateMovement,
  type MovementValues,
} from './movement-form';

const values = (patch: Partial<MovementValues>): MovementValues => ({ ...emptyMovement(), ...patch });
const inAYear = isoDaysFromToday(365);

describe('the Receive stock dialog', () => {
  /** The Receive form's check, for a lot-tracked product unless told otherwise. */
  const receive = (patch: Partial<MovementValues>, lotTracked = true) =>
    validateMovement('receive', values(patch), lotTracked);

  it('sends a lot-tracked product’s lot with its expiry date, and leaves a blank reason out', () => {
    const result = receive({ quantity: '3', lotNumber: ' LOT-1 ', expiryDate: inAYear });
    expect(result).toEqual({
      ok: true,
      body: { kind: 'receive', quantity: 3, lotNumber: 'LOT-1', expiryDate: inAYear },
    });
  });

  it('asks a lot-tracked product for its lot number and expiry date, beside each field', () => {
    expect(receive({ quantity: '3' })).toEqual({
      ok: false,
      errors: { lotNumber: stockMessages.lotNumberRequired, expiryDate: stockMessages.expiryRequired },
    });
  });

  it('refuses an expiry date that is not in the future, and a quantity that is not a whole number', () => {
    const today = isoDaysFromToday(0);
    const result = receive({ quantity: '1.5', lotNumber: 'L', expiryDate: today });
    expect(result).toEqual({
      ok: false,
      errors: { quantity: stockMessages.quantity, expiryDate: stockMessages.expiryPast },
    });
    expect(receive({ quantity: '' }, false)).toEqual({
      ok: false,
      errors: { quantity: stockMessages.quantity },
    });
  });

  it('sends no lot for a product that is not lot-tracked, whatever the hidden fields hold', () => {
    const result = receive(
      { quantity: '10', lotNumber: 'X', expiryDate: inAYear, reason: 'Delivery 42' },
      false,
    );
    expect(result).toEqual({ ok: true, body: { kind: 'receive', quantity: 10, reason: 'Delivery 42' } });
  });
});

describe('the Adjust dialog', () => {
  it('takes a signed quantity with its reason, and the lot for a lot-tracked product', () => {
    expect(
      validateMovement('adjust', values({ quantity: '-2', reason: 'Count', lotNumber: 'A' }), true),
    ).toEqual({ ok: true, body: { kind: 'adjust', quantity: -2, reason: 'Count', lotNumber: 'A' } });
  });

  it('refuses no reason with its own message, and 0', () => {
    expect(validateMovement('adjust', values({ quantity: '0', reason: '  ' }), false)).toEqual({
      ok: false,
      errors: { quantity: stockMessages.adjustQuantity, reason: stockMessages.reasonRequired },
    });
  });

  it('asks a lot-tracked product which lot', () => {
    expect(validateMovement('adjust', values({ quantity: '1', reason: 'Found' }), true)).toEqual({
      ok: false,
      errors: { lotNumber: stockMessages.lotNumberRequired },
    });
  });
});

describe('the Write off dialog', () => {
  it('sends the kind chosen, damage or expire', () => {
    expect(
      validateMovement('writeOff', values({ quantity: '1', writeOffKind: 'expire', lotNumber: 'A' }), true),
    ).toEqual({ ok: true, body: { kind: 'expire', quantity: 1, lotNumber: 'A' } });
    expect(validateMovement('writeOff', values({ quantity: '2', reason: 'Broken' }), false)).toEqual({
      ok: true,
      body: { kind: 'damage', quantity: 2, reason: 'Broken' },
    });
  });
});

describe('lots and the ledger as shown', () => {
  const now = new Date('2026-03-10T23:30:00Z');

  it('marks a lot expired from its expiry date on, and soon within the days given', () => {
    expect(lotExpiryState('2026-03-10', 30, now)).toBe('expired');
    expect(lotExpiryState('2026-03-11', 30, now)).toBe('soon');
    expect(lotExpiryState('2026-04-09', 30, now)).toBe('soon');
    expect(lotExpiryState('2026-04-10', 30, now)).toBeUndefined();
  });

  it('signs every quantity', () => {
    expect(signedQuantity(3)).toBe('+3');
    expect(signedQuantity(-1200)).toBe('−1,200');
  });
});
