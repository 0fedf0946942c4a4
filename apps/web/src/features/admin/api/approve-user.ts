import type { MessageResponse } from '@shop/contract/common';
import { adminMessages } from '@shop/contract/admin-messages';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';
import { api } from '@/lib/api-client';

export const approveUser = (id: number) => api.post<MessageResponse>(`/api/admin/approve-user/${id}`);

/** Refreshed after a failure too: a 404 or 409 means another admin already decided this registration. */
export const useApproveUser = () =>
  useAdminMutation(approveUser, {
    ok: adminMessages.userApproved,
    failed: adminMessages.approveFailed,
    refresh: refreshAdminQueries,
  });
