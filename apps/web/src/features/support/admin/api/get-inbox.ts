import {
  inboxPath,
  type AdminContactMessagePage,
  type AdminReferralApplicationPage,
  type InboxKind,
  type InboxStatus,
} from '@shop/contract/admin-inbox-schemas';
import { api } from '@/lib/api-client';
import { listApiPath } from '@/lib/list-path';
import { accountListQueryOptions } from '@/lib/react-query';

/** Under the 'admin' key like every admin read, so a change also refreshes the tab badges. */
export const inboxQueryKey = ['admin', 'inbox'] as const;

export type InboxFilter = { status?: InboxStatus; page: number };

export type InboxPages = {
  'contact-messages': AdminContactMessagePage;
  referrals: AdminReferralApplicationPage;
};

export const inboxApiPath = (kind: InboxKind, { status, page }: InboxFilter): string =>
  listApiPath(inboxPath(kind), { status, page });

export const getInboxPage = <Kind extends InboxKind>(kind: Kind, filter: InboxFilter, signal?: AbortSignal) =>
  api.get<InboxPages[Kind]>(inboxApiPath(kind, filter), { signal });

/** `GET /api/admin/inbox/{kind}`: newest first, 20 a page, optionally only new or handled rows. */
export const getInboxQueryOptions = <Kind extends InboxKind>(kind: Kind, filter: InboxFilter) =>
  accountListQueryOptions([...inboxQueryKey, kind, filter], (signal) => getInboxPage(kind, filter, signal));
