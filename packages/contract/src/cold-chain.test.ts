import { describe, expect, it } from 'vitest';
import { isoWeekday } from './calendar-days';
import { estimatedShipOn, nextShipDay, shipDaysText } from './cold-chain';

/** 4 March 2027 is a Thursday. */
describe('the cold-chain calendar', () => {
  it('numbers the days of the week from Monday', () => {
    expect(['2027-03-01', '2027-03-04', '2027-03-07'].map(isoWeekday)).toEqual([1, 4, 7]);
  });

  it('finds the first ship day on or after a day, across a month and a year', () => {
    expect(nextShipDay('2027-03-04', [1, 2, 3])).toBe('2027-03-08');
    expect(nextShipDay('2027-03-02', [1, 2, 3])).toBe('2027-03-02');
    expect(nextShipDay('2027-03-31', [1])).toBe('2027-04-05');
    expect(nextShipDay('2027-12-31', [7])).toBe('2028-01-02');
  });

  it('gives an estimate only to what holds a cold-chain line and has not shipped', () => {
    const calendar = { today: '2027-03-04', coldChainShipDays: [1, 2, 3] };
    const coldLines = [{ coldChain: false }, { coldChain: true }];
    expect(estimatedShipOn({ items: coldLines }, calendar)).toBe('2027-03-08');
    expect(estimatedShipOn({ status: 'approved', items: coldLines }, calendar)).toBe('2027-03-08');
    expect(estimatedShipOn({ items: [{ coldChain: false }] }, calendar)).toBeNull();
    for (const status of ['shipped', 'delivered', 'declined', 'cancelled'] as const)
      expect(estimatedShipOn({ status, items: coldLines }, calendar)).toBeNull();
  });

  it('names the ship days as a sentence does', () => {
    expect(shipDaysText([1, 2, 3])).toBe('Monday–Wednesday');
    expect(shipDaysText([3, 1, 5])).toBe('Monday, Wednesday and Friday');
    expect(shipDaysText([1, 2])).toBe('Monday and Tuesday');
    expect(shipDaysText([2])).toBe('Tuesday');
  });
});
