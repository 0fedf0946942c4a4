import { z } from 'zod';

/**
 * The admin dashboard's tab badges in one call: each figure is a cheap count, so the dashboard opens
 * fast however many orders or subscribers the shop has (docs/product.md, Admin dashboard).
 */
export const DashboardCounts = z.object({
  pendingRegistrations: z.number().int(),
  /** Licence renewals waiting for review (issue 38): the Doctor Registrations badge counts them too. */
  pendingRenewals: z.number().int(),
  products: z.number().int(),
  orders: z.object({ pending: z.number().int(), total: z.number().int() }),
  carouselItems: z.number().int(),
  newsletterSubscribers: z.number().int(),
  /** Contact messages and referral applications not yet handled (the Inbox tab, issue 18). */
  newInboxItems: z.number().int(),
});
export type DashboardCounts = z.infer<typeof DashboardCounts>;
