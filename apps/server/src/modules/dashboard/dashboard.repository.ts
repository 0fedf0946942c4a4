import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/contract/order-status';
import type { Db } from '../../db/client';
import { heroCarouselItems, productCounts } from '../../db/schema/catalog';
import { contactMessages, newsletterSubscriptions, referralApplications } from '../../db/schema/content';
import { orderStatusCounts } from '../../db/schema/orders';
import { licenceRenewals } from '../../db/schema/licences';
import { recallNotices, recalls } from '../../db/schema/recalls';
import { users } from '../../db/schema/users';

/** Doctors waiting for approval: `users_status_idx`. */
const pendingRegistrations = (db: Db) =>
  sql<number>`(${db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'pending'), eq(users.role, 'doctor')))})::int`;

/** Licence renewals waiting for review: `licence_renewals_review_idx` (status, submitted_at). */
const pendingRenewals = (db: Db) =>
  sql<number>`(${db
    .select({ n: count() })
    .from(licenceRenewals)
    .where(eq(licenceRenewals.status, 'pending'))})::int`;

/** Orders in these statuses (all of them without), from the counts the order trigger keeps. */
const ordersIn = (db: Db, ...statuses: OrderStatus[]) =>
  sql<number>`(${db
    .select({ n: sql`coalesce(sum(${orderStatusCounts.count}), 0)` })
    .from(orderStatusCounts)
    .where(statuses.length > 0 ? inArray(orderStatusCounts.status, statuses) : undefined)})::int`;

/**
 * Every tab badge of the dashboard in one round trip. Products and orders come from the counts their
 * triggers keep (migrations 0003 and 0008), so neither grows with the catalogue or the order book;
 * pending doctors use `users_status_idx`; carousel items are a handful of rows.
 */
export async function countDashboard(db: Db) {
  const [row] = await db
    .select({
      pendingRegistrations: pendingRegistrations(db),
      pendingRenewals: pendingRenewals(db),
      products: sql<number>`(${db
        .select({ n: sql`coalesce(sum(${productCounts.count}), 0)` })
        .from(productCounts)})::int`,
      pendingOrders: ordersIn(db, 'pending'),
      totalOrders: ordersIn(db),
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

/** A count over the notices of open recalls that their clinic has not acknowledged. */
const unacknowledged = (db: Db, counted: SQL) =>
  sql<number>`(${db
    .select({ n: counted })
    .from(recalls)
    .innerJoin(recallNotices, eq(recallNotices.recallId, recalls.id))
    .where(and(eq(recalls.status, 'open'), isNull(recallNotices.acknowledgedAt)))})::int`;

/**
 * The Today view's counts of people and orders waiting, in one round trip, and the open recalls a
 * clinic has not acknowledged with those clinics (a handful of rows, by `recall_notices`' key).
 */
export async function countToday(db: Db) {
  const [row] = await db
    .select({
      pendingRegistrations: pendingRegistrations(db),
      pendingRenewals: pendingRenewals(db),
      ordersToApprove: ordersIn(db, 'pending'),
      approvedOrders: ordersIn(db, 'approved'),
      processingOrders: ordersIn(db, 'processing'),
      unacknowledgedRecalls: unacknowledged(db, sql`count(distinct ${recalls.id})`),
      unacknowledgedClinics: unacknowledged(db, count()),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('the Today count query returned no row');
  return row;
}
