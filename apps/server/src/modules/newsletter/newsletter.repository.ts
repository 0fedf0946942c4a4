import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/content';

/**
 * Subscribing twice keeps the one row (unique on lower(email)); whether this call added it. Two
 * sign-ups of one address at once: the second waits for the first and adds nothing.
 */
export async function insertSubscription(db: Db, email: string) {
  const added = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return added.length > 0;
}

/** A page of subscriptions, newest first, with the count of all. */
export async function findSubscriptionPage(db: Db, page: { limit: number; offset: number }) {
  const [subscriptions, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(newsletterSubscriptions),
  ]);
  return { subscriptions, totalCount: total?.n ?? 0 };
}

export interface EmailBatch {
  /** The batch's addresses, one a line, each line ended by "\n". */
  lines: string;
  /** The id to continue after. */
  lastId: number;
}

/**
 * The next `size` addresses after subscription `afterId`, in the order they subscribed (the primary
 * key's order), as one text PostgreSQL writes: a batch is one string, not thousands of row objects.
 * Undefined when none are left.
 */
export async function findEmailBatch(db: Db, afterId: number, size: number): Promise<EmailBatch | undefined> {
  const [row] = await db
    .select({
      lines: sql<string | null>`string_agg(batch.email || E'\\n', '' order by batch.id)`,
      lastId: sql<number | null>`max(batch.id)`,
    })
    .from(
      sql`(select ${newsletterSubscriptions.id} as id, ${newsletterSubscriptions.email} as email
           from ${newsletterSubscriptions}
           where ${newsletterSubscriptions.id} > ${afterId}
           order by ${newsletterSubscriptions.id}
           limit ${size}) as batch`,
    );
  if (!row || row.lines === null || row.lastId === null) return undefined;
  return { lines: row.lines, lastId: row.lastId };
}

/** Removes an address (any case); whether a subscription was there to remove. */
export async function deleteSubscription(db: Db, email: string) {
  const removed = await db
    .delete(newsletterSubscriptions)
    .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()))
    .returning({ id: newsletterSubscriptions.id });
  return removed.length > 0;
}

export async function isSubscribed(db: Db, email: string) {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}
