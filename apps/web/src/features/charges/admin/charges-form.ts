import { percentText } from '@shop/contract/charges-messages';
import {
  ShippingZoneInput,
  TaxRateInput,
  type ShippingZone,
  type ShippingZoneValues,
  type TaxRate,
  type TaxRateValues,
} from '@shop/contract/charges-schemas';
import { recentMonths } from '@shop/contract/statements';
import type { FieldErrors } from '@/lib/form';
import { formCheck, type FormCheck } from '@/lib/use-checked-form';

/**
 * The Settings tab's forms as values (docs/product.md, Shipping and taxes), checked by the
 * contract's schemas before they are sent: the server's own rules and messages, each on its field
 * (the names the server's 400 uses too).
 */

/** A message on a list's item (`regions.1`) belongs to the list's field. */
export const onField = (errors: FieldErrors): FieldErrors => {
  const shown: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) shown[key.split('.')[0] ?? key] ??= message;
  return shown;
};

const blankAsNull = (text: string) => (text.trim() === '' ? null : text);

// ---------------------------------------------------------------------------------------------
// Shipping zones

/** A zone as typed: its states or provinces one text, codes separated by commas. */
export type ZoneFormValues = {
  name: string;
  country: string;
  regions: string;
  rate: string;
  /** Blank: never free. */
  freeOver: string;
  coldChainSurcharge: string;
};

export const emptyZone = (): ZoneFormValues => ({
  name: '',
  country: '',
  regions: '',
  rate: '',
  freeOver: '',
  coldChainSurcharge: '0.00',
});

export const zoneValuesFrom = (zone: ShippingZone): ZoneFormValues => ({
  name: zone.name,
  country: zone.country,
  regions: zone.regions.join(', '),
  rate: zone.rate,
  freeOver: zone.freeOver ?? '',
  coldChainSurcharge: zone.coldChainSurcharge,
});

/** "us-ma, US-NY ,," → ["us-ma", "US-NY"]: the schema puts them in capitals and checks each. */
export const splitRegions = (text: string): string[] =>
  text
    .split(/[,\s]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/** The call's body as typed: an unchosen country left out, so the contract's message meets it. */
export const toZoneInput = (values: ZoneFormValues) => ({
  name: values.name,
  ...(values.country === '' ? {} : { country: values.country }),
  regions: splitRegions(values.regions),
  rate: values.rate,
  freeOver: blankAsNull(values.freeOver),
  coldChainSurcharge: values.coldChainSurcharge,
});

/** Both dialogs send every field: a new zone, or the zone as the edit dialog shows it (a PATCH). */
export const validateZone = (values: ZoneFormValues): FormCheck<ShippingZoneValues> =>
  formCheck(ShippingZoneInput.safeParse(toZoneInput(values)));

/** The zone dialog's form: its blank and filled values, and its check. */
export const zoneForm = { empty: emptyZone, valuesFrom: zoneValuesFrom, validate: validateZone };

// ---------------------------------------------------------------------------------------------
// Tax rates

export type RateFormValues = {
  name: string;
  country: string;
  /** Blank: the whole country. */
  region: string;
  ratePercent: string;
  appliesToShipping: boolean;
};

export const emptyRate = (): RateFormValues => ({
  name: '',
  country: '',
  region: '',
  ratePercent: '',
  appliesToShipping: false,
});

export const rateValuesFrom = (rate: TaxRate): RateFormValues => ({
  name: rate.name,
  country: rate.country,
  region: rate.region ?? '',
  ratePercent: trimmedPercent(rate.ratePercent),
  appliesToShipping: rate.appliesToShipping,
});

export const toRateInput = (values: RateFormValues) => ({
  name: values.name,
  ...(values.country === '' ? {} : { country: values.country }),
  region: blankAsNull(values.region),
  ratePercent: values.ratePercent,
  appliesToShipping: values.appliesToShipping,
});

/** Both dialogs send every field, as validateZone. */
export const validateRate = (values: RateFormValues): FormCheck<TaxRateValues> =>
  formCheck(TaxRateInput.safeParse(toRateInput(values)));

/** The tax rate dialog's form, as zoneForm. */
export const rateForm = { empty: emptyRate, valuesFrom: rateValuesFrom, validate: validateRate };

/** "13.000" → "13", "6.250" → "6.25": the rate as the admin typed it. */
export const trimmedPercent = (rate: string) => percentText(rate).slice(0, -1);

// ---------------------------------------------------------------------------------------------
// The tax report

/** The months the report offers: the last complete month first (the default), two years back. */
export const taxReportMonths = (today: string): string[] => recentMonths(today, 25).slice(1);
