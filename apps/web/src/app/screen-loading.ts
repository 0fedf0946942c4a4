import { useSyncExternalStore } from 'react';

/**
 * Screens whose chunk is being fetched after the first screen has been shown: the layout's progress
 * bar shows while any is (the first load has the empty layout instead).
 */
let loading = 0;
let firstShown = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts a screen's chunk while it loads. React calls the loader while rendering, so listeners hear of it after. */
export function trackScreenLoad<T>(load: () => Promise<T>): Promise<T> {
  if (!firstShown) {
    return load().finally(() => {
      firstShown = true;
    });
  }
  loading += 1;
  queueMicrotask(notify);
  return load().finally(() => {
    loading -= 1;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useScreenLoading = () => useSyncExternalStore(subscribe, () => loading > 0);
