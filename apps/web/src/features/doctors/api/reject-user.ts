import type { MessageResponse } from '@shop/contract/common-schemas';
import { adminMessages } from '@shop/contract/admin-messages';
import { api } from '@/lib/api-client';
import { useRegistrationDecision } from './registration-decision';

export const rejectUser = (id: number) => api.delete<MessageResponse>(`/api/admin/reject-user/${id}`);

export const useRejectUser = () =>
  useRegistrationDecision(rejectUser, { ok: adminMessages.userRejected, failed: adminMessages.rejectFailed });
