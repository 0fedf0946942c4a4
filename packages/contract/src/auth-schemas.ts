import { z } from 'zod';
import { authMessages as m } from './messages';
import { PRACTICE_ADDRESS_PARTS, type PracticeAddressPart, postalCodeOf } from './postal-address';
import { COUNTRY_CODES, isSubdivisionOf } from './regions';
import { PLAIN_TEXT_LINE } from './text';
import { lineText, optionalLine, text } from './text-field-schemas';
import { LinkTokenParams } from './url-param-schemas';

const EMAIL_MAX = 254;
const TEXT_MAX = 200;
const ADDRESS_MAX = 500;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const requiredText = (message: string, max = TEXT_MAX) =>
  lineText(message).trim().min(1, message).max(max, m.tooLong(max));

const optionalText = (max = TEXT_MAX) => optionalLine(max, m.tooLong(max));

export const EmailField = text(m.invalidEmail)
  .trim()
  .max(EMAIL_MAX, m.invalidEmail)
  .pipe(z.email(m.invalidEmail))
  .transform((v) => v.toLowerCase());

import { isIsoDate } from './calendar-days';

export { isIsoDate };

/** Today's date (UTC) as YYYY-MM-DD, the form licence expiry dates are compared in. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Sign-in (docs/product.md, Registration and sign-in). */
export const LoginBody = z
  .object({
    email: EmailField,
    password: text(m.passwordRequired).min(1, m.passwordRequired).max(PASSWORD_MAX, m.passwordMax),
  })
  .strict();
export type LoginBody = z.input<typeof LoginBody>;

/**
 * The practice address in parts (issue 38), each with its own message: a street, a city, the
 * province or state by its code ("ON"), the postal or ZIP code, the country by its code ("CA").
 */
const practiceAddressPartFields = {
  practiceStreet: requiredText(m.practiceStreetRequired),
  practiceCity: requiredText(m.practiceCityRequired, 100),
  practiceRegion: requiredText(m.practiceRegionRequired, 100),
  practicePostalCode: requiredText(m.practicePostalCodeInvalid, 20),
  practiceCountry: requiredText(m.practiceCountryRequired, 100),
};

const PRACTICE_PART_MESSAGES: Record<PracticeAddressPart, string> = {
  practiceStreet: m.practiceStreetRequired,
  practiceCity: m.practiceCityRequired,
  practiceRegion: m.practiceRegionRequired,
  practicePostalCode: m.practicePostalCodeInvalid,
  practiceCountry: m.practiceCountryRequired,
};

const upperText = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');

/**
 * The rules between the parts: a country the shop knows, a province or state of that country, a postal code of that country's form.
 * Runs beside the fields' own rules (`when`), so a form shows every message at once; the values may
 * then be a failed field's input, hence the type checks.
 */
function checkPracticeAddressParts(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const country = upperText(value.practiceCountry);
  if (!country) return;
  if (!(COUNTRY_CODES as readonly string[]).includes(country)) {
    ctx.addIssue({ code: 'custom', path: ['practiceCountry'], message: m.practiceCountryRequired });
    return;
  }
  const region = upperText(value.practiceRegion);
  if (region && !isSubdivisionOf(country, `${country}-${region}`)) {
    ctx.addIssue({ code: 'custom', path: ['practiceRegion'], message: m.practiceRegionRequired });
  }
  const postalCode = upperText(value.practicePostalCode);
  if (postalCode && postalCodeOf(country, postalCode) === undefined) {
    ctx.addIssue({ code: 'custom', path: ['practicePostalCode'], message: m.practicePostalCodeInvalid });
  }
}

const always = { when: () => true };

/**
 * `PUT /api/account/practice-address`: the signed-in doctor completes or corrects the registered
 * practice address, in parts, by the registration's rules.
 */
export const ACCOUNT_PRACTICE_ADDRESS_PATH = '/api/account/practice-address';
export const PracticeAddressBody = z
  .object(practiceAddressPartFields)
  .strict()
  .superRefine((value, ctx) => checkPracticeAddressParts(value, ctx), always);
export type PracticeAddressBody = z.input<typeof PracticeAddressBody>;

/** A practice's registration with its rules (docs/product.md, Registration and sign-in). */
const RegisterFields = z
  .object({
    // Quoted in the registration e-mail: it must not be able to add lines or reorder what surrounds it.
    fullName: text(m.fullNameMin)
      .trim()
      .min(2, m.fullNameMin)
      .max(TEXT_MAX, m.tooLong(TEXT_MAX))
      .regex(PLAIN_TEXT_LINE, m.fullNamePlainText),
    email: EmailField,
    password: text(m.passwordMin).min(PASSWORD_MIN, m.passwordMin).max(PASSWORD_MAX, m.passwordMax),
    confirmPassword: text(m.passwordsDontMatch),
    licenseNumber: requiredText(m.licenceNumberRequired, 64),
    collegeName: requiredText(m.collegeNameRequired),
    provinceState: optionalText(),
    practiceName: optionalText(),
    licenseExpiryDate: text(m.licenceExpiryRequired)
      .trim()
      // One message at a time, without aborting: an aborted field would stop the password check below.
      .superRefine((value, ctx) => {
        if (!value) ctx.addIssue({ code: 'custom', message: m.licenceExpiryRequired });
        else if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: m.licenceExpiryInvalid });
        // A licensed-professionals-only shop does not register an expired licence.
        else if (value < todayIso()) ctx.addIssue({ code: 'custom', message: m.licenceExpired });
      }),
    // The specification's one-line address; a registration in parts (issue 38) may leave it out.
    practiceAddress: requiredText(m.practiceAddressRequired, ADDRESS_MAX).optional(),
    practiceStreet: practiceAddressPartFields.practiceStreet.optional(),
    practiceCity: practiceAddressPartFields.practiceCity.optional(),
    practiceRegion: practiceAddressPartFields.practiceRegion.optional(),
    practicePostalCode: practiceAddressPartFields.practicePostalCode.optional(),
    practiceCountry: practiceAddressPartFields.practiceCountry.optional(),
  })
  .strict();

