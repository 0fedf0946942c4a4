import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, createTestApp, type TestApp } from '../test/test-app';
import { warmUp } from './warm-up';

/**
 * The warm-up at start (docs/decisions/045, main.ts): readiness answers 503 `starting` while it
 * runs and 200 once it is over; it places orders through the checkout service, all rolled back, and
 * leaves nothing behind in the database, the request log or the metrics.
 */

let t: TestApp;
const log = captureLog();
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, logStream: log.stream, env: { LOG_LEVEL: 'info' } });
  await t.app.searchIndex.settled();
});
afterAll(() => t.close());

/** What a warm-up must not change: the rows a checkout, a sign-in or a cart writes, and the stock. */
async function footprint() {
  const tables = [
    'users',
    'sessions',
    'carts',
    'cart_items',
    'orders',
    'order_items',
    'order_status_history',
    'outbox_emails',
    'audit_log',
    'stock_movements',
    'stock_lots',
    'invoices',
  ];
  const counts = await t.rawQuery<Record<string, number>>(
    `select ${tables.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')},
       (select coalesce(sum(on_hand), 0)::int from product_stock) as on_hand,
       (select coalesce(sum(reserved), 0)::int from product_stock) as reserved,
       (select coalesce(string_agg(status || '=' || count, ',' order by status), '') from order_status_counts) as by_status`,
  );
  return counts[0];
}

describe('warm-up', () => {
  it('keeps readiness at 503 starting until it is over, then 200', async () => {
    expect((await t.call('GET', '/api/ready')).statusCode).toBe(200);
    const warmedUp = t.app.lifecycle.beginWarmUp();
    const warming = warmUp(t.app, 1);
    const during = await t.call('GET', '/api/ready');
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ status: 'starting' });
    // Liveness is not readiness: the process answers it while warming.
    expect((await t.call('GET', '/api/health')).json()).toEqual({ status: 'ok' });
    const report = await warming;
    expect(report.rehearsedOrders).toBeGreaterThan(0);
    expect(report.requests).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/ready')).statusCode).toBe(503);
    warmedUp();
    const ready = await t.call('GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('leaves nothing behind: no order, doctor, session, cart, e-mail, audit entry or stock change', async () => {
    const before = await footprint();
    const logged = log.lines.length;
    const report = await warmUp(t.app, 2);
    expect(report.rehearsedOrders).toBeGreaterThan(0);
    expect(await footprint()).toEqual(before);
    // Nothing in the request log, nor the checkout it refused without a session.
    expect(log.lines.slice(logged)).toEqual([]);
    const metrics = await t.call('GET', '/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).not.toContain('route="/api/orders"');
    expect(metrics.body).not.toContain('route="/api/products"');
  });
});
