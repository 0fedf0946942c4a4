import { countryName, type CountryCode } from './regions';

/**
 * The parts of a postal address (an order's shipping and billing address, an address-book entry),
 * in the order the forms ask for them. Zod-free: the web app's forms use it without the schemas.
 */
export const ADDRESS_PARTS = ['clinicName', 'street', 'city', 'state', 'zipCode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** An address as the lines of a label: clinic, street, "city, state zip", country; empty parts left out. */
export function addressLines(address: Partial<Record<AddressPart, string>> | null | undefined): string[] {
  if (!address) return [];
  const clean = (value: string | undefined) => value?.trim() ?? '';
  const cityState = [clean(address.city), clean(address.state)].filter(Boolean).join(', ');
  const cityLine = [cityState, clean(address.zipCode)].filter(Boolean).join(' ');
  return [clean(address.clinicName), clean(address.street), cityLine, clean(address.country)].filter(Boolean);
}

/**
 * The practice address a doctor registers in parts (issue 38): street, city, province or state (its
 * code: "ON"), postal or ZIP code and country (its code: "CA"), as the registration request and the
 * users table name them.
 */
export const PRACTICE_ADDRESS_PARTS = [
  'practiceStreet',
  'practiceCity',
  'practiceRegion',
  'practicePostalCode',
  'practiceCountry',
] as const;
export type PracticeAddressPart = (typeof PRACTICE_ADDRESS_PARTS)[number];
export type PracticeAddressParts = Record<PracticeAddressPart, string>;

/** A postal code's form by country: Canada's "A1A 1A1", the United States' "12345" or "12345-6789". */
const POSTAL_CODE_FORMS: Record<string, RegExp> = {
  CA: /^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/,
  US: /^(\d{5})(-\d{4})?$/,
};

/**
 * A postal code as addresses write it (upper case; Canada's with its space), when it has the form of
 * `country`'s (an ISO code); undefined when it does not, or for a country without a known form.
 */
export function postalCodeOf(country: string, value: string): string | undefined {
  const match = POSTAL_CODE_FORMS[country]?.exec(value.trim().toUpperCase());
  if (!match) return undefined;
  return country === 'CA' ? `${match[1]} ${match[2]}` : value.trim();
}

/**
 * The practice address on one line, as `practice_address` keeps it beside the parts and as the admin's
 * registration card and the Doctors list show it: "220 Bay St, Toronto, ON M5J 2W4, Canada". The one
 * writer of that line from the parts.
 */
export function composePracticeAddress(parts: PracticeAddressParts): string {
  const regionLine = [parts.practiceRegion, parts.practicePostalCode].filter(Boolean).join(' ');
  const country = parts.practiceCountry ? countryName(parts.practiceCountry as CountryCode) : '';
  return [parts.practiceStreet, parts.practiceCity, regionLine, country].filter(Boolean).join(', ');
}

/**
 * What the users table keeps of a practice address given in parts (the request's rules passed): the
 * parts as addresses write them (codes in upper case, the postal code in its country's form) and the
 * one line composed from them.
 */
export function practiceAddressColumns(
  parts: PracticeAddressParts,
): PracticeAddressParts & { practiceAddress: string } {
  const country = parts.practiceCountry.trim().toUpperCase();
  const postalCode = parts.practicePostalCode.trim().toUpperCase();
  const stored: PracticeAddressParts = {
    practiceStreet: parts.practiceStreet.trim(),
    practiceCity: parts.practiceCity.trim(),
    practiceRegion: parts.practiceRegion.trim().toUpperCase(),
    practicePostalCode: postalCodeOf(country, postalCode) ?? postalCode,
    practiceCountry: country,
  };
  return { ...stored, practiceAddress: composePracticeAddress(stored) };
}
