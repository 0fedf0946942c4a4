import { MAX_LINE_QUANTITY } from '@shop/contract/limits';
import { ordersScreenMessages } from '@shop/contract/order-messages';
import { scheduleAfter } from '@shop/contract/supply-lists';
import type { Db } from '../../db/client';
import { addAgain } from '../cart/cart.service';
import type { EmailMessage } from '../email/email.layout';
import { emailQueueing } from '../email/email.service';
import { scheduledOrderEmail } from './lists.emails';
import { findListItems, lockDueSchedules, updateSchedule } from './lists.repository';

export interface ListScheduleSettings {
  shopName: string;
  /** The shop's public origin: the e-mail links to its checkout. */
  publicUrl: string;
  /** Schedules handled per transaction. */
  batchSize?: number;
}

/**
 * Scheduled reorders (issue 41, docs/decisions/057): each schedule due on `today` (not paused, its
 * next date today or before) puts its list in the cart of the member who set it, as Add to cart does
 * (capped at what is available, the others named), e-mails them "Your scheduled order is ready to
 * review", and moves on to its next date after `today`. It never places an order. A schedule whose
 * member may no longer order from the list (gone from the practice, a bookkeeper now, disabled, or
 * the list made another's private one) is paused instead, for the practice to see.
 *
 * Safe to run anywhere at any time, as the licence job: each batch is one transaction that locks its
 * schedules with SKIP LOCKED (two processes at once take different ones) and moves each one's date
 * past `today` with the cart's lines and the e-mail, so a schedule fires once a day at the most
 * however many processes run the job. A crash loses at most the batch in flight, which the next run
 * does.
 */
export async function runListScheduleJob(db: Db, today: string, settings: ListScheduleSettings) {
  const batchSize = settings.batchSize ?? 200;
  const checkoutUrl = `${settings.publicUrl}/checkout`;
  let filled = 0;
  let paused = 0;
  // Each batch starts after the last schedule the one before took, so a run reads each one once.
  let after = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await lockDueSchedules(tx, today, after, batchSize);
      const emails: EmailMessage[] = [];
      for (const schedule of due) {
        if (!schedule.mayOrder) {
          await updateSchedule(tx, schedule.listId, { paused: true });
          paused += 1;
          continue;
        }
        const lines = await findListItems(tx, schedule.listId);
        const result = await addAgain(tx, { userId: schedule.userId }, lines);
        const nextOn = scheduleAfter(schedule.nextOn, schedule.everyWeeks, today);
        await updateSchedule(tx, schedule.listId, { nextOn, lastRunOn: today });
        const wanted = new Map(lines.map((line) => [line.productId, line.quantity]));
        const atLimit = ordersScreenMessages.reorderAtLimit(MAX_LINE_QUANTITY);
        emails.push(
          scheduledOrderEmail(settings.shopName, schedule.email, {
            fullName: schedule.fullName,
            listName: schedule.listName,
            added: result.added
              .filter((line) => line.quantity > 0)
              .map((line) => ({ ...line, wanted: wanted.get(line.productId) ?? line.quantity })),
            notAdded: [
              ...result.added
                .filter((line) => line.quantity <= 0)
                .map((line) => ({ productName: line.productName, reason: atLimit })),
              ...result.skipped.map((line) => ({ productName: line.productName, reason: line.message })),
            ],
            checkoutUrl,
            nextOn,
          }),
        );
        filled += 1;
      }
      const [first, ...more] = emails;
      if (first) await emailQueueing(tx, first, ...more);
      return due;
    });
    const last = batch.at(-1);
    if (last) after = last.listId;
    if (batch.length < batchSize) return { filled, paused };
  }
}
