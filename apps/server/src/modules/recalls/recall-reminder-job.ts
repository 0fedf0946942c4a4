import {
  RECALL_ACTION_INSTRUCTIONS,
  RECALL_CLASS_LABELS,
  recallNoticePath,
  recallTitle,
} from '@shop/contract/recall';
import type { Db } from '../../db/client';
import type { EmailMessage } from '../email/email.layout';
import { emailQueueing } from '../email/email.service';
import { recallReminderEmail } from './recall.emails';
import {
  findDueReminders,
  findNoticeLines,
  findRecallLots,
  insertReminders,
  type NoticeKey,
} from './recall.repository';

/** Where the reminders come from and link to. */
export interface RecallReminderSettings {
  shopName: string;
  /** The shop's public origin: the reminders link to the notice pages there. */
  publicUrl: string;
  /** Notices handled per transaction. */
  batchSize?: number;
  /** Called after each batch commits (tests stop the job here, as a crash would). */
  afterBatch?: (remindersSent: number) => Promise<void>;
}

const keyOf = ({ recallId, userId }: NoticeKey) => `${recallId}:${userId}`;

/**
 * The daily recall reminders (issue 38): every doctor who has not acknowledged an open recall 3 days
 * after it opened is e-mailed a reminder, at most one per recall and doctor on each day of the shop's
 * calendar (`day`), until they acknowledge it or the recall is closed. Run by the hourly
 * housekeeping with the licence job, in the same way.
 *
 * Safe to run anywhere at any time: each batch is one transaction that locks its notices with SKIP
 * LOCKED (two processes running it at once take different ones), writes each reminder's row in
 * recall_reminders (one per recall, doctor and day; insert … on conflict do nothing, so a reminder
 * another run committed first is not sent again) and queues its e-mail with it. A crash loses at
 * most the batch in flight, which the next run sends.
 */
export async function runRecallReminderJob(db: Db, now: Date, day: string, settings: RecallReminderSettings) {
  const batchSize = settings.batchSize ?? 500;
  let reminders = 0;
  // Each batch starts after the last notice the one before took, so a run reads each notice once.
  let after: NoticeKey | undefined;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const found = await findDueReminders(tx, now, day, batchSize, after);
      if (found.length === 0) return { found, sent: 0 };
      const fresh = new Set((await insertReminders(tx, day, found)).map(keyOf));
      const due = found.filter((notice) => fresh.has(keyOf(notice)));
      const [one, ...others] = due;
      if (!one) return { found, sent: 0 };
      const [lots, lines] = await Promise.all([
        findRecallLots(tx, [...new Set(due.map((notice) => notice.recallId))]),
        findNoticeLines(tx, [one, ...others]),
      ]);
      const linesOf = new Map<string, typeof lines>();
      for (const line of lines) {
        const key = keyOf(line);
        const list = linesOf.get(key);
        if (list) list.push(line);
        else linesOf.set(key, [line]);
      }
      const [first, ...more] = due.map((notice): EmailMessage =>
        recallReminderEmail(settings.shopName, notice.email, {
          fullName: notice.fullName,
          title: recallTitle(notice.recallId),
          productName: notice.productName,
          lotNumbers: lots.filter((lot) => lot.recallId === notice.recallId).map((lot) => lot.lotNumber),
          reason: notice.reason,
          classLabel: RECALL_CLASS_LABELS[notice.recallClass],
          instruction: RECALL_ACTION_INSTRUCTIONS[notice.action],
          lines: linesOf.get(keyOf(notice)) ?? [],
          noticeUrl: `${settings.publicUrl}${recallNoticePath(notice.recallId)}`,
        }),
      );
      if (first) await emailQueueing(tx, first, ...more);
      return { found, sent: due.length };
    });
    const last = batch.found.at(-1);
    if (last) after = { recallId: last.recallId, userId: last.userId };
    reminders += batch.sent;
    if (batch.found.length > 0) await settings.afterBatch?.(batch.sent);
    if (batch.found.length < batchSize) return { reminders };
  }
}
