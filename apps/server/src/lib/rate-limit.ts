import { isIPv4, isIPv6 } from 'node:net';
import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/system';
import { RateLimitedError } from './app-error';

export interface RateLimit {
  /** Names the counter; one per limited action ("register", "newsletter", …). */
  bucket: string;
  /** Requests allowed per client and window; the next one is refused until the window ends. */
  max: number;
  windowSeconds: number;
  /** The 429's message (packages/contract/src/messages.ts). */
  message: string;
}

/**
 * The client an address stands for. An IPv6 host usually holds a whole /64 (its provider hands out
 * the prefix; the rest is chosen freely), so a limit per full IPv6 address would be one per guess:
 * it counts per /64. IPv4-mapped addresses count as their IPv4 address.
 */
export function clientOfAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts one request of `subject` against `limit` and says whether it is allowed. One atomic
 * upsert: concurrent requests on several server processes all count, and a window that has ended
 * starts again at this request.
 */
export async function hitRateLimit(db: Db, limit: RateLimit, subject: string, now = new Date()) {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowEndsAt = new Date(now.getTime() + limit.windowSeconds * 1000);
  const expired = sql`${rateLimitCounters.windowEndsAt} <= ${nowSql}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket: limit.bucket, subject, hits: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.subject],
      set: {
        // Capped just past the limit: refused requests keep being refused, the count cannot overflow.
        hits: sql`case when ${expired} then 1 else least(${rateLimitCounters.hits} + 1, ${limit.max + 1}) end`,
        windowEndsAt: sql`case when ${expired} then ${windowEndsAt.toISOString()}::timestamptz else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return {
    allowed: row.hits <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * A preHandler that limits a route per client address (`request.ip`, so behind a proxy only with
 * TRUST_PROXY): past the limit, 429 `RATE_LIMITED` with the limit's message and `Retry-After`.
 * It runs after validation, so a request refused as invalid costs the client nothing.
 */
export function rateLimitByAddress(limit: RateLimit) {
  const limiter = async function rateLimitedByAddress(request: FastifyRequest) {
    const result = await hitRateLimit(request.server.db, limit, clientOfAddress(request.ip));
    if (!result.allowed) throw new RateLimitedError(limit.message, result.retryAfterSeconds);
  };
  limiters.add(limiter);
  return limiter;
}

const limiters = new WeakSet<object>();

/** Whether a route hook is one of rateLimitByAddress's: the API document lists its 429 (plugins/api-document.ts). */
export const isRateLimiter = (hook: unknown) => typeof hook === 'function' && limiters.has(hook);

/** Drops counters whose window has ended; they no longer limit anything. */
export async function purgeExpiredRateLimits(db: Db, now = new Date()) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now));
}
