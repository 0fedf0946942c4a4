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
  { country: 'Canada', regions: CANADA },
  { country: 'United States', regions: UNITED_STATES },
] as const;

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
