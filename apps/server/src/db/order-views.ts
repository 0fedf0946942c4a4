import { AdminOrder } from '@shop/contract/admin-order-schemas';
import { estimatedShipOn, type ShipCalendar } from '@shop/contract/cold-chain';
import { canCustomerCancel } from '@shop/contract/order-status';
import { OrderDetail, OrderStatusChange } from '@shop/contract/order-schemas';

/**
 * An order's JSON, as PostgreSQL writes it from the field maps of db/order-shapes.ts, read back into
 * the contract's shapes. Beside its writer so that every module that shows an order (orders, checkout,
 * documents) reads it the same way without importing another (docs/decisions/043).
 */

/** An order as the desk stores it (AdminOrder: masked, the full numbers null), read back. */
export function deskOrderOf(json: string): AdminOrder {
  return AdminOrder.parse(JSON.parse(json));
}

export function historyFrom(json: string): OrderStatusChange[] {
  return OrderStatusChange.array().parse(JSON.parse(json));
}

/**
 * What the doctor may see of an order: the desk's order without the admin's payment fields (the
 * contract's OrderDetail keeps only the masked card and bank: its parse drops the rest), whether
 * they may cancel it, its history, and when it is expected to ship if it holds a cold-chain line.
 */
export function ownerViewOf(order: { json: string; history: string }, calendar: ShipCalendar): OrderDetail {
  const parsed: unknown = JSON.parse(order.json);
  const detail = OrderDetail.parse({
    ...(typeof parsed === 'object' ? parsed : {}),
    canCancel: false,
    estimatedShipOn: null,
    history: JSON.parse(order.history) as unknown,
  });
  return {
    ...detail,
    canCancel: canCustomerCancel(detail.status),
    estimatedShipOn: estimatedShipOn(detail, calendar),
  };
}
