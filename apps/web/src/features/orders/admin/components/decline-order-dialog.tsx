import { DECLINE_REASON_MAX } from '@shop/contract/admin-orders';
import { X } from 'lucide-react';
import { useId, useState, type SubmitEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const trimmed = reason.trim();
  const canConfirm = trimmed !== '' || defaultReason !== undefined;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const recorded = trimmed || defaultReason;
    if (!recorded) return;
    onDecline(recorded);
    setOpen(false);
  };

  let hint: ReactNode = 'The doctor receives this reason by e-mail and sees it on the order.';
  if (defaultReason)
    hint = <>Left blank, the order is declined with the reason &lsquo;{defaultReason}&rsquo;.</>;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setReason('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline-destructive" disabled={disabled}>
          {busy ? <Spinner /> : <X aria-hidden="true" />}
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1">
            <DialogTitle className="text-lg font-semibold">Decline order {orderNumber}?</DialogTitle>
            <DialogDescription className="text-sm text-muted-foreground">
              A declined order cannot be reopened. The card details are destroyed and the doctor is e-mailed.
            </DialogDescription>
          </div>
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
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!canConfirm}>
              Decline Order
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
