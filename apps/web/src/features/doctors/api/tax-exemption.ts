import { chargesAdminMessages as a, chargesMessages as m } from '@shop/contract/charges-messages';
import {
  adminTaxExemptionPath,
  type TaxExemption,
  type TaxExemptionInput,
} from '@shop/contract/charges-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

/**
 * `PUT /api/admin/doctors/{id}/tax-exemption`: the certificate's number and expiry date; the
 * Doctors tab's list, which shows each doctor's exemption, is read again.
 */
export const useSetTaxExemption = () =>
  useAdminMutation(
    ({ doctorId, exemption }: { doctorId: number; exemption: TaxExemptionInput }) =>
      api.put<TaxExemption>(adminTaxExemptionPath(doctorId), exemption),
    { ok: m.exemptionSaved, failed: a.exemption.saveFailed, refresh: refreshAdminQueries },
  );

/** `DELETE /api/admin/doctors/{id}/tax-exemption`. */
export const useRemoveTaxExemption = () =>
  useAdminMutation((doctorId: number) => api.delete<MessageResponse>(adminTaxExemptionPath(doctorId)), {
    ok: m.exemptionRemoved,
    failed: a.exemption.removeFailed,
    refresh: refreshAdminQueries,
  });
