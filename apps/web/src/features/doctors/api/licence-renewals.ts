import { ADMIN_RENEWALS_PATH, adminRenewalDecisionPath, licenceMessages as m } from '@shop/contract/licence';
import type { RenewalReviewList } from '@shop/contract/licence-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

/** Licence renewals waiting for review (issue 20), under the 'admin' key like every admin list. */
export const useRenewalsForReview = () =>
  useQuery({
    queryKey: ['admin', 'licence-renewals'],
    queryFn: ({ signal }) => api.get<RenewalReviewList>(ADMIN_RENEWALS_PATH, { signal }),
  });

/** An approval: the plain call, or with the reason for a licence the register does not match (issue 43). */
export const useApproveRenewal = () =>
  useAdminMutation(
    ({ id, reason }: { id: number; reason?: string }) =>
      api.post<null>(adminRenewalDecisionPath(id, 'approve'), reason === undefined ? undefined : { reason }),
    {
      ok: m.renewalApproved,
      failed: m.decisionFailed,
      refresh: refreshAdminQueries,
    },
  );

export const useRejectRenewal = () =>
  useAdminMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      api.post<null>(adminRenewalDecisionPath(id, 'reject'), { reason }),
    { ok: m.renewalRejectedToast, failed: m.decisionFailed, refresh: refreshAdminQueries },
  );
