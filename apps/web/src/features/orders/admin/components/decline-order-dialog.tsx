import { DECLINE_REASON_MAX } from '@shop/contract/admin-order-schemas';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';

type DeclineOrderDialogProps = {
  orderNumber: string;
  disabled: boolean;
  busy: boolean;
  /** The trigger's text: 'Decline' on the dashboard, 'Decline Order' in the review dialog. */
  triggerLabel: string;
  /**
   * With a default, a blank reason declines with it (the dashboard's quick path); without one the
   * confirm button stays disabled until a reason is written (docs/product.md, Decline order).
   */
  defaultReason?: string;
  onDecline: (reason: string) => void;
};

/** Asks why before an order is declined; the doctor reads the reason in the e-mail and the order. */
export function DeclineOrderDialog({
  orderNumber,
  disabled,
  busy,
  triggerLabel,
  defaultReason,
  onDecline,
}: DeclineOrderDialogProps) {
  let hint: ReactNode = 'The doctor receives this reason by e-mail and sees it on the order.';
  if (defaultReason)
    hint = <>Left blank, the order is declined with the reason &lsquo;{defaultReason}&rsquo;.</>;

  return (
    <ReasonDialog
      trigger={
        <Button variant="outline-destructive" disabled={disabled} busy={busy} icon={<X aria-hidden="true" />}>
          {triggerLabel}
        </Button>
      }
      title={`Decline order ${orderNumber}?`}
      description="A declined order cannot be reopened. The card details are destroyed and the doctor is e-mailed."
      label={`Reason for declining${defaultReason ? ' (optional)' : ''}`}
      confirmLabel="Decline Order"
      maxLength={DECLINE_REASON_MAX}
      hint={hint}
      {...(defaultReason === undefined ? {} : { defaultReason })}
      onConfirm={onDecline}
    />
  );
}
