import {
  inboxMessages,
  inboxPath,
  type InboxKind,
  type InboxStatus,
} from '@shop/contract/admin-inbox-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

export type InboxStatusChange = { kind: InboxKind; id: number; status: InboxStatus };

export const updateInboxStatus = ({ kind, id, status }: InboxStatusChange) =>
  api.patch<MessageResponse>(`${inboxPath(kind)}/${id}`, { status });

/** Refreshes the lists and the tab's count of new items, after a failure too (a 404: the row is gone). */
export const useUpdateInboxStatus = () =>
  useAdminMutation(updateInboxStatus, {
    failed: inboxMessages.updateFailed,
    refresh: refreshAdminQueries,
  });
