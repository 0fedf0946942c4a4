import { matchPage, PAGES, type PageScreen } from '@shop/contract/pages';
import { lazy, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { AppErrorBoundary } from './route-error';
import { trackScreenLoad } from './screen-loading';
import { screenLoaders } from './screens';
import { ShopRouter } from './shop-router';

/** Screens whose module arrived before the first render (`loadFirstScreen`), drawn without suspending. */
const loadedScreens = new Map<string, ComponentType>();

/**
 * Loads the screen of the page the browser opened on, before the app's first render. The page
 * already preloads its chunk (decision 010), so this waits for little more than the module's
 * evaluation. The first render then draws the screen at once: through `lazy` it would draw the
 * layout with an empty main first, and React reveals content that suspended at the earliest 300 ms
 * after that fallback was shown. Never fails: should the chunk not arrive, the screen's `lazy` loads
 * it again, as on any other page, and its error shows as before.
 */
export async function loadFirstScreen(pathname: string): Promise<void> {
  const screen = matchPage(pathname)?.page.screen;
  if (screen === undefined || !(screen in screenLoaders)) return;
  try {
    const { Component } = await trackScreenLoad(screenLoaders[screen as PageScreen]);
    loadedScreens.set(screen, Component);
  } catch {
    // The screen's lazy tries again when it renders.
  }
}

/**
 * The pages table's pages as routes (packages/contract/src/pages.ts): a pattern under the root
 * layout, and its screen loaded on first visit. React Router ranks the patterns itself, so the
 * table's order does not matter. Made at the first render, after `loadFirstScreen`: the page the
 * browser opened on draws its screen at once.
 */
function screenRoutes() {
  return PAGES.map((page) => {
    const Screen =
      loadedScreens.get(page.screen) ??
      lazy(() =>
        trackScreenLoad(screenLoaders[page.screen]).then(({ Component }) => ({ default: Component })),
      );
    return <Route key={page.path} path={page.path} element={<Screen />} />;
  });
}

export function AppRouter() {
  const [screens] = useState(screenRoutes);
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
