import type { AuthResponse, RegisterBody } from '@shop/contract/auth-schemas';
import { authMessages } from '@shop/contract/messages';
import { practiceAddressColumns } from '@shop/contract/postal-address';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { foundPractice } from '../../db/practice-founding';
import { conflict } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { CurrentUser } from '../../plugins/session-store';
import { queueEmail } from '../email/email.service';
import { adminNotices } from '../email/admin-notices.service';
import { newRegistrationNoticeEmail, registrationReceivedEmail } from './auth.emails';
import { findUserByEmail, insertDoctor, type UserRow } from './auth.repository';

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

/** What a registration needs besides the database: the shop's name, and where admin notices go. */
export interface RegistrationSettings {
  shopName: string;
  adminNotifyEmail: string | undefined;
}

/**
 * The practice address a registration stores: the parts with the line composed from them, or the
 * specification's one line alone (no parts: /account asks the doctor to complete them).
 */
function registeredAddress(input: Registration) {
  const { practiceStreet, practiceCity, practiceRegion, practicePostalCode, practiceCountry } = input;
  if (
    practiceStreet !== undefined &&
    practiceCity !== undefined &&
    practiceRegion !== undefined &&
    practicePostalCode !== undefined &&
    practiceCountry !== undefined
  ) {
    return practiceAddressColumns({
      practiceStreet,
      practiceCity,
      practiceRegion,
      practicePostalCode,
      practiceCountry,
    });
  }
  // RegisterBody requires the one line when the parts are not given.
  return { practiceAddress: input.practiceAddress ?? '' };
}

export async function registerDoctor(db: Db, input: Registration, settings: RegistrationSettings) {
  const { shopName } = settings;
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
        ...registeredAddress(input),
        licenseExpiryDate: input.licenseExpiryDate,
      });
      await foundPractice(tx, user);
      await queueEmail(
        tx,
        registrationReceivedEmail(shopName, user.email, user.fullName),
        // The admin is told, as of a new order (issue 38).
        ...(await adminNotices(tx, settings.adminNotifyEmail, (to) =>
          newRegistrationNoticeEmail(shopName, to, {
            fullName: user.fullName,
            email: user.email,
            licenseNumber: input.licenseNumber,
            collegeName: input.collegeName,
            provinceState: input.provinceState ?? null,
          }),
        )),
      );
      return user;
    });
  } catch (err) {
    // Two registrations for one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(authMessages.emailTaken);
    throw err;
  }
}
