import { z } from 'zod';
import {
  contactFieldMessages as c,
  referralFieldMessages as r,
  supportFieldMessages as f,
} from './support-messages';
import { HONEYPOT_FIELD, SPECIALTIES, SUPPORT_LIMITS, isExperience } from './support-fields';
import { PLAIN_TEXT_LINE } from './text';
import { text } from './text-field-schemas';

/**
 * The contact form and the referral application (docs/product.md, Newsletter, contact and
 * referrals): one schema each, used by the page to check the form and by the server to check the
 * request.
 */

const L = SUPPORT_LIMITS;

/**
 * One line of plain text (text.ts). Names and the subject go into the e-mail to the shop's inbox,
 * its subject among them: a line break there could add a header.
 */
const SINGLE_LINE = PLAIN_TEXT_LINE;
/** Several lines of plain text: as SINGLE_LINE, but line breaks and tabs are allowed. */
const MULTI_LINE = /^(?:[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\t\n\r])*$/u;

const requiredLine = (required: string, max: number) =>
  text(required).trim().min(1, required).max(max, f.tooLong(max)).regex(SINGLE_LINE, f.singleLine);

const optionalLine = (max: number) =>
  text(f.singleLine)
    .trim()
    .max(max, f.tooLong(max))
    .regex(SINGLE_LINE, f.singleLine)
    .optional()
    .transform((v) => v || undefined);

const emailAddress = (missing: string, invalid: string) =>
  text(missing).trim().min(1, missing).max(L.email, invalid).pipe(z.email(invalid));

const honeypot = text(f.tooLong(L.honeypot)).max(L.honeypot, f.tooLong(L.honeypot)).optional();

/** `POST /api/contact` and the contact page's form (docs/product.md, Contact form). */
export const ContactMessageBody = z
  .object({
    firstName: requiredLine(c.firstNameRequired, L.name),
    lastName: requiredLine(c.lastNameRequired, L.name),
    email: emailAddress(c.invalidEmail, c.invalidEmail),
    phone: text(c.invalidPhone)
      .trim()
      .min(L.phoneMin, c.invalidPhone)
      .max(L.phone, c.invalidPhone)
      .regex(SINGLE_LINE, c.invalidPhone),
    company: optionalLine(L.company),
    subject: requiredLine(c.subjectRequired, L.subject),
    message: text(c.messageTooShort)
      .trim()
      .min(L.messageMin, c.messageTooShort)
      .max(L.message, f.tooLong(L.message))
      .regex(MULTI_LINE, f.plainText),
    [HONEYPOT_FIELD]: honeypot,
  })
  .strict();
export type ContactMessageBody = z.input<typeof ContactMessageBody>;
export type ContactMessage = z.output<typeof ContactMessageBody>;

/** The referral form's required fields, each with its message when it is left empty. */
export const REFERRAL_REQUIRED_FIELDS = {
  firstName: r.firstNameRequired,
  lastName: r.lastNameRequired,
  email: r.emailRequired,
  phone: r.phoneRequired,
  clinicName: r.clinicNameRequired,
  specialty: r.specialtyRequired,
  licenseNumber: r.licenceNumberRequired,
} as const;

/**
 * A refused referral's summary, as the specification words it: 'Please fill in all required fields'
 * when a required field is empty (its own message stays on it); otherwise none.
 */
export function referralRefusalSummary(fieldErrors: Readonly<Record<string, readonly string[]>>) {
  const blank = Object.entries(REFERRAL_REQUIRED_FIELDS).some(([field, message]) =>
    fieldErrors[field]?.includes(message),
  );
  return blank ? r.requiredFields : undefined;
}

/**
 * `POST /api/referrals` and the referral page's form (docs/product.md, Referral form): each required
 * field left empty has its own message, and the answer's message is 'Please fill in all required
 * fields' (the form says it above them: docs/decisions/030-everyday-flow.md); specialty and
 * experience come from the lists.
 */
export const ReferralApplicationBody = z
  .object({
    firstName: requiredLine(r.firstNameRequired, L.name),
    lastName: requiredLine(r.lastNameRequired, L.name),
    email: emailAddress(r.emailRequired, r.invalidEmail),
    phone: requiredLine(r.phoneRequired, L.phone),
    clinicName: requiredLine(r.clinicNameRequired, L.clinicName),
    address: optionalLine(L.address),
    city: optionalLine(L.city),
    state: optionalLine(L.state),
    zipCode: optionalLine(L.zipCode),
    specialty: z
      .string(r.specialtyRequired)
      .trim()
      .min(1, r.specialtyRequired)
      .pipe(z.enum(SPECIALTIES, r.unknownSpecialty)),
    licenseNumber: requiredLine(r.licenceNumberRequired, L.licenseNumber),
    yearsOfExperience: z
      .string(r.unknownExperience)
      .trim()
      .refine((v) => v === '' || isExperience(v), r.unknownExperience)
      .optional()
      .transform((v) => (v && isExperience(v) ? v : undefined)),
    referredBy: optionalLine(L.referredBy),
    referrerContact: optionalLine(L.referrerContact),
    additionalNotes: text(f.plainText)
      .trim()
      .max(L.additionalNotes, f.tooLong(L.additionalNotes))
      .regex(MULTI_LINE, f.plainText)
      .optional()
      .transform((v) => v || undefined),
    [HONEYPOT_FIELD]: honeypot,
  })
  .strict();
export type ReferralApplicationBody = z.input<typeof ReferralApplicationBody>;
export type ReferralApplication = z.output<typeof ReferralApplicationBody>;
