import {
  NEWSLETTER_SUBSCRIPTIONS_PATH,
  type NewsletterSubscriptionPage,
} from '@shop/contract/newsletter-admin-schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under the 'admin' key like every admin read, so a sign-out or an admin change refreshes it. */
const subscriptionsKey = ['admin', 'newsletter', 'subscriptions'] as const;

export const getSubscriptionPage = (page: number, signal?: AbortSignal) =>
  api.get<NewsletterSubscriptionPage>(
    page > 1 ? `${NEWSLETTER_SUBSCRIPTIONS_PATH}?page=${page}` : NEWSLETTER_SUBSCRIPTIONS_PATH,
    { signal },
  );

/** The subscriptions, newest first, a page (50) at a time: the next page is read on "Load more". */
export const getSubscriptionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: subscriptionsKey,
    queryFn: ({ pageParam, signal }) => getSubscriptionPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    meta: { accountData: true },
  });

/**
 * Fetched only while `enabled`: the tab asks for the list when the admin shows it. Stale
 * at once, so showing the list again reads it afresh (the last list stays on screen meanwhile).
 */
export const useSubscriptions = (enabled: boolean) =>
  useInfiniteQuery({ ...getSubscriptionsQueryOptions(), enabled, staleTime: 0 });
