import {
  INBOX_PAGE_SIZE,
  inboxMessages,
  type AdminContactMessagePage,
  type AdminInboxListQuery,
  type AdminReferralApplicationPage,
  type InboxKind,
  type InboxStatus,
} from '@shop/contract/admin-inbox-schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import { recordAudit } from '../audit/audit.service';
import {
  findContactMessagePage,
  findReferralApplicationPage,
  inboxRowExists,
  updateInboxStatus,
} from './admin-inbox.repository';

const pageOf = (query: AdminInboxListQuery) => ({
  status: query.status,
  ...pageWindow(query.page, INBOX_PAGE_SIZE),
});

/**
 * An inbox row as the admin reads it: its columns as they are, but who handled it by name (not id)
 * and its times as ISO text.
 */
function inboxItem<
  R extends {
    handledBy: number | null;
    handledByName: string | null;
    handledAt: Date | null;
    createdAt: Date;
  },
>(row: R) {
  const { handledByName, handledAt, createdAt, ...fields } = row;
  return {
    ...fields,
    // In the place of the handler's id.
    handledBy: handledByName,
    handledAt: handledAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

/** The admin's list of one kind of inbox rows, read by `find` (a page of rows and their count). */
const inboxList =
  <R extends Parameters<typeof inboxItem>[0]>(
    find: (db: Db, page: ReturnType<typeof pageOf>) => Promise<{ rows: R[]; totalCount: number }>,
  ) =>
  async (db: Db, query: AdminInboxListQuery) => {
    const { rows, totalCount } = await find(db, pageOf(query));
    return { items: rows.map(inboxItem), ...pagePositionOf(totalCount, query.page, INBOX_PAGE_SIZE) };
  };

export const listContactMessages: (db: Db, query: AdminInboxListQuery) => Promise<AdminContactMessagePage> =
  inboxList(findContactMessagePage);

export const listReferralApplications: (
  db: Db,
  query: AdminInboxListQuery,
) => Promise<AdminReferralApplicationPage> = inboxList(findReferralApplicationPage);

const entityTypes = { 'contact-messages': 'contact_message', referrals: 'referral_application' } as const;

/**
 * Marks a row new or handled, with an audit entry in the same transaction; 404 for an unknown id.
 * A row already in that status is left as it is, without an audit entry (two admins clicking at
 * once: the conditional update lets exactly one change it).
 */
export async function setInboxStatus(
  db: Db,
  kind: InboxKind,
  id: number,
  status: InboxStatus,
  adminId: number,
) {
  const updated = await db.transaction(async (tx) => {
    const row = await updateInboxStatus(tx, kind, id, status, adminId);
    if (!row) return undefined;
    await recordAudit(tx, {
      actorUserId: adminId,
      action: `inbox.${status}`,
      entityType: entityTypes[kind],
      entityId: id,
    });
    return row;
  });
  if (!updated && !(await inboxRowExists(db, kind, id))) throw notFound(inboxMessages.notFound);
}
