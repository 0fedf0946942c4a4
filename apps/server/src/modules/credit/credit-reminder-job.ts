import { ACCOUNT_PAGE_PATH, type InvoiceNoticeKind } from '@shop/contract/credit';
import { fromCents } from '@shop/contract/money';
import type { Db } from '../../db/client';
import { daysBetween } from '../../lib/clock';
import type { EmailMessage } from '../email/email.layout';
import { emailQueueing } from '../email/email.service';
import { activeMembers } from '../practices/practices.service';
import { accountOnHoldEmail, invoiceDueSoonEmail, invoiceOverdueEmail } from './credit.emails';
import { findDueInvoiceNotices, insertInvoiceNotices } from './credit.repository';
import type { CreditSettings } from './credit.service';

/** The account's settings (the hold threshold, the currency), and where the e-mails come from. */
export interface CreditReminderSettings extends CreditSettings {
  shopName: string;
  /** The shop's public origin: the e-mails link to its account page. */
  publicUrl: string;
  /** Invoices handled per transaction. */
  batchSize?: number;
  /** Called after each batch commits (tests stop the job here, as a crash would). */
  afterBatch?: (noticesSent: number) => Promise<void>;
}

/** Who hears of a practice's account: its owners and bookkeepers, as they alone see its balance. */
const ACCOUNT_ROLES = ['owner', 'bookkeeper'] as const;

/** Each notice's e-mail. */
const NOTICE_EMAILS = {
  due_soon: invoiceDueSoonEmail,
  overdue: invoiceOverdueEmail,
  hold: accountOnHoldEmail,
} satisfies Record<InvoiceNoticeKind, unknown>;

const keyOf = (notice: { invoiceId: number; kind: InvoiceNoticeKind }) =>
  `${notice.invoiceId}:${notice.kind}`;

/**
 * The daily reminders of invoices on account (issue 40, docs/decisions/055): each open invoice's
 * owners and bookkeepers are e-mailed 3 days before its due date (or as soon after as the job runs,
 * while it is not yet overdue), once it is overdue (the day after the due date), and once it is more
 * than CREDIT_HOLD_DAYS overdue and so holds the practice's orders on account. Each notice at most
 * once per invoice; a paid invoice (balance 0) gets none. The hold is not stored: the ledger reads it
 * from the dates, so a payment that clears the invoice lifts it at once.
 *
 * Safe to run anywhere at any time, as the licence job: each batch is one transaction that locks its
 * invoices with SKIP LOCKED (two processes running it at once take different ones), writes each
 * notice's row in invoice_notices (insert … on conflict do nothing, so a notice another run committed
 * first is not sent again) and queues its e-mails with it. A crash loses at most the batch in flight,
 * which the next run sends.
 */
export async function runCreditReminderJob(db: Db, today: string, settings: CreditReminderSettings) {
  const batchSize = settings.batchSize ?? 500;
  const accountUrl = `${settings.publicUrl}${ACCOUNT_PAGE_PATH}`;
  const sent: Record<InvoiceNoticeKind, number> = { due_soon: 0, overdue: 0, hold: 0 };
  // Each batch starts after the last invoice the one before took, so a run reads each invoice once.
  let after = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const found = await findDueInvoiceNotices(tx, today, settings.holdDays, batchSize, after);
      if (found.length === 0) return { found, due: found };
      const fresh = new Set((await insertInvoiceNotices(tx, found)).map(keyOf));
      const due = found.filter((notice) => fresh.has(keyOf(notice)));
      const practiceIds = [...new Set(due.map((notice) => notice.practiceId))];
      const recipients = new Map(
        await Promise.all(
          practiceIds.map(async (id) => [id, await activeMembers(tx, id, ACCOUNT_ROLES)] as const),
        ),
      );
      const [first, ...more] = due.flatMap((notice) =>
        (recipients.get(notice.practiceId) ?? []).map((member): EmailMessage =>
          NOTICE_EMAILS[notice.kind](settings.shopName, member.email, {
            fullName: member.fullName,
            practiceName: notice.practiceName,
            invoiceNumber: notice.invoiceNumber,
            orderNumber: notice.orderNumber,
            poNumber: notice.poNumber,
            amountDue: fromCents(notice.balanceCents),
            currency: settings.currency,
            dueOn: notice.dueOn,
            daysLeft: daysBetween(today, notice.dueOn),
            holdDays: settings.holdDays,
            accountUrl,
          }),
        ),
      );
      if (first) await emailQueueing(tx, first, ...more);
      return { found, due };
    });
    const last = batch.found.at(-1);
    if (last) after = last.invoiceId;
    for (const notice of batch.due) sent[notice.kind] += 1;
    if (batch.found.length > 0) await settings.afterBatch?.(batch.due.length);
    if (batch.found.length < batchSize)
      return { dueSoon: sent.due_soon, overdue: sent.overdue, holds: sent.hold };
  }
}
