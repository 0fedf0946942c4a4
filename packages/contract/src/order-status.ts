/**
 * Order statuses and the one state machine every order follows (docs/product.md, Orders). The
 * database enum is built from ORDER_STATUSES, so the list is written only here. Zod-free, so screens
 * can import it without pulling zod into their first load.
 */
export const ORDER_STATUSES = [
  'pending',
  'approved',
  'declined',
  'cancelled',
  'processing',
  'shipped',
  'delivered',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every allowed step; anything else is refused (a 409 on the server). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['approved', 'declined', 'cancelled'],
  approved: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped'],
  shipped: ['delivered'],
  declined: [],
  cancelled: [],
  delivered: [],
};

export type OrderActor = 'doctor' | 'admin';

/** Days after shipping an order nobody marked delivered is taken as delivered (DELIVERY_ASSUMED_DAYS). */
export const DELIVERY_ASSUMED_DAYS_DEFAULT = 7;

/**
 * Who moves an order into each status: the doctor cancels their own order (from any status that
 * may be cancelled); an admin approves, declines, processes and ships; nobody returns one to
 * pending (checkout creates it there).
 */
export const TRANSITION_ACTOR: Readonly<Record<OrderStatus, OrderActor | null>> = {
  pending: null,
  approved: 'admin',
  declined: 'admin',
  cancelled: 'doctor',
  processing: 'admin',
  shipped: 'admin',
  delivered: 'admin',
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Whether this actor may move an order from `from` to `to`: the state machine and the actor rule. */
export function mayTransition(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITION_ACTOR[to] === actor && canTransition(from, to);
}

/** The statuses an order may move to `to` from. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canTransition(from, to));
}

/** A doctor may cancel an order only while it is pending or approved (not yet in processing). */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = statusesBefore('cancelled');

export function canCustomerCancel(status: OrderStatus): boolean {
  return mayTransition('doctor', status, 'cancelled');
}

/** How a status is named on screens and in messages. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
};
