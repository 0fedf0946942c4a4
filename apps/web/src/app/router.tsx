import { PAGES } from '@shop/contract/pages';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { AppErrorBoundary } from './route-error';
import { trackScreenLoad } from './screen-loading';
import { screenLoaders } from './screens';
import { ShopRouter } from './shop-router';

/**
 * The pages table's pages as routes (packages/contract/src/pages.ts): a pattern under the root
 * layout, and its screen loaded on first visit. React Router ranks the patterns itself, so the
 * table's order does not matter.
 */
const screens = PAGES.map((page) => {
  const Screen = lazy(() =>
    trackScreenLoad(screenLoaders[page.screen]).then(({ Component }) => ({ default: Component })),
  );
  return <Route key={page.path} path={page.path} element={<Screen />} />;
});

export function AppRouter() {
  return (
    <ShopRouter>
      <AppErrorBoundary>
        <Routes>
          <Route element={<RootLayout />}>{screens}</Route>
        </Routes>
      </AppErrorBoundary>
    </ShopRouter>
  );
}
