import {
  // React Router's own browser history (what BrowserRouter uses), exported under this name.
  UNSAFE_createBrowserHistory as createBrowserHistory,
  Router,
  type NavigateOptions,
  type Navigator,
} from 'react-router';
import { startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useScrollRestoration, type RouterState } from './scroll-restoration';

/**
 * The shop's router: React Router's declarative `<Router>` on the browser's history, without the data
 * router (createBrowserRouter), whose loaders, actions and fetchers the shop does not use and which
 * was some 17 KB of the first-load script (docs/decisions/032). It keeps what the data router gave
 * the screens:
 * - a navigation renders in a transition, so the page on screen stays until the next one's chunk
 *   has loaded (the layout's Suspense boundary), unless it asked for `flushSync` (a listing's
 *   filter, which must show its new state at once);
 * - the scroll position is reset, restored on Back and Forward, or kept (`preventScrollReset`), by
 *   `useScrollRestoration`.
 * Link and navigate() hand their options to the navigator's push and replace, which is where they
 * are read.
 */
export function ShopRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location: history.location,
    options: undefined,
  }));

  // What the pending push or replace asked for; the history's listener reads it at once.
  const requested = useRef<NavigateOptions | undefined>(undefined);
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, routeState, options?: NavigateOptions) => {
        requested.current = options;
        history.push(to, routeState);
      },
      replace: (to, routeState, options?: NavigateOptions) => {
        requested.current = options;
        history.replace(to, routeState);
      },
    }),
    [history],
  );

  useLayoutEffect(
    () =>
      // Called at once from push and replace, or later for Back and Forward (no options then).
      history.listen(({ action, location }) => {
        const next = { action, location, options: requested.current };
        requested.current = undefined;
        if (next.options?.flushSync) flushSync(() => setState(next));
        else startTransition(() => setState(next));
      }),
    [history],
  );

  useScrollRestoration(state);

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
