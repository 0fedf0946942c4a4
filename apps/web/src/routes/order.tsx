import { orderMessages, ordersScreenMessages } from '@shop/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { applyServerCart } from '@/features/cart/api/get-cart';
import { useCartStore } from '@/features/cart/cart-store';
import { isOrderNotFound, useOrder } from '@/features/orders/api/get-order';
import type { CartChangedHandler } from '@/features/orders/components/order-again-button';
import { OrderDetailSkeleton } from '@/features/orders/components/order-detail-sections';
import { OrderDetailView } from '@/features/orders/components/order-detail-view';
import { OrderNotFound } from '@/features/orders/components/order-not-found';
import { OrdersLoadError } from '@/features/orders/components/orders-load-error';
import { isUnauthorized } from '@/features/orders/login-redirect';
import { parseOrderId } from '@/features/orders/order-format';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Order Again's answer is the whole server cart: it replaces the cart mirror and, when every line was
 * added as ordered, the cart panel opens; closing it puts focus back on the Order Again button.
 */
function useOrderAgainCart(): CartChangedHandler {
  const queryClient = useQueryClient();
  const focusOnClose = useRef<(() => void) | null>(null);

  useEffect(
    () =>
      useCartStore.subscribe((state, previous) => {
        if (!previous.isOpen || state.isOpen) return;
        const returnFocus = focusOnClose.current;
        focusOnClose.current = null;
        // After the panel has let go of focus (it traps focus until it has rendered closed).
        if (returnFocus) window.setTimeout(returnFocus, 0);
      }),
    [],
  );

  return useCallback(
    (cart, { showCart, returnFocus }) => {
      applyServerCart(queryClient, cart);
      if (!showCart) return;
      focusOnClose.current = returnFocus;
      useCartStore.getState().setOpen(true);
    },
    [queryClient],
  );
}

function BackToOrders() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4 self-start">
      <Link to="/orders">
        <ArrowLeft aria-hidden="true" />
        {ordersScreenMessages.backToOrders}
      </Link>
    </Button>
  );
}

/** /orders/{id}: one of the doctor's orders (docs/product.md, Orders). */
export function OrderRoute() {
  const params = useParams();
  const id = parseOrderId(params.id);
  const order = useOrder(id);
  // Signing out in this tab drops the account's orders from the cache; following the account makes
  // the screen render again, so its query asks anew and the 401 takes the visitor to sign in.
  useUser();
  const onCartChanged = useOrderAgainCart();
  const notFound = id === undefined || isOrderNotFound(order.error);
  useDocumentTitle(
    notFound
      ? orderMessages.orderNotFound
      : order.data
        ? ordersScreenMessages.orderTitle(order.data.orderNumber)
        : ordersScreenMessages.listTitle,
  );

  if (notFound) return <OrderNotFound />;

  let content;
  if (isUnauthorized(order.error)) {
    // useOrder shows the toast and sends the browser to sign in.
    content = <PageSpinner label={ordersScreenMessages.redirectingToLogin} />;
  } else if (order.isError) {
    content = (
      <OrdersLoadError
        title={ordersScreenMessages.loadOrderFailed}
        headingLevel={1}
        retrying={order.isFetching}
        onRetry={() => void order.refetch()}
      />
    );
  } else if (!order.data) {
    content = (
      <div role="status" aria-label="Loading the order">
        <OrderDetailSkeleton />
      </div>
    );
  } else {
    content = <OrderDetailView order={order.data} onCartChanged={onCartChanged} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-4 py-6 sm:px-6 lg:px-8">
      <BackToOrders />
      {content}
    </div>
  );
}
