import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PracticeRole } from '@shop/contract/practice-messages';
import type { Db } from '../db/client';
import type { OrderViewer } from '../db/order-scope';
import { GenerationCache } from '../lib/generation-cache';
import { practiceSuspended } from '../db/practice-suspension';
import { preparedPerDatabase } from '../db/prepared';
import { practiceMembers, practices } from '../db/schema/practices';
import { sessions, users } from '../db/schema/users';

export const SESSION_COOKIE = 'sid';

type Role = 'doctor' | 'admin' | 'guest';

/** Decision 003: idle and absolute lifetimes per role. */
export const SESSION_LIFETIMES: Record<Role, { idleSeconds: number; absoluteSeconds: number }> = {
  admin: { idleSeconds: 30 * 60, absoluteSeconds: 12 * 60 * 60 },
  doctor: { idleSeconds: 24 * 60 * 60, absoluteSeconds: 30 * 24 * 60 * 60 },
  guest: { idleSeconds: 30 * 24 * 60 * 60, absoluteSeconds: 30 * 24 * 60 * 60 },
};

// Writing last_seen_at on every request would turn every read into a write; a minute is precise
// enough for a 30-minute idle limit.
const TOUCH_AFTER_MS = 60_000;

export interface CurrentUser {
  id: number;
  role: 'doctor' | 'admin';
  status: 'pending' | 'approved';
  email: string;
  fullName: string;
  disabled: boolean;
  /** The licence's expiry date (YYYY-MM-DD), checked at each order (issue 20); null for admins. */
  licenseExpiryDate: string | null;
  /** The practice's tax exemption (issues 37, 39): its certificate and expiry date, or null for none. */
  taxExemption: { certificateNumber: string; expiresOn: string } | null;
  /**
   * The practice the account belongs to, its role there, and whether the owner limited it to its own
   * orders (issue 39); null for an admin.
   */
  practice: {
    id: number;
    role: PracticeRole;
    ownOrdersOnly: boolean;
    /** What the member may order in a calendar month (an amount), or null for no limit. */
    monthlyLimit: string | null;
    /** Whether the practice's orders must carry a purchase-order number. */
    poNumberRequired: boolean;
    /** No owner of the practice is active (each is suspended): no one in it orders or signs off. */
    suspended: boolean;
  } | null;
}

/**
 * Which orders the account sees (db/order-scope.ts): its practice's, or its own alone when the owner
 * limited it so. An account in no practice (an admin) sees none.
 */
export function orderViewerOf(user: CurrentUser): OrderViewer {
  if (!user.practice) return { practiceId: NO_PRACTICE, ownerId: user.id };
  return { practiceId: user.practice.id, ownerId: user.practice.ownOrdersOnly ? user.id : null };
}

/** Whether the account's role in its practice lets it order (a bookkeeper's does not, issue 39). */
export const mayOrder = (user: CurrentUser) => user.practice?.role !== 'bookkeeper';

/** No practice has this id: an account without one sees no order. */
const NO_PRACTICE = 0;

export interface SessionState {
  idHash: string;
  userId: number | null;
  expiresAt: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number | null, role: Role, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const lifetime = SESSION_LIFETIMES[role];
  const expiresAt = new Date(now.getTime() + lifetime.absoluteSeconds * 1000);
  const idHash = hashToken(token);
  await db.insert(sessions).values({
    idHash,
    userId,
    idleTimeoutSeconds: lifetime.idleSeconds,
    lastSeenAt: now,
    expiresAt,
    createdAt: now,
  });
  return { token, idHash, expiresAt };
}

/** What a session carries of its user and their practice: the columns of CurrentUser. */
const userColumns = {
  role: users.role,
  status: users.status,
  email: users.email,
  fullName: users.fullName,
  disabledAt: users.disabledAt,
  licenseExpiryDate: users.licenseExpiryDate,
  // The practice's (issue 39), as every member orders under it.
  taxExemptionNumber: practices.taxExemptionNumber,
  taxExemptionExpires: practices.taxExemptionExpires,
  practiceId: practiceMembers.practiceId,
  practiceRole: practiceMembers.role,
  ownOrdersOnly: practiceMembers.ownOrdersOnly,
  monthlyLimit: practiceMembers.monthlyLimit,
  poNumberRequired: practices.poNumberRequired,
  // Read with the session, so an owner's suspension (which notifies sessions_changed) holds at once.
  practiceSuspended: practiceSuspended(practiceMembers.practiceId),
};

