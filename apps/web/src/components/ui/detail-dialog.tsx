import { useId, type Key, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Dialog, DialogContent } from './dialog';
import { ListTable } from './paged-list';

type RowDetailDialogProps<Shown> = {
  /** The list's row dialog (useRowDialog): what it shows, whether it is open, where focus returns. */
  dialog: {
    shown: Shown | undefined;
    open: boolean;
    onOpenChange: (open: boolean) => void;
    returnFocus: () => void;
  };
  /** Each record's dialog starts afresh: its key. */
  shownKey: (shown: Shown) => Key;
  /** A Tailwind max-width class for wider screens. */
  width: string;
  /** The dialog's header and body for the shown record. */
  children: (shown: Shown) => ReactNode;
};

/**
 * A record's detail over its list, opened from a row: there once a row was opened, it scrolls when
 * taller than the screen, and on closing focus returns to the row's button, or to the list when
 * that row has gone meanwhile (see useRowDialog). The list stays its parent, so a change that takes
 * the row out of a filtered list leaves the dialog open.
 */
export function RowDetailDialog<Shown>({ dialog, shownKey, width, children }: RowDetailDialogProps<Shown>) {
  const { shown, open, onOpenChange, returnFocus } = dialog;
  if (shown === undefined) return null;
  return (
    <Dialog key={shownKey(shown)} open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn('max-h-[calc(100dvh-2rem)] overflow-y-auto', width)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        {children(shown)}
      </DialogContent>
    </Dialog>
  );
}

type DialogTableSectionProps<Row> = {
  title: string;
  /** The table's name for a screen reader; the title unless it says more. */
  caption?: string;
  /** The column headings, those in `numeric` aligned right. */
  columns: readonly string[];
  numeric?: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The text shown instead of the table when there are no rows; without it the table is always shown. */
  empty?: string;
  busy?: boolean;
  minWidth?: string;
  /** Rows whose cells hold several lines start at the top. */
  alignTop?: boolean;
  /** What follows the table (its pagination). */
  footer?: ReactNode;
  /** One row's cells. */
  children: (row: Row) => ReactNode;
};

/**
 * A part of a detail dialog: its heading, then its small table (it scrolls sideways on a phone), or
 * the text that says there is nothing.
 */
export function DialogTableSection<Row>({
  title,
  caption = title,
  rows,
  rowKey,
  empty,
  busy = false,
  minWidth = 'min-w-[32rem]',
  alignTop = false,
  footer,
  children,
  ...columns
}: DialogTableSectionProps<Row>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {rows.length === 0 && empty !== undefined ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <ListTable caption={caption} busy={busy} minWidth={minWidth} compact {...columns}>
            <tbody className={cn('divide-y', alignTop && 'align-top')}>
              {rows.map((row) => (
                <tr key={rowKey(row)}>{children(row)}</tr>
              ))}
            </tbody>
          </ListTable>
          {footer}
        </>
      )}
    </section>
  );
}
