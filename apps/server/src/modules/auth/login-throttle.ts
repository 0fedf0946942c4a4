import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema/users';

interface Rule {
  key: (ip: string, email: string) => string;
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Failed sign-ins are counted in fixed windows, shared through PostgreSQL by every server process.
 * Tight for one address guessing one account; loose per address alone, because a clinic's doctors
 * share one network address; and per account with a short window, so a stranger guessing a
 * doctor's password can lock that account for five minutes at most.
 */
export const THROTTLE_RULES: Rule[] = [
  { key: (ip, email) => `ip+email:${ip}|${email}`, maxFailures: 5, windowSeconds: 15 * 60 },
  { key: (ip) => `ip:${ip}`, maxFailures: 50, windowSeconds: 15 * 60 },
  { key: (_ip, email) => `email:${email}`, maxFailures: 20, windowSeconds: 5 * 60 },
];

/** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
export async function retryAfterSeconds(db: Db, ip: string, email: string, now = new Date()) {
  const keys = THROTTLE_RULES.map((r) => r.key(ip, email));
  const rows = await db.select().from(authThrottle).where(inArray(authThrottle.key, keys));
  let wait = 0;
  for (const rule of THROTTLE_RULES) {
    const row = rows.find((r) => r.key === rule.key(ip, email));
    if (!row || row.failures < rule.maxFailures) continue;
    const windowEnds = row.windowStartedAt.getTime() + rule.windowSeconds * 1000;
    wait = Math.max(wait, Math.ceil((windowEnds - now.getTime()) / 1000));
  }
  return wait;
}

export async function recordFailure(db: Db, ip: string, email: string, now = new Date()) {
  for (const rule of THROTTLE_RULES) {
    const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
    // One atomic upsert per counter: concurrent failures on two servers both count.
    await db
      .insert(authThrottle)
      .values({ key: rule.key(ip, email), failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${authThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
        },
      });
  }
}

/** A successful sign-in clears the tight counter for this address and account. */
export async function clearFailures(db: Db, ip: string, email: string) {
  const rule = THROTTLE_RULES[0];
  if (rule) await db.delete(authThrottle).where(eq(authThrottle.key, rule.key(ip, email)));
}

/** Drops counters whose window has passed for every rule; they no longer block anything. */
export async function purgeStaleThrottleCounters(db: Db, now = new Date()) {
  const longestWindow = Math.max(...THROTTLE_RULES.map((r) => r.windowSeconds));
  const cutoff = new Date(now.getTime() - longestWindow * 1000);
  await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, cutoff));
}
