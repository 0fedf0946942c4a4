import { chargesAdminMessages as a, percentText } from '@shop/contract/charges-messages';
import { CHARGE_NAME_MAX, type TaxRate } from '@shop/contract/charges-schemas';
import { COUNTRY_CODES } from '@shop/contract/regions';
import { useQuery } from '@tanstack/react-query';
import { Percent } from 'lucide-react';
import { InputField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { getTaxRatesQueryOptions } from '../api/get-tax-rates';
import { rateWrites } from '../api/tax-rate-writes';
import { rateForm } from '../charges-form';
import { SettingsList, countryChoices, countryText } from './charges-table';
import { CountryField, SettingFormDialog, useSettingForm } from './setting-form';

const m = a.rates;

/**
 * The Settings tab's tax rates (docs/product.md, Shipping and taxes): every rate with its place,
 * percentage and whether it taxes shipping; Add tax rate, and each row's Edit and Delete (asked
 * first).
 */
export function TaxRatesSection() {
  const rates = useQuery(getTaxRatesQueryOptions());
  return (
    <SettingsList
      texts={m}
      query={{ ...rates, data: rates.data?.rates }}
      emptyIcon={Percent}
      useDelete={rateWrites.useDelete}
      cells={(rate) => (
        <>
          <td className="px-4 py-3">{rate.region ?? m.allOf(countryText(rate.country))}</td>
          <td className="px-4 py-3 text-right tabular-nums">{percentText(rate.ratePercent)}</td>
          <td className="px-4 py-3">{rate.appliesToShipping ? m.yes : m.no}</td>
        </>
      )}
      form={(rate, done) => <RateForm rate={rate} onDone={done} />}
    />
  );
}

/**
 * A rate's fields, checked by the contract's TaxRateInput (to add, and to edit: every field is
 * sent); the server's 400 field messages go on their fields.
 */
function RateForm({ rate, onDone }: { rate: TaxRate | undefined; onDone: () => void }) {
  const setting = useSettingForm(rate, rateForm, rateWrites, onDone);
  const { text } = setting;
  const { choice, toggle } = setting.form;

  return (
    <SettingFormDialog texts={m} item={rate} setting={setting}>
      <InputField {...text('name')} label={m.name} hint={m.nameHint} maxLength={CHARGE_NAME_MAX} required />
      <CountryField {...choice('country', COUNTRY_CODES, countryChoices, '')} label={m.country} />
      <InputField {...text('region')} label={m.region} hint={m.regionHint} spellCheck={false} optional />
      <InputField
        {...text('ratePercent')}
        label={m.ratePercent}
        hint={m.ratePercentHint}
        inputMode="decimal"
        className="tabular-nums"
        required
      />
      <SwitchField
        {...toggle('appliesToShipping')}
        label={m.appliesToShipping}
        hint={m.appliesToShippingHint}
      />
    </SettingFormDialog>
  );
}
