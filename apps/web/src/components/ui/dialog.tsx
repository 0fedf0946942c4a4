import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** A modal dialog: focus is trapped inside, Escape and the overlay close it, focus returns on close. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

export function DialogContent({
  className,
  overlayClassName,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { overlayClassName?: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn(
          'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          overlayClassName,
        )}
      />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-xl focus-visible:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-zoom-in',
          className,
        )}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

/**
 * A dialog's title and the line under it that says what it is for. Radix names both and points the
 * dialog's aria-labelledby and aria-describedby at them: neither takes an id of its own.
 */
export function DialogHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <div className="grid gap-1">
      <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
      <DialogDescription className="text-sm text-muted-foreground">{description}</DialogDescription>
    </div>
  );
}

/** A dialog's buttons, the main one last: stacked on a phone (main on top), in a row otherwise. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

/** Closes the dialog without doing anything. */
export function DialogCancel({
  disabled,
  children = 'Cancel',
}: {
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <DialogClose asChild>
      <Button type="button" variant="outline" disabled={disabled}>
        {children}
      </Button>
    </DialogClose>
  );
}

/** A dialog its parent opens: whether it is open, and how it asks to open or close. */
export type DialogOpenProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type FormDialogProps = Partial<DialogOpenProps> & {
  /** The button that opens it, when the dialog has one of its own. */
  trigger?: ReactNode;
  className?: string;
  /** The content; `close` ends the dialog (after a save, say). */
  children: (close: () => void) => ReactNode;
};

/**
 * A dialog whose content is mounted only while it is open, so every opening starts from the data as
 * it is then; taller than the screen, it scrolls. Without `open` and `onOpenChange` it keeps its own
 * state, opened by its `trigger`.
 */
export function FormDialog({ open, onOpenChange, trigger, className, children }: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={cn('max-h-[calc(100dvh-2rem)] overflow-y-auto', className)}>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A row's Edit: a small outlined button named for its row ("Edit Northeast"), which opens the row's
 * form in a FormDialog.
 */
export function EditDialogButton({
  label,
  accessibleName,
  className,
  children,
}: {
  label: string;
  accessibleName: string;
  className?: string;
  children: FormDialogProps['children'];
}) {
  return (
    <FormDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={accessibleName} icon={<Pencil aria-hidden="true" />}>
          {label}
        </Button>
      }
      className={className}
    >
      {children}
    </FormDialog>
  );
}

/**
 * A FormDialog around one form, as a component: it takes the form's props (less `onDone`, which the
 * form calls when it is finished, after a save say, and which closes the dialog) and DialogOpenProps.
 */
export function formDialogOf<FormProps extends { onDone: () => void }>(
  Form: ComponentType<FormProps>,
  className?: string,
) {
  return function OneFormDialog({
    open,
    onOpenChange,
    ...props
  }: Omit<FormProps, 'onDone'> & DialogOpenProps) {
    // What is left of the props is the form's own: TypeScript cannot see that Omit and the rest agree.
    return (
      <FormDialog open={open} onOpenChange={onOpenChange} className={className}>
        {(close) => <Form {...({ ...props, onDone: close } as unknown as FormProps)} />}
      </FormDialog>
    );
  };
}
