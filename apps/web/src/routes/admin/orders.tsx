import type { AdminSummary } from '@shop/contract/auth';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { ListEmpty, ListLoading } from '@/components/ui/list-states';
import { useUser } from '@/features/auth/api/get-user';
import { usePendingOrders } from '@/features/orders/admin/api/admin-orders';
import { PendingOrderCard } from '@/features/orders/admin/components/pending-order-card';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Pending Orders';

function PendingOrders({ admin }: { admin: AdminSummary }) {
  const [page, setPage] = useState(1);
  const pending = usePendingOrders(page);
  const data = pending.data;
  // A decided order leaves the grid with its View Details button: the focus goes to the page's
  // heading, and the count beside it says how many still wait.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current?.focus();

  // Decisions shrink the queue: a page past its end shows the new last page.
  if (data && !pending.isPlaceholderData && page > 1 && page > data.totalPages) {
    setPage(Math.max(1, data.totalPages));
  }

  let content;
  if (pending.isError && !data) {
    content = (
      <LoadError
        title={adminOrderMessages.fetchPendingFailed}
        size="block"
        headingLevel={2}
        onRetry={() => void pending.refetch()}
      />
    );
  } else if (!data) {
    content = <ListLoading label="Loading pending orders" />;
  } else if (data.orders.length === 0) {
    content = <ListEmpty icon={Inbox} text={adminOrderMessages.noPendingOrders} />;
  } else {
    content = (
      <>
        <ul
          aria-label={TITLE}
          aria-busy={pending.isPlaceholderData}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {data.orders.map((order) => (
            <li key={order.id}>
              <PendingOrderCard order={order} onDecided={focusHeading} />
            </li>
          ))}
        </ul>
        <Pagination
          currentPage={data.currentPage}
          totalPages={data.totalPages}
          onPageChange={setPage}
          className="mt-8"
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
        <Link to="/admin/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <header className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            {TITLE}
          </h1>
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

/** /admin/orders: the review queue. Anyone but an admin is sent to /login (docs/product.md, Roles). */
export function AdminOrdersRoute() {
  const { data: auth, isPending } = useUser();
  useDocumentTitle(TITLE);

  if (isPending) return <PageSpinner label="Checking your session" />;
  if (!auth?.isAdmin) return <Navigate to="/login" replace />;
  return <PendingOrders admin={auth.admin} />;
}
