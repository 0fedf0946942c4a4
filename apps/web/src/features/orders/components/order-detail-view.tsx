import { ordersScreenMessages } from '@shop/contract/order-messages';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { useRef, type ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { CancelOrderButton } from './cancel-order-button';
import type { CartChangedHandler } from '@/lib/cart-change';
import { OrderAgainButton } from './order-again-button';
import {
  OrderAddressesSection,
  OrderContactSection,
  OrderDeclinedNotice,
  OrderHistorySection,
  OrderItemsSection,
  OrderNotesSection,
  OrderPaymentSection,
  OrderPracticeSection,
  OrderShipmentSection,
} from './order-detail-sections';
import { OrderDocumentLinks } from './order-document-links';
import { OrderPlacedLine } from './order-status-badge';

type OrderDetailViewProps = {
  order: OrderDetail;
  onCartChanged: CartChangedHandler;
  /** More of the order's actions beside Order Again (Save as list): the screen composes them. */
  moreActions?: ReactNode;
  /** More sections after its history (the order's returns): the screen composes them. */
  moreSections?: ReactNode;
};

/**
 * One order (docs/product.md, Orders): number, date and status; Order Again and, while allowed, Cancel;
 * its invoice and credit note to download; the decline reason; items and totals; addresses; masked payment;
 * a practice's PO number, who placed it and who signed it off; notes; the status history.
 */
export function OrderDetailView({ order, onCartChanged, moreActions, moreSections }: OrderDetailViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasProducts = order.items.some((item) => item.productId !== null);

  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-2">
          <PageHeading focusable ref={headingRef} className="break-all">
            {ordersScreenMessages.orderTitle(order.orderNumber)}
          </PageHeading>
          <OrderPlacedLine order={order} />
        </div>
        {(hasProducts || order.canCancel) && (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            {hasProducts && (
              <OrderAgainButton
                orderId={order.id}
                orderNumber={order.orderNumber}
                onCartChanged={onCartChanged}
              />
            )}
            {hasProducts && moreActions}
            {order.canCancel && (
              <CancelOrderButton
                orderId={order.id}
                orderNumber={order.orderNumber}
                focusAfterCancel={headingRef}
              />
            )}
          </div>
        )}
      </header>

      <OrderDocumentLinks order={order} audience="doctor" />

      {order.status === 'declined' && <OrderDeclinedNotice reason={order.declineReason} />}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-6">
          <OrderItemsSection order={order} />
          <OrderHistorySection order={order} />
          {moreSections}
        </div>
        <div className="grid content-start gap-6">
          <OrderShipmentSection order={order} />
          <OrderAddressesSection order={order} />
          <OrderPaymentSection order={order} />
          <OrderContactSection order={order} />
          <OrderPracticeSection order={order} />
          {order.notes?.trim() && <OrderNotesSection notes={order.notes} />}
        </div>
      </div>
    </div>
  );
}
