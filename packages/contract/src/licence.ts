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
