import type { MessageResponse } from '@shop/contract/common';
import { adminMessages } from '@shop/contract/admin-messages';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';
import { api } from '@/lib/api-client';

export const rejectUser = (id: number) => api.delete<MessageResponse>(`/api/admin/reject-user/${id}`);

/** Refreshed after a failure too: a 404 or 409 means another admin already decided this registration. */
export const useRejectUser = () =>
  useAdminMutation(rejectUser, {
    ok: adminMessages.userRejected,
    failed: adminMessages.rejectFailed,
    refresh: refreshAdminQueries,
  });
