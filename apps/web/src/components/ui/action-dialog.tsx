import { useState, type ReactElement, type ReactNode, type SubmitEvent } from 'react';
import {
  Dialog,
  DialogCancel,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTrigger,
} from '@/components/ui/dialog';

type ActionDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** Each opening starts afresh: the fields are emptied here. */
  onOpen: () => void;
  /** The dialog closed, by Cancel, Escape or the action. */
  onClose?: () => void;
  /** The form is sent; `close` ends the dialog once the action is taken. */
  onSubmit: (close: () => void) => void;
  /** The submit button, after Cancel. */
  submit: ReactElement;
  /** The fields. */
  children: ReactNode;
};

/** Asks for an action's details (a decline's reason, a shipment's tracking, a suspension's reason) before it is taken. */
export function ActionDialog({
  trigger,
  title,
  description,
  onOpen,
  onClose,
  onSubmit,
  submit,
  children,
}: ActionDialogProps) {
  const [open, setOpen] = useState(false);

  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(() => {
      setOpen(false);
      onClose?.();
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen();
        else onClose?.();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={send} className="grid gap-4">
          <DialogHeader title={title} description={description} />
          {children}
          <DialogFooter>
            <DialogCancel />
            {submit}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
