import { orderMessages, ordersScreenMessages } from '@shop/contract/order-messages';
import { supplyListScreenMessages } from '@shop/contract/supply-lists';
import { ClipboardList } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button-link';
import { Pagination } from '@/components/ui/pagination';
import { ItemList } from '@/components/ui/item-list';
import { useUser } from '@/features/auth/api/get-user';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderCard, OrderCardSkeleton, OrdersEmpty } from '@/features/orders/components/order-card';
import { SignedInQueryView } from '@/features/orders/components/order-query-view';
import { parsePage } from '@/features/orders/order-format';
import { useOrderAgainCart } from '@/app/use-order-again-cart';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeading } from '@/components/ui/page-heading';

/**
 * /orders: the signed-in doctor's orders, newest first, 20 a page (docs/product.md, Orders), and the
 * way to the practice's supply lists.
 */
export function OrdersRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const orders = useOrders(page);
  // Signing out in this tab drops the account's orders from the cache; following the account makes
  // the screen render again, so its query asks anew and the 401 takes the visitor to sign in.
  useUser();
  const onCartChanged = useOrderAgainCart();
  useDocumentTitle(ordersScreenMessages.listTitle);

  const setPage = useCallback(
    (next: number, replace = false) => setSearchParams(next > 1 ? { page: String(next) } : {}, { replace }),
    [setSearchParams],
  );

  // A page past the last one (an old link) shows the last page instead of an empty one.
  const settled = orders.isPlaceholderData ? undefined : orders.data;
  useEffect(() => {
    if (settled && page > 1 && page > settled.totalPages) setPage(Math.max(1, settled.totalPages), true);
  }, [settled, page, setPage]);

  const data = orders.data;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8">
      <BackLink to="/">{orderMessages.backToHome}</BackLink>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <PageHeading>{ordersScreenMessages.listTitle}</PageHeading>
          {data && data.totalCount > 0 && (
            <p className="text-sm text-muted-foreground">
              {ordersScreenMessages.orderCount(data.totalCount)}
            </p>
          )}
        </div>
        <ButtonLink to="/lists" variant="outline" size="sm" icon={<ClipboardList aria-hidden="true" />}>
          {supplyListScreenMessages.title}
        </ButtonLink>
      </div>
      <SignedInQueryView
        query={orders}
        error={{
          title: ordersScreenMessages.loadOrdersFailed,
          text: ordersScreenMessages.loadFailedHint,
          size: 'block',
          headingLevel: 2,
        }}
        loading={
          <div role="status" aria-label="Loading your orders" className="grid gap-4">
            {Array.from({ length: 3 }, (_, i) => (
              <OrderCardSkeleton key={i} />
            ))}
          </div>
        }
      >
        {(read) =>
          read.totalCount === 0 ? (
            <OrdersEmpty />
          ) : (
            <>
              <ItemList
                label={ordersScreenMessages.listTitle}
                busy={orders.isPlaceholderData}
                className="grid gap-4"
                items={read.orders}
              >
                {(order) => <OrderCard order={order} onCartChanged={onCartChanged} />}
              </ItemList>
              <Pagination
                currentPage={read.currentPage}
                totalPages={read.totalPages}
                onPageChange={(next) => setPage(next)}
                className="mt-8"
              />
            </>
          )
        }
      </SignedInQueryView>
    </div>
  );
}
