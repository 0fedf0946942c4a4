import type { PracticeAddressPart } from '@shop/contract/postal-address';
import { COUNTRY_CODES, countryName, SUBDIVISION_CODES, subdivisionName } from '@shop/contract/regions';
import { useState } from 'react';
import { FormField, TextField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/select';
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

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          name="practiceStreet"
          label="Street Address"
          error={errors.practiceStreet}
          defaultValue={defaults.practiceStreet ?? ''}
          autoComplete="street-address"
        />
      </div>
      <TextField
        name="practiceCity"
        label="City"
        error={errors.practiceCity}
        defaultValue={defaults.practiceCity ?? ''}
        autoComplete="address-level2"
      />
      <FormField name="practiceCountry" label="Country" error={errors.practiceCountry}>
        {(control) => (
          <NativeSelect
            {...control}
            value={country}
            autoComplete="country"
            onChange={(event) => {
              const chosen = event.target.value;
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
          </NativeSelect>
        )}
      </FormField>
      <FormField name="practiceRegion" label="Province or State" error={errors.practiceRegion}>
        {(control) => (
          <NativeSelect
            {...control}
            value={region}
            autoComplete="address-level1"
            onChange={(event) => {
              const chosen = event.target.value;
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
          </NativeSelect>
        )}
      </FormField>
      <TextField
        name="practicePostalCode"
        label="Postal or ZIP Code"
        error={errors.practicePostalCode}
        defaultValue={defaults.practicePostalCode ?? ''}
        autoComplete="postal-code"
      />
    </div>
  );
}
