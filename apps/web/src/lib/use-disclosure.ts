import { useId, useState } from 'react';

/**
 * A button that shows and hides a panel: spread `buttonProps` on the button (aria-expanded,
 * aria-controls naming the panel, the toggle) and give the panel `panelId`; `close` hides it.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return {
    open,
    panelId,
    close: () => setOpen(false),
    buttonProps: { 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((was) => !was) },
  };
}
