import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { setImmediate } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema/system';
import { listUnsubscribeHeaders, renderEmailBody, type EmailBody, type EmailMessage } from './email.layout';

/** The statement queueing e-mails (not yet run), for a write that runs it as part of its own. */
export function emailQueueing(db: Db, ...messages: [EmailMessage, ...EmailMessage[]]) {
  return db.insert(outboxEmails).values(
    messages.map((message) => ({
      template: message.template,
      toAddress: message.to,
      replyToAddress: message.replyTo ?? null,
      listUnsubscribeUrl: message.listUnsubscribeUrl ?? null,
      subject: message.subject,
      body: message.body,
    })),
  );
}

/**
 * The statement queueing `count` e-mails whose fields are placeholders named after `name`, for a
 * statement prepared once (docs/decisions/018) that runs it as part of its own write;
 * `preparedEmailValues` gives the placeholders' values.
 */
export function preparedEmailQueueing(db: Db, name: string, count: number) {
  const field = (i: number, key: string) => sql.placeholder(`${name}${i}${key}`);
  return db.insert(outboxEmails).values(
    Array.from({ length: count }, (_, i) => ({
      template: field(i, 'Template'),
      toAddress: field(i, 'To'),
      replyToAddress: field(i, 'ReplyTo'),
      listUnsubscribeUrl: field(i, 'ListUnsubscribe'),
      subject: field(i, 'Subject'),
      body: field(i, 'Body'),
    })),
  );
}

/** The values of `preparedEmailQueueing(db, name, messages.length)`'s placeholders. */
export function preparedEmailValues(name: string, messages: readonly EmailMessage[]) {
  return Object.fromEntries<unknown>(
    messages.flatMap((message, i) => [
      [`${name}${i}Template`, message.template],
      [`${name}${i}To`, message.to],
      [`${name}${i}ReplyTo`, message.replyTo ?? null],
      [`${name}${i}ListUnsubscribe`, message.listUnsubscribeUrl ?? null],
      [`${name}${i}Subject`, message.subject],
      [`${name}${i}Body`, message.body],
    ]),
  );
}

/**
 * Queues e-mails (one statement; none for none); call inside the transaction of the change that
 * causes them.
 */
export async function queueEmail(db: Db, ...messages: EmailMessage[]) {
  const [first, ...rest] = messages;
  if (first) await emailQueueing(db, first, ...rest);
}

/**
 * Queues e-mails (one statement) and answers each one's outbox id by its address, for a write that
 * keeps a link to the e-mail it sent (to show when it left). The addresses must differ.
 */
export async function queueEmailsById(db: Db, ...messages: [EmailMessage, ...EmailMessage[]]) {
  const rows = await emailQueueing(db, ...messages).returning({
    id: outboxEmails.id,
    to: outboxEmails.toAddress,
  });
  return new Map(rows.map((row) => [row.to, row.id]));
}

const MAX_ATTEMPTS = 5;

type OutboxRow = typeof outboxEmails.$inferSelect;

/**
 * A queued e-mail's plain-text and HTML bodies: rendered from its blocks, or as stored by an e-mail
 * queued before e-mails were queued as blocks (`html` null: one from before HTML bodies, sent as
 * text only).
 */
export function outboxBodies(email: Pick<OutboxRow, 'subject' | 'body' | 'bodyText' | 'bodyHtml'>) {
  if (email.body !== null) return renderEmailBody(email.subject, email.body as EmailBody);
  return { text: email.bodyText ?? '', html: email.bodyHtml };
}

/**
 * Sends pending outbox e-mails through SMTP, each with its plain-text and HTML bodies as
 * multipart/alternative (an e-mail queued before HTML bodies existed goes as text only), and a
 * newsletter e-mail with its List-Unsubscribe and List-Unsubscribe-Post headers.
 * `for update skip locked` lets several server processes run this side by side without sending
 * one e-mail twice.
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
        const { text, html } = outboxBodies(email);
        await transport.sendMail({
          from,
          to: email.toAddress,
          ...(email.replyToAddress === null ? {} : { replyTo: email.replyToAddress }),
          subject: email.subject,
          text,
          ...(html === null ? {} : { html }),
          ...(email.listUnsubscribeUrl === null
            ? {}
            : { headers: listUnsubscribeHeaders(email.listUnsubscribeUrl) }),
        });
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

/**
 * Without SMTP the outbox is the mailbox: this writes e-mails queued since `afterId` to the log
 * (so a developer sees them) and returns the new cursor. They stay pending for a later SMTP set-up.
 */
export async function logQueuedEmails(db: Db, afterId: number, log: FastifyBaseLogger) {
  const queued = await db
    .select()
    .from(outboxEmails)
    .where(and(gt(outboxEmails.id, afterId), eq(outboxEmails.status, 'pending')))
    .orderBy(asc(outboxEmails.id))
    .limit(100);
  for (const email of queued) {
    // One e-mail at a time between the requests being served: a batch written at once would hold
    // them all up for as long as it takes to render and log it.
    await setImmediate();
    log.info(
      {
        emailId: email.id,
        to: email.toAddress,
        ...(email.replyToAddress === null ? {} : { replyTo: email.replyToAddress }),
        ...(email.listUnsubscribeUrl === null ? {} : { listUnsubscribe: email.listUnsubscribeUrl }),
        subject: email.subject,
        body: outboxBodies(email).text,
      },
      'e-mail queued',
    );
  }
  return queued.at(-1)?.id ?? afterId;
}

export async function lastOutboxId(db: Db) {
  const [row] = await db.select({ id: max(outboxEmails.id) }).from(outboxEmails);
  return row?.id ?? 0;
}
