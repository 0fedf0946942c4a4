import type { AdminSummary } from '@shop/contract/auth-schemas';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { Inbox } from 'lucide-react';
import { useRef } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { PageHeading } from '@/components/ui/page-heading';
import { PagedList } from '@/components/ui/paged-list';
import { ItemList } from '@/components/ui/item-list';
import { AdminOnly } from '@/features/auth/components/admin-only';
import { getPendingOrdersQueryOptions } from '@/features/orders/admin/api/get-pending-orders';
import { PendingOrderCard } from '@/features/orders/admin/components/pending-order-card';
import { usePagedList } from '@/lib/use-paged-list';

const TITLE = 'Pending Orders';

function PendingOrders({ admin }: { admin: AdminSummary }) {
  // Decisions shrink the queue: a page past its end shows the new last page.
  const { setPage, query: pending } = usePagedList(getPendingOrdersQueryOptions);
  const data = pending.data;
  // A decided order leaves the grid with its View Details button: the focus goes to the page's
  // heading, and the count beside it says how many still wait.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current?.focus();

  const content = (
    <PagedList
      query={pending}
      rows={(page) => page.orders}
      error={{ title: adminOrderMessages.fetchPendingFailed, headingLevel: 2 }}
      loadingLabel="Loading pending orders"
      empty={{ icon: Inbox, text: adminOrderMessages.noPendingOrders }}
      onPageChange={setPage}
      paginationClassName="mt-8"
    >
      {(page) => (
        <ItemList
          label={TITLE}
          busy={pending.isPlaceholderData}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          items={page.orders}
        >
          {(order) => <PendingOrderCard order={order} onDecided={focusHeading} />}
        </ItemList>
      )}
    </PagedList>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <BackLink to="/admin/dashboard">Back to Dashboard</BackLink>
      <header className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div>
          <PageHeading focusable ref={heading}>
            {TITLE}
          </PageHeading>
          <p className="mt-1 text-sm text-muted-foreground">
            Oldest first. Open an order to charge its card, then approve or decline it. Signed in as{' '}
            {admin.name}.
          </p>
        </div>
        {data && data.totalCount > 0 && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.totalCount === 1 ? '1 order waiting' : `${data.totalCount.toLocaleString()} orders waiting`}
          </p>
        )}
      </header>
      {content}
    </div>
  );
}

/** /admin/orders: the review queue; admins only. */
export function AdminOrdersRoute() {
  return <AdminOnly title={TITLE}>{(admin) => <PendingOrders admin={admin} />}</AdminOnly>;
}
