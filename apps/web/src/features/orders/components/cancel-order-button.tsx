import { ordersScreenMessages } from '@shop/contract/order-messages';
import { XCircle } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const cancel = useCancelOrder();

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

  return (
    <ConfirmDialog
      trigger={
        <Button ref={trigger} variant="outline-destructive" className={className}>
          <XCircle aria-hidden="true" />
          {ordersScreenMessages.cancelOrder}
          <span className="sr-only"> {orderNumber}</span>
        </Button>
      }
      title={ordersScreenMessages.cancelConfirmTitle}
      text={ordersScreenMessages.cancelConfirmText(orderNumber)}
      cancelLabel={ordersScreenMessages.keepOrder}
      confirmLabel={ordersScreenMessages.cancelOrder}
      pendingLabel={ordersScreenMessages.cancelling}
      // The dialog stays open until the server answers.
      onConfirm={() => cancel.mutateAsync(orderId)}
      focusAfter={() => focusAfterCancel.current?.focus()}
    />
  );
}
