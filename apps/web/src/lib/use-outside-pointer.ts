import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `active`, calls `onOutside` when a pointer goes down anywhere outside `root`: a popup (the
 * search's suggestions, the account menu) closes when the page around it is clicked or touched.
 */
export function useOutsidePointer(
  root: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
) {
  const outside = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) outside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, root]);
}
