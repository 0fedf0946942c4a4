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
/** A file of the server's or the web app's source by its path from their src/. */
const server = (file: string) => at(`apps/server/src/${file}`);
const web = (file: string) => at(`apps/web/src/${file}`);

const CART_FEATURE = web('features/cart/components/cart-panel.tsx');
const ORDERS_SERVICE = server('modules/orders/orders.service.ts');
const ORDER_STATUS_SERVICE = server('modules/orders/order-status.service.ts');
const INVOICES_SERVICE = server('modules/documents/invoices.service.ts');
const INVOICES_ROUTES_TEST = server('modules/documents/invoices.routes.test.ts');
const AUTH_ROUTES = server('modules/auth/auth.routes.ts');
const CART_ROUTES = server('modules/cart/cart.routes.ts');
const SESSION_PLUGIN = server('plugins/session.ts');
const BENCH_SCRIPT = at('scripts/bench-support.ts');
const E2E_SPEC = at('e2e/checkout.spec.ts');

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

/** The one error the rule reports for a refused import: its message and, where checked, its data. */
type Report = { messageId: string; data?: Record<string, string> };

/** The report of an import from one part to another that may not use it. */
const crossing = (messageId: string, from: string, to: string): Report => ({ messageId, data: { from, to } });

/** Imports the rule refuses, each a file and its code, every one with the error `report`. */
const refused = (report: Report, imports: [filename: string, code: string][]) =>
  imports.map(([filename, code]) => ({ filename, code, errors: [report] }));

