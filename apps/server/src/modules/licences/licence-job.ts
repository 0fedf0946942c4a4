import { LICENCE_REMINDER_DAYS, LICENCE_RENEWAL_PATH } from '@shop/contract/licence';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noRowIn } from '../../db/no-row';
import { licenceNotices } from '../../db/schema/licences';
import { auditLog } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { daysBetween } from '../../lib/clock';
import { emailQueueing } from '../email/email.service';
import type { EmailMessage } from '../email/email.layout';
import { licenceLapsedEmail, licenceReminderEmail } from './licence.emails';

/** Where the job's e-mails come from and link to. */
export interface LicenceJobSettings {
  shopName: string;
  /** The shop's public origin: the renewal links point at its account page. */
  publicUrl: string;
  /** Doctors handled per transaction. */
  batchSize?: number;
  /** Called after each batch commits (tests stop the job here, as a crash would). */
  afterBatch?: (noticesSent: number) => Promise<void>;
}

type Cursor = { expiryDate: string; userId: number };
type DueNotice = { userId: number; email: string; fullName: string; expiryDate: string; daysBefore: number };

const [FIRST_REMINDER, SECOND_REMINDER, LAST_REMINDER] = LICENCE_REMINDER_DAYS;

/**
 * The daily licence job (issue 20, docs/decisions/034): for every approved doctor whose licence
 * expires within 60 days, the reminder due now (60, 30 or 7 days before; a doctor who came within
 * one of those later than the job ran gets the one for that step, never an earlier one) and, on or
 * after the expiry date, the notice that it lapsed, with an audit entry. Ordering refuses a lapsed
 * licence on its own (checkout eligibility reads the date); this sends the e-mails and records it.
 *
 * Safe to run anywhere at any time: each batch is one transaction that locks its doctors with SKIP
 * LOCKED (two processes running it at once take different doctors), writes each notice's row in
 * licence_notices (one per doctor, expiry date and notice: never sent twice) and queues its e-mail
 * with it. A crash loses at most the batch in flight, which the next run sends; so does a doctor
 * skipped because another transaction held their row.
 */
export async function runLicenceJob(db: Db, today: string, settings: LicenceJobSettings) {
  const batchSize = settings.batchSize ?? 500;
  const renewalUrl = `${settings.publicUrl}${LICENCE_RENEWAL_PATH}`;
  let reminders = 0;
  let lapses = 0;
  // Each batch starts after the last doctor the one before took (by expiry date, then id), so a run
  // reads each doctor once instead of walking past every one already noticed, batch after batch.
  let after: Cursor | undefined;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const found = await dueNotices(tx, today, batchSize, after);
      if (found.length === 0) return { found, due: found, lapsed: 0 };
      // A doctor whose notice another run committed after this batch read the notices (their row
      // no longer locked, so not skipped) has it already: only the notices written here are sent.
      const written = await tx
        .insert(licenceNotices)
        .values(found.map(({ userId, expiryDate, daysBefore }) => ({ userId, expiryDate, daysBefore })))
        .onConflictDoNothing()
        .returning({ userId: licenceNotices.userId });
      const fresh = new Set(written.map((row) => row.userId));
      const due = found.filter((notice) => fresh.has(notice.userId));
      const [first, ...more] = due.map((notice): EmailMessage => {
        const facts = { fullName: notice.fullName, expiryDate: notice.expiryDate, renewalUrl };
        return notice.daysBefore === 0
          ? licenceLapsedEmail(settings.shopName, notice.email, facts)
          : licenceReminderEmail(
              settings.shopName,
              notice.email,
              facts,
              daysBetween(today, notice.expiryDate),
            );
      });
      if (first) await emailQueueing(tx, first, ...more);
      const lapsed = due.filter((notice) => notice.daysBefore === 0);
      if (lapsed.length > 0) {
        await tx.insert(auditLog).values(
          lapsed.map((notice) => ({
            actorUserId: null,
            action: 'licence.lapse',
            entityType: 'user',
            entityId: String(notice.userId),
            details: { expiryDate: notice.expiryDate },
          })),
        );
      }
      return { found, due, lapsed: lapsed.length };
    });
    const last = sent.found.at(-1);
    if (last) after = { expiryDate: last.expiryDate, userId: last.userId };
    lapses += sent.lapsed;
    reminders += sent.due.length - sent.lapsed;
    if (sent.found.length > 0) await settings.afterBatch?.(sent.due.length);
    if (sent.found.length < batchSize) return { reminders, lapses };
  }
}

/**
 * Up to `limit` approved, active doctors with a notice due on `today` that has not been sent: the
 * step their licence has reached (lapsed 0, else 7, 30 or 60 days before) without its row in
 * licence_notices. Locked for the batch; rows another run holds are skipped.
 */
async function dueNotices(tx: Db, today: string, limit: number, after?: Cursor): Promise<DueNotice[]> {
  const expiry = users.licenseExpiryDate;
  const within = (days: number) => sql`${expiry} <= ${today}::date + ${days}::int`;
  const step = sql<number>`case
    when ${expiry} <= ${today}::date then 0
    when ${within(LAST_REMINDER)} then ${LAST_REMINDER}::int
    when ${within(SECOND_REMINDER)} then ${SECOND_REMINDER}::int
    else ${FIRST_REMINDER}::int end`;
  const rows = await tx
    .select({
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      expiryDate: sql<string>`to_char(${expiry}, 'YYYY-MM-DD')`,
      daysBefore: step,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'doctor'),
        eq(users.status, 'approved'),
        isNull(users.disabledAt),
        within(FIRST_REMINDER),
        after && sql`(${expiry}, ${users.id}) > (${after.expiryDate}::date, ${after.userId}::int)`,
        noRowIn(
          tx,
          licenceNotices,
          eq(licenceNotices.userId, users.id),
          eq(licenceNotices.expiryDate, expiry),
          eq(licenceNotices.daysBefore, step),
        ),
      ),
    )
    .orderBy(expiry, users.id)
    .limit(limit)
    .for('update', { of: users, skipLocked: true });
  return rows;
}
