import { ordersScreenMessages } from '@shop/contract/order-messages';
import { XCircle } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCancelOrder } from '../api/cancel-order';

type CancelOrderButtonProps = {
  orderId: number;
  orderNumber: string;
  /**
   * Where focus goes once the order is cancelled: this button goes away with it, so focus cannot
   * return to it (e.g. the order's heading, with tabIndex -1).
   */
  focusAfterCancel: RefObject<HTMLElement | null>;
  className?: string;
};

/**
 * Cancel Order behind a confirmation (cancellations ask first; focus starts on Keep Order). The dialog
 * stays open until the server answers, its buttons marked busy rather than disabled so focus stays on
 * them; the toasts come from useCancelOrder. A failure returns focus to this button while it stays.
 */
export function CancelOrderButton({
  orderId,
  orderNumber,
  focusAfterCancel,
  className,
}: CancelOrderButtonProps) {
  const [open, setOpen] = useState(false);
  const cancelled = useRef(false);
  const cancel = useCancelOrder({
    onCancelled: () => {
      cancelled.current = true;
    },
  });
  const pending = cancel.isPending;

  // The button goes away once the order can no longer be cancelled (also when a failed cancel finds
  // the order moved on); focus on it would go with it. Runs before the button leaves the page.
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = trigger.current;
    // The target (the order's heading) comes before this button, so it is attached by now.
    const target = focusAfterCancel.current;
    return () => {
      if (button && document.activeElement === button) target?.focus();
    };
  }, [focusAfterCancel]);

  const confirm = (event: MouseEvent) => {
    // Keep the dialog open until the answer arrives.
    event.preventDefault();
    if (pending) return;
    cancel.mutate(orderId, { onSettled: () => setOpen(false) });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button ref={trigger} variant="outline-destructive" className={className}>
          <XCircle aria-hidden="true" />
          {ordersScreenMessages.cancelOrder}
          <span className="sr-only"> {orderNumber}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // Runs even when the order's update has already removed this button (and the dialog with it):
          // after a cancel, or a failure that found the order moved on, focus cannot return to it.
          if (!cancelled.current && trigger.current?.isConnected) return;
          event.preventDefault();
          focusAfterCancel.current?.focus();
        }}
      >
        <AlertDialogTitle>{ordersScreenMessages.cancelConfirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>{ordersScreenMessages.cancelConfirmText(orderNumber)}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel aria-disabled={pending}>{ordersScreenMessages.keepOrder}</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} aria-disabled={pending} aria-busy={pending}>
            {pending && <Spinner />}
            {pending ? ordersScreenMessages.cancelling : ordersScreenMessages.cancelOrder}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
