import { useEffect, useRef, useState } from 'react';

/** The header hides when scrolling down past 150 px and gets a shadow after 50 px. */
const HIDE_AFTER_PX = 150;
const SHADOW_AFTER_PX = 50;
/** How long the header stays in view after `revealKey` changes (the cart's count, say). */
const REVEAL_MS = 3000;

/**
 * `revealKey`: whenever it changes the header comes back into view and stays there a few seconds,
 * however the page scrolls, so the change it shows (the cart badge) can be seen.
 */
export function useHeaderScroll(revealKey?: unknown) {
  const [hidden, setHidden] = useState(false);
  const holdUntil = useRef(0);
  const [shownKey, setShownKey] = useState(revealKey);
  if (revealKey !== shownKey) {
    setShownKey(revealKey);
    setHidden(false);
  }
  const mounted = useRef(false);
  useEffect(() => {
    // A change, not the first value: a page that has just opened hides its header as usual.
    if (mounted.current) holdUntil.current = Date.now() + REVEAL_MS;
    mounted.current = true;
  }, [shownKey]);
  // Starts unelevated: reading scrollY during the first render or commit would force a layout.
  const [elevated, setElevated] = useState(false);

  useEffect(() => {
    let lastY: number | undefined;
    let frame = 0;

    const update = () => {
      frame = 0;
      const y = window.scrollY;
      lastY ??= y;
      if (y > lastY && y > HIDE_AFTER_PX && Date.now() >= holdUntil.current) setHidden(true);
      else if (y < lastY) setHidden(false);
      setElevated(y > SHADOW_AFTER_PX);
      lastY = y;
    };
    // At most one update per frame, however often the browser reports scrolling.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    // The initial state (e.g. a reload scrolled down), read in a frame, where layout is fresh anyway.
    frame = window.requestAnimationFrame(update);
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return { hidden, elevated };
}
