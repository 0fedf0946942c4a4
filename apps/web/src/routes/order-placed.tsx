import { policyFigures } from '@shop/contract/content';
import { documentMessages } from '@shop/contract/documents';
import { orderMessages, orderPlacedMessages as m } from '@shop/contract/order-messages';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { CheckCircle2, Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EstimatedShipDate } from '@/components/estimated-ship-date';
import { PageHeading } from '@/components/ui/page-heading';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/lib/use-toast';
import { OrderItemsSection } from '@/features/orders/components/order-detail-sections';
import { OrderNotFound } from '@/features/orders/components/order-not-found';
import { OrderQueryView } from '@/features/orders/components/order-query-view';
import { OrderPlacedLine } from '@/features/orders/components/order-status-badge';
import { useOrderPage } from '@/app/use-order-page';
import { useDocumentTitle } from '@/lib/use-document-title';

async function copyOrderNumber(orderNumber: string) {
  try {
    await navigator.clipboard.writeText(orderNumber);
    toast({ title: m.copied, description: orderNumber });
  } catch {
    toast({ variant: 'destructive', title: m.copyFailed });
  }
}

function Confirmation({ order }: { order: OrderDetail }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page replaces the checkout: focus starts on what it says, not on the top of the document.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="order-placed-title"
        className="grid justify-items-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8"
      >
        <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
        <PageHeading focusable id="order-placed-title" ref={headingRef}>
          {m.title}
        </PageHeading>
        <p className="text-sm text-muted-foreground">{m.numberLabel}</p>
        <div className="flex flex-wrap items-center justify-center gap-2">
          <p
            data-testid="placed-order-number"
            className="font-mono text-3xl font-bold tracking-wider break-all select-all sm:text-4xl"
          >
            {order.orderNumber}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void copyOrderNumber(order.orderNumber)}
            aria-label={`${m.copy} ${order.orderNumber}`}
          >
            <Copy aria-hidden="true" />
            {m.copy}
          </Button>
        </div>
        <OrderPlacedLine order={order} className="justify-center" />
        {order.poNumber && (
          <p className="text-sm text-muted-foreground">
            {documentMessages.poNumber}{' '}
            <span className="font-medium break-all text-foreground">{order.poNumber}</span>
          </p>
        )}
      </section>

      <section
        aria-labelledby="order-placed-next"
        className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm"
      >
        <h2 id="order-placed-next" className="text-lg font-semibold">
          {m.nextHeading}
        </h2>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          <li>{m.nextReview(policyFigures.orderProcessing)}</li>
          <li>{m.nextEmail(order.doctorEmail)}</li>
          <li>{m.nextShipping}</li>
        </ol>
        {order.estimatedShipOn && (
          <dl>
            <EstimatedShipDate day={order.estimatedShipOn} />
          </dl>
        )}
      </section>

      <OrderItemsSection order={order} />

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <ButtonLink to={`/orders/${order.id}`}>{m.viewOrder}</ButtonLink>
        <ButtonLink to="/products" variant="outline">
          {m.continueShopping}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * /orders/{id}/placed: where checkout lands once the order is stored. It reads the order like the
 * order page does (a reload shows it again; nothing is submitted), so only its owner sees it.
 */
export function OrderPlacedRoute() {
  const { order, notFound } = useOrderPage();
  useDocumentTitle(notFound ? orderMessages.orderNotFound : m.title);

  if (notFound) return <OrderNotFound />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-4 py-8 sm:px-6">
      <OrderQueryView query={order} loading={<PageSpinner label="Loading the order" />}>
        {(data) => <Confirmation order={data} />}
      </OrderQueryView>
    </div>
  );
}