/**
 * The practice address is the specification's `practiceAddress`, or the parts (each then required,
 * by the parts' rules); with the parts, `practiceAddress` is composed from them and a sent one is
 * not kept.
 */
function checkRegisteredAddress(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (PRACTICE_ADDRESS_PARTS.some((part) => value[part] !== undefined)) {
    // An address in parts is whole: every part once one is given.
    for (const part of PRACTICE_ADDRESS_PARTS) {
      if (value[part] === undefined) {
        ctx.addIssue({ code: 'custom', path: [part], message: PRACTICE_PART_MESSAGES[part] });
      }
    }
    checkPracticeAddressParts(value, ctx);
  } else if (value.practiceAddress === undefined) {
    ctx.addIssue({ code: 'custom', path: ['practiceAddress'], message: m.practiceAddressRequired });
  }
}

const PasswordPair = z.object({
  password: RegisterFields.shape.password,
  confirmPassword: RegisterFields.shape.confirmPassword,
});

export const RegisterBody = RegisterFields.superRefine(
  (value, ctx) => checkRegisteredAddress(value, ctx),
  always,
).refine((v) => v.password === v.confirmPassword, {
  message: m.passwordsDontMatch,
  path: ['confirmPassword'],
  // Compare as soon as both passwords are valid, even while other fields still have errors.
  when: (payload) => PasswordPair.safeParse(payload.value).success,
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** A new password and its confirmation, by the registration's rules. */
const newPasswordFields = {
  password: RegisterFields.shape.password,
  confirmPassword: RegisterFields.shape.confirmPassword,
};
/** The refinement that a new password's confirmation matches it, once both are valid. */
export const passwordsMatch = {
  message: m.passwordsDontMatch,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => PasswordPair.safeParse(payload.value).success,
};

/**
 * What an invited member accepts with (issue 39), by the registration's rules: a name and a new
 * password, and for a licensed role the licence fields too.
 */
export const memberAccountFields = { fullName: RegisterFields.shape.fullName, ...newPasswordFields };
export const licenceFields = {
  licenseNumber: RegisterFields.shape.licenseNumber,
  collegeName: RegisterFields.shape.collegeName,
  provinceState: RegisterFields.shape.provinceState,
  licenseExpiryDate: RegisterFields.shape.licenseExpiryDate,
};

/** `POST /api/auth/password-reset`: the account's e-mail; the answer is the same for any address. */
export const PASSWORD_RESET_PATH = '/api/auth/password-reset';
export const PasswordResetRequestBody = z.object({ email: EmailField }).strict();
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBody>;

/** `POST /api/auth/password-reset/{token}`: the e-mailed link's token sets a new password. */
export const passwordResetTokenPath = (token: string) =>
  `${PASSWORD_RESET_PATH}/${encodeURIComponent(token)}`;
export const PasswordResetBody = z
  .object(newPasswordFields)
  .strict()
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type PasswordResetBody = z.input<typeof PasswordResetBody>;
export const PasswordResetParams = LinkTokenParams;

/** `POST /api/account/password`: the signed-in doctor's current password and a new one. */
export const ACCOUNT_PASSWORD_PATH = '/api/account/password';
export const ChangePasswordBody = z
  .object({
    currentPassword: LoginBody.shape.password,
    ...newPasswordFields,
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** Who an account is: the database's user_role enum is built from this list. */
export const USER_ROLES = ['doctor', 'admin'] as const;

/** A doctor's account waits for approval (docs/product.md, Doctor registration); user_status is built from it. */
export const USER_STATUSES = ['pending', 'approved'] as const;
export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

export const DoctorSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  status: UserStatus,
});
export type DoctorSummary = z.infer<typeof DoctorSummary>;

export const AdminSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type AdminSummary = z.infer<typeof AdminSummary>;

/** Login and current-user responses. */
export const AuthResponse = z.discriminatedUnion('isAdmin', [
  z.object({ isAdmin: z.literal(false), user: DoctorSummary }),
  z.object({ isAdmin: z.literal(true), admin: AdminSummary }),
]);
export type AuthResponse = z.infer<typeof AuthResponse>;

export const RegisterResponse = z.object({
  message: z.string(),
  user: DoctorSummary,
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;
