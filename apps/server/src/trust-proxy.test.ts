import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Behind the shipped nginx (TRUST_PROXY=true: a proxy on this machine), the client's address is the
 * one the proxy adds last to X-Forwarded-For: entries a client wrote into the header itself name
 * nobody, and a client that reaches the server past the proxy names nobody at all.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const PROXY = '127.0.0.1';
// What nginx's $proxy_add_x_forwarded_for makes of a client at 198.51.100.9 that sent its own header.
const FORGED_CHAIN = '127.0.0.1, 1.2.3.4, 198.51.100.9';

const subscribe = (remoteAddress: string, forwardedFor: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email },
  });

const subjectsOf = (bucket: string) =>
  t
    .rawQuery<{ subject: string; hits: number }>(
      `select subject, hits from rate_limit_counters where bucket = '${bucket}' order by subject`,
    )
    .then((rows) => rows.map((row) => [row.subject, row.hits]));

describe('TRUST_PROXY=true', () => {
  it('counts a rate limit for the client the proxy saw, whatever the client wrote before it', async () => {
    const a = await subscribe(PROXY, FORGED_CHAIN, 'proxied.one@clinic.example');
    const b = await subscribe(PROXY, '127.0.0.1, 5.6.7.8, 198.51.100.9', 'proxied.two@clinic.example');
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    // A client past the proxy is counted as its own address, its header ignored.
    const direct = await subscribe('203.0.113.50', '1.2.3.4', 'direct@clinic.example');
    expect(direct.statusCode, direct.body).toBe(200);
    expect(await subjectsOf('newsletter')).toEqual([
      ['198.51.100.9', 2],
      ['203.0.113.50', 1],
    ]);
  });

  it('does not answer /metrics to a client that claims 127.0.0.1', async () => {
    const forged = [
      // Through the proxy, with a forged chain (nginx appends the real client).
      [PROXY, FORGED_CHAIN],
      // Past the proxy, claiming to be it or what it forwards.
      ['203.0.113.50', '127.0.0.1'],
      ['203.0.113.50', '127.0.0.1, 127.0.0.1'],
    ] as const;
    for (const [remoteAddress, forwardedFor] of forged) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      expect(res.statusCode, `${remoteAddress} ${forwardedFor}`).toBe(403);
    }
    // A scrape on the machine itself, through the proxy or not, still answers.
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: PROXY, headers });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('TRUST_PROXY as the proxies’ addresses', () => {
  it('trusts those hops only', async () => {
    const other = await createTestApp({ env: { TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' } });
    try {
      const ipOf = async (remoteAddress: string, forwardedFor: string) => {
        const res = await other.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
        return res.statusCode;
      };
      // The proxy names a local scraper: answered; it names a forged chain's last, real client: not.
      expect(await ipOf('10.0.0.2', '127.0.0.1')).toBe(200);
      expect(await ipOf('10.0.1.7', '127.0.0.1, 198.51.100.9')).toBe(403);
      // Loopback is no proxy here: its header is not believed (it is itself allowed).
      expect(await ipOf('127.0.0.1', '198.51.100.9')).toBe(200);
      expect(await ipOf('198.51.100.9', '127.0.0.1')).toBe(403);
    } finally {
      await other.close();
    }
  });
});
