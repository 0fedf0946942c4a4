import {
  NEWSLETTER_EXPORT_PATH,
  newsletterAdminMessages as m,
} from '@shop/contract/newsletter-admin-schemas';
import { Download, Eye, EyeOff, Mail } from 'lucide-react';
import { useId, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListEmpty, ListLoading } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDisclosure } from '@/lib/use-disclosure';
import { useSubscriptions } from '../api/get-subscriptions';

const subscribedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The export's file name with the admin's own date: the server names the file by the UTC day, which
 * late in an American evening is already tomorrow. `download` renames a same-origin download.
 */
function exportFileName(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `newsletter-subscribers-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.txt`;
}

type NewsletterTabProps = {
  /** The dashboard's count, shown until the list itself has been read. */
  subscriberCount: number | undefined;
};

/**
 * The dashboard's Newsletter tab (docs/product.md, Newsletter admin): the subscriber count,
 * Export Emails (a text file of every address, streamed by the server), and the list, read only
 * once the admin shows it, newest first, 50 at a time with "Load more".
 */
export function NewsletterTab({ subscriberCount }: NewsletterTabProps) {
  const { open: shown, panelId: listId, buttonProps } = useDisclosure();
  const subscriptions = useSubscriptions(shown);
  const headingId = useId();

  const pages = subscriptions.data?.pages ?? [];
  const total = pages.at(-1)?.totalCount ?? subscriberCount;

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {m.title}
          </h2>
          {total !== undefined && <Badge variant="secondary">{m.subscriberCount(total)}</Badge>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" {...buttonProps}>
            {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {shown ? m.hideSubscriptions : m.viewSubscriptions}
          </Button>
          {total === 0 ? (
            <Button disabled>
              <Download aria-hidden="true" />
              {m.exportEmails}
            </Button>
          ) : (
            <Button asChild>
              {/* A plain download: the browser saves the server's stream straight to a file. */}
              <a href={NEWSLETTER_EXPORT_PATH} download={exportFileName()}>
                <Download aria-hidden="true" />
                {m.exportEmails}
              </a>
            </Button>
          )}
        </div>
      </div>

      <div id={listId}>{shown && <SubscriptionList subscriptions={subscriptions} />}</div>
    </section>
  );
}

function SubscriptionList({ subscriptions }: { subscriptions: ReturnType<typeof useSubscriptions> }) {
  const { data, isError, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } =
    subscriptions;
  const regionRef = useRef<HTMLDivElement>(null);

  // After the last page "Load more" disappears: the focus goes to the list, where the new rows are.
  const loadMore = async () => {
    const next = await fetchNextPage();
    if (!next.hasNextPage) regionRef.current?.focus();
  };

  if (isError && !data) {
    return <LoadError title={m.fetchFailed} size="block" onRetry={() => void subscriptions.refetch()} />;
  }
  if (!data) return <ListLoading label="Loading subscriptions" />;

  const items = data.pages.flatMap((page) => page.subscriptions);
  const total = data.pages.at(-1)?.totalCount ?? items.length;
  if (items.length === 0) return <ListEmpty icon={Mail} text={m.noSubscriptions} />;

  return (
    <div className="rounded-xl border bg-card">
      {/*
        About 15rem high and scrolling (docs/product.md, Hero carousel items). A scrolling region holding nothing focusable must be
        focusable itself, or a keyboard cannot scroll it (WCAG 2.1.1): a named region with tabIndex 0.
      */}
      <div
        ref={regionRef}
        role="region"
        aria-label="Newsletter subscribers"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region, see above
        tabIndex={0}
        className="max-h-60 overflow-y-auto rounded-t-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ul className="divide-y">
          {items.map((subscription) => (
            <li
              key={subscription.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5"
            >
              <span className="min-w-0 font-medium break-all">{subscription.email}</span>
              <time dateTime={subscription.subscribedAt} className="text-sm text-muted-foreground">
                {subscribedOn.format(new Date(subscription.subscribedAt))}
              </time>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t px-4 py-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {m.shownOf(items.length, total)}
        </p>
        {hasNextPage && (
          <Button variant="outline" size="sm" onClick={() => void loadMore()} disabled={isFetchingNextPage}>
            {isFetchingNextPage && <Spinner />}
            {m.loadMore}
          </Button>
        )}
      </div>
      {isFetchNextPageError && (
        <p role="alert" className="px-4 pb-3 text-sm text-destructive">
          {m.fetchFailed}
        </p>
      )}
    </div>
  );
}
