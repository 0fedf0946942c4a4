import {
  REGISTRY_RESULT_LABELS,
  adminRegistryCheckPath,
  licenceRegistryMessages as m,
} from '@shop/contract/licence-registry';
import type { RegistryCheck } from '@shop/contract/licence-registry-schemas';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

/** An admin checks a doctor's licence against the register now (issue 43); the toast names the answer. */
export const useRegistryCheck = () =>
  useAdminMutation(
    (userId: number) => api.post<{ check: RegistryCheck | null }>(adminRegistryCheckPath(userId)),
    { failed: m.checkFailed, refresh: refreshAdminQueries },
    ({ check }) => {
      if (check) toast({ title: m.checkedToast(REGISTRY_RESULT_LABELS[check.result]) });
    },
  );
