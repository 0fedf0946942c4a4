import { chargesAdminMessages as a, chargesMessages as m } from '@shop/contract/charges-messages';
import {
  ADMIN_TAX_RATES_PATH,
  type TaxRate,
  type TaxRatePatch,
  type TaxRateValues,
} from '@shop/contract/charges-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

const ratePath = (id: number) => `${ADMIN_TAX_RATES_PATH}/${id}`;

/** `POST /api/admin/tax-rates`: 201 with the rate. */
export const useCreateRate = () =>
  useAdminMutation((body: TaxRateValues) => api.post<TaxRate>(ADMIN_TAX_RATES_PATH, body), {
    ok: m.taxRateCreated,
    failed: a.rates.createFailed,
    refresh: refreshAdminQueries,
  });

/** `PATCH /api/admin/tax-rates/{id}`: the rate as it is now. */
export const useUpdateRate = () =>
  useAdminMutation(
    ({ id, patch }: { id: number; patch: TaxRatePatch }) => api.patch<TaxRate>(ratePath(id), patch),
    { ok: m.taxRateUpdated, failed: a.rates.updateFailed, refresh: refreshAdminQueries },
  );

/** `DELETE /api/admin/tax-rates/{id}`. */
export const useDeleteRate = () =>
  useAdminMutation((id: number) => api.delete<MessageResponse>(ratePath(id)), {
    ok: m.taxRateDeleted,
    failed: a.rates.deleteFailed,
    refresh: refreshAdminQueries,
  });
