import {
  adminRegistryCheckPath,
  licenceRegistryMessages as m,
  REGISTRY_RESULT_LABELS,
} from '@shop/contract/licence-registry';
import type { RegistryCheck } from '@shop/contract/licence-registry-schemas';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';
import { toast } from '@/lib/use-toast';

/**
 * `POST /api/admin/doctors/{id}/registry-check`: the doctor's licence looked up now; the toast names
 * the register's answer (none when the shop has no register), and the list is read again.
 */
export const useCheckRegistry = () =>
  useAdminMutation(
    (userId: number) => api.post<{ check: RegistryCheck | null }>(adminRegistryCheckPath(userId)),
    { failed: m.checkFailed, refresh: refreshAdminQueries },
    ({ check }) =>
      toast({ title: check ? m.checkedToast(REGISTRY_RESULT_LABELS[check.result]) : m.providerNone }),
  );
