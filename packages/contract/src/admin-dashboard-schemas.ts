import { z } from 'zod';
import type { EXPIRING_WITHIN_CHOICES } from './stock-screen-messages';

/** What waits on the Doctor Registrations tab, counted alike for the tab badges and the Today view. */
const doctorsToReview = {
  pendingRegistrations: z.number().int(),
  /** Licence renewals waiting for review (issue 38): the Doctor Registrations badge counts them too. */
  pendingRenewals: z.number().int(),
};

/**
 * The admin dashboard's tab badges in one call: each figure is a cheap count, so the dashboard opens
 * fast however many orders or subscribers the shop has (docs/product.md, Admin dashboard).
 */
export const DashboardCounts = z.object({
  ...doctorsToReview,
  products: z.number().int(),
  orders: z.object({ pending: z.number().int(), total: z.number().int() }),
  carouselItems: z.number().int(),
  newsletterSubscribers: z.number().int(),
  /** Contact messages and referral applications not yet handled (the Inbox tab, issue 18). */
  newInboxItems: z.number().int(),
});
export type DashboardCounts = z.infer<typeof DashboardCounts>;

/** The Today view counts lots whose expiry falls within this many days (one of the Stock tab's choices). */
export const TODAY_EXPIRY_DAYS = 30 satisfies (typeof EXPIRING_WITHIN_CHOICES)[number];

/**
 * `GET /api/admin/today`: what waits for the admin this morning, each figure the count of what the
 * linked tab shows with its filter (issue 38).
 */
export const AdminToday = z.object({
  ...doctorsToReview,
  ordersToApprove: z.number().int(),
  /** Approved orders not yet processing, and orders being processed: both wait to ship. */
  ordersToShip: z.object({ approved: z.number().int(), processing: z.number().int() }),
  /** Tracked products at or below their low-stock threshold. */
  lowStockProducts: z.number().int(),
  /** Lots holding stock that expire within TODAY_EXPIRY_DAYS (or have expired), and their products. */
  expiringLots: z.object({ lots: z.number().int(), products: z.number().int() }),
  /** Open recalls with a clinic that has not acknowledged, and those clinics. */
  unacknowledgedRecalls: z.object({ recalls: z.number().int(), clinics: z.number().int() }),
});
export type AdminToday = z.infer<typeof AdminToday>;
