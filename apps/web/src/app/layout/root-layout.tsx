import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useUser } from '@/features/auth/api/get-user';
import { lazySlot } from '@/lib/lazy-slot';
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

/**
 * The recall banner's own chunk: only a signed-in doctor's browser downloads it. Should the download
 * fail (offline, say), the banner is simply left out until the next page load, rather than taking
 * the layout down: the notice e-mail has reached the doctor anyway.
 */
const RecallBanner = lazySlot(() =>
  import('@/features/recalls/components/recall-banner').then(
    (module) => module.RecallBanner,
    () => () => null,
  ),
);

/**
 * A doctor's recall banner (issue 20), above every screen. Only an approved doctor's account reads
 * its recalls: a guest's, a pending doctor's or an admin's browser never asks.
 */
function DoctorRecallBanner() {
  const { data: auth } = useUser();
  if (!auth || auth.isAdmin || auth.user.status !== 'approved') return null;
  return <RecallBanner />;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell>
      <NavigationProgress />
      <DoctorRecallBanner />
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
