import type { InboxKind, InboxStatus } from '@shop/contract/admin-inbox';
import { and, count, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, referralApplications } from '../../db/schema/content';
import { users } from '../../db/schema/users';

const tables = { 'contact-messages': contactMessages, referrals: referralApplications } as const;

interface PageRequest {
  status?: InboxStatus;
  limit: number;
  offset: number;
}

const statusIs = (
  column: typeof contactMessages.status | typeof referralApplications.status,
  page: PageRequest,
) => (page.status ? eq(column, page.status) : undefined);

/** A page of contact messages, newest first, with who handled each, and the count of all matching. */
export async function findContactMessagePage(db: Db, page: PageRequest) {
  const where = statusIs(contactMessages.status, page);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(contactMessages), handledByName: users.fullName })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** A page of referral applications, as findContactMessagePage. */
export async function findReferralApplicationPage(db: Db, page: PageRequest) {
  const where = statusIs(referralApplications.status, page);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(referralApplications), handledByName: users.fullName })
      .from(referralApplications)
      .leftJoin(users, eq(users.id, referralApplications.handledBy))
      .where(where)
      .orderBy(desc(referralApplications.createdAt), desc(referralApplications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(referralApplications).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/**
 * Sets a row's status when it is not that already: handled records who and when, new clears both.
 * A row already in that status keeps its handler (the first admin's click counts, not a second
 * one's). Undefined when nothing changed.
 */
export async function updateInboxStatus(
  db: Db,
  kind: InboxKind,
  id: number,
  status: InboxStatus,
  adminId: number,
) {
  const table = tables[kind];
  const handled = status === 'handled';
  const [row] = await db
    .update(table)
    .set({ status, handledAt: handled ? new Date() : null, handledBy: handled ? adminId : null })
    .where(and(eq(table.id, id), ne(table.status, status)))
    .returning({ id: table.id });
  return row;
}

export async function inboxRowExists(db: Db, kind: InboxKind, id: number) {
  const table = tables[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}
