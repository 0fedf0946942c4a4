import { ErrorCode } from '@shop/contract/error-schemas';
import { authMessages } from '@shop/contract/messages';
import type { Db } from '../../db/client';
import { forbidden, RateLimitedError, unauthorized } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { createSession, destroySession, type SessionState } from '../../plugins/session-store';
import { findUserByEmail, type UserRow } from './auth.repository';
import { newDeviceToken, type DeviceToken } from './device-cookie';
import { clearFailures, recordFailure, retryAfterSeconds, type LoginAttempt } from './login-throttle';

export interface SignInInput {
  email: string;
  password: string;
  /** The client's address (request.ip). */
  ip: string;
  /** The browser's valid device cookie, if it sent one (for whichever account). */
  device: DeviceToken | undefined;
  /** The session the browser had before: a guest's carries the guest cart. */
  previousSession: SessionState | null;
  /**
   * What the account takes over from the guest session it replaces (the guest cart, merged into the
   * account's), in the sign-in's transaction. The routes pass it in, so that auth imports no cart.
   */
  adoptGuest: (tx: Db, guestSessionIdHash: string, userId: number) => Promise<void>;
}

export interface SignInResult {
  user: UserRow;
  session: { token: string; expiresAt: Date };
  /** A new device cookie for this browser and account. */
  device: DeviceToken;
}

/**
 * Signs a doctor or an admin in: throttle check, credentials, then in one transaction the new
 * session (a new id at every sign-in, so a session fixed before sign-in is worthless after it), the
 * guest cart merged into the account's, and the previous session deleted — all of it or none.
 * Unknown e-mail and wrong password give the same 401, take the same time and count the same.
 */
export async function signIn(db: Db, input: SignInInput): Promise<SignInResult> {
  const user = await findUserByEmail(db, input.email);
  const attempt: LoginAttempt =
    user && input.device?.userId === user.id
      ? { kind: 'device', nonce: input.device.nonce }
      : { kind: 'untrusted', ip: input.ip, email: input.email };

  const wait = await retryAfterSeconds(db, attempt);
  if (wait > 0) throw new RateLimitedError(authMessages.tooManyAttempts, wait);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) {
    await recordFailure(db, attempt);
    throw unauthorized(authMessages.invalidCredentials);
  }
  if (user.disabledAt) {
    const message = user.suspendedReason
      ? authMessages.accountSuspendedLogin(user.suspendedReason)
      : authMessages.accountDisabledLogin;
    throw forbidden(message, ErrorCode.accountDisabled);
  }

  const previous = input.previousSession;
  const session = await db.transaction(async (tx) => {
    await clearFailures(tx, attempt);
    const created = await createSession(tx, user.id, user.role);
    if (previous) {
      if (previous.userId === null) await input.adoptGuest(tx, previous.idHash, user.id);
      await destroySession(tx, previous.idHash);
    }
    return created;
  });
  return { user, session, device: newDeviceToken(user.id) };
}
