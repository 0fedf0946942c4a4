import type { PageScreen } from '@shop/contract/pages';
import type { ComponentType } from 'react';

/**
 * The screen module each page of the pages table shows (packages/contract/src/pages.ts), loaded on
 * first visit as a chunk of its own. The imports are written out, one per screen, because Vite
 * splits chunks only at `import()` calls it can read; `satisfies` makes the keys exactly the table's
 * screens (a page without a loader, or a loader without a page, does not compile), and
 * screens.test.ts checks that each loader imports the module its key names.
 */
export const screenLoaders = {
  'src/routes/home.tsx': async () => ({ Component: (await import('@/routes/home')).HomeRoute }),
  'src/routes/products.tsx': async () => ({ Component: (await import('@/routes/products')).ProductsRoute }),
  'src/routes/category.tsx': async () => ({ Component: (await import('@/routes/category')).CategoryRoute }),
  'src/routes/product.tsx': async () => ({ Component: (await import('@/routes/product')).ProductRoute }),
  'src/routes/checkout.tsx': async () => ({ Component: (await import('@/routes/checkout')).CheckoutRoute }),
  'src/routes/orders.tsx': async () => ({ Component: (await import('@/routes/orders')).OrdersRoute }),
  'src/routes/order.tsx': async () => ({ Component: (await import('@/routes/order')).OrderRoute }),
  'src/routes/order-placed.tsx': async () => ({
    Component: (await import('@/routes/order-placed')).OrderPlacedRoute,
  }),
  'src/routes/account.tsx': async () => ({ Component: (await import('@/routes/account')).AccountRoute }),
  'src/routes/recall.tsx': async () => ({ Component: (await import('@/routes/recall')).RecallRoute }),
  'src/routes/faq.tsx': async () => ({ Component: (await import('@/routes/faq')).FaqRoute }),
  'src/routes/contact.tsx': async () => ({ Component: (await import('@/routes/contact')).ContactRoute }),
  'src/routes/referrals.tsx': async () => ({
    Component: (await import('@/routes/referrals')).ReferralsRoute,
  }),
  'src/routes/login.tsx': async () => ({ Component: (await import('@/routes/login')).LoginRoute }),
  'src/routes/password-reset.tsx': async () => ({
    Component: (await import('@/routes/password-reset')).PasswordResetRoute,
  }),
  'src/routes/admin/dashboard.tsx': async () => ({
    Component: (await import('@/routes/admin/dashboard')).AdminDashboardRoute,
  }),
  'src/routes/admin/orders.tsx': async () => ({
    Component: (await import('@/routes/admin/orders')).AdminOrdersRoute,
  }),
  'src/routes/admin/products.tsx': async () => ({
    Component: (await import('@/routes/admin/products')).AdminProductsRoute,
  }),
  'src/routes/not-found.tsx': async () => ({ Component: (await import('@/routes/not-found')).NotFoundRoute }),
} satisfies Record<PageScreen, () => Promise<{ Component: ComponentType }>>;
