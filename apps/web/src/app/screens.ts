import type { PageScreen } from '@shop/contract/pages';
import type { ComponentType } from 'react';

/** A loaded screen module's component, the export named `name`. */
const screen = async <Module, Name extends keyof Module>(module: Promise<Module>, name: Name) => ({
  Component: (await module)[name],
});

/**
 * The screen module each page of the pages table shows (packages/contract/src/pages.ts), loaded on
 * first visit as a chunk of its own. The imports are written out, one per screen, because Vite
 * splits chunks only at `import()` calls it can read; `satisfies` makes the keys exactly the table's
 * screens (a page without a loader, or a loader without a page, does not compile), and
 * screens.test.ts checks that each loader imports the module its key names.
 */
export const screenLoaders = {
  'src/routes/home.tsx': () => screen(import('@/routes/home'), 'HomeRoute'),
  'src/routes/products.tsx': () => screen(import('@/routes/products'), 'ProductsRoute'),
  'src/routes/category.tsx': () => screen(import('@/routes/category'), 'CategoryRoute'),
  'src/routes/product.tsx': () => screen(import('@/routes/product'), 'ProductRoute'),
  'src/routes/checkout.tsx': () => screen(import('@/routes/checkout'), 'CheckoutRoute'),
  'src/routes/orders.tsx': () => screen(import('@/routes/orders'), 'OrdersRoute'),
  'src/routes/order.tsx': () => screen(import('@/routes/order'), 'OrderRoute'),
  'src/routes/order-placed.tsx': () => screen(import('@/routes/order-placed'), 'OrderPlacedRoute'),
  'src/routes/account.tsx': () => screen(import('@/routes/account'), 'AccountRoute'),
  'src/routes/recall.tsx': () => screen(import('@/routes/recall'), 'RecallRoute'),
  'src/routes/faq.tsx': () => screen(import('@/routes/faq'), 'FaqRoute'),
  'src/routes/contact.tsx': () => screen(import('@/routes/contact'), 'ContactRoute'),
  'src/routes/referrals.tsx': () => screen(import('@/routes/referrals'), 'ReferralsRoute'),
  'src/routes/login.tsx': () => screen(import('@/routes/login'), 'LoginRoute'),
  'src/routes/password-reset.tsx': () => screen(import('@/routes/password-reset'), 'PasswordResetRoute'),
  'src/routes/invitation.tsx': () => screen(import('@/routes/invitation'), 'InvitationRoute'),
  'src/routes/approvals.tsx': () => screen(import('@/routes/approvals'), 'ApprovalsRoute'),
  'src/routes/quick-order.tsx': () => screen(import('@/routes/quick-order'), 'QuickOrderRoute'),
  'src/routes/lists.tsx': () => screen(import('@/routes/lists'), 'ListsRoute'),
  'src/routes/list.tsx': () => screen(import('@/routes/list'), 'ListRoute'),
  'src/routes/admin/dashboard.tsx': () => screen(import('@/routes/admin/dashboard'), 'AdminDashboardRoute'),
  'src/routes/admin/orders.tsx': () => screen(import('@/routes/admin/orders'), 'AdminOrdersRoute'),
  'src/routes/admin/products.tsx': () => screen(import('@/routes/admin/products'), 'AdminProductsRoute'),
  'src/routes/not-found.tsx': () => screen(import('@/routes/not-found'), 'NotFoundRoute'),
} satisfies Record<PageScreen, () => Promise<{ Component: ComponentType }>>;
