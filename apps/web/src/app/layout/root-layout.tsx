import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AppShell } from './app-shell';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}

export function RootLayout() {
  return (
    <AppShell>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}
