import { z } from 'zod';
import { RegistryCheck } from './licence-registry-schemas';
import { isIsoDate } from './auth-schemas';
import {
  LICENCE_DOCUMENT_TYPES,
  licenceMessages as m,
  RENEWAL_REASON_MAX,
  RENEWAL_STATUSES,
} from './licence';
import { lineText, reasonBody } from './text-field-schemas';

/**
 * A renewal's text fields, as the multipart body carries them: the licence number when it changed
 * (blank keeps the current one) and the new expiry date, which must be after `today` (the shop's
 * calendar date, which the server passes; a browser passes its own).
 */
export const renewalFields = (today: string) =>
  z.object({
    licenseNumber: lineText()
      .trim()
      .max(64, m.licenceNumberTooLong)
      .optional()
      .transform((value) => value || undefined),
    expiryDate: lineText(m.expiryRequired)
      .trim()
      .min(1, m.expiryRequired)
      .refine(isIsoDate, m.expiryInvalid)
      .refine((value) => value > today, m.expiryNotFuture),
  });
export type RenewalFields = z.output<ReturnType<typeof renewalFields>>;

export const LicenceRenewal = z.object({
  id: z.number().int(),
  status: z.enum(RENEWAL_STATUSES),
  licenseNumber: z.string(),
  expiryDate: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  documentName: z.string(),
  documentType: z.enum(LICENCE_DOCUMENT_TYPES),
  documentBytes: z.number().int(),
});
export type LicenceRenewal = z.infer<typeof LicenceRenewal>;

/** The doctor's licence as the account page shows it, with their latest renewal. */
export const LicenceStatus = z.object({
  licenseNumber: z.string().nullable(),
  collegeName: z.string().nullable(),
  provinceState: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** `expiring`: within 60 days; `none`: no expiry date recorded. */
  state: z.enum(['valid', 'expiring', 'expired', 'none']),
  /** Days until the expiry date (negative once past), by the shop's calendar. */
  daysLeft: z.number().int().nullable(),
  latestRenewal: LicenceRenewal.nullable(),
});
export type LicenceStatus = z.infer<typeof LicenceStatus>;

/** A renewal waiting for an admin: the doctor, the licence as it is, and as renewed. */
export const RenewalForReview = LicenceRenewal.extend({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  currentLicenseNumber: z.string().nullable(),
  currentExpiryDate: z.string().nullable(),
  /** The province or state the doctor registered in: the licence's jurisdiction. */
  provinceState: z.string().nullable(),
  /** What the licence register said of the renewed licence (issue 43); null with no register or no answer yet. */
  registry: RegistryCheck.nullable(),
});
export type RenewalForReview = z.infer<typeof RenewalForReview>;

export const RenewalReviewList = z.object({ renewals: z.array(RenewalForReview) });
export type RenewalReviewList = z.infer<typeof RenewalReviewList>;

export const RejectRenewalBody = reasonBody(m.rejectReasonRequired, RENEWAL_REASON_MAX);
export type RejectRenewalBody = z.infer<typeof RejectRenewalBody>;

export const RenewalParams = z
  .object({ renewalId: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();
