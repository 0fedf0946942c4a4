import { ADMIN_SHIPPING_ZONES_PATH, type ShippingZoneList } from '@shop/contract/charges-schemas';
import { api } from '@/lib/api-client';
import { accountQueryOptions } from '@/lib/react-query';

/** Every read of the Settings tab: under the 'admin' key, so any admin change refreshes them. */
export const chargesQueryKey = ['admin', 'charges'] as const;

/** `GET /api/admin/shipping-zones`: every zone, by name. */
export const getShippingZonesQueryOptions = () =>
  accountQueryOptions([...chargesQueryKey, 'zones'], (signal) =>
    api.get<ShippingZoneList>(ADMIN_SHIPPING_ZONES_PATH, { signal }),
  );
