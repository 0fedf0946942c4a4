import { DECLINE_REASON_MAX } from '@shop/contract/admin-orders';
import { X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ActionDialog } from '@/components/ui/action-dialog';

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
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const trimmed = reason.trim();
  const canConfirm = trimmed !== '' || defaultReason !== undefined;

  const decline = (close: () => void) => {
    const recorded = trimmed || defaultReason;
    if (!recorded) return;
    onDecline(recorded);
    close();
  };

  let hint: ReactNode = 'The doctor receives this reason by e-mail and sees it on the order.';
  if (defaultReason)
    hint = <>Left blank, the order is declined with the reason &lsquo;{defaultReason}&rsquo;.</>;

  return (
    <ActionDialog
      trigger={
        <Button variant="outline-destructive" disabled={disabled}>
          {busy ? <Spinner /> : <X aria-hidden="true" />}
          {triggerLabel}
        </Button>
      }
      title={`Decline order ${orderNumber}?`}
      description="A declined order cannot be reopened. The card details are destroyed and the doctor is e-mailed."
      onOpen={() => setReason('')}
      onSubmit={decline}
      submit={
        <Button type="submit" variant="destructive" disabled={!canConfirm}>
          Decline Order
        </Button>
      }
    >
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Reason for declining{defaultReason ? ' (optional)' : ''}</Label>
        <Textarea
          id={reasonId}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={DECLINE_REASON_MAX}
          rows={3}
          required={defaultReason === undefined}
          aria-describedby={`${reasonId}-hint`}
        />
        <p id={`${reasonId}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </ActionDialog>
  );
}
