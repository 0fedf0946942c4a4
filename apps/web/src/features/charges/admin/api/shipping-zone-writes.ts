import { chargesAdminMessages as a, chargesMessages as m } from '@shop/contract/charges-messages';
import {
  ADMIN_SHIPPING_ZONES_PATH,
  type ShippingZone,
  type ShippingZonePatch,
  type ShippingZoneValues,
} from '@shop/contract/charges-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { api } from '@/lib/api-client';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';

const zonePath = (id: number) => `${ADMIN_SHIPPING_ZONES_PATH}/${id}`;

/** `POST /api/admin/shipping-zones`: 201 with the zone; 400 when a place is another zone's. */
export const useCreateZone = () =>
  useAdminMutation((body: ShippingZoneValues) => api.post<ShippingZone>(ADMIN_SHIPPING_ZONES_PATH, body), {
    ok: m.zoneCreated,
    failed: a.zones.createFailed,
    refresh: refreshAdminQueries,
  });

/** `PATCH /api/admin/shipping-zones/{id}`: the zone as it is now. */
export const useUpdateZone = () =>
  useAdminMutation(
    ({ id, patch }: { id: number; patch: ShippingZonePatch }) => api.patch<ShippingZone>(zonePath(id), patch),
    { ok: m.zoneUpdated, failed: a.zones.updateFailed, refresh: refreshAdminQueries },
  );

/** `DELETE /api/admin/shipping-zones/{id}`. */
export const useDeleteZone = () =>
  useAdminMutation((id: number) => api.delete<MessageResponse>(zonePath(id)), {
    ok: m.zoneDeleted,
    failed: a.zones.deleteFailed,
    refresh: refreshAdminQueries,
  });