const refusals = [
  // The apps share code only through the contract.
  ...refused(crossing('app', 'apps/server', 'apps/web'), [
    [server('app.ts'), "import { formatUsd } from '@shop/web/src/lib/format';"],
  ]),
  ...refused(crossing('app', 'apps/web', 'apps/server'), [
    [CART_FEATURE, "import { buildApp } from '../../../../../server/src/app';"],
  ]),
  // The contract imports neither app.
  ...refused({ messageId: 'contract', data: { to: 'apps/server' } }, [
    [at('packages/contract/src/pricing.ts'), "import { config } from '@shop/server/src/config';"],
  ]),
  // One web feature does not import another: relatively, through `@/`, or by the package name.
  ...refused(crossing('feature', 'cart', 'catalog'), [
    [CART_FEATURE, "import { ProductCard } from '../../catalog/components/product-card';"],
    [CART_FEATURE, "export { useProducts } from '@/features/catalog/api/get-products';"],
    [CART_FEATURE, "import { ProductCard } from '@shop/web/src/features/catalog/components/product-card';"],
  ]),
  // A feature does not reach up into app/ or routes/.
  ...refused(crossing('featureUp', 'cart', 'app'), [
    [CART_FEATURE, "import { Header } from '@/app/layout/header';"],
  ]),
  ...refused(crossing('featureUp', 'cart', 'routes'), [
    [CART_FEATURE, "const checkout = () => import('../../../routes/checkout');"],
  ]),
  // A server module uses another only through its services; `import { type X }` still loads it.
  ...refused(
    {
      messageId: 'module',
      data: { from: 'orders', to: 'auth', file: 'apps/server/src/modules/auth/auth.repository' },
    },
    [[ORDERS_SERVICE, "import { upsertAdmin } from '../auth/auth.repository';"]],
  ),
  ...refused({ messageId: 'module' }, [
    [ORDERS_SERVICE, "import { type UserRow } from '../auth/auth.repository';"],
    [
      server('modules/catalog/brands.routes.ts'),
      "const route = await import('@shop/server/src/modules/images/image-intake');",
    ],
  ]),
  // The three cycles between modules once (docs/decisions/043): documents read an order that
  // orders writes, and orders issue documents; the cart started a guest's session through auth,
  // whose sign-in merges the cart; the session plugin read sessions through auth, whose routes
  // use the plugin. The modules above keep their imports; these are refused.
  ...refused(crossing('moduleOrder', 'documents', 'orders'), [
    [INVOICES_SERVICE, "import { deskOrderOf } from '../orders/orders.service';"],
  ]),
  ...refused(crossing('moduleOrder', 'cart', 'auth'), [
    [CART_ROUTES, "import { createSession } from '../auth/session.service';"],
  ]),
  ...refused(crossing('layer', 'plugins/', 'modules/'), [
    [SESSION_PLUGIN, "import { loadSession } from '../modules/auth/session.service';"],
  ]),
  // The order holds for types too, and for a module it does not list yet.
  ...refused(crossing('moduleOrder', 'orders', 'checkout'), [
    [ORDERS_SERVICE, "import type { CheckoutSettings } from '../checkout/checkout.service';"],
  ]),
  ...refused({ messageId: 'unlistedModule', data: { module: 'example' } }, [
    [server('modules/example/example.service.ts'), "import { recordAudit } from '../audit/audit.service';"],
    [ORDERS_SERVICE, "import { exampleOf } from '../example/example.service';"],
  ]),
  // No layer imports one above it: db/ no helper or module, not even a type; lib/ no plugin,
  // module or start-up code; plugins/ no module; a module no start-up code or composition root.
  ...refused(crossing('layer', 'db/', 'modules/'), [
    [server('db/seed/seed.ts'), "import { storeImages } from '../../modules/images/images.service';"],
  ]),
  ...refused(crossing('layer', 'db/', 'plugins/'), [
    [server('db/client.ts'), "import type { CurrentUser } from '../plugins/session-store';"],
  ]),
  ...refused(crossing('layer', 'db/', 'lib/'), [
    [server('db/seed/svg-kit.ts'), "import { imageLibrary } from '../../lib/image-library';"],
  ]),
  ...refused(crossing('layer', 'lib/', 'plugins/'), [
    [server('lib/rate-limit.ts'), "import { requireUser } from '../plugins/guards';"],
  ]),
  ...refused(crossing('layer', 'lib/', 'modules/'), [
    [server('lib/paging.ts'), "import { readCart } from '../modules/cart/cart.service';"],
  ]),
  ...refused(crossing('layer', 'lib/', 'config.ts'), [
    [server('lib/clock.ts'), "import type { AppConfig } from '../config';"],
  ]),
  ...refused(crossing('layer', 'plugins/', 'modules/'), [
    [server('plugins/guards.ts'), "import type { CurrentUser } from '../modules/auth/auth.service';"],
  ]),
  ...refused(crossing('layer', 'modules/', 'startup/'), [
    [ORDERS_SERVICE, "import { seedDemoCatalogue } from '../../startup/demo-catalogue';"],
  ]),
  ...refused(crossing('layer', 'modules/', 'the composition root'), [
    [ORDERS_SERVICE, "import type { App } from '../../app';"],
  ]),
  // The web's lib/ imports no component, feature or screen, and components/ no feature.
  ...refused(crossing('webLayer', 'lib', 'components'), [
    [web('lib/failure-toast.ts'), "import { toast } from '@/components/ui/use-toast';"],
    [web('lib/use-move-focus.ts'), "import type { MoveDirection } from '../components/ui/move-buttons';"],
  ]),
  ...refused(crossing('webLayer', 'lib', 'features'), [
    [web('lib/format.ts'), "import { useCart } from '@/features/cart/api/get-cart';"],
  ]),
  ...refused(crossing('webLayer', 'lib', 'app'), [
    [web('lib/lazy-slot.tsx'), "import { router } from '@/app/router';"],
  ]),
  ...refused(crossing('webLayer', 'components', 'features'), [
    [web('components/line-item.tsx'), "import { useCart } from '@/features/cart/api/get-cart';"],
  ]),
  // Scripts use the server's entry points, not its modules, and never the web app.
  ...refused({ messageId: 'serverEntry', data: { to: 'apps/server/src/modules/auth/auth.repository' } }, [
    [BENCH_SCRIPT, "import { upsertAdmin } from '../apps/server/src/modules/auth/auth.repository';"],
  ]),
  ...refused(crossing('tooling', 'scripts', 'apps/web'), [
    [BENCH_SCRIPT, "import { formatUsd } from '../apps/web/src/lib/format';"],
  ]),
  // e2e tests drive the running shop: no app source, not even the server's.
  ...refused(crossing('tooling', 'e2e', 'apps/web'), [
    [E2E_SPEC, "import { cartStore } from '../apps/web/src/features/cart/cart-store';"],
  ]),
  ...refused(crossing('tooling', 'e2e', 'apps/server'), [
    [E2E_SPEC, "import { hashPassword } from '../apps/server/src/lib/password';"],
  ]),
  // Nothing in the apps uses scripts/ or e2e/.
  ...refused(crossing('app', 'apps/server', 'scripts'), [
    [server('main.ts'), "import { generateCatalogue } from '../../../scripts/generate-catalogue';"],
  ]),
];

