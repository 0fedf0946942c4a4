import {
  adminUserReinstatePath,
  adminUserSuspendPath,
  doctorsMessages as m,
} from '@shop/contract/admin-doctor-schemas';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

/** Suspends a doctor's account with the reason they will be told (issue 20). */
export const useSuspendDoctor = () =>
  useAdminMutation(
    ({ id, reason }: { id: number; reason: string }) => api.post<null>(adminUserSuspendPath(id), { reason }),
    { ok: m.suspendedToast, failed: m.suspendFailed, refresh: refreshAdminQueries },
  );

/** Lifts a doctor's suspension. */
export const useReinstateDoctor = () =>
  useAdminMutation((id: number) => api.post<null>(adminUserReinstatePath(id)), {
    ok: m.reinstatedToast,
    failed: m.reinstateFailed,
    refresh: refreshAdminQueries,
  });
