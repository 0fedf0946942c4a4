import { Trash2 } from 'lucide-react';
import { useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';
import { Spinner } from './spinner';

type ConfirmDialogProps = {
  /** The button that opens the dialog; it keeps its own name, icon and busy state. */
  trigger: ReactElement;
  title: ReactNode;
  /** What the action is about (a product's name, say), in bold above the text. */
  subject?: ReactNode;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /**
   * The action. A promise keeps the dialog open, its buttons marked busy, until it settles (a
   * cancellation whose answer the visitor waits for); otherwise the dialog closes at once.
   */
  onConfirm: () => unknown;
  /** The confirm button's text while the promise runs. */
  pendingLabel?: string;
  /**
   * Where focus goes when the dialog closes after the action went through, or whenever its trigger
   * has left the page: the item the trigger belonged to may be gone, so focus is set here, once,
   * instead of returning to a button that is no longer there. Cancel returns focus to the trigger.
   */
  focusAfter?: () => void;
};

/**
 * A question that must be answered before something that cannot be undone (a delete, a rejection,
 * a cancellation): focus starts on Cancel, Escape cancels.
 */
export function ConfirmDialog({
  trigger,
  title,
  subject,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  pendingLabel,
  focusAfter,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const done = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const confirm = (event: MouseEvent) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      done.current = true;
      return;
    }
    // Keep the dialog open until the answer arrives.
    event.preventDefault();
    setPending(true);
    result
      .then(
        () => {
          done.current = true;
        },
        () => undefined,
      )
      .finally(() => {
        setPending(false);
        setOpen(false);
      });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger ref={triggerRef} asChild>
        {trigger}
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          const moveFocus = done.current || !triggerRef.current?.isConnected;
          done.current = false;
          if (!focusAfter || !moveFocus) return;
          event.preventDefault();
          focusAfter();
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>
          {subject !== undefined && <span className="block font-medium text-foreground">{subject}</span>}
          {text}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel aria-disabled={pending || undefined}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            onClick={confirm}
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
          >
            {pending && <Spinner />}
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type ConfirmButtonProps = Omit<ConfirmDialogProps, 'trigger'> & {
  /** The button's text and its accessible name (which names the item: "Delete Botox 100 Units"). */
  label: string;
  accessibleName: string;
  icon: ReactNode;
  /** The action is under way: the button waits, a spinner in its icon's place. */
  pending: boolean;
  size?: 'sm' | 'default';
  className?: string;
};

/** A destructive button that asks first: a delete, a removal, a rejection. */
export function ConfirmButton({
  label,
  accessibleName,
  icon,
  pending,
  size = 'sm',
  className,
  ...dialog
}: ConfirmButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline-destructive"
          size={size}
          className={className}
          aria-label={accessibleName}
          disabled={pending}
          busy={pending}
          icon={icon}
        >
          {label}
        </Button>
      }
      {...dialog}
    />
  );
}

type DeleteButtonProps = Omit<
  ConfirmButtonProps,
  'label' | 'accessibleName' | 'icon' | 'subject' | 'confirmLabel'
> & {
  /** The item's name: the dialog's subject, and added to the button's accessible name ("Delete Botox"). */
  name: string;
  /** The button's text; the dialog's button says Delete. */
  label?: string;
};

/** A Delete button with the bin icon that asks first, naming the item (a product, a carousel item). */
export function DeleteButton({ name, label = 'Delete', ...props }: DeleteButtonProps) {
  return (
    <ConfirmButton
      label={label}
      accessibleName={`${label} ${name}`}
      icon={<Trash2 aria-hidden="true" />}
      subject={name}
      confirmLabel="Delete"
      {...props}
    />
  );
}
