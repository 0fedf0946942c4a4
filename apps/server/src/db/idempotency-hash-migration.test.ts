import { describe, expect, it } from 'vitest';
import { fileMigratingDatabase } from '../test/migration-steps';

/**
 * Migration 0035 (decision 013) clears the submission digest of every order already decided: it
 * covered the card and CVC, which went when the order left pending. A pending order keeps its own,
 * so a retry of its submission is still told from another order.
 */

const insertOrder = (number: string, status: string) =>
  database.client.query(
    `insert into orders (order_number, status, total_amount, doctor_name, doctor_email, shipping_address,
       idempotency_key, idempotency_hash)
     values ($1, $2, 10, 'Dr A', 'a@clinic.example', '{}'::jsonb, $1, 'digest-' || $1)`,
    [number, status],
  );

const database = fileMigratingDatabase(async () => {
  await database.migrateTo('0034_order_line_pricing');
  await insertOrder('MS-PENDING', 'pending');
  for (const status of ['approved', 'declined', 'cancelled', 'shipped'])
    await insertOrder(`MS-${status}`, status);
  await database.migrateTo('0035_clear_decided_idempotency_hashes');
});

describe('migration 0035: decided orders forget their submission digest', () => {
  it('clears every decided order’s digest and keeps a pending one’s', async () => {
    const { rows } = await database.client.query<{ order_number: string; idempotency_hash: string | null }>(
      'select order_number, idempotency_hash from orders order by order_number',
    );
    expect(rows).toEqual([
      { order_number: 'MS-PENDING', idempotency_hash: 'digest-MS-PENDING' },
      { order_number: 'MS-approved', idempotency_hash: null },
      { order_number: 'MS-cancelled', idempotency_hash: null },
      { order_number: 'MS-declined', idempotency_hash: null },
      { order_number: 'MS-shipped', idempotency_hash: null },
    ]);
  });
});
