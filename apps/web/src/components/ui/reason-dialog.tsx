import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { ActionDialog } from './action-dialog';
import { Button } from './button';
import { Label } from './label';
import { Textarea } from './textarea';

type ReasonDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** The reason box's label. */
  label: string;
  /** The confirming button's text. */
  confirmLabel: string;
  maxLength: number;
  /** A line under the box: who reads the reason, or what a blank one means. */
  hint?: ReactNode;
  /**
   * With a default, a blank reason confirms with it; without one the confirming button stays
   * disabled until a reason is written.
   */
  defaultReason?: string;
  /**
   * The confirming button's look: `destructive` (red, the default) for a decision against someone,
   * `default` for one in their favour that must still say why (approving despite the register).
   */
  confirmVariant?: 'destructive' | 'default';
  onConfirm: (reason: string) => void;
};

/**
 * Asks why before an admin's decision that must say so (declining an order, suspending an account,
 * rejecting a licence renewal, approving a licence the register does not match); the reason is kept,
 * and reaches the person it concerns where it goes against them.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  label,
  confirmLabel,
  maxLength,
  hint,
  defaultReason,
  confirmVariant = 'destructive',
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const id = useId();
  const trimmed = reason.trim();
  return (
    <ActionDialog
      trigger={trigger}
      title={title}
      description={description}
      onOpen={() => setReason('')}
      onSubmit={(close) => {
        const recorded = trimmed || defaultReason;
        if (!recorded) return;
        onConfirm(recorded);
        close();
      }}
      submit={
        <Button
          type="submit"
          variant={confirmVariant}
          disabled={trimmed === '' && defaultReason === undefined}
        >
          {confirmLabel}
        </Button>
      }
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Textarea
          id={id}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={maxLength}
          rows={3}
          required={defaultReason === undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </ActionDialog>
  );
}
