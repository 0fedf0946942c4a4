import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heroCarouselItems, productCounts } from '../../db/schema/catalog';
import { contactMessages, newsletterSubscriptions, referralApplications } from '../../db/schema/content';
import { orderStatusCounts } from '../../db/schema/orders';
import { licenceRenewals } from '../../db/schema/licences';
import { users } from '../../db/schema/users';

/**
 * Every tab badge of the dashboard in one round trip. Products and orders come from the counts their
 * triggers keep (migrations 0003 and 0008), so neither grows with the catalogue or the order book;
 * pending doctors use `users_status_idx`; carousel items are a handful of rows.
 */
export async function countDashboard(db: Db) {
  const [row] = await db
    .select({
      pendingRegistrations: sql<number>`(${db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.status, 'pending'), eq(users.role, 'doctor')))})::int`,
      // `licence_renewals_review_idx` (status, submitted_at).
      pendingRenewals: sql<number>`(${db
        .select({ n: count() })
        .from(licenceRenewals)
        .where(eq(licenceRenewals.status, 'pending'))})::int`,
      products: sql<number>`(${db
        .select({ n: sql`coalesce(sum(${productCounts.count}), 0)` })
        .from(productCounts)})::int`,
      pendingOrders: sql<number>`(${db
        .select({ n: sql`coalesce(sum(${orderStatusCounts.count}), 0)` })
        .from(orderStatusCounts)
        .where(eq(orderStatusCounts.status, 'pending'))})::int`,
      totalOrders: sql<number>`(${db
        .select({ n: sql`coalesce(sum(${orderStatusCounts.count}), 0)` })
        .from(orderStatusCounts)})::int`,
      carouselItems: sql<number>`(${db.select({ n: count() }).from(heroCarouselItems)})::int`,
      // Confirmed subscribers only: a sign-up still pending is not on the list (decision 028).
      newsletterSubscribers: sql<number>`(${db
        .select({ n: count() })
        .from(newsletterSubscriptions)
        .where(isNotNull(newsletterSubscriptions.subscribedAt))})::int`,
      // Both use their (status, created_at) index (migration 0017).
      newInboxItems: sql<number>`((${db
        .select({ n: count() })
        .from(contactMessages)
        .where(eq(contactMessages.status, 'new'))}) + (${db
        .select({ n: count() })
        .from(referralApplications)
        .where(eq(referralApplications.status, 'new'))}))::int`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('the dashboard count query returned no row');
  return row;
}
