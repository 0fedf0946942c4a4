import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Dialog, DialogContent, type DialogOpenProps } from './dialog';
import { ListTable } from './paged-list';

type DetailDialogProps = DialogOpenProps & {
  /** A Tailwind max-width class for wider screens. */
  width: string;
  /**
   * Where focus goes when it closes: the row's button that opened it, or the list when that row has
   * gone meanwhile (see useRowDialog).
   */
  returnFocus: () => void;
  children: ReactNode;
};

/** A record's detail over its list, opened from a row: it scrolls when taller than the screen. */
export function DetailDialog({ open, onOpenChange, width, returnFocus, children }: DetailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn('max-h-[calc(100dvh-2rem)] overflow-y-auto', width)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A part of a detail dialog: its heading, then its table, or the text that says there is nothing. */
export function DialogSection({
  title,
  empty = false,
  children,
}: {
  title: string;
  /** The text shown instead of the table when there are no rows. */
  empty?: string | false;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {empty === false ? children : <p className="text-sm text-muted-foreground">{empty}</p>}
    </section>
  );
}

/** A small table of a detail dialog, its rows the children: it scrolls sideways on a phone. */
export function DialogTable({
  caption,
  columns,
  numeric,
  busy = false,
  minWidth = 'min-w-[32rem]',
  alignTop = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  numeric: readonly string[];
  busy?: boolean;
  minWidth?: string;
  /** Rows whose cells hold several lines start at the top. */
  alignTop?: boolean;
  children: ReactNode;
}) {
  return (
    <ListTable caption={caption} columns={columns} numeric={numeric} busy={busy} minWidth={minWidth} compact>
      <tbody className={cn('divide-y', alignTop && 'align-top')}>{children}</tbody>
    </ListTable>
  );
}
