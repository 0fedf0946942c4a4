import type { NewsletterState } from '@shop/contract/email-preferences';
import { NEWSLETTER_CONFIRMATION_DAYS } from '@shop/contract/newsletter-confirm';
import type {
  AdminNewsletterListQuery,
  NewsletterSubscriptionPage,
} from '@shop/contract/newsletter-admin-schemas';
import type { Db } from '../../db/client';
import { streamOf } from '../../lib/download';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import { queueEmail } from '../email/email.service';
import { newsletterWelcomeEmail } from './newsletter.emails';
import type { ConfirmLinks, ConfirmToken } from './confirm-link';
import {
  confirmPendingSubscription,
  deletePendingSubscriptions,
  deleteSubscription,
  findEmailBatch,
  findSignUp,
  findSubscriptionPage,
  insertPendingSubscription,
  signUpExists,
  renewPendingSubscription,
} from './newsletter.repository';
import type { UnsubscribeLinks } from './unsubscribe-link';

/** What the sign-up e-mail needs: the shop's name and public address, and the link makers. */
export interface NewsletterSender {
  shopName: string;
  /** The shop's public origin (PUBLIC_URL), the base of the links. */
  publicUrl: string;
  links: UnsubscribeLinks;
  confirmLinks: ConfirmLinks;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a sign-up waits for its confirmation (decision 028). */
export const CONFIRMATION_WINDOW_MS = NEWSLETTER_CONFIRMATION_DAYS * DAY_MS;
/**
 * A repeated sign-up of a pending address sends the confirmation again, but not sooner than this
 * after the last one: the form cannot be used to flood one mailbox, from however many networks.
 */
export const CONFIRMATION_RESEND_MS = 5 * 60 * 1000;

const expiredAt = (now: Date) => new Date(now.getTime() - CONFIRMATION_WINDOW_MS);

/**
 * Signs an address up (decision 028, double opt-in): a new address is pending, not on the list, and
 * is sent the welcome e-mail with its confirmation link, queued in the same transaction (decision
 * 017). A pending address signed up again is sent the e-mail again (at most once per
 * CONFIRMATION_RESEND_MS); an address on the list gets nothing more. The caller answers every case
 * alike, so the answer does not tell who is subscribed or pending.
 */
export async function subscribe(db: Db, sender: NewsletterSender, email: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const due =
      (await insertPendingSubscription(tx, email, now)) ||
      (await renewPendingSubscription(tx, email, now, {
        resendAfter: new Date(now.getTime() - CONFIRMATION_RESEND_MS),
        expiredAt: expiredAt(now),
      }));
    if (!due) return;
    await queueEmail(
      tx,
      newsletterWelcomeEmail(sender.shopName, email, {
        confirmUrl: sender.confirmLinks.urlFor(sender.publicUrl, email, now),
        unsubscribeUrl: sender.links.urlFor(sender.publicUrl, email),
      }),
    );
  });
}

/**
 * What a confirmation link stands for now: `pending` (its sign-up waits, the link would confirm it),
 * `already` (the address is on the list) or `expired` (no sign-up it was sent for is waiting: more
 * than 7 days old, forgotten, removed, or made after the link).
 */
export type SignUpState = 'pending' | 'already' | 'expired';

export async function signUpState(db: Db, token: ConfirmToken, now = new Date()): Promise<SignUpState> {
  const row = await findSignUp(db, token.email);
  if (!row) return 'expired';
  if (row.subscribedAt !== null) return 'already';
  const forThisSignUp = row.createdAt.getTime() <= token.issuedAt.getTime();
  const waiting = row.createdAt.getTime() > expiredAt(now).getTime();
  return forThisSignUp && waiting ? 'pending' : 'expired';
}

export type ConfirmOutcome = 'confirmed' | 'already' | 'expired';

/** Follows a confirmation link: its pending sign-up joins the list. A second time is a calm `already`. */
export async function confirmSubscription(
  db: Db,
  token: ConfirmToken,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const confirmed = await confirmPendingSubscription(
    db,
    token.email,
    { issuedAt: token.issuedAt, expiredAt: expiredAt(now) },
    now,
  );
  if (confirmed) return 'confirmed';
  return (await signUpState(db, token, now)) === 'already' ? 'already' : 'expired';
}

/**
 * Forgets every sign-up still unconfirmed 7 days after it was made (the housekeeping job). One
 * DELETE: idempotent, so every server process may run it.
 */
export async function purgeUnconfirmedSubscriptions(db: Db, now = new Date()) {
  await deletePendingSubscriptions(db, expiredAt(now));
}

/** The admin's list: a page of subscriptions, newest first, with the paging around it. */
export async function listSubscriptions(
  db: Db,
  query: AdminNewsletterListQuery,
): Promise<NewsletterSubscriptionPage> {
  const { rows: subscriptions, totalCount } = await findSubscriptionPage(
    db,
    pageWindow(query.page, query.limit),
  );
  return {
    // The page holds confirmed subscriptions only, each with its time.
    subscriptions: subscriptions.flatMap((s) =>
      s.subscribedAt === null
        ? []
        : [{ id: s.id, email: s.email, subscribedAt: s.subscribedAt.toISOString() }],
    ),
    ...pagePositionOf(totalCount, query.page, query.limit),
    limit: query.limit,
  };
}

/**
 * Addresses per read of the export: about 300 KB of text each, so 100,000 subscribers take ten
 * short queries and the server holds one batch at a time.
 */
export const EXPORT_BATCH_SIZE = 10_000;

/**
 * Every address on the list (confirmed), one a line, in the order they signed up: one text per batch of
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

/** The export as a stream that reads a batch only when the client took the previous one (streamOf). */
export const exportEmails = (db: Db) => streamOf(emailBatches(db));

export type UnsubscribeOutcome = 'removed' | 'already-gone';

/**
 * Removes the address, pending or on the list; an address no longer there is a calm success, not
 * an error.
 */
export async function unsubscribe(db: Db, email: string): Promise<UnsubscribeOutcome> {
  return (await deleteSubscription(db, email)) ? 'removed' : 'already-gone';
}

/**
 * Whether the address has a sign-up, pending or on the list: the unsubscribe page asks before it
 * offers its button.
 */
export async function hasSignUp(db: Db, email: string) {
  return signUpExists(db, email);
}

/**
 * Where the address stands with the newsletter: on the list, signed up and waiting for its
 * confirmation, or neither (a sign-up past its window waits for nothing).
 */
export async function newsletterState(db: Db, email: string, now = new Date()): Promise<NewsletterState> {
  const signUp = await findSignUp(db, email);
  if (!signUp) return 'none';
  if (signUp.subscribedAt !== null) return 'subscribed';
  return signUp.createdAt.getTime() > expiredAt(now).getTime() ? 'pending' : 'none';
}
