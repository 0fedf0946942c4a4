import type { PracticeAddressPart } from '@shop/contract/postal-address';
import { COUNTRY_CODES, countryName, SUBDIVISION_CODES, subdivisionName } from '@shop/contract/regions';
import { useState } from 'react';
import { SelectField, TextField } from '@/components/ui/form-field';
import type { FieldErrors } from '@/lib/form';

/** A country's provinces or states: their codes ("ON") and names ("Ontario"), in the contract's order. */
const regionsOf = (country: string) =>
  SUBDIVISION_CODES.filter((code) => code.startsWith(`${country}-`)).map((code) => ({
    code: code.slice(country.length + 1),
    name: subdivisionName(code),
  }));

/** The country a province's or state's code belongs to (the codes of the shop's countries do not overlap). */
const countryOfRegion = (region: string) =>
  COUNTRY_CODES.find((country) => SUBDIVISION_CODES.includes(`${country}-${region}`)) ?? '';

type PracticeAddressFieldsProps = {
  errors: FieldErrors;
  /** The address as it is (the account page's completion); blank by default. */
  defaults?: Partial<Record<PracticeAddressPart, string | null>>;
};

/**
 * The practice address in parts (issue 38), read on submit: street, city, country, province or state
 * (the chosen country's, or every country's until one is chosen; choosing one sets its country) and
 * the postal or ZIP code. The registration form and the account page's completion share it.
 */
export function PracticeAddressFields({ errors, defaults = {} }: PracticeAddressFieldsProps) {
  const [country, setCountry] = useState(defaults.practiceCountry ?? '');
  const [region, setRegion] = useState(defaults.practiceRegion ?? '');
  const shownCountries = country ? COUNTRY_CODES.filter((code) => code === country) : COUNTRY_CODES;

  // A text part's binding: its name, message and the value it starts from.
  const part = (name: PracticeAddressPart) => ({
    name,
    error: errors[name],
    defaultValue: defaults[name] ?? '',
  });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField {...part('practiceStreet')} label="Street Address" autoComplete="street-address" />
      </div>
      <TextField {...part('practiceCity')} label="City" autoComplete="address-level2" />
      <SelectField
        name="practiceCountry"
        label="Country"
        error={errors.practiceCountry}
        value={country}
        autoComplete="country"
        onValueChange={(chosen) => {
          setCountry(chosen);
          if (region && countryOfRegion(region) !== chosen) setRegion('');
        }}
      >
        <option value="">Choose a country</option>
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="practiceRegion"
        label="Province or State"
        error={errors.practiceRegion}
        value={region}
        autoComplete="address-level1"
        onValueChange={(chosen) => {
          setRegion(chosen);
          if (chosen && !country) setCountry(countryOfRegion(chosen));
        }}
      >
        <option value="">Choose a province or state</option>
        {shownCountries.map((code) => (
          <optgroup key={code} label={countryName(code)}>
            {regionsOf(code).map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField {...part('practicePostalCode')} label="Postal or ZIP Code" autoComplete="postal-code" />
    </div>
  );
}
