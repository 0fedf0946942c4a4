import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { signOffMessages } from '@shop/contract/practice-messages';
import type { DeclineSignOffBody, SignOffRequest } from '@shop/contract/practice-schemas';
import { approvalDecisionPath } from '@shop/contract/practice-messages';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { toast } from '@/lib/use-toast';
import { approvalsScreenMessages as s } from '../approvals-screen-messages';
import { isReasonRefused } from '../sign-off-format';
import { approvalsQueryKey } from './get-approvals';

/**
 * A member's decision on a request (issue 39). The requests are read again once it is over, after a
 * refusal too: a 409 means another member decided it a moment ago (or the stock or a price moved),
 * and a 403 that this member may not decide it. The toasts run in the mutation, not in a caller's
 * callbacks, which never run once the card that asked has left the list.
 */
const refreshAfterDecision = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: approvalsQueryKey }),
    // A signed-off order joins the practice's orders (the orders list's key) and the requester's
    // spending this month (the practice section's key).
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    queryClient.invalidateQueries({ queryKey: ['practice'] }),
  ]);

/** `POST /api/practice/approvals/{id}/approve`: 201, the order placed as if its requester submitted it now. */
export const useSignOff = () =>
  useAdminMutation(
    (id: number) => api.post<SubmitOrderResponse>(approvalDecisionPath(id, 'approve')),
    { failed: s.signOffFailed, refresh: refreshAfterDecision },
    (answer) => toast({ title: signOffMessages.signedOff(answer.orderNumber) }),
  );

/** `POST /api/practice/approvals/{id}/decline` with why: the request as declined; the member is e-mailed. */
export function useDeclineSignOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DeclineSignOffBody }) =>
      api.post<SignOffRequest>(approvalDecisionPath(id, 'decline'), body),
    onSuccess: () => toast({ title: signOffMessages.declined }),
    onError: (error) => {
      if (!isReasonRefused(error)) failureToast(s.declineFailed)(error);
    },
    onSettled: () => refreshAfterDecision(queryClient),
  });
}
