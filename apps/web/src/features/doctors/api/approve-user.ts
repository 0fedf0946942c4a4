import type { MessageResponse } from '@shop/contract/common-schemas';
import { adminMessages } from '@shop/contract/admin-messages';
import { api } from '@/lib/api-client';
import { useRegistrationDecision } from './registration-decision';

/** An approval: the specification's call, or with the reason for a licence the register does not match (issue 43). */
export interface Approval {
  id: number;
  reason?: string;
}

export const approveUser = ({ id, reason }: Approval) =>
  api.post<MessageResponse>(`/api/admin/approve-user/${id}`, reason === undefined ? undefined : { reason });

export const useApproveUser = () =>
  useRegistrationDecision(approveUser, {
    ok: adminMessages.userApproved,
    failed: adminMessages.approveFailed,
  });
