import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CANCELLABLE,
  ORDER_STATUSES,
  canCustomerCancel,
  canTransition,
  mayTransition,
  statusesBefore,
  type OrderStatus,
} from './order-status';

const allowed: [OrderStatus, OrderStatus][] = [
  ['pending', 'approved'],
  ['pending', 'declined'],
  ['pending', 'cancelled'],
  ['approved', 'processing'],
  ['approved', 'shipped'],
  ['approved', 'cancelled'],
  ['processing', 'shipped'],
  ['shipped', 'delivered'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) => allowed.some(([f, t]) => f === from && t === to);

describe('order state machine', () => {
  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as const),
  );
  it('refuses every other pair (41 of 49)', () => {
    expect(refused).toHaveLength(41);
  });
  it.each(refused)('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('lists the statuses a transition may start from', () => {
    expect(statusesBefore('cancelled')).toEqual(['pending', 'approved']);
    expect(statusesBefore('shipped')).toEqual(['approved', 'processing']);
    expect(statusesBefore('pending')).toEqual([]);
  });

  it('lets a doctor cancel only pending and approved orders', () => {
    expect(CUSTOMER_CANCELLABLE).toEqual(['pending', 'approved']);
    expect(ORDER_STATUSES.filter(canCustomerCancel)).toEqual(['pending', 'approved']);
    // Every status a doctor may cancel from is one the machine allows to reach cancelled.
    for (const status of CUSTOMER_CANCELLABLE) expect(canTransition(status, 'cancelled')).toBe(true);
  });

  it('lets the doctor only cancel, and an admin make every other step', () => {
    expect(mayTransition('doctor', 'pending', 'cancelled')).toBe(true);
    expect(mayTransition('admin', 'pending', 'cancelled')).toBe(false);
    expect(mayTransition('doctor', 'pending', 'approved')).toBe(false);
    expect(mayTransition('admin', 'pending', 'approved')).toBe(true);
    expect(mayTransition('admin', 'approved', 'shipped')).toBe(true);
    // The actor rule never allows what the machine refuses.
    expect(mayTransition('admin', 'pending', 'shipped')).toBe(false);
    expect(mayTransition('doctor', 'processing', 'cancelled')).toBe(false);
    for (const from of ORDER_STATUSES) {
      expect(mayTransition('doctor', from, 'pending')).toBe(false);
      expect(mayTransition('admin', from, 'pending')).toBe(false);
    }
  });
});
