import { describe, expect, it } from 'vitest';
import { fileMigratingDatabase } from '../test/migration-steps';

/**
 * Migration 0041 (issue 38) adds the units on hand to a recall's notices and the table of the daily
 * reminders, on a shop that already has recalls: every notice keeps its acknowledgement, with no
 * units (NULL), acknowledged or not.
 */

const database = fileMigratingDatabase(async () => {
  await database.migrateTo('0040_password_resets');
  const sql = (text: string) => database.client.exec(text);
  await sql(`
    insert into users (id, role, status, email, password_hash, full_name)
      overriding system value
      values (1, 'doctor', 'approved', 'a@clinic.example', 'x', 'Dr A'),
             (2, 'doctor', 'approved', 'b@clinic.example', 'x', 'Dr B');
    insert into recalls (id, product_name, reason, action, recall_class)
      overriding system value values (1, 'Toxin 100U', 'Particles', 'return', 'II');
    insert into recall_notices (recall_id, user_id, acknowledged_at)
      values (1, 1, '2027-03-10T12:00:00Z'), (1, 2, null);
  `);
  await database.migrateTo('0041_recall_units_and_reminders');
});

describe('migration 0041: units on hand and recall reminders', () => {
  it('keeps every notice and its acknowledgement, with no units recorded', async () => {
    const { rows } = await database.client.query<{
      user_id: number;
      acknowledged: boolean;
      units_on_hand: number | null;
    }>(
      `select user_id, acknowledged_at is not null as acknowledged, units_on_hand
         from recall_notices order by user_id`,
    );
    expect(rows).toEqual([
      { user_id: 1, acknowledged: true, units_on_hand: null },
      { user_id: 2, acknowledged: false, units_on_hand: null },
    ]);
  });

  it('takes units of 0 or more, refuses fewer, and one reminder per recall, doctor and day', async () => {
    await database.client.exec('update recall_notices set units_on_hand = 0 where user_id = 1');
    await expect(
      database.client.exec('update recall_notices set units_on_hand = -1 where user_id = 1'),
    ).rejects.toThrow(/recall_notices_units_on_hand/);
    await database.client.exec(
      `insert into recall_reminders (recall_id, user_id, day) values (1, 2, '2027-03-13')`,
    );
    const again = await database.client.query(
      `insert into recall_reminders (recall_id, user_id, day) values (1, 2, '2027-03-13')
         on conflict do nothing returning recall_id`,
    );
    expect(again.rows).toEqual([]);
  });
});
