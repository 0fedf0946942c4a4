import { chargesAdminMessages as a, chargesMessages as m } from '@shop/contract/charges-messages';
import { ADMIN_EXAMPLE_CHARGES_PATH } from '@shop/contract/charges-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

/**
 * `POST /api/admin/charges/examples`: the example zones and rates, while none exist (a 409 otherwise,
 * whose message is the failure toast); the tables are read again either way.
 */
export const useLoadExampleCharges = () =>
  useAdminMutation(() => api.post<MessageResponse>(ADMIN_EXAMPLE_CHARGES_PATH), {
    ok: m.examplesLoaded,
    failed: a.loadExamplesFailed,
    refresh: refreshAdminQueries,
  });
