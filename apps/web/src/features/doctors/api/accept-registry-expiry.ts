import type { MessageResponse } from '@shop/contract/common-schemas';
import { adminAcceptRegistryExpiryPath, licenceRegistryMessages as m } from '@shop/contract/licence-registry';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

/**
 * `POST /api/admin/doctors/{id}/registry-expiry`: the register's expiry date becomes the licence's
 * (a 409 when the register no longer reports another date); the list is read again either way.
 */
export const useAcceptRegistryExpiry = () =>
  useAdminMutation((userId: number) => api.post<MessageResponse>(adminAcceptRegistryExpiryPath(userId)), {
    ok: m.expiryAccepted,
    failed: m.useRegisterExpiryFailed,
    refresh: refreshAdminQueries,
  });