/** Imports the rule lets through, each a file and its code. */
const allowed: [filename: string, code: string][] = [
  // Web: the contract, the feature's own files, the shared lib, and the screens composing features.
  [CART_FEATURE, "import { bulkPrice } from '@shop/contract/pricing';"],
  [CART_FEATURE, "import { useCart } from '@/features/cart/api/get-cart';"],
  [CART_FEATURE, "import { useCart } from '@shop/web/src/features/cart/api/get-cart';"],
  [CART_FEATURE, "import { formatUsd } from '../../../lib/format';"],
  // Web layers: components/ and lib/ use what stands below them.
  [web('components/ui/toast.tsx'), "import { useToasts } from '@/lib/use-toast';"],
  [web('lib/failure-toast.ts'), "import { toast } from './use-toast';"],
  [web('routes/checkout.tsx'), "import { CheckoutForm } from '@/features/checkout/components/form';"],
  [web('app/router.tsx'), "const home = () => import('@/routes/home');"],
  // Server: another module's service, any file of one's own module, a type-only import, the e-mail
  // layout and another domain's e-mails.
  [ORDERS_SERVICE, "import { readCart } from '../cart/cart.service';"],
  [ORDERS_SERVICE, "import { insertOrder } from './orders.repository';"],
  [ORDERS_SERVICE, "import type { UserRow } from '../auth/auth.repository';"],
  [ORDERS_SERVICE, "export type { UserRow } from '../auth/auth.repository';"],
  [ORDERS_SERVICE, "import { letter } from '../email/email.layout';"],
  [ORDERS_SERVICE, "import { recallNoticeEmail } from '../recalls/recall.emails';"],
  [ORDERS_SERVICE, "import { AppError } from '../../lib/app-error';"],
  // A module uses the modules below it in SERVER_MODULES: status changes issue documents, sign-in
  // merges the guest cart.
  [ORDER_STATUS_SERVICE, "import { issueOrderDocuments } from '../documents/invoices.service';"],
  [AUTH_ROUTES, "import { mergeGuestCart } from '../cart/cart.service';"],
  // What two modules need moves down: an order's view beside its writer in db/, the session store
  // into plugins/, which every module may use.
  [INVOICES_SERVICE, "import { deskOrderOf } from '../../db/order-views';"],
  [CART_ROUTES, "import { startGuestSession } from '../../plugins/session';"],
  // Tests and their helpers drive the whole app: no module order or layer holds them.
  [INVOICES_ROUTES_TEST, "import { changeOrderStatus } from '../orders/order-status.service';"],
  [server('test/order-fixtures.ts'), "import { createSession } from '../plugins/session-store';"],
  // Each layer builds on those below: db/ on itself and the contract, lib/ on db/, plugins/ on lib/
  // and db/; start-up code beside main.ts may use modules.
  [server('db/seed/seed.ts'), "import { products } from '../schema/catalog';"],
  [server('lib/rate-limit.ts'), "import { rateLimitCounters } from '../db/schema/system';"],
  [SESSION_PLUGIN, "import { invalidateOnNotify } from '../lib/generation-cache';"],
  [SESSION_PLUGIN, "import { loadSession } from './session-store';"],
  [server('config.ts'), "import { parseAddressList } from './lib/address-list';"],
  [server('startup/prepare-database.ts'), "import { upsertAdmin } from '../modules/auth/auth.repository';"],
  [server('main.ts'), "import { prepareDatabase } from './startup/prepare-database';"],
  // Scripts: the contract, their own files and the server's entry points.
  [BENCH_SCRIPT, "import { buildApp } from '../apps/server/src/app';"],
  [BENCH_SCRIPT, "import type {} from '../apps/server/src/types';"],
  [BENCH_SCRIPT, "import { openServerDatabase } from '../apps/server/src/db/client';"],
  [BENCH_SCRIPT, "import { hashPassword } from '../apps/server/src/lib/password';"],
  [BENCH_SCRIPT, "import { generateCatalogue } from './generate-catalogue';"],
  // e2e: the contract, the Playwright config and its own helpers.
  [E2E_SPEC, "import { checkoutDetails } from '@shop/contract/checkout-fixture';"],
  [E2E_SPEC, "import { E2E_ADMIN } from '../playwright.config';"],
  [E2E_SPEC, "import { signInAsAdmin } from './support';"],
  // Dependencies and files outside the checked parts are not boundaries.
  [E2E_SPEC, "import { test } from '@playwright/test';"],
  [at('vitest.config.ts'), "import x from './apps/web/src/features/cart/x';"],
];

ruleTester.run('shop/import-boundaries', importBoundaries, {
  valid: allowed.map(([filename, code]) => ({ filename, code })),
  invalid: refusals,
});
