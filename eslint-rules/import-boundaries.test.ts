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

/** An import the rule refuses: the file, its code, and the one error reported (with its data, where checked). */
type Refusal = [filename: string, code: string, messageId: string, data?: Record<string, string>];

const refusals: Refusal[] = [
  // The apps share code only through the contract.
  [
    at('apps/server/src/app.ts'),
    "import { formatUsd } from '@shop/web/src/lib/format';",
    'app',
    { from: 'apps/server', to: 'apps/web' },
  ],
  [
    CART_FEATURE,
    "import { buildApp } from '../../../../../server/src/app';",
    'app',
    { from: 'apps/web', to: 'apps/server' },
  ],
  // The contract imports neither app.
  [
    at('packages/contract/src/pricing.ts'),
    "import { config } from '@shop/server/src/config';",
    'contract',
    { to: 'apps/server' },
  ],
  // One web feature does not import another: relatively, through `@/`, or by the package name.
  [
    CART_FEATURE,
    "import { ProductCard } from '../../catalog/components/product-card';",
    'feature',
    { from: 'cart', to: 'catalog' },
  ],
  [
    CART_FEATURE,
    "export { useProducts } from '@/features/catalog/api/get-products';",
    'feature',
    { from: 'cart', to: 'catalog' },
  ],
  [
    CART_FEATURE,
    "import { ProductCard } from '@shop/web/src/features/catalog/components/product-card';",
    'feature',
    { from: 'cart', to: 'catalog' },
  ],
  // A feature does not reach up into app/ or routes/.
  [CART_FEATURE, "import { Header } from '@/app/layout/header';", 'featureUp', { from: 'cart', to: 'app' }],
  [
    CART_FEATURE,
    "const checkout = () => import('../../../routes/checkout');",
    'featureUp',
    { from: 'cart', to: 'routes' },
  ],
  // A server module uses another only through its services; `import { type X }` still loads it.
  [
    ORDERS_SERVICE,
    "import { upsertAdmin } from '../auth/auth.repository';",
    'module',
    { from: 'orders', to: 'auth', file: 'apps/server/src/modules/auth/auth.repository' },
  ],
  [ORDERS_SERVICE, "import { type UserRow } from '../auth/auth.repository';", 'module'],
  [
    at('apps/server/src/modules/catalog/brands.routes.ts'),
    "const route = await import('@shop/server/src/modules/images/image-intake');",
    'module',
  ],
  // The three cycles between modules once (docs/decisions/043): documents read an order that
  // orders writes, and orders issue documents; the cart started a guest's session through auth,
  // whose sign-in merges the cart; the session plugin read sessions through auth, whose routes
  // use the plugin. The modules above keep their imports; these are refused.
  [
    INVOICES_SERVICE,
    "import { deskOrderOf } from '../orders/orders.service';",
    'moduleOrder',
    { from: 'documents', to: 'orders' },
  ],
  [
    CART_ROUTES,
    "import { createSession } from '../auth/session.service';",
    'moduleOrder',
    { from: 'cart', to: 'auth' },
  ],
  [
    SESSION_PLUGIN,
    "import { loadSession } from '../modules/auth/session.service';",
    'layer',
    { from: 'plugins/', to: 'modules/' },
  ],
  // The order holds for types too, and for a module it does not list yet.
  [
    ORDERS_SERVICE,
    "import type { CheckoutSettings } from '../checkout/checkout.service';",
    'moduleOrder',
    { from: 'orders', to: 'checkout' },
  ],
  [
    at('apps/server/src/modules/example/example.service.ts'),
    "import { recordAudit } from '../audit/audit.service';",
    'unlistedModule',
    { module: 'example' },
  ],
  [
    ORDERS_SERVICE,
    "import { exampleOf } from '../example/example.service';",
    'unlistedModule',
    { module: 'example' },
  ],
  // No layer imports one above it: db/ no helper or module, not even a type; lib/ no plugin,
  // module or start-up code; plugins/ no module; a module no start-up code or composition root.
  [
    at('apps/server/src/db/seed/seed.ts'),
    "import { storeImages } from '../../modules/images/images.service';",
    'layer',
    { from: 'db/', to: 'modules/' },
  ],
  [
    at('apps/server/src/db/client.ts'),
    "import type { CurrentUser } from '../plugins/session-store';",
    'layer',
    { from: 'db/', to: 'plugins/' },
  ],
  [
    at('apps/server/src/db/seed/svg-kit.ts'),
    "import { imageLibrary } from '../../lib/image-library';",
    'layer',
    { from: 'db/', to: 'lib/' },
  ],
  [
    at('apps/server/src/lib/rate-limit.ts'),
    "import { requireUser } from '../plugins/guards';",
    'layer',
    { from: 'lib/', to: 'plugins/' },
  ],
  [
    at('apps/server/src/lib/paging.ts'),
    "import { readCart } from '../modules/cart/cart.service';",
    'layer',
    { from: 'lib/', to: 'modules/' },
  ],
  [
    at('apps/server/src/lib/clock.ts'),
    "import type { AppConfig } from '../config';",
    'layer',
    { from: 'lib/', to: 'config.ts' },
  ],
  [
    at('apps/server/src/plugins/guards.ts'),
    "import type { CurrentUser } from '../modules/auth/auth.service';",
    'layer',
    { from: 'plugins/', to: 'modules/' },
  ],
  [
    ORDERS_SERVICE,
    "import { seedDemoCatalogue } from '../../startup/demo-catalogue';",
    'layer',
    { from: 'modules/', to: 'startup/' },
  ],
  [
    ORDERS_SERVICE,
    "import type { App } from '../../app';",
    'layer',
    { from: 'modules/', to: 'the composition root' },
  ],
  // The web's lib/ imports no component, feature or screen, and components/ no feature.
  [
    at('apps/web/src/lib/failure-toast.ts'),
    "import { toast } from '@/components/ui/use-toast';",
    'webLayer',
    { from: 'lib', to: 'components' },
  ],
  [
    at('apps/web/src/lib/use-move-focus.ts'),
    "import type { MoveDirection } from '../components/ui/move-buttons';",
    'webLayer',
    { from: 'lib', to: 'components' },
  ],
  [
    at('apps/web/src/lib/format.ts'),
    "import { useCart } from '@/features/cart/api/get-cart';",
    'webLayer',
    { from: 'lib', to: 'features' },
  ],
  [
    at('apps/web/src/lib/lazy-slot.tsx'),
    "import { router } from '@/app/router';",
    'webLayer',
    { from: 'lib', to: 'app' },
  ],
  [
    at('apps/web/src/components/line-item.tsx'),
    "import { useCart } from '@/features/cart/api/get-cart';",
    'webLayer',
    { from: 'components', to: 'features' },
  ],
  // Scripts use the server's entry points, not its modules, and never the web app.
  [
    BENCH_SCRIPT,
    "import { upsertAdmin } from '../apps/server/src/modules/auth/auth.repository';",
    'serverEntry',
    { to: 'apps/server/src/modules/auth/auth.repository' },
  ],
  [
    BENCH_SCRIPT,
    "import { formatUsd } from '../apps/web/src/lib/format';",
    'tooling',
    { from: 'scripts', to: 'apps/web' },
  ],
  // e2e tests drive the running shop: no app source, not even the server's.
  [
    E2E_SPEC,
    "import { cartStore } from '../apps/web/src/features/cart/cart-store';",
    'tooling',
    { from: 'e2e', to: 'apps/web' },
  ],
  [
    E2E_SPEC,
    "import { hashPassword } from '../apps/server/src/lib/password';",
    'tooling',
    { from: 'e2e', to: 'apps/server' },
  ],
  // Nothing in the apps uses scripts/ or e2e/.
  [
    at('apps/server/src/main.ts'),
    "import { generateCatalogue } from '../../../scripts/generate-catalogue';",
    'app',
    { from: 'apps/server', to: 'scripts' },
  ],
];

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
  invalid: refusals.map(([filename, code, messageId, data]) => ({
    filename,
    code,
    errors: [data ? { messageId, data } : { messageId }],
  })),
});
