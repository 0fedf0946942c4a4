import { describe, expect, it } from 'vitest';
import { createTestApp, fileTestApp } from '../test/test-app';
import { clientOfAddress, hitRateLimit, purgeExpiredRateLimits, type RateLimit } from './rate-limit';

describe('clientOfAddress', () => {
  it('keeps an IPv4 address and unwraps an IPv4-mapped one', () => {
    expect(clientOfAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOfAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const client = '2001:db8:aa:bb::/64';
    expect(clientOfAddress('2001:db8:aa:bb::1')).toBe(client);
    expect(clientOfAddress('2001:0db8:00aa:00bb:1234:5678:9abc:def0')).toBe(client);
    expect(clientOfAddress('2001:DB8:AA:BB:ffff::')).toBe(client);
    expect(clientOfAddress('2001:db8:aa:bc::1')).not.toBe(client);
    expect(clientOfAddress('::1')).toBe('0:0:0:0::/64');
  });
});

const t = fileTestApp(createTestApp);

const limit: RateLimit = { bucket: 'test', max: 3, windowSeconds: 60, message: 'slow down' };

describe('hitRateLimit', () => {
  it('allows `max` hits per window, then refuses until the window ends', async () => {
    const start = new Date('2030-01-01T10:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const results = [];
    for (const second of [0, 1, 2, 3, 50]) results.push(await hitRateLimit(t.db, limit, 'a', at(second)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[3]?.retryAfterSeconds).toBe(57);
    expect(results[4]?.retryAfterSeconds).toBe(10);
    // Another client and another limit have counters of their own.
    expect((await hitRateLimit(t.db, limit, 'b', at(3))).allowed).toBe(true);
    expect((await hitRateLimit(t.db, { ...limit, bucket: 'other' }, 'a', at(3))).allowed).toBe(true);
    // A new window starts with the first hit after the old one ended.
    expect(await hitRateLimit(t.db, limit, 'a', at(60))).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('counts concurrent hits exactly', async () => {
    const now = new Date('2030-01-02T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimit(t.db, limit, 'concurrent', now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('purges only counters whose window has ended', async () => {
    const now = new Date('2030-01-03T10:00:00Z');
    await hitRateLimit(t.db, limit, 'old', now);
    await hitRateLimit(t.db, limit, 'new', new Date(now.getTime() + 59_000));
    await purgeExpiredRateLimits(t.db, new Date(now.getTime() + 61_000));
    const rows = await t.rawQuery<{ subject: string }>(
      "select subject from rate_limit_counters where subject in ('old', 'new')",
    );
    expect(rows.map((r) => r.subject)).toEqual(['new']);
  });
});
