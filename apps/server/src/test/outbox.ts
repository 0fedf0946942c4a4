import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema/system';
import { outboxBodies } from '../modules/email/email.service';

/**
 * Queued e-mails, oldest first, as delivery would send them: each row with its plain-text and HTML
 * bodies rendered from its blocks (`bodyHtml` empty for an e-mail that has none).
 */
export async function queuedEmails(db: Db, where?: SQL) {
  const rows = await db.select().from(outboxEmails).where(where).orderBy(outboxEmails.id);
  return rows.map((row) => {
    const { text, html } = outboxBodies(row);
    return { ...row, bodyText: text, bodyHtml: html ?? '' };
  });
}
