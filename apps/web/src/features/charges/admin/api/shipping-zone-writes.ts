import { chargesAdminMessages as a, chargesMessages as m } from '@shop/contract/charges-messages';
import {
  ADMIN_SHIPPING_ZONES_PATH,
  type ShippingZone,
  type ShippingZoneValues,
} from '@shop/contract/charges-schemas';
import { settingWrites } from './setting-writes';

/**
 * `POST /api/admin/shipping-zones` (201 with the zone; 400 when a place is another zone's),
 * `PATCH /api/admin/shipping-zones/{id}` (the zone as it is now) and `DELETE …/{id}`.
 */
export const zoneWrites = settingWrites<ShippingZone, ShippingZoneValues>(ADMIN_SHIPPING_ZONES_PATH, {
  created: m.zoneCreated,
  updated: m.zoneUpdated,
  deleted: m.zoneDeleted,
  ...a.zones,
});
