import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, type Location, type NavigateOptions } from 'react-router';

/** Where the browser is, how it got there, and what the navigation that led there asked for. */
export interface RouterState {
  action: NavigationType;
  location: Location;
  options: NavigateOptions | undefined;
}

/** Where each history entry was scrolled to, kept across a reload of the tab. */
const STORAGE_KEY = 'scroll-positions';

function storedPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

/**
 * The window's scroll across navigations, as browsers do for ordinary pages: a new page starts at its
 * top (or at the element its #hash names), Back and Forward return to where that entry was left,
 * and a navigation that only changes what the page shows (`preventScrollReset`: a filter, a tab, a
 * page of a table) keeps the scroll where it is. Runs once the new screen is on the page.
 */
export function useScrollRestoration({ action, location, options }: RouterState) {
  const positions = useRef<Map<string, number>>(undefined);
  const currentKey = useRef(location.key);

  useEffect(() => {
    positions.current ??= storedPositions();
    window.history.scrollRestoration = 'manual';
    const save = () => positions.current?.set(currentKey.current, window.scrollY);
    const store = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions.current ?? [])]));
      } catch {
        // Storage full or refused: Back after a reload then starts at the top.
      }
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    currentKey.current = location.key;
    const saved = action === NavigationType.Pop ? positions.current.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (options?.preventScrollReset) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [action, location, options]);
}
