import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shop/contract/order-status';
import { createTestApp, type TestApp } from '../test/test-app';

/** A Prometheus text exposition as samples: name, labels, value (comments skipped). */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const m of (match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)) {
        labels[m[1]!] = m[2]!;
      }
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const valueOf = (text: string, name: string, labels: Record<string, string> = {}) =>
  samples(text).find(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  )?.value;

let t: TestApp;
// Behind a proxy (TRUST_PROXY): the allow list is checked against the client the proxy names.
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const scrape = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

describe('GET /metrics', () => {
  it('answers the loopback (the default METRICS_ALLOW) in Prometheus text format', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const names = new Set(samples((await scrape()).body).map((s) => s.name));
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'http_request_duration_seconds_count',
      'shop_outbox_pending_emails',
      'shop_outbox_oldest_pending_age_seconds',
      'shop_orders',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(names, name).toContain(name);
    }
    // The pool's gauges exist where there is a pool: a PostgreSQL server, not the embedded database.
    const pool = ['shop_db_pool_connections', 'shop_db_pool_waiting_queries', 'shop_db_pool_max_connections'];
    for (const name of pool) expect(names.has(name), name).toBe(t.databaseUrl !== undefined);
  });

  it('counts requests by route pattern, method and status, never by the raw URL', async () => {
    await t.call('GET', '/api/orders/987654');
    await t.call('GET', '/api/orders/987655');
    await t.call('GET', '/api/no-such-thing/123456789');
    await t.call('GET', '/api/no-such-thing/123456780');
    const body = (await scrape()).body;

    const orderReads = { method: 'GET', route: '/api/orders/:id', status: '401' };
    expect(valueOf(body, 'http_requests_total', orderReads)).toBe(2);
    expect(valueOf(body, 'http_request_duration_seconds_count', orderReads)).toBe(2);
    expect(valueOf(body, 'http_request_duration_seconds_bucket', { ...orderReads, le: '+Inf' })).toBe(2);
    expect(
      valueOf(body, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(2);
    // The scrapes themselves are requests too.
    expect(
      valueOf(body, 'http_requests_total', { method: 'GET', route: '/metrics', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain('987654');
    expect(body).not.toContain('no-such-thing');
  });

  it('reads the outbox backlog and the orders per status at scrape time', async () => {
    let body = (await scrape()).body;
    for (const status of ORDER_STATUSES) {
      expect(valueOf(body, 'shop_orders', { status }), status).toBe(0);
    }
    const pendingBefore = valueOf(body, 'shop_outbox_pending_emails') ?? -1;
    expect(pendingBefore).toBeGreaterThanOrEqual(0);

    // The kept counts are summed over their shards (db/objects/order-status-counts.sql).
    await t.rawExec(`
      insert into order_status_counts (status, shard, count)
        values ('pending', 1, 2), ('pending', 2, 1), ('shipped', 3, 4);
      insert into outbox_emails (template, to_address, subject, body_text, created_at)
        values ('test', 'a@example.test', 'Old', 'x', now() - interval '90 seconds'),
               ('test', 'b@example.test', 'New', 'x', now());
      insert into outbox_emails (template, to_address, subject, body_text, status, created_at)
        values ('test', 'c@example.test', 'Sent', 'x', 'sent', now() - interval '1 day');
    `);
    body = (await scrape()).body;
    expect(valueOf(body, 'shop_orders', { status: 'pending' })).toBe(3);
    expect(valueOf(body, 'shop_orders', { status: 'shipped' })).toBe(4);
    expect(valueOf(body, 'shop_orders', { status: 'cancelled' })).toBe(0);
    expect(valueOf(body, 'shop_outbox_pending_emails')).toBe(pendingBefore + 2);
    const age = valueOf(body, 'shop_outbox_oldest_pending_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(3600);
  });

  it('counts the catalogue reads the response cache answered and those it did not', async () => {
    const before = (await scrape()).body;
    const hitsBefore = valueOf(before, 'shop_response_cache_lookups_total', { result: 'hit' }) ?? -1;
    const missesBefore = valueOf(before, 'shop_response_cache_lookups_total', { result: 'miss' }) ?? -1;
    expect(hitsBefore).toBeGreaterThanOrEqual(0);
    const url = '/api/products?search=metrics-cache-probe';
    const first = await t.call('GET', url);
    const second = await t.call('GET', url);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    const after = (await scrape()).body;
    expect(valueOf(after, 'shop_response_cache_lookups_total', { result: 'hit' })).toBe(hitsBefore + 1);
    expect(valueOf(after, 'shop_response_cache_lookups_total', { result: 'miss' })).toBe(missesBefore + 1);
  });

  it('shows the database pool where there is one', async ({ skip }) => {
    if (!t.databaseUrl) skip('the embedded database has no pool');
    const body = (await scrape()).body;
    expect(valueOf(body, 'shop_db_pool_max_connections')).toBe(4);
    expect(valueOf(body, 'shop_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(body, 'shop_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(body, 'shop_db_pool_waiting_queries')).toBe(0);
  });

  it('refuses any other address with 403 and the shop’s error body', async () => {
    for (const [address, headers] of [
      ['203.0.113.7', {}],
      ['10.0.0.5', {}],
      ['2001:db8::1', {}],
      // Behind the proxy, the address is the client's it names, not the proxy's own.
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
    ] as const) {
      const res = await scrape(address, headers);
      expect(res.statusCode, address).toBe(403);
      expect(res.json()).toEqual({
        message: 'Metrics are not available from this address.',
        code: 'NOT_ALLOWED',
      });
      expect(res.body).not.toContain('http_requests_total');
    }
  });
});

describe('one registry per app', () => {
  it('keeps each app’s counts its own, several apps in one process', async () => {
    const other = await createTestApp();
    try {
      await other.call('GET', '/api/orders/1');
      const mine = (await scrape()).body;
      const theirs = (await other.app.inject({ method: 'GET', url: '/metrics' })).body;
      const reads = { method: 'GET', route: '/api/orders/:id', status: '401' };
      expect(valueOf(theirs, 'http_requests_total', reads)).toBe(1);
      expect(valueOf(mine, 'http_requests_total', reads)).toBe(2);
    } finally {
      await other.close();
    }
  });
});

/** An app that read its metrics and was closed: a weak reference to it, nothing else. */
async function closedApp() {
  const other = await createTestApp();
  const scraped = await other.app.inject({ method: 'GET', url: '/metrics' });
  expect(valueOf(scraped.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  await other.close();
  return new WeakRef(other.app);
}

describe("the process's metrics", () => {
  it('are one set for the process, which holds on to no app once it is closed', async () => {
    // The garbage collector, for this test only (node's --expose-gc, set while running).
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const closed = [await closedApp(), await closedApp()];
    // A WeakRef keeps its target until the end of the job that made it, and a database's
    // connections finish closing a moment after the app's close: a few tries, 50 ms apart.
    const alive = () => closed.filter((ref) => ref.deref() !== undefined).length;
    for (let tries = 0; tries < 20 && alive() > 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      collectGarbage();
    }
    expect(alive()).toBe(0);
    // The open app still reads them.
    expect(valueOf((await scrape()).body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
