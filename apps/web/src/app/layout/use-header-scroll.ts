import { useEffect, useState } from 'react';

/** The header hides when scrolling down past 150 px and gets a shadow after 50 px. */
const HIDE_AFTER_PX = 150;
const SHADOW_AFTER_PX = 50;

export function useHeaderScroll() {
  const [hidden, setHidden] = useState(false);
  // Starts unelevated: reading scrollY during the first render or commit would force a layout.
  const [elevated, setElevated] = useState(false);

  useEffect(() => {
    let lastY: number | undefined;
    let frame = 0;

    const update = () => {
      frame = 0;
      const y = window.scrollY;
      lastY ??= y;
      if (y > lastY && y > HIDE_AFTER_PX) setHidden(true);
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
