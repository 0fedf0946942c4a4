import { describe, expect, it } from 'vitest';
import { fileMigratingDatabase } from '../test/migration-steps';

/**
 * Migration 0016 (decision 028, newsletter double opt-in) moves data: every address on the list
 * before confirmation existed stays on it, its sign-up dated at its subscription.
 */

interface Row {
  email: string;
  subscribed_at: Date | null;
  created_at: Date;
  confirmation_sent_at: Date | null;
}

const rows = async () =>
  (
    await database.client.query<Row>(
      'select email, subscribed_at, created_at, confirmation_sent_at from newsletter_subscriptions order by email',
    )
  ).rows;

const OLD_SUBSCRIPTION = new Date('2024-03-01T10:00:00.123Z');

const database = fileMigratingDatabase(async () => {
  await database.migrateTo('0015_checkout_write_costs');
  // The old shape: every row is on the list, subscribed_at set (by default: when it was inserted).
  await database.client.query('insert into newsletter_subscriptions (email, subscribed_at) values ($1, $2)', [
    'early@clinic.example',
    OLD_SUBSCRIPTION,
  ]);
  await database.client.query(
    "insert into newsletter_subscriptions (email, subscribed_at) values ('late@clinic.example', now() - interval '2 days')",
  );
  await database.client.query(
    "insert into newsletter_subscriptions (email) values ('Default@Clinic.example')",
  );
  await database.migrateTo('0016_newsletter_double_opt_in');
});

describe('migration 0016: newsletter double opt-in', () => {
  it('keeps every subscriber on the list, confirmed at the same moment, signed up then', async () => {
    const after = await rows();
    expect(after.map((row) => row.email)).toEqual([
      'Default@Clinic.example',
      'early@clinic.example',
      'late@clinic.example',
    ]);
    for (const row of after) {
      expect(row.subscribed_at).toBeInstanceOf(Date);
      expect(row.created_at).toEqual(row.subscribed_at);
      expect(row.confirmation_sent_at).toBeNull();
    }
    expect(after.find((row) => row.email === 'early@clinic.example')?.subscribed_at).toEqual(
      OLD_SUBSCRIPTION,
    );
    const [{ pending } = { pending: -1 }] = (
      await database.client.query<{ pending: number }>(
        'select count(*)::int as pending from newsletter_subscriptions where subscribed_at is null',
      )
    ).rows;
    expect(pending).toBe(0);
  });

  it('makes a new sign-up pending: no subscription time, its own sign-up time', async () => {
    await database.client.query("insert into newsletter_subscriptions (email) values ('new@clinic.example')");
    const [row] = (await rows()).filter((r) => r.email === 'new@clinic.example');
    expect(row?.subscribed_at).toBeNull();
    expect(row?.created_at).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - (row?.created_at.getTime() ?? 0))).toBeLessThan(60_000);
  });

  it('indexes the pending sign-ups and keeps one row per address', async () => {
    const indexes = (
      await database.client.query<{ indexname: string; indexdef: string }>(
        "select indexname, indexdef from pg_indexes where tablename = 'newsletter_subscriptions' order by indexname",
      )
    ).rows;
    expect(indexes.map((index) => index.indexname)).toEqual([
      'newsletter_subscriptions_email_lower_key',
      'newsletter_subscriptions_pending_idx',
      'newsletter_subscriptions_pkey',
    ]);
    expect(indexes[1]?.indexdef).toContain('WHERE (subscribed_at IS NULL)');
    await expect(
      database.client.query("insert into newsletter_subscriptions (email) values ('EARLY@clinic.example')"),
    ).rejects.toThrow(/newsletter_subscriptions_email_lower_key/);
  });
});
