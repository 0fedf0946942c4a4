import {
  INBOX_PAGE_SIZE,
  inboxMessages,
  type AdminContactMessagePage,
  type AdminInboxListQuery,
  type AdminReferralApplicationPage,
  type InboxKind,
  type InboxStatus,
} from '@shop/contract/admin-inbox';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import {
  findContactMessagePage,
  findReferralApplicationPage,
  inboxRowExists,
  updateInboxStatus,
} from './admin-inbox.repository';

const pageOf = (query: AdminInboxListQuery) => ({
  status: query.status,
  limit: INBOX_PAGE_SIZE,
  offset: (query.page - 1) * INBOX_PAGE_SIZE,
});

const handlingOf = (row: {
  status: InboxStatus;
  handledAt: Date | null;
  handledByName: string | null;
  createdAt: Date;
}) => ({
  status: row.status,
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledByName,
  createdAt: row.createdAt.toISOString(),
});

const pagingOf = (totalCount: number, query: AdminInboxListQuery) => ({
  totalCount,
  currentPage: query.page,
  totalPages: Math.ceil(totalCount / INBOX_PAGE_SIZE),
});

export async function listContactMessages(
  db: Db,
  query: AdminInboxListQuery,
): Promise<AdminContactMessagePage> {
  const { rows, totalCount } = await findContactMessagePage(db, pageOf(query));
  return {
    items: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      company: row.company,
      subject: row.subject,
      message: row.message,
      ...handlingOf(row),
    })),
    ...pagingOf(totalCount, query),
  };
}

export async function listReferralApplications(
  db: Db,
  query: AdminInboxListQuery,
): Promise<AdminReferralApplicationPage> {
  const { rows, totalCount } = await findReferralApplicationPage(db, pageOf(query));
  return {
    items: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      clinicName: row.clinicName,
      address: row.address,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      specialty: row.specialty,
      licenseNumber: row.licenseNumber,
      yearsOfExperience: row.yearsOfExperience,
      referredBy: row.referredBy,
      referrerContact: row.referrerContact,
      additionalNotes: row.additionalNotes,
      userId: row.userId,
      ...handlingOf(row),
    })),
    ...pagingOf(totalCount, query),
  };
}

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
