import type { ReactNode } from 'react';

/** A row's name as the one control that opens its dialog (it names the row for a screen reader). */
export function RowDialogButton({
  onOpen,
  accessibleName,
  children,
}: {
  /** Called with the button, where focus returns when the dialog closes. */
  onOpen: (button: HTMLButtonElement) => void;
  /** What a screen reader hears instead of the shown name ("View Carter Aesthetics"); it holds that name. */
  accessibleName?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="text-left font-medium underline-offset-4 hover:underline focus-visible:underline"
      aria-haspopup="dialog"
      aria-label={accessibleName}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {children}
    </button>
  );
}
