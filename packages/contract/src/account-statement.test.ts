import { describe, expect, it } from 'vitest';
import { accountStatement, signedCents, type AccountMovement } from './account-statement';
import { AGEING_BUCKETS } from './credit';

/** A small deterministic generator (mulberry32), so a failing case can be run again by its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (offset: number) =>
  new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** An account's year of movements: invoices with due dates, some credited, payments of any size. */
function movementsOf(next: () => number): AccountMovement[] {
  const movements: AccountMovement[] = [];
  const count = Math.floor(next() * 40);
  for (let i = 0; i < count; i += 1) {
    const at = Math.floor(next() * 365);
    const cents = 1 + Math.floor(next() * 500_000);
    const roll = next();
    if (roll < 0.55) {
      movements.push({ kind: 'invoice', day: day(at), cents, reference: `INV-${i}`, dueOn: day(at + 30) });
      // A credit note mirrors its invoice whole, on the day of the cancellation or later.
      if (next() < 0.15)
        movements.push({
          kind: 'credit_note',
          day: day(at + Math.floor(next() * 20)),
          cents,
          reference: `CN-${i}`,
        });
    } else {
      movements.push({ kind: 'payment', day: day(at), cents, reference: null });
    }
  }
  return movements;
}

const monthOf = (offset: number) => day(offset).slice(0, 7);
const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

describe('an account statement', () => {
  it('adds up over random months: opening + invoices − credit notes − payments = closing', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const next = random(seed);
      const movements = movementsOf(next);
      const month = monthOf(Math.floor(next() * 365));
      const statement = accountStatement(movements, month, lastDayOf(month));
      const sum = (kind: AccountMovement['kind']) =>
        statement.entries.filter((m) => m.kind === kind).reduce((total, m) => total + m.cents, 0);
      expect(statement.closingCents, `seed ${seed}`).toBe(
        statement.openingCents + sum('invoice') - sum('credit_note') - sum('payment'),
      );
      // Everything before the month, and nothing else, is brought forward.
      const before = movements.filter((m) => m.day < `${month}-01`);
      expect(statement.openingCents, `seed ${seed}`).toBe(
        before.reduce((total, m) => total + signedCents(m), 0),
      );
      // The ageing spreads exactly what is owed (nothing when the account is in credit).
      const aged = AGEING_BUCKETS.reduce((total, bucket) => total + statement.ageing[bucket], 0);
      expect(aged, `seed ${seed}`).toBe(Math.max(0, statement.closingCents));
    }
  });

  it('carries each month’s closing balance forward as the next month’s opening one', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const movements = movementsOf(random(seed));
      for (let m = 1; m <= 12; m += 1) {
        const month = `2026-${String(m).padStart(2, '0')}`;
        const following = m === 12 ? '2027-01' : `2026-${String(m + 1).padStart(2, '0')}`;
        const closing = accountStatement(movements, month, lastDayOf(month)).closingCents;
        expect(
          accountStatement(movements, following, lastDayOf(following)).openingCents,
          `seed ${seed} ${month}`,
        ).toBe(closing);
      }
    }
  });

  it('lists the month’s movements up to the statement date, and ages by the due date', () => {
    const movements: AccountMovement[] = [
      { kind: 'invoice', day: '2026-02-10', cents: 10_000, reference: 'INV-1', dueOn: '2026-03-12' },
      { kind: 'invoice', day: '2026-03-05', cents: 5_000, reference: 'INV-2', dueOn: '2026-04-04' },
      { kind: 'payment', day: '2026-03-20', cents: 4_000, reference: 'CHQ 1' },
      { kind: 'invoice', day: '2026-03-30', cents: 1_000, reference: 'INV-3', dueOn: '2026-04-29' },
    ];
    const statement = accountStatement(movements, '2026-03', '2026-03-25');
    expect(statement.openingCents).toBe(10_000);
    expect(statement.entries.map((m) => m.reference)).toEqual(['INV-2', 'CHQ 1']);
    expect(statement.closingCents).toBe(11_000);
    // INV-1 (due 12 March) keeps 6,000 unpaid, 13 days late; INV-2 is not yet due.
    expect(statement.ageing).toEqual({
      current: 5_000,
      days1to30: 6_000,
      days31to60: 0,
      days61to90: 0,
      over90: 0,
    });
  });
});
