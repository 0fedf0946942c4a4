import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/content';

/** Subscribing twice keeps the one row (unique on lower(email)). */
export async function insertSubscription(db: Db, email: string) {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
}

export async function listSubscriptions(db: Db) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id));
}
