import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../route-error';
import { useScreenLoading } from '../screen-loading';
import { AppShell } from './app-shell';

function NavigationProgress() {
  if (!useScreenLoading()) return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell>
      <NavigationProgress />
      {/* Errors inside a screen keep the header and footer around the message; another page clears it. */}
      <RouteErrorBoundary page={pathname}>
        {/* One boundary for every screen: while the first one loads the layout shows with an empty
            main; later, a navigation is a transition, so the page on screen stays until the next
            one's chunk has loaded. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </AppShell>
  );
}
