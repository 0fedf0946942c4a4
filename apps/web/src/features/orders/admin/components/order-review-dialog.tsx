import type { AdminOrder } from '@shop/contract/admin-orders';
import { adminOrderMessages } from '@shop/contract/admin-messages';
import { Check, Eye, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatOrderDate } from '../../order-format';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { useAdminOrder } from '../api/get-admin-order';
import { useApproveOrder } from '../api/approve-order';
import { useDeclineOrder } from '../api/decline-order';
import { DeclineOrderDialog } from './decline-order-dialog';
import { AddressDetails, Field, money, OrderLines, PartHeading, PaymentDetails } from './order-desk-parts';

/**
 * View Details on /admin/orders (docs/product.md, Pending orders page): the doctor, shipping and
 * billing, the card and bank details with copy buttons, the items with unit and line prices, the
 * notes, and for a pending order Approve Order and Decline Order (a reason required).
 *
 * The full card and bank numbers come from one order's detail call, made only while the dialog is
 * open; the server audits each such read and they leave the cache when the dialog closes.
 *
 * A decided order leaves the queue with the button that opened this dialog, so after a decision, or
 * when the dialog is closed while one is in flight, the focus goes where `onDecided` puts it instead of
 * back to that button.
 */
export function OrderReviewDialog({ order, onDecided }: { order: AdminOrder; onDecided: () => void }) {
  const [open, setOpen] = useState(false);
  // Set when a decision succeeded, before the queue refreshes. The dialog then goes away once, either
  // by this close or with its card when the refreshed queue lands first; both end in one
  // onCloseAutoFocus, which moves the focus exactly once.
  const decided = useRef(false);
  const closeDecided = () => {
    decided.current = true;
    setOpen(false);
  };
  const detail = useAdminOrder(order.id, open);
  const approve = useApproveOrder({ onDecided: closeDecided });
  const decline = useDeclineOrder({ onDecided: closeDecided });
  const busy = approve.isPending || decline.isPending;
  const shown = detail.data ?? order;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A decision that succeeded after an early close has no close left to end it.
        if (next) decided.current = false;
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Eye aria-hidden="true" />
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto"
        onCloseAutoFocus={(event) => {
          // Closed after a decision, or while one is in flight (Escape, Close): Radix would return the
          // focus to View Details, which leaves with the decided card.
          if (!decided.current && !busy) return;
          decided.current = false;
          event.preventDefault();
          onDecided();
        }}
      >
        <DialogClose asChild>
          <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label="Close">
            <X aria-hidden="true" />
          </Button>
        </DialogClose>
        <div className="grid gap-1 pr-10">
          <DialogTitle className="font-mono text-lg font-semibold break-all">
            Order {order.orderNumber}
          </DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span>
                Placed <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
              </span>
              <span className="font-semibold text-foreground tabular-nums">{money(order.totalAmount)}</span>
              <OrderStatusBadge status={shown.status} />
            </div>
          </DialogDescription>
        </div>

        <section className="grid gap-1">
          <PartHeading level={3}>Doctor Information</PartHeading>
          <dl className="grid gap-1.5">
            <Field label="Name" value={shown.doctorName} copy />
            <Field label="Email" value={shown.doctorEmail} copy />
            <Field label="Phone" value={shown.doctorPhone} copy />
            <Field label="Institution No." value={shown.institutionNumber} copy />
          </dl>
        </section>

        <div className="grid gap-4 sm:grid-cols-2">
          <section className="grid content-start gap-1">
            <PartHeading level={3}>Shipping Address</PartHeading>
            <AddressDetails address={shown.shippingAddress} clinic />
          </section>
          <section className="grid content-start gap-1">
            <PartHeading level={3}>Billing Address</PartHeading>
            <AddressDetails address={shown.billingAddress} />
          </section>
        </div>

        <section className="grid gap-2 rounded-lg border border-warning/60 p-3">
          <PartHeading level={3}>Banking and Card Details (admin only)</PartHeading>
          {detail.isPending ? (
            <Spinner label="Loading the payment details" />
          ) : detail.isError ? (
            <LoadError
              title={adminOrderMessages.fetchOrderFailed}
              size="block"
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <PaymentDetails
              card={shown.cardInfo}
              bank={shown.doctorBankingInfo}
              decided={shown.status !== 'pending'}
              copy
            />
          )}
        </section>

        <section className="grid gap-2">
          <PartHeading level={3}>Items</PartHeading>
          <OrderLines items={shown.items} unitPrices />
        </section>

        <section className="grid gap-1">
          <PartHeading level={3}>Notes</PartHeading>
          <p className="text-sm break-words whitespace-pre-line">
            {shown.notes?.trim() || <span className="text-muted-foreground italic">No notes</span>}
          </p>
        </section>

        {shown.status === 'pending' && (
          <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
            <DeclineOrderDialog
              orderNumber={order.orderNumber}
              disabled={busy}
              busy={decline.isPending}
              triggerLabel="Decline Order"
              onDecline={(reason) => decline.mutate({ id: order.id, reason })}
            />
            <Button disabled={busy} onClick={() => approve.mutate(order.id)}>
              {approve.isPending ? <Spinner /> : <Check aria-hidden="true" />}
              Approve Order
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
