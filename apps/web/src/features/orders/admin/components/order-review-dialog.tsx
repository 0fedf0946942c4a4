import type { AdminOrder } from '@shop/contract/admin-order-schemas';
import { Check, Eye } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { useAdminOrder } from '../api/get-admin-order';
import { useApproveOrder } from '../api/approve-order';
import { useDeclineOrder } from '../api/decline-order';
import { DeclineOrderDialog } from './decline-order-dialog';
import { OrderDialogContent } from './order-dialog';

/**
 * View Details on /admin/orders (docs/product.md, Pending orders page): the order (OrderDialogContent)
 * and, for a pending order, Approve Order and Decline Order (a reason required).
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
  const status = detail.data?.status ?? order.status;

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
      <OrderDialogContent
        order={order}
        detail={detail}
        onCloseAutoFocus={(event) => {
          // Closed after a decision, or while one is in flight (Escape, Close): Radix would return the
          // focus to View Details, which leaves with the decided card.
          if (!decided.current && !busy) return;
          decided.current = false;
          event.preventDefault();
          onDecided();
        }}
        footer={
          status === 'pending' && (
            <>
              <DeclineOrderDialog
                orderNumber={order.orderNumber}
                disabled={busy}
                busy={decline.isPending}
                triggerLabel="Decline Order"
                onDecline={(reason) => decline.mutate({ id: order.id, reason })}
              />
              <Button
                disabled={busy}
                onClick={() => approve.mutate(order.id)}
                busy={approve.isPending}
                icon={<Check aria-hidden="true" />}
              >
                Approve Order
              </Button>
            </>
          )
        }
      />
    </Dialog>
  );
}
