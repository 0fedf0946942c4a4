import { describe, expect, it } from 'vitest';
import { fileMigratingDatabase } from '../test/migration-steps';

/**
 * Migration 0044 (issue 39): every doctor's account founds its own practice, named after the
 * registered practice (or the doctor when none was given), with the doctor its owner alone; admins
 * belong to none, and practices made afterwards are numbered above every founded one. Migration
 * 0045: each order belongs to its doctor's practice. Migration 0046: toxins and fillers are
 * prescription-only.
 */

const database = fileMigratingDatabase(async () => {
  await database.migrateTo('0043_practice_address_parts');
  for (const [email, role, fullName, practiceName] of [
    ['named@clinic.example', 'doctor', 'Dr Ana Named', 'Named Aesthetics'],
    ['blank@clinic.example', 'doctor', 'Dr Bo Blank', '   '],
    ['none@clinic.example', 'doctor', 'Dr Cy None', null],
    ['admin@shop.example', 'admin', 'Shop Admin', null],
    ['pending@clinic.example', 'doctor', 'Dr Di Pending', 'Pending Clinic'],
  ] as const) {
    await database.client.query(
      `insert into users (role, status, email, password_hash, full_name, practice_name)
         values ($1, $2, $3, 'x', $4, $5)`,
      [role, email.startsWith('pending') ? 'pending' : 'approved', email, fullName, practiceName],
    );
  }
  // Two orders of one doctor and one of an account since deleted (its user_id cleared).
  await database.client.query(
    `insert into orders (order_number, user_id, total_amount, subtotal_amount, doctor_name, doctor_email, shipping_address)
     select n, u.id, 10, 10, 'Dr A', 'a@clinic.example', '{}'::jsonb
     from (values ('MS-1', 'named@clinic.example'), ('MS-2', 'named@clinic.example'), ('MS-3', null)) as o(n, e)
     left join users u on u.email = o.e`,
  );
  await database.migrateTo('0045_order_practices');
  await database.client.query(
    `insert into categories (slug, name) values
       ('botulinum-toxins', 'Toxins'), ('dermal-fillers', 'Fillers'), ('orthopedic', 'Orthopedic')`,
  );
  for (const [sku, slug] of [
    ['RX-TOXIN', 'botulinum-toxins'],
    ['RX-FILLER', 'dermal-fillers'],
    ['OTC-1', 'orthopedic'],
  ]) {
    await database.client.query(
      `insert into products (sku, name, description, price, image_url, category_id)
       values ($1, $1, 'A product for the migration test.', 10, '/p.svg', (select id from categories where slug = $2))`,
      [sku, slug],
    );
  }
  await database.migrateTo('0046_sign_off');
});

describe('migrations 0044 and 0045: practices, and the orders theirs', () => {
  it('makes each doctor the owner of a practice of their own, named after the registered one or the doctor', async () => {
    const { rows } = await database.client.query<{
      email: string;
      name: string;
      role: string;
      members: number;
    }>(
      `select u.email, p.name, m.role,
              (select count(*)::int from practice_members o where o.practice_id = p.id) as members
       from users u join practice_members m on m.user_id = u.id join practices p on p.id = m.practice_id
       order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'blank@clinic.example', name: 'Dr Bo Blank', role: 'owner', members: 1 },
      { email: 'named@clinic.example', name: 'Named Aesthetics', role: 'owner', members: 1 },
      { email: 'none@clinic.example', name: 'Dr Cy None', role: 'owner', members: 1 },
      { email: 'pending@clinic.example', name: 'Pending Clinic', role: 'owner', members: 1 },
    ]);
  });

  it('gives each order the practice its doctor founded, and an order without one none', async () => {
    const { rows } = await database.client.query<{ order_number: string; practice: string | null }>(
      `select o.order_number, p.name as practice from orders o left join practices p on p.id = o.practice_id
       order by o.order_number`,
    );
    expect(rows).toEqual([
      { order_number: 'MS-1', practice: 'Named Aesthetics' },
      { order_number: 'MS-2', practice: 'Named Aesthetics' },
      { order_number: 'MS-3', practice: null },
    ]);
  });

  it('makes the toxins and fillers prescription-only (0046), and nothing else', async () => {
    const { rows } = await database.client.query<{ sku: string; prescription_only: boolean }>(
      `select sku, prescription_only from products where sku in ('RX-TOXIN', 'RX-FILLER', 'OTC-1') order by sku`,
    );
    expect(rows).toEqual([
      { sku: 'OTC-1', prescription_only: false },
      { sku: 'RX-FILLER', prescription_only: true },
      { sku: 'RX-TOXIN', prescription_only: true },
    ]);
  });

  it('numbers a practice made afterwards above every founded one', async () => {
    const { rows } = await database.client.query<{ id: number; max: number }>(
      `with made as (insert into practices (name) values ('Later Clinic') returning id)
       select (select id from made) as id, (select max(id) from practices where name <> 'Later Clinic') as max`,
    );
    expect(rows[0]?.id).toBeGreaterThan(rows[0]?.max ?? Infinity);
  });
});
