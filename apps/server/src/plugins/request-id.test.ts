import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prettyLine } from '../lib/pretty-log';
import { captureLog, createTestApp, type TestApp } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const log = captureLog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
});
afterAll(() => t.close());

const get = (url: string, requestId?: string | string[]) =>
  t.app.inject({ method: 'GET', url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

/** The JSON log lines written so far. */
const logged = () => log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request ids', () => {
  it('echoes a sane X-Request-Id from the caller (a proxy’s or another service’s)', async () => {
    for (const id of ['abc', 'trace-1.2:3_x', 'A'.repeat(128), '0f8fad5b-d9cb-469f-a165-70867728950e']) {
      const res = await get('/api/health', id);
      expect(res.headers['x-request-id']).toBe(id);
    }
  });

  it('makes a new one when the caller sent none or one not sane', async () => {
    const ids = new Set<string>();
    for (const given of [
      undefined,
      '',
      'has space',
      'a'.repeat(129),
      'new\u00e9',
      '<script>',
      'a,b',
      ['x', 'y'],
    ]) {
      const res = await get('/api/health', given);
      const id = String(res.headers['x-request-id']);
      expect(id, JSON.stringify(given)).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(8);
  });

  it('answers errors and unknown paths with their id too', async () => {
    expect((await get('/api/no-such-route', 'missing-1')).headers['x-request-id']).toBe('missing-1');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { 'x-request-id': 'refused-1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-request-id']).toBe('refused-1');
  });

  it('puts the id on every log line of the request', async () => {
    log.lines.length = 0;
    await get('/api/health?probe=given', 'probe-given-42');
    const answer = await get('/api/health?probe=generated');
    const generated = String(answer.headers['x-request-id']);

    const lines = logged();
    const given = lines.filter(
      (l) => (l.req as { url?: string } | undefined)?.url === '/api/health?probe=given',
    );
    expect(given.length).toBeGreaterThan(0);
    for (const line of given) expect(line.reqId).toBe('probe-given-42');
    const made = lines.filter(
      (l) => (l.req as { url?: string } | undefined)?.url === '/api/health?probe=generated',
    );
    expect(made.length).toBeGreaterThan(0);
    for (const line of made) expect(line.reqId).toBe(generated);
    // Every line written while serving a request names it.
    for (const line of lines.filter((l) => l.req !== undefined))
      expect(line.reqId).toEqual(expect.any(String));
  });

  it('keeps the pretty access line short: the id stays in the JSON', async () => {
    log.lines.length = 0;
    await get('/api/health', 'pretty-check-7');
    const line = log.lines.find((l) => l.includes('pretty-check-7'));
    expect(line).toBeDefined();
    const pretty = prettyLine(line!, false);
    expect(pretty).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+\.\d ms$/);
  });
});
