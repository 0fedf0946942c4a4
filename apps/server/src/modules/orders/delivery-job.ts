import { adminOrderMessages } from '@shop/contract/admin-messages';
import { orderMessages } from '@shop/contract/order-messages';
import { ORDER_STATUS_LABELS } from '@shop/contract/order-status';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDays } from '../../lib/clock';
import { changeOrderStatus } from './order-status.service';
import { findShippedBefore } from './order-status.repository';

export interface DeliveryJobSettings {
  /** DELIVERY_ASSUMED_DAYS: days after shipping an order is taken as delivered. */
  assumedDays: number;
  /** The shop's time zone, the calendar of the status change. */
  timeZone: string;
  /** Orders read per query. */
  batchSize?: number;
}

/**
 * The daily delivery job (issue 42, docs/decisions/058): an order shipped `assumedDays` or more
 * before `today` that no admin has marked delivered is marked delivered on the day it assumes (the
 * day it shipped plus those days), by nobody (its history names no one), with a reason saying so.
 * The doctor's return window counts from that day.
 *
 * Each order is its own status change (order-status.service.ts: the row locked, the history, the
 * audit trail), so two processes running the job at once mark each order once: the second finds
 * it delivered already (a 409) and passes over it.
 */
export async function runDeliveryJob(db: Db, now: Date, today: string, settings: DeliveryJobSettings) {
  const batchSize = settings.batchSize ?? 500;
  const shippedBy = addDays(today, -settings.assumedDays);
  const reason = orderMessages.deliveryAssumed(settings.assumedDays);
  let delivered = 0;
  // Each batch starts after the last order the one before read, so a run reads each order once.
  let after = 0;
  for (;;) {
    const due = await findShippedBefore(db, shippedBy, after, batchSize);
    for (const order of due) {
      try {
        await changeOrderStatus(db, {
          orderId: order.id,
          to: 'delivered',
          actor: { id: null, role: 'admin' },
          reason,
          refusal: (current) => adminOrderMessages.cannotMove(current, ORDER_STATUS_LABELS.delivered),
          when: { at: now, timeZone: settings.timeZone },
          deliveredOn: addDays(order.shippedOn, settings.assumedDays),
          deliveryAssumed: true,
        });
        delivered += 1;
      } catch (err) {
        // Another process, or an admin, moved it a moment ago.
        if (!(err instanceof AppError && err.statusCode === 409)) throw err;
      }
    }
    const last = due.at(-1);
    if (!last || due.length < batchSize) return { delivered };
    after = last.id;
  }
}
