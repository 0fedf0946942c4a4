import type { AdminOrder } from '@shop/contract/admin-orders';
import type { OrderStatus } from '@shop/contract/order-status';
import { Check, Eye, EyeOff, PackageCheck, RefreshCw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatOrderDate } from '../../order-format';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { useAdminOrder } from '../api/get-admin-order';
import { DeclineOrderDialog } from './decline-order-dialog';
import { AddressDetails, Field, money, OrderLines, PartHeading, PaymentDetails } from './order-desk-parts';
import { ShipOrderDialog } from './ship-order-dialog';

export type StatusAction = {
  status: OrderStatus;
  declineReason?: string;
  carrier?: string;
  trackingNumber?: string;
};

type AdminOrderCardProps = {
  order: AdminOrder;
  /** The status this card's call in flight is moving the order to; every button waits meanwhile. */
  pendingStatus: OrderStatus | null;
  defaultDeclineReason: string;
  onAction: (action: StatusAction) => void;
};

/**
 * One order on the dashboard's Order Management tab (docs/product.md, Admin order desk): number, date,
 * total, status; the doctor; payment; addresses; items; and the next steps the state machine allows.
 */
export function AdminOrderCard({
  order,
  pendingStatus,
  defaultDeclineReason,
  onAction,
}: AdminOrderCardProps) {
  const titleId = useId();
  const [revealed, setRevealed] = useState(false);
  const canReveal =
    order.status === 'pending' && (order.cardInfo !== null || order.doctorBankingInfo !== null);
  const detail = useAdminOrder(order.id, revealed && canReveal);
  const shown = revealed && canReveal && detail.data ? detail.data : order;
  const busy = pendingStatus !== null;
  const spinnerFor = (status: OrderStatus) => (pendingStatus === status ? <Spinner /> : null);

  return (
    <Card>
      <article aria-labelledby={titleId} className="grid gap-4 p-4 sm:p-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h3 id={titleId} className="font-mono text-base font-semibold break-all">
              {order.orderNumber}
            </h3>
            <p className="text-sm text-muted-foreground">
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            </p>
          </div>
          <div className="flex items-center gap-3">
            <p className="text-lg font-semibold tabular-nums">{money(order.totalAmount)}</p>
            <OrderStatusBadge status={order.status} />
          </div>
        </header>

        <section className="grid gap-1">
          <PartHeading>Doctor</PartHeading>
          <dl className="grid gap-1.5">
            <Field label="Name" value={order.doctorName} />
            <Field label="Email" value={order.doctorEmail} />
            {order.doctorPhone && <Field label="Phone" value={order.doctorPhone} />}
          </dl>
        </section>

        <section className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <PartHeading>Payment</PartHeading>
            {canReveal && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRevealed((on) => !on)}
                aria-pressed={revealed}
              >
                {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {revealed ? 'Hide card and bank numbers' : 'Show card and bank numbers'}
              </Button>
            )}
          </div>
          {revealed && detail.isPending && <Spinner label="Loading the payment details" />}
          <PaymentDetails
            card={shown.cardInfo}
            bank={shown.doctorBankingInfo}
            numbersHidden={canReveal && shown === order}
            decided={order.status !== 'pending'}
            copy={shown !== order}
          />
        </section>

        <div className="grid gap-4 sm:grid-cols-2">
          <section className="grid content-start gap-1">
            <PartHeading>Shipping Address</PartHeading>
            <AddressDetails address={order.shippingAddress} />
          </section>
          <section className="grid content-start gap-1">
            <PartHeading>Billing Address</PartHeading>
            <AddressDetails address={order.billingAddress} />
          </section>
        </div>

        <section className="grid gap-2">
          <PartHeading>Items</PartHeading>
          <OrderLines items={order.items} />
        </section>

        {order.status === 'declined' && (
          <p className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
            <span className="font-semibold">Decline reason:</span> {order.declineReason}
          </p>
        )}
        {order.shipment && (
          <dl className="grid gap-1.5">
            <Field label="Carrier" value={order.shipment.carrier} />
            <Field label="Tracking Number" value={order.shipment.trackingNumber} mono />
          </dl>
        )}

        <OrderActions
          order={order}
          busy={busy}
          spinnerFor={spinnerFor}
          defaultDeclineReason={defaultDeclineReason}
          onAction={onAction}
        />
      </article>
    </Card>
  );
}

type OrderActionsProps = {
  order: AdminOrder;
  busy: boolean;
  spinnerFor: (status: OrderStatus) => ReactNode;
  defaultDeclineReason: string;
  onAction: (action: StatusAction) => void;
};

/** The next steps: Approve and Decline while pending; Ship Order once approved or processing; then Mark Delivered. */
function OrderActions({ order, busy, spinnerFor, defaultDeclineReason, onAction }: OrderActionsProps) {
  const { status } = order;
  if (!['pending', 'approved', 'processing', 'shipped'].includes(status)) return null;
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
      {status === 'pending' && (
        <>
          <DeclineOrderDialog
            orderNumber={order.orderNumber}
            disabled={busy}
            busy={spinnerFor('declined') !== null}
            triggerLabel="Decline"
            defaultReason={defaultDeclineReason}
            onDecline={(reason) => onAction({ status: 'declined', declineReason: reason })}
          />
          <Button disabled={busy} onClick={() => onAction({ status: 'approved' })}>
            {spinnerFor('approved') ?? <Check aria-hidden="true" />}
            Approve
          </Button>
        </>
      )}
      {status === 'approved' && (
        <Button variant="outline" disabled={busy} onClick={() => onAction({ status: 'processing' })}>
          {spinnerFor('processing') ?? <RefreshCw aria-hidden="true" />}
          Mark Processing
        </Button>
      )}
      {(status === 'approved' || status === 'processing') && (
        <ShipOrderDialog
          orderNumber={order.orderNumber}
          disabled={busy}
          busy={spinnerFor('shipped') !== null}
          onShip={(shipment) => onAction({ status: 'shipped', ...shipment })}
        />
      )}
      {status === 'shipped' && (
        <Button disabled={busy} onClick={() => onAction({ status: 'delivered' })}>
          {spinnerFor('delivered') ?? <PackageCheck aria-hidden="true" />}
          Mark Delivered
        </Button>
      )}
    </div>
  );
}
