import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/content';
import { readPage } from '../../lib/paging';

const byEmail = (email: string) => eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase());
/** Only confirmed subscriptions are on the list (decision 028). */
const onTheList = isNotNull(newsletterSubscriptions.subscribedAt);
const pending = isNull(newsletterSubscriptions.subscribedAt);

/**
 * A new sign-up, pending until confirmed; whether this call added it. An address already there
 * (pending or on the list) keeps its one row (unique on lower(email)). Two sign-ups of one address
 * at once: the second waits for the first and adds nothing.
 */
export async function insertPendingSubscription(db: Db, email: string, now: Date) {
  const added = await db
    .insert(newsletterSubscriptions)
    .values({ email, createdAt: now, confirmationSentAt: now })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return added.length > 0;
}

/**
 * A pending sign-up of `email` asked for again: when its last confirmation e-mail went at or before
 * `resendAfter`, marks one as sent now and answers true (the caller sends it). A sign-up older than
 * `expiredAt` (not yet forgotten) starts again from now. An address on the list, or one whose
 * e-mail went later, is left alone (false). The row is locked by the update, so of two repeats at
 * once only one sends.
 */
export async function renewPendingSubscription(
  db: Db,
  email: string,
  now: Date,
  limits: { resendAfter: Date; expiredAt: Date },
) {
  const renewed = await db
    .update(newsletterSubscriptions)
    .set({
      confirmationSentAt: now,
      createdAt: sql`case when ${newsletterSubscriptions.createdAt} <= ${limits.expiredAt.toISOString()}::timestamptz
        then ${now.toISOString()}::timestamptz else ${newsletterSubscriptions.createdAt} end`,
    })
    .where(
      and(
        byEmail(email),
        pending,
        or(
          isNull(newsletterSubscriptions.confirmationSentAt),
          lte(newsletterSubscriptions.confirmationSentAt, limits.resendAfter),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return renewed.length > 0;
}

/**
 * Puts a pending sign-up on the list: the one of `email` made at or before `issuedAt` (the link's
 * time) and after `expiredAt`. Whether it did.
 */
export async function confirmPendingSubscription(
  db: Db,
  email: string,
  limits: { issuedAt: Date; expiredAt: Date },
  now: Date,
) {
  const confirmed = await db
    .update(newsletterSubscriptions)
    .set({ subscribedAt: now })
    .where(
      and(
        byEmail(email),
        pending,
        lte(newsletterSubscriptions.createdAt, limits.issuedAt),
        gt(newsletterSubscriptions.createdAt, limits.expiredAt),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return confirmed.length > 0;
}

/** The address's sign-up, pending or confirmed, if there is one. */
export async function findSignUp(db: Db, email: string) {
  const [row] = await db
    .select({
      subscribedAt: newsletterSubscriptions.subscribedAt,
      createdAt: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .where(byEmail(email))
    .limit(1);
  return row;
}

/** Forgets the sign-ups still pending that were made before `createdBefore`. */
export async function deletePendingSubscriptions(db: Db, createdBefore: Date) {
  await db
    .delete(newsletterSubscriptions)
    .where(and(pending, lt(newsletterSubscriptions.createdAt, createdBefore)));
}

/** A page of the list (confirmed subscriptions), newest first, with the count of all. */
export function findSubscriptionPage(db: Db, page: { limit: number; offset: number }) {
  return readPage(
    db,
    db
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        subscribedAt: newsletterSubscriptions.subscribedAt,
      })
      .from(newsletterSubscriptions)
      .$dynamic(),
    {
      from: newsletterSubscriptions,
      where: onTheList,
      orderBy: [desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id)],
      ...page,
    },
  );
}

export interface EmailBatch {
  /** The batch's addresses, one a line, each line ended by "\n". */
  lines: string;
  /** The id to continue after. */
  lastId: number;
}

/**
 * The next `size` addresses on the list after subscription `afterId`, in the order they signed up
 * (the primary key's order), as one text PostgreSQL writes: a batch is one string, not thousands of
 * row objects. Undefined when none are left.
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
           where ${newsletterSubscriptions.id} > ${afterId} and ${onTheList}
           order by ${newsletterSubscriptions.id}
           limit ${size}) as batch`,
    );
  if (!row || row.lines === null || row.lastId === null) return undefined;
  return { lines: row.lines, lastId: row.lastId };
}

/** Removes an address (any case), pending or on the list; whether there was one to remove. */
export async function deleteSubscription(db: Db, email: string) {
  const removed = await db
    .delete(newsletterSubscriptions)
    .where(byEmail(email))
    .returning({ id: newsletterSubscriptions.id });
  return removed.length > 0;
}

/** Whether the address has a sign-up, pending or on the list (either can be removed). */
export async function signUpExists(db: Db, email: string) {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(byEmail(email))
    .limit(1);
  return row !== undefined;
}
