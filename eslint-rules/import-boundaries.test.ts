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
    // db/ builds on itself and the contract; start-up code beside main.ts may use modules.
    {
      filename: at('apps/server/src/db/seed/seed.ts'),
      code: "import { products } from '../schema/catalog';",
    },
    {
      filename: at('apps/server/src/startup/prepare-database.ts'),
      code: "import { upsertAdmin } from '../modules/auth/auth.repository';",
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
    // db/ imports no module, not even a type.
    {
      filename: at('apps/server/src/db/seed/seed.ts'),
      code: "import { storeImages } from '../../modules/images/images.service';",
      errors: [{ messageId: 'db', data: { to: 'images' } }],
    },
    {
      filename: at('apps/server/src/db/client.ts'),
      code: "import type { CurrentUser } from '../modules/auth/session.service';",
      errors: [{ messageId: 'db', data: { to: 'auth' } }],
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