/** Every API call with a cookie runs this, so it is built once and its plan kept. */
const sessionByHash = preparedPerDatabase((db) =>
  db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      idleTimeoutSeconds: sessions.idleTimeoutSeconds,
      ...userColumns,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(practiceMembers, eq(practiceMembers.userId, sessions.userId))
    .leftJoin(practices, eq(practices.id, practiceMembers.practiceId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_by_hash'),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionByHash>['execute']>>[number];

/**
 * Sessions (with their users) read in the last half minute, by token hash, so most signed-in calls
 * make no round trip to look theirs up (docs/decisions/024-session-cache.md). Emptied on the
 * `sessions_changed` notification that every sign-out, session removal and change to a user's role,
 * status, name, e-mail or disabling sends (db/objects/session-change-notifications.sql), and by this process's own sign-outs and
 * account decisions at once.
 */
export class SessionCache extends GenerationCache<SessionRow> {}

export const SESSIONS_CHANNEL = 'sessions_changed';
export const SESSION_CACHE_MAX_AGE_MS = 30_000;

const isLive = (row: SessionRow, now: Date) =>
  row.expiresAt.getTime() > now.getTime() &&
  row.lastSeenAt.getTime() + row.idleTimeoutSeconds * 1000 > now.getTime();

async function readSession(db: Db, idHash: string, now: Date, cache: SessionCache | undefined) {
  const cached = cache?.get(idHash, now.getTime());
  if (cached && isLive(cached, now)) return cached;
  // Not cached, or it looks ended: only the database may say (another process may have seen the
  // session since, and a session is never removed on what a cache remembers).
  const generation = cache?.generation ?? 0;
  const [row] = await sessionByHash(db).execute({ idHash });
  if (!row) return undefined;
  if (!isLive(row, now)) {
    cache?.delete(idHash);
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return undefined;
  }
  cache?.set(idHash, generation, row, now.getTime());
  return row;
}

/** The live session behind a cookie token, or null when unknown, idle too long or expired. */
export async function loadSession(db: Db, token: string, now = new Date(), cache?: SessionCache) {
  const idHash = hashToken(token);
  let row = await readSession(db, idHash, now, cache);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    const generation = cache?.generation ?? 0;
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    row = { ...row, lastSeenAt: now };
    cache?.set(idHash, generation, row, now.getTime());
  }
  const session: SessionState = { idHash, userId: row.userId, expiresAt: row.expiresAt };
  const user = row.userId === null ? null : currentUserOf(row.userId, row);
  return { session, user };
}

export async function destroySession(db: Db, idHash: string, cache?: SessionCache) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
  cache?.delete(idHash);
}

export async function destroyUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db, now = new Date()) {
  await db
    .delete(sessions)
    .where(
      sql`${sessions.expiresAt} <= ${now.toISOString()}::timestamptz or ${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) <= ${now.toISOString()}::timestamptz`,
    );
}

type UserRow = { [K in keyof typeof userColumns]: SessionRow[K] };

/** A user's row as the session (or userById) read it, as the request's CurrentUser; null without one. */
function currentUserOf(id: number, row: UserRow): CurrentUser | null {
  if (!row.role || !row.status || !row.email || row.fullName === null) return null;
  return {
    id,
    role: row.role,
    status: row.status,
    email: row.email,
    fullName: row.fullName,
    disabled: row.disabledAt !== null,
    licenseExpiryDate: row.licenseExpiryDate,
    taxExemption:
      row.taxExemptionNumber !== null && row.taxExemptionExpires !== null
        ? { certificateNumber: row.taxExemptionNumber, expiresOn: row.taxExemptionExpires }
        : null,
    practice:
      row.practiceId !== null && row.practiceRole !== null
        ? {
            id: row.practiceId,
            role: row.practiceRole,
            ownOrdersOnly: row.ownOrdersOnly ?? false,
            monthlyLimit: row.monthlyLimit,
            poNumberRequired: row.poNumberRequired ?? false,
            suspended: row.practiceSuspended,
          }
        : null,
  };
}

/**
 * An account as its own session would carry it now, without one: a practice's order placed on a
 * member's behalf once it is signed off (issue 39). Undefined for an unknown account.
 */
export async function userById(db: Db, id: number): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(practiceMembers, eq(practiceMembers.userId, users.id))
    .leftJoin(practices, eq(practices.id, practiceMembers.practiceId))
    .where(eq(users.id, id));
  return (row && currentUserOf(id, row)) ?? undefined;
}
