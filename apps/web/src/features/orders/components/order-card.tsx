import { orderMessages, ordersScreenMessages } from '@shop/contract/order-messages';
import { formatMoney } from '@shop/contract/money';
import type { OrderSummary } from '@shop/contract/order-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { useId, useRef } from 'react';
import { FocusHeading } from '@/components/ui/focus-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { pluralize } from '@/lib/format';
import { settings } from '@/lib/settings';
import { getOrderQueryOptions } from '../api/get-order';
import {
  formatOrderDate,
  hasCharges,
  itemsSummaryText,
  paymentMethodLabel,
  shippingAndTaxText,
} from '../order-format';
import { CancelOrderButton } from './cancel-order-button';
import type { CartChangedHandler } from '@/lib/cart-change';
import { OrderAgainButton } from './order-again-button';
import { OrderStatusBadge } from './order-status-badge';

type OrderCardProps = {
  order: OrderSummary;
  onCartChanged: CartChangedHandler;
};

function Fact({
  label,
  children,
  note,
  wide = false,
}: {
  label: string;
  children: string;
  /** A smaller second line under the value. */
  note?: string | undefined;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-3' : 'min-w-0'}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">
        {children}
        {note && <span className="block text-xs font-normal text-muted-foreground">{note}</span>}
      </dd>
    </div>
  );
}

const money = (amount: string) => formatMoney(amount, settings.currency);

/**
 * An order in the history list (docs/product.md, Orders): number, date, status, total, item count,
 * the first items, payment method, a link to the order, Order Again, and Cancel while allowed.
 */
export function OrderCard({ order, onCartChanged }: OrderCardProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasProducts = order.items.some((item) => item.productId !== null);
  const queryClient = useQueryClient();
  // Pointing at or focusing View Details starts reading the order, so it often opens without a wait.
  const prefetch = () => {
    // A failure is left for the screen to meet (and show) when it opens.
    queryClient.query(getOrderQueryOptions(order.id)).catch(() => undefined);
  };

  return (
    <Card>
      <article aria-labelledby={titleId} className="grid gap-4 p-4 sm:p-5">
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <FocusHeading level={2} id={titleId} ref={headingRef} className="text-lg font-semibold break-all">
              {ordersScreenMessages.orderTitle(order.orderNumber)}
            </FocusHeading>
            <p className="text-sm text-muted-foreground">
              Placed <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            </p>
          </div>
          <OrderStatusBadge status={order.status} />
        </header>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact label="Total" note={hasCharges(order) ? shippingAndTaxText(order, money) : undefined}>
            {money(order.totalAmount)}
          </Fact>
          <Fact label="Items">{pluralize(order.itemCount, 'item')}</Fact>
          <Fact label="Payment">{paymentMethodLabel(order.paymentMethod)}</Fact>
          {order.items.length > 0 && (
            <Fact label="Products" wide>
              {itemsSummaryText(order.items)}
            </Fact>
          )}
        </dl>

        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
          {order.canCancel && (
            <CancelOrderButton
              orderId={order.id}
              orderNumber={order.orderNumber}
              focusAfterCancel={headingRef}
              className="sm:mr-auto"
            />
          )}
          {hasProducts && (
            <OrderAgainButton
              orderId={order.id}
              orderNumber={order.orderNumber}
              onCartChanged={onCartChanged}
            />
          )}
          <ButtonLink to={`/orders/${order.id}`} onPointerEnter={prefetch} onFocus={prefetch} arrow>
            {ordersScreenMessages.viewDetails}
            <span className="sr-only"> {order.orderNumber}</span>
          </ButtonLink>
        </div>
      </article>
    </Card>
  );
}

/** Holds the list's place while the first page loads: cards of the same height. */
export function OrderCardSkeleton() {
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-4">
        <SkeletonGroup className="grid gap-2" bars={['h-6 w-48', 'h-4 w-28']} />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <SkeletonGroup
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        bars={['h-9', 'h-9', 'h-9', 'col-span-2 h-9 sm:col-span-3']}
      />
      <SkeletonGroup className="flex justify-end gap-2 border-t pt-4" bars={['h-10 w-32', 'h-10 w-32']} />
    </Card>
  );
}

/** A doctor without orders: "No Orders Yet" with Browse Products. */
export function OrdersEmpty() {
  return (
    <section
      aria-labelledby="orders-empty-title"
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center"
    >
      <PackageOpen aria-hidden="true" className="size-12 text-muted-foreground" />
      <h2 id="orders-empty-title" className="text-xl font-semibold">
        {orderMessages.noOrdersTitle}
      </h2>
      <p className="max-w-sm text-muted-foreground">{orderMessages.noOrdersText}</p>
      <ButtonLink to="/products">{orderMessages.browseProducts}</ButtonLink>
    </section>
  );
}
