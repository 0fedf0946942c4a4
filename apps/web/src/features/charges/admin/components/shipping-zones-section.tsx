import { chargesAdminMessages as a } from '@shop/contract/charges-messages';
import { CHARGE_NAME_MAX, type ShippingZone } from '@shop/contract/charges-schemas';
import { COUNTRY_CODES } from '@shop/contract/regions';
import { useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { InputField } from '@/components/ui/form-field';
import { formatPrice } from '@/lib/format';
import { getShippingZonesQueryOptions } from '../api/get-shipping-zones';
import { zoneWrites } from '../api/shipping-zone-writes';
import { zoneForm } from '../charges-form';
import { SettingsList, countryChoices } from './charges-table';
import { CountryField, SettingFormDialog, useSettingForm } from './setting-form';

const m = a.zones;

/**
 * The Settings tab's shipping zones (docs/product.md, Shipping and taxes): every zone with its
 * places, rate, free-shipping threshold and cold-chain surcharge; Add zone, and each row's Edit and
 * Delete (asked first).
 */
export function ShippingZonesSection() {
  const zones = useQuery(getShippingZonesQueryOptions());
  return (
    <SettingsList
      texts={m}
      query={{ ...zones, data: zones.data?.zones }}
      emptyIcon={Truck}
      useDelete={zoneWrites.useDelete}
      cells={(zone) => (
        <>
          <td className="px-4 py-3">{zone.regions.length > 0 ? zone.regions.join(', ') : m.wholeCountry}</td>
          <td className="px-4 py-3 text-right tabular-nums">{formatPrice(zone.rate)}</td>
          <td className="px-4 py-3 text-right tabular-nums">
            {zone.freeOver ? formatPrice(zone.freeOver) : '—'}
          </td>
          <td className="px-4 py-3 text-right tabular-nums">{formatPrice(zone.coldChainSurcharge)}</td>
        </>
      )}
      form={(zone, done) => <ZoneForm zone={zone} onDone={done} />}
    />
  );
}

/**
 * A zone's fields, checked by the contract's ShippingZoneInput (to add, and to edit: every field is
 * sent); the server's 400 (a state already in another zone) goes on its field.
 */
function ZoneForm({ zone, onDone }: { zone: ShippingZone | undefined; onDone: () => void }) {
  const setting = useSettingForm(zone, zoneForm, zoneWrites, onDone);
  const { text } = setting;
  const { choice } = setting.form;
  const amount = { inputMode: 'decimal' as const, className: 'tabular-nums' };

  return (
    <SettingFormDialog texts={m} item={zone} setting={setting}>
      <InputField {...text('name')} label={m.name} maxLength={CHARGE_NAME_MAX} required />
      <CountryField {...choice('country', COUNTRY_CODES, countryChoices, '')} label={m.country} />
      <InputField {...text('regions')} label={m.regions} hint={m.regionsHint} spellCheck={false} optional />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField {...text('rate')} {...amount} label={m.rate} required />
        <InputField {...text('freeOver')} {...amount} label={m.freeOver} hint={m.freeOverHint} optional />
        <InputField
          {...text('coldChainSurcharge')}
          {...amount}
          label={m.coldChainSurcharge}
          hint={m.coldChainSurchargeHint}
          required
        />
      </div>
    </SettingFormDialog>
  );
}
