import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from '../../db/schema/users';

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
}

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

/** Every API call with a cookie runs this, so it is built once and its plan kept. */
const sessionByHash = preparedPerDatabase((db) =>
  db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      idleTimeoutSeconds: sessions.idleTimeoutSeconds,
      role: users.role,
      status: users.status,
      email: users.email,
      fullName: users.fullName,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_by_hash'),
);

/** The live session behind a cookie token, or null when unknown, idle too long or expired. */
export async function loadSession(db: Db, token: string, now = new Date()) {
  const idHash = hashToken(token);
  const [row] = await sessionByHash(db).execute({ idHash });
  if (!row) return null;
  const idleDeadline = row.lastSeenAt.getTime() + row.idleTimeoutSeconds * 1000;
  if (row.expiresAt.getTime() <= now.getTime() || idleDeadline <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  const session: SessionState = { idHash, userId: row.userId, expiresAt: row.expiresAt };
  const user: CurrentUser | null =
    row.userId !== null && row.role && row.status && row.email && row.fullName !== null
      ? {
          id: row.userId,
          role: row.role,
          status: row.status,
          email: row.email,
          fullName: row.fullName,
          disabled: row.disabledAt !== null,
        }
      : null;
  return { session, user };
}

export async function destroySession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
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
