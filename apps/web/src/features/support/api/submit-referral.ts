import type { MessageResponse } from '@shop/contract/common-schemas';
import type { ReferralApplicationBody } from '@shop/contract/support-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const submitReferral = (body: ReferralApplicationBody) =>
  api.post<MessageResponse>('/api/referrals', body);

/** The page shows the outcome as an in-page alert above the form, so no toasts. */
export const useSubmitReferral = () => useMutation({ mutationFn: submitReferral });
