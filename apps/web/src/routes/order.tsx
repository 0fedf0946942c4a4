import { orderMessages, ordersScreenMessages } from '@shop/contract/order-messages';
import { BackLink } from '@/components/ui/back-link';
import { OrderDetailSkeleton } from '@/features/orders/components/order-detail-sections';
import { OrderDetailView } from '@/features/orders/components/order-detail-view';
import { OrderNotFound } from '@/features/orders/components/order-not-found';
import { OrderQueryView } from '@/features/orders/components/order-query-view';
import { SaveAsListButton } from '@/features/lists/components/save-as-list-button';
import { OrderReturnsSection } from '@/features/returns/components/order-returns-section';
import { useOrderAgainCart } from '@/app/use-order-again-cart';
import { useOrderPage } from '@/app/use-order-page';
import { useDocumentTitle } from '@/lib/use-document-title';

function BackToOrders() {
  return (
    <BackLink to="/orders" className="self-start">
      {ordersScreenMessages.backToOrders}
    </BackLink>
  );
}

/** /orders/{id}: one of the doctor's orders (docs/product.md, Orders). */
export function OrderRoute() {
  const { order, notFound } = useOrderPage();
  const onCartChanged = useOrderAgainCart();
  useDocumentTitle(
    notFound
      ? orderMessages.orderNotFound
      : order.data
        ? ordersScreenMessages.orderTitle(order.data.orderNumber)
        : ordersScreenMessages.listTitle,
  );

  if (notFound) return <OrderNotFound />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-4 py-6 sm:px-6 lg:px-8">
      <BackToOrders />
      <OrderQueryView
        query={order}
        loading={
          <div role="status" aria-label="Loading the order">
            <OrderDetailSkeleton />
          </div>
        }
      >
        {(data) => (
          <OrderDetailView
            order={data}
            onCartChanged={onCartChanged}
            moreActions={<SaveAsListButton orderNumber={data.orderNumber} items={data.items} />}
            moreSections={<OrderReturnsSection order={data} />}
          />
        )}
      </OrderQueryView>
    </div>
  );
}
