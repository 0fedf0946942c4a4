import { useRef, useState } from 'react';

/**
 * A list whose rows open a dialog: what is shown (kept while the dialog closes, so it can animate
 * out), whether it is open, and where focus returns when it closes: the row's button, or the list's
 * heading (`headingRef`) when that row has left the list meanwhile.
 */
export function useRowDialog<Shown>() {
  const [shown, setShown] = useState<Shown>();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return {
    shown,
    open,
    onOpenChange: setOpen,
    headingRef,
    /** Opens the dialog on `item`; `from` is the control that asked (focus returns to it). */
    show: (item: Shown, from: HTMLElement | null) => {
      opener.current = from;
      setShown(item);
      setOpen(true);
    },
    returnFocus: () => (opener.current?.isConnected ? opener.current : headingRef.current)?.focus(),
  };
}
