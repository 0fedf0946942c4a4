import type { AdminOrder } from '@shop/contract/admin-order-schemas';
import type { OrderStatus } from '@shop/contract/order-status';
import type { ShipLot } from '@shop/contract/stock-schemas';
import { Check, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DeclineOrderDialog } from './decline-order-dialog';
import { DeliverOrderDialog } from './deliver-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

export type StatusAction = {
  status: OrderStatus;
  declineReason?: string;
  carrier?: string;
  trackingNumber?: string;
  lots?: ShipLot[];
  deliveredOn?: string;
  coldChainConfirmed?: boolean;
};

type OrderDeskActionsProps = {
  order: AdminOrder;
  /** The status a call in flight is moving this order to; every button waits meanwhile. */
  pendingStatus: OrderStatus | null;
  defaultDeclineReason: string;
  onAction: (action: StatusAction) => void;
  /** The shipment and the delivery, whose dialogs wait for the answer (they show a refusal). */
  onDialogAction: (action: StatusAction) => Promise<unknown>;
};

/**
 * The dashboard's next steps for an order (docs/product.md, Admin order desk): Approve and Decline
 * while pending; Mark Processing and Ship Order once approved; Ship Order while processing; then Mark
 * Delivered. None for an order whose story is over.
 */
export function OrderDeskActions({
  order,
  pendingStatus,
  defaultDeclineReason,
  onAction,
  onDialogAction,
}: OrderDeskActionsProps) {
  const { status } = order;
  const busy = pendingStatus !== null;
  const spinnerFor = (target: OrderStatus) => (pendingStatus === target ? <Spinner /> : null);
  if (!['pending', 'approved', 'processing', 'shipped'].includes(status)) return null;
  return (
    <>
      {status === 'pending' && (
        <>
          <DeclineOrderDialog
            orderNumber={order.orderNumber}
            disabled={busy}
            busy={pendingStatus === 'declined'}
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
          orderId={order.id}
          orderNumber={order.orderNumber}
          disabled={busy}
          busy={pendingStatus === 'shipped'}
          onShip={(shipment) => onDialogAction({ status: 'shipped', ...shipment })}
        />
      )}
      {status === 'shipped' && (
        <DeliverOrderDialog
          orderNumber={order.orderNumber}
          shippedOn={order.shippedOn}
          disabled={busy}
          busy={pendingStatus === 'delivered'}
          onDeliver={(delivery) => onDialogAction({ status: 'delivered', ...delivery })}
        />
      )}
    </>
  );
}
