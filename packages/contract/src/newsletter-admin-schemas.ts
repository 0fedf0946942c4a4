import { z } from 'zod';
import { pagedList, pageParam } from './common-schemas';
import { NewsletterSubscription } from './newsletter-schemas';
import { wholeNumberParam } from './url-param-schemas';

/**
 * The admin's newsletter list (docs/product.md, Newsletter admin): the subscriptions a page at a
 * time, newest first, and the export of every address. A module of its own, so its texts ship only
 * in the admin chunk.
 */

export const NEWSLETTER_PAGE_SIZE = 50;
export const NEWSLETTER_MAX_PAGE_SIZE = 100;

export const NEWSLETTER_SUBSCRIPTIONS_PATH = '/api/newsletter/subscriptions';
export const NEWSLETTER_EXPORT_PATH = '/api/newsletter/subscriptions/export';

export const AdminNewsletterListQuery = z
  .object({
    page: pageParam(),
    limit: wholeNumberParam('Limit', { min: 1, max: NEWSLETTER_MAX_PAGE_SIZE }).default(NEWSLETTER_PAGE_SIZE),
  })
  .strict();
export type AdminNewsletterListQuery = z.infer<typeof AdminNewsletterListQuery>;

export const NewsletterSubscriptionPage = pagedList('subscriptions', NewsletterSubscription).extend({
  limit: z.number().int(),
});
export type NewsletterSubscriptionPage = z.infer<typeof NewsletterSubscriptionPage>;

/** The export's file name: the day it was made (UTC), e.g. `newsletter-subscribers-2026-11-23.txt`. */
export const newsletterExportFileName = (now: Date) =>
  `newsletter-subscribers-${now.toISOString().slice(0, 10)}.txt`;

/** The dashboard's Newsletter tab (docs/product.md, Newsletter admin). */
export const newsletterAdminMessages = {
  title: 'Newsletter Subscriptions',
  viewSubscriptions: 'View Subscriptions',
  hideSubscriptions: 'Hide Subscriptions',
  exportEmails: 'Export Emails',
  noSubscriptions: 'No newsletter subscriptions yet',
  fetchFailed: 'Failed to fetch newsletter subscriptions',
  loadMore: 'Load more',
  subscriberCount: (count: number) =>
    count === 1 ? '1 subscriber' : `${count.toLocaleString('en-US')} subscribers`,
  shownOf: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
} as const;
