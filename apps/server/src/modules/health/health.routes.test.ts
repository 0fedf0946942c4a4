import { ErrorCode } from '@shop/contract/error-schemas';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isTransactionConflict } from '../../lib/db-errors';
import { createTestApp, fileTestApp } from '../../test/test-app';

/**
 * Liveness and readiness (issue 21): ready while serving, 503 at once when draining (with every
 * answer closing its connection), and on PostgreSQL a database that drops every connection costs a
 * request at most a 503 to retry, never a 500, and readiness comes back without a restart.
 */

const t = fileTestApp(createTestApp);

describe('readiness', () => {
  it('is ready while serving, its database answering', async () => {
    // Not before its search index is first built (search-index.test.ts holds when that is).
    await t.app.searchIndex.settled();
    const ready = await t.call('GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers.connection).not.toBe('close');
    expect((await t.call('GET', '/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('tells a dropped or refused database connection from a bug', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: terminated }))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // A query's own failures are not the database being away.
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    // A deadlock's or a serialization conflict's victim: rolled back, worth sending again (503).
    expect(isTransactionConflict(new Error('Failed query', { cause: { code: '40P01' } }))).toBe(true);
    expect(isTransactionConflict({ code: '40001' })).toBe(true);
    expect(isTransactionConflict({ code: '23505' })).toBe(false);
  });

  it('recovers by itself when PostgreSQL drops every connection: a request gets its answer or a 503, never a 500', async () => {
    if (!t.databaseUrl) return; // The embedded database lives in the process: it cannot drop connections.
    const terminateAll = () =>
      t.rawQuery(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    for (let round = 0; round < 3; round += 1) {
      await terminateAll();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => t.call('GET', i % 2 === 0 ? '/api/categories' : '/api/ready')),
      );
      for (const res of answers) {
        expect([200, 503], res.body).toContain(res.statusCode);
        if (res.statusCode === 503) {
          const body = res.json<{ code?: string; status?: string }>();
          expect(body.code ?? body.status).toMatch(new RegExp(`^(${ErrorCode.unavailable}|unavailable)$`));
        }
      }
    }
    // Then ready again, without a restart.
    let ready = 0;
    for (let i = 0; i < 20 && ready !== 200; i += 1) {
      ready = (await t.call('GET', '/api/ready')).statusCode;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(200);
    expect((await t.call('GET', '/api/categories')).statusCode).toBe(200);
  });

  it('drains: readiness 503 at once and every answer closes its connection', async () => {
    t.app.lifecycle.drain();
    const draining = await t.call('GET', '/api/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining' });
    expect(draining.headers.connection).toBe('close');
    // Everything else is still answered while the requests in flight finish.
    const categories = await t.call('GET', '/api/categories');
    expect(categories.statusCode).toBe(200);
    expect(categories.headers.connection).toBe('close');
  });
});
