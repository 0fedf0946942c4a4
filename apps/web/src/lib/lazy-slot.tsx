import { Suspense, type ComponentType } from 'react';
import { lazyWithPreload } from './lazy-with-preload';

/**
 * A component fetched on its first render, drawing nothing until it has arrived: how a screen holds
 * a place for the admin's controls, which only an admin's browser ever downloads.
 */
export function lazySlot<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const lazy = lazyWithPreload(load);
  function Slot(props: P) {
    return (
      <Suspense fallback={null}>
        <lazy.Component {...props} />
      </Suspense>
    );
  }
  return Slot;
}
