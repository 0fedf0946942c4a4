import { describe, expect, it } from 'vitest';
import { fileMigratingDatabase } from '../test/migration-steps';

/**
 * Migrations 0048 and 0049 (issue 39) give a shop that already has recalls, address books and tax
 * exemptions to its practices: a recall's lines and notices name the practice, each address book
 * becomes its account's practice's, and each practice takes its owner's exemption.
 */

const database = fileMigratingDatabase(async () => {
  await database.migrateTo('0047_po_numbers');
  await database.client.exec(`
    insert into users (id, role, status, email, password_hash, full_name, tax_exemption_number, tax_exemption_expires)
      overriding system value
      values (1, 'doctor', 'approved', 'owner@a.example', 'x', 'Dr A', 'EX-A', '2030-01-31'),
             (2, 'doctor', 'approved', 'owner@b.example', 'x', 'Dr B', null, null),
             (3, 'doctor', 'approved', 'buyer@a.example', 'x', 'Nurse A', null, null);
    insert into practices (id, name) overriding system value values (1, 'Clinic A'), (2, 'Clinic B');
    insert into practice_members (user_id, practice_id, role)
      values (1, 1, 'owner'), (2, 2, 'owner'), (3, 1, 'buyer');
    insert into saved_addresses (user_id, label, street, city, state, zip_code, country)
      values (1, 'Main', '1 King St', 'Toronto', 'ON', 'M5X 1A9', 'Canada'),
             (3, 'Annex', '2 Queen St', 'Toronto', 'ON', 'M5V 2A1', 'Canada');
    insert into recalls (id, product_name, reason, action, recall_class)
      overriding system value values (1, 'Toxin 100U', 'Particles', 'return', 'II');
    insert into recall_lines (recall_id, user_id, order_number, doctor_name, doctor_email, lot_number, quantity, shipped_at)
      values (1, 1, 'MS-2027-AAAAAA', 'Dr A', 'owner@a.example', 'L1', 2, now()),
             (1, 2, 'MS-2027-BBBBBB', 'Dr B', 'owner@b.example', 'L1', 1, now());
    insert into recall_notices (recall_id, user_id) values (1, 1), (1, 2);
  `);
  await database.migrateTo('0049_practice_address_book_and_exemption');
});

const rows = async <Row>(text: string) => (await database.client.query<Row>(text)).rows;

describe('migrations 0048 and 0049: what practices share', () => {
  it('names the practice on every recall line and notice', async () => {
    expect(await rows('select user_id, practice_id from recall_lines order by user_id')).toEqual([
      { user_id: 1, practice_id: 1 },
      { user_id: 2, practice_id: 2 },
    ]);
    expect(await rows('select user_id, practice_id from recall_notices order by user_id')).toEqual([
      { user_id: 1, practice_id: 1 },
      { user_id: 2, practice_id: 2 },
    ]);
  });

  it('gives each address to its account’s practice, and each practice its owner’s exemption', async () => {
    expect(await rows('select label, user_id, practice_id from saved_addresses order by label')).toEqual([
      { label: 'Annex', user_id: 3, practice_id: 1 },
      { label: 'Main', user_id: 1, practice_id: 1 },
    ]);
    expect(
      await rows(
        `select id, tax_exemption_number as number, to_char(tax_exemption_expires, 'YYYY-MM-DD') as expires
           from practices order by id`,
      ),
    ).toEqual([
      { id: 1, number: 'EX-A', expires: '2030-01-31' },
      { id: 2, number: null, expires: null },
    ]);
    await expect(
      database.client.exec(`update practices set tax_exemption_number = 'EX-B' where id = 2`),
    ).rejects.toThrow(/practices_tax_exemption_whole/);
  });
});
