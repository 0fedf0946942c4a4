import { createBrowserRouter } from 'react-router';
import { AppErrorBoundary, RouteErrorBoundary } from './route-error';
import { RootLayout } from './layout/root-layout';

// Each screen is its own chunk; the admin screens share one that shoppers never download.
const home = async () => ({ Component: (await import('@/routes/home')).HomeRoute });
const login = async () => ({ Component: (await import('@/routes/login')).LoginRoute });
const adminDashboard = async () => ({
  Component: (await import('@/routes/admin/dashboard')).AdminDashboardRoute,
});
const products = async () => ({ Component: (await import('@/routes/products')).ProductsRoute });
const category = async () => ({ Component: (await import('@/routes/category')).CategoryRoute });
const product = async () => ({ Component: (await import('@/routes/product')).ProductRoute });
const checkout = async () => ({ Component: (await import('@/routes/checkout')).CheckoutRoute });
const notFound = async () => ({ Component: (await import('@/routes/not-found')).NotFoundRoute });

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
        children: [
          { index: true, lazy: home },
          { path: 'products', lazy: products },
          { path: 'category/:slug', lazy: category },
          { path: 'product/:id', lazy: product },
          { path: 'checkout', lazy: checkout },
          { path: 'login', lazy: login },
          // /auth (the cart's "Login to Checkout" target) shows the login page too.
          { path: 'auth', lazy: login },
          { path: 'admin', lazy: adminDashboard },
          { path: 'admin/dashboard', lazy: adminDashboard },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
]);
