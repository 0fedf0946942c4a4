import { SUBDIVISION_CODES } from '@shop/contract/regions';
import { describe, expect, it } from 'vitest';
import { fileMigratingDatabase } from '../test/migration-steps';

/**
 * Migration 0043 (issue 38) adds the practice address in parts and splits the one-line addresses
 * doctors registered with, where that is reliable; the others are kept as the street alone.
 * practice_address itself is never changed.
 */

/** The addresses registered before, by the e-mail of the doctor who registered each. */
const ADDRESSES: Record<string, string | null> = {
  'bay@clinic.example': '220 Bay St, Toronto, ON M5J 2W4',
  'suite@clinic.example': 'Suite 410, 100 King St W, Toronto, ON m5x1a9',
  'lines@clinic.example': '1200 Bay Street\nSuite 410\nToronto, ON M8V 1A4',
  'noPostal@clinic.example': '55 Rideau St, Ottawa, ON',
  'canada@clinic.example': '1001 Rue Sherbrooke O, Montreal, QC H3A 1G5, Canada',
  'countryOnly@clinic.example': '100 King St, Toronto, ON, CA',
  'california@clinic.example': '1 Main St, Los Angeles, CA 90012',
  'zipPlus4@clinic.example': '350 5th Ave, New York, NY 10118-0110, USA',
  // Not split: no commas, a region's name, a postal code of the other country, a mismatched
  // country, no region, an unknown region code.
  'oneLine@clinic.example': '220 Bay St Toronto ON M5J 2W4',
  'named@clinic.example': '12 Main St, Montréal, Québec H3A 1A1',
  'wrongPostal@clinic.example': '1 Main St, Toronto, ON 90210',
  'wrongCountry@clinic.example': '1 Main St, Toronto, ON M5J 2W4, USA',
  'cityOnly@clinic.example': 'Toronto, ON M5J 2W4',
  'unknownRegion@clinic.example': '1 High St, London, UK SW1A 1AA',
  'none@clinic.example': null,
};

const database = fileMigratingDatabase(async () => {
  await database.migrateTo('0042_stock_notifications');
  const rows = Object.entries(ADDRESSES);
  // Every province and state the shop knows, by its code: the migration's lists are the contract's.
  const regions = SUBDIVISION_CODES.map((code) => [
    `${code.toLowerCase()}@region.example`,
    `1 Main St, Springfield, ${code.slice(3)}`,
  ]);
  for (const [email, address] of [...rows, ...regions]) {
    await database.client.query(
      `insert into users (role, status, email, password_hash, full_name, practice_address)
         values ('doctor', 'approved', $1, 'x', 'Dr A', $2)`,
      [email, address],
    );
  }
  await database.migrateTo('0043_practice_address_parts');
});

interface Row {
  email: string;
  practice_address: string | null;
  practice_street: string | null;
  practice_city: string | null;
  practice_region: string | null;
  practice_postal_code: string | null;
  practice_country: string | null;
}

async function rowsByEmail() {
  const { rows } = await database.client.query<Row>(
    `select email, practice_address, practice_street, practice_city, practice_region,
            practice_postal_code, practice_country
       from users`,
  );
  return new Map(rows.map((row) => [row.email, row]));
}

const parts = (
  street: string | null,
  city: string | null = null,
  region: string | null = null,
  postalCode: string | null = null,
  country: string | null = null,
) => ({
  practice_street: street,
  practice_city: city,
  practice_region: region,
  practice_postal_code: postalCode,
  practice_country: country,
});

describe('migration 0043: the practice address in parts', () => {
  it('splits "street, city, XX postal code[, country]" with the country of the province or state', async () => {
    const rows = await rowsByEmail();
    expect(rows.get('bay@clinic.example')).toMatchObject(
      parts('220 Bay St', 'Toronto', 'ON', 'M5J 2W4', 'CA'),
    );
    expect(rows.get('suite@clinic.example')).toMatchObject(
      parts('Suite 410, 100 King St W', 'Toronto', 'ON', 'M5X 1A9', 'CA'),
    );
    expect(rows.get('lines@clinic.example')).toMatchObject(
      parts('1200 Bay Street, Suite 410', 'Toronto', 'ON', 'M8V 1A4', 'CA'),
    );
    expect(rows.get('noPostal@clinic.example')).toMatchObject(
      parts('55 Rideau St', 'Ottawa', 'ON', null, 'CA'),
    );
    expect(rows.get('canada@clinic.example')).toMatchObject(
      parts('1001 Rue Sherbrooke O', 'Montreal', 'QC', 'H3A 1G5', 'CA'),
    );
    expect(rows.get('countryOnly@clinic.example')).toMatchObject(
      parts('100 King St', 'Toronto', 'ON', null, 'CA'),
    );
    expect(rows.get('california@clinic.example')).toMatchObject(
      parts('1 Main St', 'Los Angeles', 'CA', '90012', 'US'),
    );
    expect(rows.get('zipPlus4@clinic.example')).toMatchObject(
      parts('350 5th Ave', 'New York', 'NY', '10118-0110', 'US'),
    );
  });

  it('keeps an address it cannot split reliably as the street alone, its lines joined', async () => {
    const rows = await rowsByEmail();
    for (const email of [
      'oneLine@clinic.example',
      'named@clinic.example',
      'wrongPostal@clinic.example',
      'wrongCountry@clinic.example',
      'cityOnly@clinic.example',
      'unknownRegion@clinic.example',
    ]) {
      expect(rows.get(email), email).toMatchObject(parts(ADDRESSES[email] ?? null));
    }
    expect(rows.get('none@clinic.example')).toMatchObject(parts(null));
  });

  it('never changes the one-line address', async () => {
    const rows = await rowsByEmail();
    for (const [email, address] of Object.entries(ADDRESSES)) {
      expect(rows.get(email)?.practice_address, email).toBe(address);
    }
  });

  it('knows every province and state of the contract, with its country', async () => {
    const rows = await rowsByEmail();
    for (const code of SUBDIVISION_CODES) {
      const row = rows.get(`${code.toLowerCase()}@region.example`);
      expect(row, code).toMatchObject(
        parts('1 Main St', 'Springfield', code.slice(3), null, code.slice(0, 2)),
      );
    }
  });
});
