import type { AuthResponse, RegisterBody } from '@shop/contract/auth';
import { ErrorCode } from '@shop/contract/errors';
import { authMessages } from '@shop/contract/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { queueEmail } from '../email/email.service';
import { registrationReceivedEmail } from '../email/email.templates';
import { findUserByEmail, insertDoctor, type UserRow } from './auth.repository';
import { clearFailures, recordFailure, retryAfterSeconds } from './login-throttle';
import type { CurrentUser } from './session.service';

type Registration = z.output<typeof RegisterBody>;

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === '23505';

export function toAuthResponse(
  user: Pick<UserRow, 'id' | 'role' | 'status' | 'email' | 'fullName'> | CurrentUser,
): AuthResponse {
  if (user.role === 'admin') {
    return { isAdmin: true, admin: { id: user.id, name: user.fullName, email: user.email } };
  }
  return {
    isAdmin: false,
    user: { id: user.id, email: user.email, fullName: user.fullName, status: user.status },
  };
}

export async function registerDoctor(db: Db, input: Registration, shopName: string) {
  if (await findUserByEmail(db, input.email)) throw conflict(authMessages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertDoctor(tx, {
        email: input.email,
        passwordHash,
        fullName: input.fullName,
        licenseNumber: input.licenseNumber,
        collegeName: input.collegeName,
        provinceState: input.provinceState ?? null,
        practiceName: input.practiceName ?? null,
        practiceAddress: input.practiceAddress,
        licenseExpiryDate: input.licenseExpiryDate,
      });
      await queueEmail(tx, registrationReceivedEmail(shopName, user.email, user.fullName));
      return user;
    });
  } catch (err) {
    // Two registrations for one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(authMessages.emailTaken);
    throw err;
  }
}

export class LoginThrottledError extends AppError {
  constructor(readonly retryAfter: number) {
    super(429, authMessages.tooManyAttempts, ErrorCode.rateLimited);
  }
}

/** Checks credentials; the same 401 for an unknown e-mail and a wrong password. */
export async function authenticate(db: Db, email: string, password: string, ip: string) {
  const wait = await retryAfterSeconds(db, ip, email);
  if (wait > 0) throw new LoginThrottledError(wait);
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await recordFailure(db, ip, email);
    throw unauthorized(authMessages.invalidCredentials);
  }
  if (user.disabledAt) throw forbidden(authMessages.accountDisabledLogin, ErrorCode.accountDisabled);
  await clearFailures(db, ip, email);
  return user;
}
