import { Readable } from 'node:stream';
import type { AdminNewsletterListQuery, NewsletterSubscriptionPage } from '@shop/contract/newsletter-admin';
import type { Db } from '../../db/client';
import { queueEmail } from '../email/email.service';
import { newsletterWelcomeEmail } from '../email/email.templates';
import {
  deleteSubscription,
  findEmailBatch,
  findSubscriptionPage,
  insertSubscription,
  isSubscribed,
} from './newsletter.repository';
import type { UnsubscribeLinks } from './unsubscribe-link';

/** What the welcome e-mail needs: the shop's name and public address, and the link maker. */
export interface NewsletterSender {
  shopName: string;
  /** The shop's public origin (PUBLIC_URL), the base of the unsubscribe link. */
  publicUrl: string;
  links: UnsubscribeLinks;
}

/**
 * Adds the address to the list. A new subscriber is sent a welcome e-mail with the unsubscribe link,
 * queued in the same transaction (decision 017); an address already on the list gets nothing more.
 * The caller answers both alike, so the answer does not tell who is subscribed.
 */
export async function subscribe(db: Db, sender: NewsletterSender, email: string) {
  await db.transaction(async (tx) => {
    if (!(await insertSubscription(tx, email))) return;
    await queueEmail(
      tx,
      newsletterWelcomeEmail(sender.shopName, email, sender.links.urlFor(sender.publicUrl, email)),
    );
  });
}

/** The admin's list: a page of subscriptions, newest first, with the paging around it. */
export async function listSubscriptions(
  db: Db,
  query: AdminNewsletterListQuery,
): Promise<NewsletterSubscriptionPage> {
  const { subscriptions, totalCount } = await findSubscriptionPage(db, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      email: s.email,
      subscribedAt: s.subscribedAt.toISOString(),
    })),
    totalCount,
    currentPage: query.page,
    totalPages: Math.ceil(totalCount / query.limit),
    limit: query.limit,
  };
}

/**
 * Addresses per read of the export: about 300 KB of text each, so 100,000 subscribers take ten
 * short queries and the server holds one batch at a time.
 */
export const EXPORT_BATCH_SIZE = 10_000;

/**
 * Every subscribed address, one a line, in the order they subscribed: one text per batch of
 * `batchSize`. Each batch continues after the last id read rather than inside a transaction: on the
 * embedded database one long transaction would hold every other request until the download ends. An
 * address that subscribes or leaves during the export may or may not be in it.
 */
export async function* emailBatches(db: Db, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<string> {
  let afterId = 0;
  for (;;) {
    const batch = await findEmailBatch(db, afterId, batchSize);
    if (batch === undefined) return;
    yield batch.lines;
    afterId = batch.lastId;
  }
}

/**
 * The export as a stream: a batch is read only when the client has taken the previous one (the
 * stream pulls), so the list is never in memory whole, and a client that goes away stops the reading.
 */
export function exportEmails(db: Db): Readable {
  return Readable.from(emailBatches(db), { objectMode: false });
}

export type UnsubscribeOutcome = 'removed' | 'already-gone';

/** Removes the address; an address no longer on the list is a calm success, not an error. */
export async function unsubscribe(db: Db, email: string): Promise<UnsubscribeOutcome> {
  return (await deleteSubscription(db, email)) ? 'removed' : 'already-gone';
}

/** Whether the address is on the list: the confirmation page asks before it offers its button. */
export async function isOnTheList(db: Db, email: string) {
  return isSubscribed(db, email);
}
