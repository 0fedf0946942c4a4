import { PAGES } from '@shop/contract/pages';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppErrorBoundary, RouteErrorBoundary } from './route-error';
import { RootLayout } from './layout/root-layout';
import { screenLoaders } from './screens';

/**
 * The pages table's pages as routes (packages/contract/src/pages.ts): a pattern under the root
 * layout, and its screen loaded on first visit. React Router ranks the patterns itself, so the
 * table's order does not matter.
 */
const screens = PAGES.map((page): RouteObject => {
  const lazy = screenLoaders[page.screen];
  return page.path === '/' ? { index: true, lazy } : { path: page.path.replace(/^\//, ''), lazy };
});

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    // Shown while the first screen's chunk loads, with an empty outlet. The same component as the
    // layout, so React keeps the header and footer when the screen arrives instead of rebuilding them.
    HydrateFallback: RootLayout,
    ErrorBoundary: AppErrorBoundary,
    children: [
      {
        // Errors inside a screen keep the header and footer around the message.
        ErrorBoundary: RouteErrorBoundary,
        children: screens,
      },
    ],
  },
]);
