import { useEffect, useState } from 'react';

/** The value as it was `delayMs` after it last changed; while it keeps changing, the older one. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** How long typing must pause before a search is sent: one request per pause, not per key. */
export const SEARCH_DELAY_MS = 300;

/**
 * A search box's text: `field` binds the box (SearchField's value and onValueChange), `search` is
 * the trimmed text once typing has paused for SEARCH_DELAY_MS.
 */
export function useSearchText(initial = '') {
  const [text, setText] = useState(initial);
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  return { search, setText, field: { value: text, onValueChange: setText } };
}
