import type { InboxKind, InboxStatus } from '@shop/contract/admin-inbox-schemas';
import { and, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, referralApplications } from '../../db/schema/content';
import { users } from '../../db/schema/users';
import { readPage } from '../../lib/paging';

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

type InboxTable = (typeof tables)[InboxKind];
/** An inbox row with all its columns and the name of who handled it (null while new). */
type InboxRow<T extends InboxTable> = T['$inferSelect'] & { handledByName: string | null };

/** A page of one kind of inbox rows, newest first, with who handled each, and the count of all matching. */
async function findInboxPage<T extends InboxTable>(
  db: Db,
  table: T,
  page: PageRequest,
): Promise<{ rows: InboxRow<T>[]; totalCount: number }> {
  // Drizzle cannot type a select from a table that is a type parameter; both tables have what this
  // reads (the inbox columns, id and createdAt), and the rows are typed by the table passed.
  const inbox = table as typeof contactMessages;
  const { rows, totalCount } = await readPage(
    db,
    db
      .select({ ...getTableColumns(inbox), handledByName: users.fullName })
      .from(inbox)
      .leftJoin(users, eq(users.id, inbox.handledBy))
      .$dynamic(),
    {
      from: inbox,
      where: statusIs(inbox.status, page),
      orderBy: [desc(inbox.createdAt), desc(inbox.id)],
      limit: page.limit,
      offset: page.offset,
    },
  );
  return { rows, totalCount };
}

export const findContactMessagePage = (db: Db, page: PageRequest) => findInboxPage(db, contactMessages, page);
export const findReferralApplicationPage = (db: Db, page: PageRequest) =>
  findInboxPage(db, referralApplications, page);

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
