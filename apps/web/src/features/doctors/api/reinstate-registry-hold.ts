import type { MessageResponse } from '@shop/contract/common-schemas';
import { adminRegistryHoldPath, licenceRegistryMessages as m } from '@shop/contract/licence-registry';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

/**
 * `POST /api/admin/licence-registry/holds/{id}/reinstate` with the reason: the prescriber may order
 * prescription-only products again; the holds, the Settings section and the Doctors tab are read again.
 */
export const useReinstateRegistryHold = () =>
  useAdminMutation(
    ({ userId, reason }: { userId: number; reason: string }) =>
      api.post<MessageResponse>(adminRegistryHoldPath(userId, 'reinstate'), { reason }),
    { ok: m.reinstated, failed: m.liftHoldFailed, refresh: refreshAdminQueries },
  );
