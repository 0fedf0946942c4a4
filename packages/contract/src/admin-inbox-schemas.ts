import { z } from 'zod';
import { pagedList, pageParam } from './common-schemas';

/**
 * The admin's inbox (issue 18): contact messages and referral applications, newest first, each new
 * until an admin marks it handled. The database enum imports INBOX_STATUSES. A module of its own, so
 * its texts ship only in the admin chunk.
 */
export const INBOX_STATUSES = ['new', 'handled'] as const;
export const InboxStatus = z.enum(INBOX_STATUSES, { error: 'Status must be new or handled' });
export type InboxStatus = z.infer<typeof InboxStatus>;

/** The two kinds of inbox rows, as the URL names them: `/api/admin/inbox/{kind}`. */
export const INBOX_KINDS = ['contact-messages', 'referrals'] as const;
export const InboxKind = z.enum(INBOX_KINDS, { error: 'Kind must be contact-messages or referrals' });
export type InboxKind = z.infer<typeof InboxKind>;

export const INBOX_PAGE_SIZE = 20;
export const inboxPath = (kind: InboxKind) => `/api/admin/inbox/${kind}`;

/** `GET /api/admin/inbox/{kind}?page=&status=`: every row, or only the new or the handled ones. */
export const AdminInboxListQuery = z
  .object({
    page: pageParam(),
    status: InboxStatus.optional(),
  })
  .strict();
export type AdminInboxListQuery = z.infer<typeof AdminInboxListQuery>;

/** `PATCH /api/admin/inbox/{kind}/{id}`. */
export const AdminUpdateInboxItem = z.object({ status: InboxStatus }).strict();
export type AdminUpdateInboxItem = z.infer<typeof AdminUpdateInboxItem>;

/** Whether a row is new, and who handled it when (null while new, or when that admin is gone). */
const handling = {
  status: InboxStatus,
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  createdAt: z.string(),
};

/** Who wrote in, as the contact form and the referral application both ask. */
const sender = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
};

export const AdminContactMessage = z.object({
  id: z.number().int(),
  ...sender,
  company: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  ...handling,
});
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;

export const AdminReferralApplication = z.object({
  id: z.number().int(),
  ...sender,
  clinicName: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  specialty: z.string(),
  licenseNumber: z.string(),
  yearsOfExperience: z.string().nullable(),
  referredBy: z.string().nullable(),
  referrerContact: z.string().nullable(),
  additionalNotes: z.string().nullable(),
  /** The signed-in doctor who applied, if any. */
  userId: z.number().int().nullable(),
  ...handling,
});
export type AdminReferralApplication = z.infer<typeof AdminReferralApplication>;

export const AdminContactMessagePage = pagedList('items', AdminContactMessage);
export type AdminContactMessagePage = z.infer<typeof AdminContactMessagePage>;
export const AdminReferralApplicationPage = pagedList('items', AdminReferralApplication);
export type AdminReferralApplicationPage = z.infer<typeof AdminReferralApplicationPage>;

/** The dashboard's Inbox tab. */
export const inboxMessages = {
  title: 'Inbox',
  contactTitle: 'Contact messages',
  referralTitle: 'Referral applications',
  statusFilter: 'Show',
  allStatuses: 'All',
  statusLabels: { new: 'New', handled: 'Handled' } satisfies Record<InboxStatus, string>,
  markHandled: 'Mark handled',
  markNew: 'Mark new',
  markedHandled: 'Marked as handled',
  markedNew: 'Marked as new',
  updateFailed: 'Failed to update the inbox',
  notFound: 'Inbox item not found',
  noContactMessages: 'No contact messages',
  noReferrals: 'No referral applications',
  contactLoadFailed: 'Failed to load contact messages',
  referralLoadFailed: 'Failed to load referral applications',
  handledBy: (who: string | null, when: string) => `Handled ${when}${who ? ` by ${who}` : ''}`,
  newCount: (count: number) => `${count} new`,
} as const;
