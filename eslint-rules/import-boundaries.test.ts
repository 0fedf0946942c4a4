import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A file of the repository by its path from the root; the files need not exist. */
const at = (file: string) => path.join(ROOT, file);

const CART_FEATURE = at('apps/web/src/features/cart/components/cart-panel.tsx');
const ORDERS_SERVICE = at('apps/server/src/modules/orders/orders.service.ts');
const ORDER_STATUS_SERVICE = at('apps/server/src/modules/orders/order-status.service.ts');
const INVOICES_SERVICE = at('apps/server/src/modules/documents/invoices.service.ts');
const AUTH_ROUTES = at('apps/server/src/modules/auth/auth.routes.ts');
const CART_ROUTES = at('apps/server/src/modules/cart/cart.routes.ts');
const SESSION_PLUGIN = at('apps/server/src/plugins/session.ts');
const BENCH_SCRIPT = at('scripts/bench-support.ts');
const E2E_SPEC = at('e2e/checkout.spec.ts');

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

ruleTester.run('shop/import-boundaries', importBoundaries, {
  valid: [
    // Web: the contract, the feature's own files, the shared lib, and the screens composing features.
    { filename: CART_FEATURE, code: "import { bulkPrice } from '@shop/contract/pricing';" },
    { filename: CART_FEATURE, code: "import { useCart } from '@/features/cart/api/get-cart';" },
    { filename: CART_FEATURE, code: "import { useCart } from '@shop/web/src/features/cart/api/get-cart';" },
    { filename: CART_FEATURE, code: "import { formatUsd } from '../../../lib/format';" },
    // Web layers: components/ and lib/ use what stands below them.
    {
      filename: at('apps/web/src/components/ui/toast.tsx'),
      code: "import { useToasts } from '@/lib/use-toast';",
    },
    { filename: at('apps/web/src/lib/failure-toast.ts'), code: "import { toast } from './use-toast';" },
    {
      filename: at('apps/web/src/routes/checkout.tsx'),
      code: "import { CheckoutForm } from '@/features/checkout/components/form';",
    },
    { filename: at('apps/web/src/app/router.tsx'), code: "const home = () => import('@/routes/home');" },
    // Server: another module's service, any file of one's own module, a type-only import, the e-mail
    // layout and another domain's e-mails.
    { filename: ORDERS_SERVICE, code: "import { readCart } from '../cart/cart.service';" },
    { filename: ORDERS_SERVICE, code: "import { insertOrder } from './orders.repository';" },
    { filename: ORDERS_SERVICE, code: "import type { UserRow } from '../auth/auth.repository';" },
    { filename: ORDERS_SERVICE, code: "export type { UserRow } from '../auth/auth.repository';" },
    { filename: ORDERS_SERVICE, code: "import { letter } from '../email/email.layout';" },
    { filename: ORDERS_SERVICE, code: "import { recallNoticeEmail } from '../recalls/recall.emails';" },
    { filename: ORDERS_SERVICE, code: "import { AppError } from '../../lib/app-error';" },
    // A module uses the modules below it in SERVER_MODULES: status changes issue documents, sign-in
    // merges the guest cart.
    {
      filename: ORDER_STATUS_SERVICE,
      code: "import { issueOrderDocuments } from '../documents/invoices.service';",
    },
    { filename: AUTH_ROUTES, code: "import { mergeGuestCart } from '../cart/cart.service';" },
    // What two modules need moves down: an order's view beside its writer in db/, the session store
    // into plugins/, which every module may use.
    { filename: INVOICES_SERVICE, code: "import { deskOrderOf } from '../../db/order-views';" },
    { filename: CART_ROUTES, code: "import { startGuestSession } from '../../plugins/session';" },
    // Tests and their helpers drive the whole app: no module order or layer holds them.
    {
      filename: at('apps/server/src/modules/documents/invoices.routes.test.ts'),
      code: "import { changeOrderStatus } from '../orders/order-status.service';",
    },
    {
      filename: at('apps/server/src/test/order-fixtures.ts'),
      code: "import { createSession } from '../plugins/session-store';",
    },
    // Each layer builds on those below: db/ on itself and the contract, lib/ on db/, plugins/ on lib/
    // and db/; start-up code beside main.ts may use modules.
    {
      filename: at('apps/server/src/db/seed/seed.ts'),
      code: "import { products } from '../schema/catalog';",
    },
    {
      filename: at('apps/server/src/lib/rate-limit.ts'),
      code: "import { rateLimitCounters } from '../db/schema/system';",
    },
    { filename: SESSION_PLUGIN, code: "import { invalidateOnNotify } from '../lib/generation-cache';" },
    { filename: SESSION_PLUGIN, code: "import { loadSession } from './session-store';" },
    {
      filename: at('apps/server/src/config.ts'),
      code: "import { parseAddressList } from './lib/address-list';",
    },
    {
      filename: at('apps/server/src/startup/prepare-database.ts'),
      code: "import { upsertAdmin } from '../modules/auth/auth.repository';",
    },
    {
      filename: at('apps/server/src/main.ts'),
      code: "import { prepareDatabase } from './startup/prepare-database';",
    },
    // Scripts: the contract, their own files and the server's entry points.
    { filename: BENCH_SCRIPT, code: "import { buildApp } from '../apps/server/src/app';" },
    { filename: BENCH_SCRIPT, code: "import type {} from '../apps/server/src/types';" },
    { filename: BENCH_SCRIPT, code: "import { openServerDatabase } from '../apps/server/src/db/client';" },
    { filename: BENCH_SCRIPT, code: "import { hashPassword } from '../apps/server/src/lib/password';" },
    { filename: BENCH_SCRIPT, code: "import { generateCatalogue } from './generate-catalogue';" },
    // e2e: the contract, the Playwright config and its own helpers.
    { filename: E2E_SPEC, code: "import { checkoutDetails } from '@shop/contract/checkout-fixture';" },
    { filename: E2E_SPEC, code: "import { E2E_ADMIN } from '../playwright.config';" },
    { filename: E2E_SPEC, code: "import { signInAsAdmin } from './support';" },
    // Dependencies and files outside the checked parts are not boundaries.
    { filename: E2E_SPEC, code: "import { test } from '@playwright/test';" },
    { filename: at('vitest.config.ts'), code: "import x from './apps/web/src/features/cart/x';" },
  ],
  invalid: [
    // The apps share code only through the contract.
    {
      filename: at('apps/server/src/app.ts'),
      code: "import { formatUsd } from '@shop/web/src/lib/format';",
      errors: [{ messageId: 'app', data: { from: 'apps/server', to: 'apps/web' } }],
    },
    {
      filename: CART_FEATURE,
      code: "import { buildApp } from '../../../../../server/src/app';",
      errors: [{ messageId: 'app', data: { from: 'apps/web', to: 'apps/server' } }],
    },
    // The contract imports neither app.
    {
      filename: at('packages/contract/src/pricing.ts'),
      code: "import { config } from '@shop/server/src/config';",
      errors: [{ messageId: 'contract', data: { to: 'apps/server' } }],
    },
    // One web feature does not import another: relatively, through `@/`, or by the package name.
    {
      filename: CART_FEATURE,
      code: "import { ProductCard } from '../../catalog/components/product-card';",
      errors: [{ messageId: 'feature', data: { from: 'cart', to: 'catalog' } }],
    },
    {
      filename: CART_FEATURE,
      code: "export { useProducts } from '@/features/catalog/api/get-products';",
      errors: [{ messageId: 'feature', data: { from: 'cart', to: 'catalog' } }],
    },
    {
      filename: CART_FEATURE,
      code: "import { ProductCard } from '@shop/web/src/features/catalog/components/product-card';",
      errors: [{ messageId: 'feature', data: { from: 'cart', to: 'catalog' } }],
    },
    // A feature does not reach up into app/ or routes/.
    {
      filename: CART_FEATURE,
      code: "import { Header } from '@/app/layout/header';",
      errors: [{ messageId: 'featureUp', data: { from: 'cart', to: 'app' } }],
    },
    {
      filename: CART_FEATURE,
      code: "const checkout = () => import('../../../routes/checkout');",
      errors: [{ messageId: 'featureUp', data: { from: 'cart', to: 'routes' } }],
    },
    // A server module uses another only through its services; `import { type X }` still loads it.
    {
      filename: ORDERS_SERVICE,
      code: "import { upsertAdmin } from '../auth/auth.repository';",
      errors: [
        {
          messageId: 'module',
          data: { from: 'orders', to: 'auth', file: 'apps/server/src/modules/auth/auth.repository' },
        },
      ],
    },
    {
      filename: ORDERS_SERVICE,
      code: "import { type UserRow } from '../auth/auth.repository';",
      errors: [{ messageId: 'module' }],
    },
    {
      filename: at('apps/server/src/modules/catalog/brands.routes.ts'),
      code: "const route = await import('@shop/server/src/modules/images/image-intake');",
      errors: [{ messageId: 'module' }],
    },
    // The three cycles between modules once (docs/decisions/043): documents read an order that
    // orders writes, and orders issue documents; the cart started a guest's session through auth,
    // whose sign-in merges the cart; the session plugin read sessions through auth, whose routes
    // use the plugin. The modules above keep their imports; these are refused.
    {
      filename: INVOICES_SERVICE,
      code: "import { deskOrderOf } from '../orders/orders.service';",
      errors: [{ messageId: 'moduleOrder', data: { from: 'documents', to: 'orders' } }],
    },
    {
      filename: CART_ROUTES,
      code: "import { createSession } from '../auth/session.service';",
      errors: [{ messageId: 'moduleOrder', data: { from: 'cart', to: 'auth' } }],
    },
    {
      filename: SESSION_PLUGIN,
      code: "import { loadSession } from '../modules/auth/session.service';",
      errors: [{ messageId: 'layer', data: { from: 'plugins/', to: 'modules/' } }],
    },
    // The order holds for types too, and for a module it does not list yet.
    {
      filename: ORDERS_SERVICE,
      code: "import type { CheckoutSettings } from '../checkout/checkout.service';",
      errors: [{ messageId: 'moduleOrder', data: { from: 'orders', to: 'checkout' } }],
    },
    {
      filename: at('apps/server/src/modules/example/example.service.ts'),
      code: "import { recordAudit } from '../audit/audit.service';",
      errors: [{ messageId: 'unlistedModule', data: { module: 'example' } }],
    },
    {
      filename: ORDERS_SERVICE,
      code: "import { exampleOf } from '../example/example.service';",
      errors: [{ messageId: 'unlistedModule', data: { module: 'example' } }],
    },
    // No layer imports one above it: db/ no helper or module, not even a type; lib/ no plugin,
    // module or start-up code; plugins/ no module; a module no start-up code or composition root.
    {
      filename: at('apps/server/src/db/seed/seed.ts'),
      code: "import { storeImages } from '../../modules/images/images.service';",
      errors: [{ messageId: 'layer', data: { from: 'db/', to: 'modules/' } }],
    },
    {
      filename: at('apps/server/src/db/client.ts'),
      code: "import type { CurrentUser } from '../plugins/session-store';",
      errors: [{ messageId: 'layer', data: { from: 'db/', to: 'plugins/' } }],
    },
    {
      filename: at('apps/server/src/db/seed/svg-kit.ts'),
      code: "import { imageLibrary } from '../../lib/image-library';",
      errors: [{ messageId: 'layer', data: { from: 'db/', to: 'lib/' } }],
    },
    {
      filename: at('apps/server/src/lib/rate-limit.ts'),
      code: "import { requireUser } from '../plugins/guards';",
      errors: [{ messageId: 'layer', data: { from: 'lib/', to: 'plugins/' } }],
    },
    {
      filename: at('apps/server/src/lib/paging.ts'),
      code: "import { readCart } from '../modules/cart/cart.service';",
      errors: [{ messageId: 'layer', data: { from: 'lib/', to: 'modules/' } }],
    },
    {
      filename: at('apps/server/src/lib/clock.ts'),
      code: "import type { AppConfig } from '../config';",
      errors: [{ messageId: 'layer', data: { from: 'lib/', to: 'config.ts' } }],
    },
    {
      filename: at('apps/server/src/plugins/guards.ts'),
      code: "import type { CurrentUser } from '../modules/auth/auth.service';",
      errors: [{ messageId: 'layer', data: { from: 'plugins/', to: 'modules/' } }],
    },
    {
      filename: ORDERS_SERVICE,
      code: "import { seedDemoCatalogue } from '../../startup/demo-catalogue';",
      errors: [{ messageId: 'layer', data: { from: 'modules/', to: 'startup/' } }],
    },
    {
      filename: ORDERS_SERVICE,
      code: "import type { App } from '../../app';",
      errors: [{ messageId: 'layer', data: { from: 'modules/', to: 'the composition root' } }],
    },
    // The web's lib/ imports no component, feature or screen, and components/ no feature.
    {
      filename: at('apps/web/src/lib/failure-toast.ts'),
      code: "import { toast } from '@/components/ui/use-toast';",
      errors: [{ messageId: 'webLayer', data: { from: 'lib', to: 'components' } }],
    },
    {
      filename: at('apps/web/src/lib/use-move-focus.ts'),
      code: "import type { MoveDirection } from '../components/ui/move-buttons';",
      errors: [{ messageId: 'webLayer', data: { from: 'lib', to: 'components' } }],
    },
    {
      filename: at('apps/web/src/lib/format.ts'),
      code: "import { useCart } from '@/features/cart/api/get-cart';",
      errors: [{ messageId: 'webLayer', data: { from: 'lib', to: 'features' } }],
    },
    {
      filename: at('apps/web/src/lib/lazy-slot.tsx'),
      code: "import { router } from '@/app/router';",
      errors: [{ messageId: 'webLayer', data: { from: 'lib', to: 'app' } }],
    },
    {
      filename: at('apps/web/src/components/line-item.tsx'),
      code: "import { useCart } from '@/features/cart/api/get-cart';",
      errors: [{ messageId: 'webLayer', data: { from: 'components', to: 'features' } }],
    },
    // Scripts use the server's entry points, not its modules, and never the web app.
    {
      filename: BENCH_SCRIPT,
      code: "import { upsertAdmin } from '../apps/server/src/modules/auth/auth.repository';",
      errors: [{ messageId: 'serverEntry', data: { to: 'apps/server/src/modules/auth/auth.repository' } }],
    },
    {
      filename: BENCH_SCRIPT,
      code: "import { formatUsd } from '../apps/web/src/lib/format';",
      errors: [{ messageId: 'tooling', data: { from: 'scripts', to: 'apps/web' } }],
    },
    // e2e tests drive the running shop: no app source, not even the server's.
    {
      filename: E2E_SPEC,
      code: "import { cartStore } from '../apps/web/src/features/cart/cart-store';",
      errors: [{ messageId: 'tooling', data: { from: 'e2e', to: 'apps/web' } }],
    },
    {
      filename: E2E_SPEC,
      code: "import { hashPassword } from '../apps/server/src/lib/password';",
      errors: [{ messageId: 'tooling', data: { from: 'e2e', to: 'apps/server' } }],
    },
    // Nothing in the apps uses scripts/ or e2e/.
    {
      filename: at('apps/server/src/main.ts'),
      code: "import { generateCatalogue } from '../../../scripts/generate-catalogue';",
      errors: [{ messageId: 'app', data: { from: 'apps/server', to: 'scripts' } }],
    },
  ],
});
