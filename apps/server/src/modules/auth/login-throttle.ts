import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema/users';
import { clientOfAddress } from '../../lib/rate-limit';

/**
 * Who is trying to sign in, as far as throttling goes (decision 003): a browser holding a valid
 * device cookie for the account it names, or anyone else — including every attempt on an e-mail
 * that has no account, which is therefore throttled exactly like one that has.
 */
export type LoginAttempt =
  { kind: 'device'; nonce: string } | { kind: 'untrusted'; ip: string; email: string };

interface Counter {
  key: string;
  maxFailures: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * The failure counters an attempt is checked against and counts into, shared through PostgreSQL
 * by every server process (fixed windows).
 * - Untrusted: tight for one address guessing one account; loose per address alone, because a
 *   clinic's doctors share one address; and per account (20 in 5 minutes), which bounds guessing
 *   spread over many addresses — and would lock the owner out too, were it not for the device cookie.
 * - Device cookie: only the cookie's own counter, 5 in 15 minutes (as tight as address+account).
 *   A stranger cannot lock the owner's browser out; a stolen cookie buys its holder 5 guesses.
 * An IPv6 client counts as its /64 (clientOfAddress), so rotating addresses within it does not help.
 */
function countersOf(attempt: LoginAttempt): Counter[] {
  if (attempt.kind === 'device') {
    return [{ key: `device:${attempt.nonce}`, maxFailures: 5, windowSeconds: FIFTEEN_MINUTES }];
  }
  const client = clientOfAddress(attempt.ip);
  return [
    { key: `ip+email:${client}|${attempt.email}`, maxFailures: 5, windowSeconds: FIFTEEN_MINUTES },
    { key: `ip:${client}`, maxFailures: 50, windowSeconds: FIFTEEN_MINUTES },
    { key: `email:${attempt.email}`, maxFailures: 20, windowSeconds: 5 * 60 },
  ];
}

/** The longest window of any counter: older counters no longer block anything. */
const LONGEST_WINDOW_SECONDS = FIFTEEN_MINUTES;

/** Seconds until this attempt may be tried again, or 0 when it may be tried now. */
export async function retryAfterSeconds(db: Db, attempt: LoginAttempt, now = new Date()) {
  const counters = countersOf(attempt);
  const rows = await db
    .select()
    .from(authThrottle)
    .where(
      inArray(
        authThrottle.key,
        counters.map((c) => c.key),
      ),
    );
  let wait = 0;
  for (const counter of counters) {
    const row = rows.find((r) => r.key === counter.key);
    if (!row || row.failures < counter.maxFailures) continue;
    const windowEnds = row.windowStartedAt.getTime() + counter.windowSeconds * 1000;
    wait = Math.max(wait, Math.ceil((windowEnds - now.getTime()) / 1000));
  }
  return wait;
}

export async function recordFailure(db: Db, attempt: LoginAttempt, now = new Date()) {
  for (const counter of countersOf(attempt)) {
    const windowStart = new Date(now.getTime() - counter.windowSeconds * 1000);
    // One atomic upsert per counter: concurrent failures on two servers both count.
    await db
      .insert(authThrottle)
      .values({ key: counter.key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${authThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
        },
      });
  }
}

/**
 * A successful sign-in clears the attempt's tightest counter: address+account, or the device
 * cookie's. The per-address and per-account counters keep counting what strangers did.
 */
export async function clearFailures(db: Db, attempt: LoginAttempt) {
  const [tightest] = countersOf(attempt);
  if (tightest) await db.delete(authThrottle).where(eq(authThrottle.key, tightest.key));
}

/** Drops counters whose window has passed for every rule; they no longer block anything. */
export async function purgeStaleThrottleCounters(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000);
  await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, cutoff));
}
