import type { MessageResponse } from '@shop/contract/common-schemas';
import { adminMessages } from '@shop/contract/admin-messages';
import { api } from '@/lib/api-client';
import { useRegistrationDecision } from './registration-decision';

export const approveUser = (id: number) => api.post<MessageResponse>(`/api/admin/approve-user/${id}`);

export const useApproveUser = () =>
  useRegistrationDecision(approveUser, {
    ok: adminMessages.userApproved,
    failed: adminMessages.approveFailed,
  });
