import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema/system';
import type { EmailMessage } from './email.templates';

/** Queues an e-mail; call inside the transaction of the change that causes it. */
export async function queueEmail(db: Db, message: EmailMessage) {
  await db.insert(outboxEmails).values({
    template: message.template,
    toAddress: message.to,
    subject: message.subject,
    bodyText: message.bodyText,
  });
}

const MAX_ATTEMPTS = 5;

/**
 * Sends pending outbox e-mails through SMTP. `for update skip locked` lets several server
 * processes run this side by side without sending one e-mail twice.
 */
export async function deliverPendingEmails(
  db: Db,
  smtpUrl: string,
  from: string,
  log: FastifyBaseLogger,
  batchSize = 20,
) {
  const transport = nodemailer.createTransport(smtpUrl);
  await db.transaction(async (tx) => {
    const batch = await tx
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.status, 'pending'))
      .orderBy(outboxEmails.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    for (const email of batch) {
      try {
        await transport.sendMail({ from, to: email.toAddress, subject: email.subject, text: email.bodyText });
        await tx
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), attempts: email.attempts + 1 })
          .where(eq(outboxEmails.id, email.id));
      } catch (err) {
        const attempts = email.attempts + 1;
        log.warn({ emailId: email.id, attempts, err }, 'e-mail delivery failed');
        await tx
          .update(outboxEmails)
          .set({
            attempts,
            lastError: err instanceof Error ? err.message.slice(0, 500) : 'unknown error',
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          })
          .where(eq(outboxEmails.id, email.id));
      }
    }
  });
  transport.close();
}

export async function countPendingEmails(db: Db) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, 'pending'));
  return row?.count ?? 0;
}
