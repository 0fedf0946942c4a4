import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { passwordMessages } from '@shop/contract/messages';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema/users';
import { badRequest, RateLimitedError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hitRateLimit, type RateLimit } from '../../lib/rate-limit';
import { hashToken, type CurrentUser } from '../../plugins/session-store';
import { recordAudit } from '../audit/audit.service';
import { queueEmail } from '../email/email.service';
import { passwordChangedEmail, passwordResetEmail } from './auth.emails';
import { findUserByEmail } from './auth.repository';

/**
 * Password self-service (issue 38; docs/product.md, Registration and sign-in): a reset link e-mailed
 * on request, the reset it allows, and a signed-in doctor's change of password. Each change ends the
 * account's other sessions on every shop process (deleting them announces it, decision 034), is
 * audited and is e-mailed to the account.
 */

export interface PasswordSettings {
  shopName: string;
  /** The shop's public origin (PUBLIC_URL), the base of the e-mailed link. */
  publicUrl: string;
  clock: Clock;
}

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

/** At most 5 requests an hour from one client address, and 5 for one e-mail address, known or not. */
const resetLimit = (bucket: string): RateLimit => ({
  bucket,
  max: 5,
  windowSeconds: 60 * 60,
  message: passwordMessages.tooManyResetRequests,
});
const RESET_PER_ADDRESS = resetLimit('password-reset');
const RESET_PER_ACCOUNT = resetLimit('password-reset-account');

/**
 * The page the e-mailed link opens. The token travels in the fragment, which a browser never sends
 * to a server: it stays out of access logs and Referer headers, and only the page's own POST
 * carries it.
 */
export const resetPageUrl = (publicUrl: string, token: string) =>
  new URL(`/reset-password#${token}`, publicUrl).href;

/**
 * `POST /api/auth/password-reset`, first half: both limits count every request, an unknown address's
 * too, so a 429 tells nothing either. The route answers after this, before `sendPasswordResetLink`.
 */
export async function checkPasswordResetLimits(
  db: Db,
  now: Date,
  request: { email: string; client: string },
) {
  for (const [limit, subject] of [
    [RESET_PER_ADDRESS, request.client],
    [RESET_PER_ACCOUNT, request.email],
  ] as const) {
    const hit = await hitRateLimit(db, limit, subject, now);
    if (!hit.allowed) throw new RateLimitedError(limit.message, hit.retryAfterSeconds);
  }
}

/**
 * `POST /api/auth/password-reset`, second half, run after the answer is sent (so a known address
 * takes no longer to answer than an unknown one): for an account with this e-mail, a new single-use
 * link (the account's earlier one stops working) e-mailed to it; for any other address nothing.
 */
export async function sendPasswordResetLink(
  db: Db,
  settings: PasswordSettings,
  request: { email: string; ip: string },
) {
  const user = await findUserByEmail(db, request.email);
  if (!user) return;
  const now = settings.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: now })
      .onConflictDoUpdate({
        target: passwordResets.userId,
        set: { tokenHash: hashToken(token), expiresAt, createdAt: now },
      });
    await queueEmail(
      tx,
      passwordResetEmail(settings.shopName, user.email, user.fullName, {
        url: resetPageUrl(settings.publicUrl, token),
        validMinutes: RESET_LINK_MINUTES,
      }),
    );
    await recordAudit(tx, {
      actorUserId: null,
      action: 'user.password_reset_request',
      entityType: 'user',
      entityId: user.id,
      details: { ip: request.ip },
    });
  });
}

/**
 * `POST /api/auth/password-reset/{token}`: the link's account gets the new password, the link is
 * spent, and every session of the account ends. A link used before, replaced by a newer one, past
 * its hour or never sent is a 400, and nothing changes.
 */
export async function resetPassword(db: Db, settings: PasswordSettings, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const now = settings.clock.now();
  await db.transaction(async (tx) => {
    // Deleted as it is used: of two requests with one link, one finds it.
    const [spent] = await tx
      .delete(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)))
      .returning({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt });
    if (!spent || spent.expiresAt.getTime() <= now.getTime()) {
      throw badRequest(passwordMessages.resetLinkInvalid, { token: [passwordMessages.resetLinkInvalid] });
    }
    const user = await setPassword(tx, spent.userId, passwordHash);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await passwordChanged(tx, settings, user, 'user.password_reset');
  });
}

/**
 * `POST /api/account/password`: the signed-in doctor's new password, given the current one (a wrong
 * one is a 400 on it). This session stays; the account's others end, as does an open reset link.
 */
export async function changePassword(
  db: Db,
  settings: PasswordSettings,
  user: CurrentUser,
  sessionIdHash: string,
  input: { currentPassword: string; password: string },
) {
  const [stored] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!(await verifyPassword(stored?.passwordHash ?? null, input.currentPassword))) {
    throw badRequest(passwordMessages.currentPasswordWrong, {
      currentPassword: [passwordMessages.currentPasswordWrong],
    });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const account = await setPassword(tx, user.id, passwordHash);
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.idHash, sessionIdHash)));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await passwordChanged(tx, settings, account, 'user.password_change');
  });
}

/** A changed password's audit entry (by the account itself) and the e-mail that tells the account. */
async function passwordChanged(
  tx: Db,
  settings: PasswordSettings,
  account: { id: number; email: string; fullName: string },
  action: 'user.password_reset' | 'user.password_change',
) {
  await recordAudit(tx, { actorUserId: account.id, action, entityType: 'user', entityId: account.id });
  await queueEmail(tx, passwordChangedEmail(settings.shopName, account.email, account.fullName));
}

async function setPassword(tx: Db, userId: number, passwordHash: string) {
  const [user] = await tx
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, fullName: users.fullName });
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}

/** Drops reset links past their hour; they open nothing any more (the shop's daily job). */
export async function purgeExpiredPasswordResets(db: Db, now: Date) {
  await db
    .delete(passwordResets)
    .where(sql`${passwordResets.expiresAt} <= ${now.toISOString()}::timestamptz`);
}
