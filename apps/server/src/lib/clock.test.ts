import { describe, expect, it } from 'vitest';
import { addDays, dateIn, daysBetween } from './clock';

describe('the shop calendar', () => {
  it('gives the date a moment falls on in each time zone, whatever zone was asked before', () => {
    const lateEvening = new Date('2026-12-31T22:30:00Z');
    expect(dateIn('UTC', lateEvening)).toBe('2026-12-31');
    expect(dateIn('Europe/Istanbul', lateEvening)).toBe('2027-01-01');
    expect(dateIn('America/New_York', lateEvening)).toBe('2026-12-31');
    expect(dateIn('Europe/Istanbul', new Date('2026-06-30T20:59:59Z'))).toBe('2026-06-30');
    expect(dateIn('Europe/Istanbul', new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
  });

  it("turns the date at the zone's midnight to the millisecond, asked within one second or across it", () => {
    expect(dateIn('America/New_York', new Date('2027-01-01T04:59:59.000Z'))).toBe('2026-12-31');
    expect(dateIn('America/New_York', new Date('2027-01-01T04:59:59.999Z'))).toBe('2026-12-31');
    expect(dateIn('America/New_York', new Date('2027-01-01T05:00:00.000Z'))).toBe('2027-01-01');
    expect(dateIn('America/New_York', new Date('2027-01-01T04:59:59.999Z'))).toBe('2026-12-31');
    expect(dateIn('Asia/Kolkata', new Date('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
    expect(dateIn('Asia/Kolkata', new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
  });

  it('counts and moves whole days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-01', '2027-01-01')).toBe(31);
    expect(daysBetween('2027-01-01', '2026-12-01')).toBe(-31);
  });
});
