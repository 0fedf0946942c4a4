import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first render (React.lazy) that can also be fetched ahead, e.g. when the
 * pointer reaches the button that will show it. Keeps widgets that are not needed for the first
 * paint out of the first-load JavaScript.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        // A failed download (e.g. offline) may be tried again on the next preload.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { Component: lazy(preload), preload };
}
