/**
 * A doctor's licence after registration (issue 20, docs/decisions/034): its expiry, the reminders
 * before it, renewals and suspension. Zod-free, so the screens that show a licence's state do not
 * ship zod for it; the bodies the server validates are in licence-schemas.ts.
 */

/**
 * Whether a licence with this expiry date has lapsed on `today` (both YYYY-MM-DD, the shop's
 * calendar): it has on its expiry date itself. An account registered before expiry dates were kept
 * has none, and is not refused for it.
 */
export const licenceLapsed = (expiryDate: string | null, today: string) =>
  expiryDate !== null && expiryDate <= today;

/** A renewal's review: waiting, or decided either way. */
export const RENEWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/** Days before its expiry date that a licence's reminders go out. */
export const LICENCE_REMINDER_DAYS = [60, 30, 7] as const;
/** Every notice the daily job sends about one expiry date: the reminders and the lapse (0). */
export const LICENCE_NOTICE_DAYS = [...LICENCE_REMINDER_DAYS, 0] as const;

/** The account page's licence renewal form: where reminders, lapse notices and checkout send a doctor. */
export const LICENCE_RENEWAL_PATH = '/account#licence';

/** A renewal's scan or photo: an image or a PDF, judged by its bytes, at most this size. */
export const LICENCE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const LICENCE_DOCUMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;
export type LicenceDocumentType = (typeof LICENCE_DOCUMENT_TYPES)[number];
/** The multipart fields of a renewal: the document, and its licence number and expiry date. */
export const RENEWAL_FIELDS = {
  document: 'document',
  licenseNumber: 'licenseNumber',
  expiryDate: 'expiryDate',
} as const;
export const RENEWAL_REASON_MAX = 500;

export { ACCOUNT_LICENCE_PATH } from './pages';
export const accountLicenceDocumentPath = (renewalId: number) =>
  `/api/account/licence/renewals/${renewalId}/document`;
export const ADMIN_RENEWALS_PATH = '/api/admin/licence-renewals';
export const adminRenewalDocumentPath = (renewalId: number) => `${ADMIN_RENEWALS_PATH}/${renewalId}/document`;
export const adminRenewalDecisionPath = (renewalId: number, decision: 'approve' | 'reject') =>
  `${ADMIN_RENEWALS_PATH}/${renewalId}/${decision}`;

/** The texts of a licence's life after registration: the account page, the review, the refusals. */
export const licenceMessages = {
  sectionTitle: 'Medical license',
  licenceNumber: 'License number',
  college: 'College',
  province: 'Province / State',
  expires: 'Expires',
  noExpiry: 'Not recorded',
  valid: 'Valid',
  expiringIn: (days: number) => (days === 1 ? 'Expires tomorrow' : `Expires in ${days} days`),
  expired: 'Expired',
  renewalUnderReview: 'Licence renewal under review',
  renewalSubmittedOn: (when: string) =>
    `Sent ${when}; you can order again as soon as an administrator approves it.`,
  renewalRejected: (reason: string) => `Your last renewal was not accepted: ${reason}`,
  renewTitle: 'Renew your license',
  renewIntro:
    'Send your renewed license with its new expiry date and a scan or photo of it (an image or a PDF, at most 10 MB).',
  newLicenceNumber: 'License number',
  newLicenceNumberHint: 'Change it only if your renewed license has a new number.',
  newExpiryDate: 'New expiry date',
  document: 'Scan or photo of the license',
  submitRenewal: 'Send for Review',
  renewalSent: 'Renewal sent for review',
  renewalFailed: 'Failed to send the renewal',
  viewDocument: 'View document',

  // Refusals (field messages and 4xx answers).
  licenceNumberTooLong: 'License number must be at most 64 characters',
  expiryRequired: 'Enter the new expiry date',
  expiryInvalid: 'Enter the expiry date as YYYY-MM-DD',
  expiryNotFuture: 'The new expiry date must be in the future',
  documentRequired: 'Attach a scan or photo of your license',
  documentType: 'The document must be an image (JPEG, PNG, GIF or WebP) or a PDF',
  documentTooLarge: 'The document must be at most 10 MB',
  documentLabel: 'The document',
  documentActive: 'The PDF must not contain JavaScript or actions that run when it is opened',
  documentUnchecked: 'The PDF could not be checked; save or scan it again as a plain PDF',
  oneDocument: 'Attach one document',
  unknownField: 'Unknown field',
  renewalPending: 'A renewal is already waiting for review',
  renewalNotFound: 'Renewal not found',
  renewalDecided: 'This renewal has already been decided',
  documentNotFound: 'Document not found',
  rejectReasonRequired: 'Enter the reason for rejecting the renewal',

  // The admin's review (Doctor Registrations tab).
  reviewTitle: 'License renewals',
  reviewEmpty: 'No license renewals waiting for review',
  reviewLoadFailed: 'Failed to load license renewals',
  currentLicence: (number: string | null, expiry: string | null) =>
    `Current: ${number ?? '—'}, expires ${expiry ?? '—'}`,
  renewedLicence: (number: string, expiry: string) => `Renewed: ${number}, expires ${expiry}`,
  approveRenewal: 'Approve Renewal',
  rejectRenewal: 'Reject Renewal',
  rejectRenewalTitle: (name: string) => `Reject ${name}'s renewal?`,
  rejectRenewalDescription: 'The doctor receives this reason by e-mail and sees it on their account page.',
  rejectReasonLabel: 'Reason',
  renewalApproved: 'Renewal approved',
  renewalRejectedToast: 'Renewal rejected',
  decisionFailed: 'Failed to decide the renewal',
} as const;
