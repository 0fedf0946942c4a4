/**
 * The provinces, territories and states the shop ships to, by the country they belong to: a
 * doctor's registered province or state (free text, "ON", "Ontario", "new york") names its country,
 * which a first checkout's address starts with. Zod-free: the web app's forms use it too.
 */

const CANADA: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const UNITED_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const COUNTRIES = [
  { code: 'CA', country: 'Canada', regions: CANADA, aliases: ['CAN'] },
  { code: 'US', country: 'United States', regions: UNITED_STATES, aliases: ['USA', 'UNITEDSTATESOFAMERICA'] },
] as const;

/** The countries the shop ships to, by their ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES = COUNTRIES.map(({ code }) => code);
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** A country's name as addresses write it ("Canada"), by its code. */
export const countryName = (code: CountryCode) =>
  COUNTRIES.find((entry) => entry.code === code)?.country ?? code;

/** The ISO 3166-2 code of every province, territory and state the shop ships to ("CA-ON", "US-MA"). */
export const SUBDIVISION_CODES: readonly string[] = COUNTRIES.flatMap(({ code, regions }) =>
  Object.keys(regions).map((region) => `${code}-${region}`),
);
const SUBDIVISIONS = new Set(SUBDIVISION_CODES);

/** Whether `code` is a province, territory or state (ISO 3166-2) of `country`. */
export const isSubdivisionOf = (country: string, code: string) =>
  code.startsWith(`${country}-`) && SUBDIVISIONS.has(code);

/** A subdivision's name ("Ontario") by its ISO 3166-2 code ("CA-ON"); the code itself when unknown. */
export function subdivisionName(code: string): string {
  const [country, region = ''] = code.split('-');
  const regions: Record<string, string> | undefined = COUNTRIES.find(
    (entry) => entry.code === country,
  )?.regions;
  return regions?.[region] ?? code;
}

const normalized = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();

const BY_NAME = new Map<string, { country: string; region: string }>();
for (const { country, regions } of COUNTRIES) {
  for (const [code, name] of Object.entries(regions)) {
    BY_NAME.set(code, { country, region: name });
    BY_NAME.set(normalized(name), { country, region: name });
  }
}

/**
 * The region a text names, by its two-letter code or its name (case, accents, spaces and dots do
 * not matter: "qc", "Québec", "N.Y."), with its country; undefined for anything else.
 */
export function regionOf(value: string | null | undefined): { country: string; region: string } | undefined {
  if (!value) return undefined;
  return BY_NAME.get(normalized(value));
}

const COUNTRY_BY_NAME = new Map<string, CountryCode>();
for (const { code, country, aliases } of COUNTRIES) {
  for (const name of [code, country, ...aliases]) COUNTRY_BY_NAME.set(normalized(name), code);
}

/**
 * Each country's region codes by what an address's state may say, its code or its name normalized
 * ("ON", "ONTARIO"), in the countries' and regions' order, the first region to claim a text keeping
 * it: worked out once, as every quote and order reads it.
 */
const REGION_KEYS = COUNTRIES.map(({ code: country, regions }) => {
  const codes = new Map<string, string>();
  for (const [code, name] of Object.entries(regions)) {
    for (const key of [code, normalized(name)]) if (!codes.has(key)) codes.set(key, code);
  }
  return { country, codes };
});

/** Where an address is, as shipping zones and tax rates name places: its country and subdivision codes. */
export interface AddressArea {
  country: CountryCode;
  /** ISO 3166-2, e.g. "US-MA"; undefined when the state is not one of the country's. */
  subdivision?: string;
}

/**
 * The country and subdivision of an address's `country` and `state` texts ("United States" or
 * "US", "MA" or "Massachusetts"); undefined for a country the shop does not know. A blank country
 * is the one its state belongs to (a state is one country's only: "CA" is California).
 */
export function addressArea(address: {
  state?: string | null;
  country?: string | null;
}): AddressArea | undefined {
  const state = address.state ? normalized(address.state) : '';
  const country = address.country?.trim() ? COUNTRY_BY_NAME.get(normalized(address.country)) : undefined;
  if (address.country?.trim() && country === undefined) return undefined;
  for (const entry of REGION_KEYS) {
    if (country !== undefined && entry.country !== country) continue;
    const code = entry.codes.get(state);
    if (code) return { country: entry.country, subdivision: `${entry.country}-${code}` };
  }
  return country === undefined ? undefined : { country };
}
