// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: every boundary below is a path relative to it. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files at the top of the repository (playwright.config.ts, vitest.config.ts …). */
const ROOT_FILES = 'root';

/**
 * The workspace's parts, and which parts each may import: the apps share code only through the
 * contract, the contract stands alone (it is compiled into both apps), scripts may use the server's
 * entry points (see SERVER_ENTRY_POINTS), and the browser tests drive the running shop, so they share
 * only the contract and the Playwright config with it.
 * @type {Record<string, string[]>}
 */
const PARTS = {
  'apps/web': ['apps/web', 'packages/contract'],
  'apps/server': ['apps/server', 'packages/contract'],
  'packages/contract': ['packages/contract'],
  scripts: ['scripts', 'packages/contract', 'apps/server'],
  e2e: ['e2e', 'packages/contract', ROOT_FILES],
};

/**
 * What scripts (bench, load, data generation) may use of the server: the composition root
 * (`buildApp`, the background jobs, the config, the ambient types), the database layer and the shared helpers. A module's
 * routes, services or repositories, a plugin or the test helpers are the server's inside.
 */
const SERVER_ENTRY_POINTS = [
  /^apps\/server\/src\/(app|background-jobs|config|types)(\.d\.ts|\.ts|\.js)?$/,
  /^apps\/server\/src\/(db|lib)\//,
];

/**
 * Another server module's files that are its public surface besides its `*.service.ts` files: the
 * email module's layout, with which every domain writes its e-mails as blocks that only its renderer
 * turns into markup (docs/decisions/017), and each domain's e-mails (`*.emails.ts`), which another
 * module may send (checkout sends the orders module's order-received e-mails).
 */
const PUBLIC_MODULE_FILES = [
  /^apps\/server\/src\/modules\/email\/email\.layout(\.ts|\.js)?$/,
  /^apps\/server\/src\/modules\/[^/]+\/[^/]+\.emails(\.ts|\.js)?$/,
];

/**
 * The server's layers, top to bottom; a file imports from its own layer and those below it, never
 * from one above. The composition root (app.ts, main.ts, background-jobs.ts, types.d.ts) builds the
 * app from everything; startup/ prepares the database before it listens; the modules are the shop's
 * domains; plugins/ are the cross-cutting request hooks (the session store and check, the guards,
 * errors, caches), so they import no module; config.ts reads the environment; lib/ holds the
 * helpers, which may use the database; db/ holds the tables, their client and the stored shapes with
 * their views, and imports nothing else of the server. Tests and the test helpers (src/test/) stand
 * outside the layers: they drive the whole app (docs/decisions/043-module-order.md).
 */
const SERVER_LAYERS = ['root', 'startup', 'modules', 'plugins', 'config', 'lib', 'db'];

/** How the messages name a layer. */
const layerName = (/** @type {string} */ layer) =>
  layer === 'root' ? 'the composition root' : layer === 'config' ? 'config.ts' : `${layer}/`;

/**
 * The server modules, top to bottom: a module imports only the modules below it (through their
 * services, see below), so no two modules import each other, however far round. What two modules
 * both need moves down: into the lower one, a helper into lib/, a view of a stored shape next to its
 * writer in db/. One module a line: a new module goes above every module it imports and below every
 * module that imports it (docs/decisions/043-module-order.md).
 */
const SERVER_MODULES = [
  'spa', // hosts the single-page app, with the first reads a page embeds
  'dashboard', // the admin dashboard's tab counts, read across six domains' tables
  'checkout', // places an order: the cart, the prices, the stock, the licence, the credit
  'credit', // a practice's terms, what it owes, the payments against its invoices
  'returns', // a delivered order's lines asked back, approved with an RMA or refused
  'orders', // the views and the status changes of orders, which issue documents and move stock
  'documents', // invoices, credit notes, packing slips, statements
  'practices', // a clinic's members, roles, limits and invitations; an invitation's account
  'auth', // signs in and out; a guest's cart passes to the account at sign-in
  'account',
  'doctors', // registrations, the doctors list, suspension
  'support',
  'charges', // shipping zones, tax rates, exemptions: what an order pays besides its lines
  'carousel',
  'lists', // a practice's supply lists, put in the cart as Order Again puts an order
  'cart',
  'catalog',
  'recalls',
  'licences', // a renewal's document image goes through the images' intake
  'images',
  'newsletter',
  'stock',
  'health',
  'audit', // every admin change writes its entry
  'email', // every domain queues its e-mail
];

/**
 * The web app's layers, top to bottom, by the folder under src/: the screens (app/ and routes/, which
 * compose the features), the features, the shared components, and lib/ (the API client, formatting,
 * hooks without markup), which imports nothing above it.
 */
const WEB_LAYERS = [['app', 'routes'], ['features'], ['components'], ['lib']];
const webLayerRank = (/** @type {string} */ area) => WEB_LAYERS.findIndex((layer) => layer.includes(area));

/**
 * The workspace packages by name, with the folder each lives in and its `exports` pattern, so that a
 * package-name import (`@shop/web/src/features/cart/…`, `@shop/contract/pricing`) resolves to a file.
 * @type {{ name: string; dir: string; pattern: string | undefined }[]}
 */
const WORKSPACES = (() => {
  /** @param {string} file */
  const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  /** @type {string[]} */
  const dirs = readJson('package.json').workspaces;
  return dirs.map((dir) => {
    const pkg = readJson(`${dir}/package.json`);
    const pattern = pkg.exports?.['./*'];
    return { name: pkg.name, dir, pattern: typeof pattern === 'string' ? pattern : undefined };
  });
})();

/**
 * A server file's layer (see SERVER_LAYERS); undefined for a test, a test helper or a file outside
 * src/, which no layer holds.
 * @param {string} file
 */
function serverLayerOf(file) {
  const inSrc = /^apps\/server\/src\/(.+)$/.exec(file)?.[1];
  if (inSrc === undefined || inSrc.startsWith('test/') || /\.test(\.ts|\.js)?$/.test(inSrc)) return undefined;
  const [top = '', ...below] = inSrc.split('/');
  if (below.length > 0) return SERVER_LAYERS.includes(top) ? top : undefined;
  return /^config(\.ts|\.js)?$/.test(top) ? 'config' : 'root';
}

/**
 * A file's place: its part of the workspace and, where it matters, its web feature, its web area
 * (`app` or `routes`) and layer, and its server module and layer.
 * @param {string} absolutePath
 */
function placeOf(absolutePath) {
  const file = path.relative(ROOT, absolutePath).split(path.sep).join('/');
  const part =
    Object.keys(PARTS).find((name) => file === name || file.startsWith(`${name}/`)) ??
    (file.includes('/') || file.startsWith('..') ? undefined : ROOT_FILES);
  return {
    file,
    part,
    feature: /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1],
    webArea: /^apps\/web\/src\/(app|routes)(\/|$)/.exec(file)?.[1],
    webLayer: /^apps\/web\/src\/(app|routes|features|components|lib)(\/|$)/.exec(file)?.[1],
    module: /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1],
    serverLayer: serverLayerOf(file),
  };
}

/**
 * Where an import points: a relative path, the web app's `@/` alias or a workspace package (deep
 * imports included); undefined for anything else (a dependency, a Node built-in).
 * @param {string} specifier
 * @param {{ absolute: string; part: string | undefined }} importer
 */
function targetOf(specifier, importer) {
  if (specifier.startsWith('.')) return placeOf(path.resolve(path.dirname(importer.absolute), specifier));
  if (specifier.startsWith('@/') && importer.part === 'apps/web') {
    return placeOf(path.join(ROOT, 'apps/web/src', specifier.slice(2)));
  }
  const pkg = WORKSPACES.find(({ name }) => specifier === name || specifier.startsWith(`${name}/`));
  if (!pkg) return undefined;
  const subpath = specifier.slice(pkg.name.length + 1);
  const file = subpath && pkg.pattern ? pkg.pattern.replace('*', subpath) : subpath;
  return placeOf(path.join(ROOT, pkg.dir, file));
}

const isService = (/** @type {string} */ file) => /\.service(\.ts|\.js)?$/.test(file);

/**
 * Imports across boundaries:
 * - one app's code in the other, either app's code in the contract, and anything but the contract
 *   (and, for scripts, the server's entry points) in scripts/ and e2e/;
 * - one web feature's code in another (a feature that needs another's piece gets it from the screen
 *   that uses both, as a prop, or the piece moves to lib/ or components/ when it is generic), a
 *   feature reaching up into app/ or routes/, which compose the features, and components/ or lib/
 *   reaching up (WEB_LAYERS);
 * - a server file importing a layer above its own (SERVER_LAYERS), and a module importing one above
 *   it in SERVER_MODULES or one missing from it; types included, as a type names what it knows;
 * - one server module's code in another except through its `*.service.ts` files. An `import type` /
 *   `export type` of any file is allowed: it is erased from the build (verbatimModuleSyntax), so it
 *   runs none of the other module's code, and the type checker keeps the shape honest. An inline
 *   `import { type X }` is not type-only: it still loads the module.
 * @type {import('eslint').Rule.RuleModule}
 */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keep imports inside the boundaries of the workspace, the web features and the server modules.',
    },
    messages: {
      app: '{{from}} may not import from {{to}}: the apps share code only through packages/contract.',
      contract: 'packages/contract may not import from {{to}}: both apps use it, so it depends on neither.',
      tooling:
        '{{from}} may not import from {{to}}: scripts share packages/contract and the server entry points, e2e tests packages/contract and the Playwright config.',
      serverEntry:
        'scripts may not import {{to}}: of the server they use app.ts, background-jobs.ts, config.ts, types, db/ and lib/, not its modules, plugins or test helpers.',
      feature:
        'features/{{from}} may not import from features/{{to}}: have the route or app pass it in as a prop, or move it to lib/ or components/ if it is generic.',
      featureUp:
        'features/{{from}} may not import from src/{{to}}/: app/ and routes/ compose the features, not the other way round; pass what the feature needs in as a prop.',
      webLayer:
        'src/{{from}}/ may not import from src/{{to}}/: lib/ stands below components/, components/ below the features, the features below app/ and routes/. Move what both need down into {{from}}/, or have the screen pass it in.',
      layer:
        '{{from}} may not import from {{to}}: the server stands in layers (the composition root, startup/, modules/, plugins/, config.ts, lib/, db/), each importing only those below it. Move what both need down (a helper to lib/, a view of a stored shape next to its writer in db/), or have the layer above pass it in.',
      moduleOrder:
        'modules/{{from}} may not import from modules/{{to}}: {{to}} stands above {{from}} in SERVER_MODULES (eslint-rules/import-boundaries.js), so {{to}} may use {{from}} and not the reverse. Move what both need down (a view of a stored shape next to its writer in db/, a helper to lib/), or have {{to}} pass it in.',
      unlistedModule:
        'modules/{{module}} is not in SERVER_MODULES (eslint-rules/import-boundaries.js): add it on a line of its own, above the modules it imports and below those that import it.',
      module:
        'modules/{{from}} may use modules/{{to}} only through its *.service.ts files (or an `import type`), not {{file}}.',
    },
    schema: [],
  },
  create(context) {
    const importer = { ...placeOf(context.filename), absolute: context.filename };
    const importerPart = importer.part;
    const allowedParts = importerPart === undefined ? undefined : PARTS[importerPart];
    if (importerPart === undefined || !allowedParts) return {};

    /**
     * @param {import('estree').Node | null | undefined} source
     * @param {boolean} typeOnly
     */
    const check = (source, typeOnly) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(source.value, importer);
      if (!target?.part) return;
      /** @type {(messageId: string, data: Record<string, string>) => void} */
      const report = (messageId, data) => context.report({ node: source, messageId, data });

      if (!allowedParts.includes(target.part)) {
        const messageId = importerPart.startsWith('apps/')
          ? 'app'
          : importerPart === 'packages/contract'
            ? 'contract'
            : 'tooling';
        report(messageId, { from: importerPart, to: target.part });
        return;
      }
      if (importerPart === 'scripts' && target.part === 'apps/server') {
        if (!SERVER_ENTRY_POINTS.some((entry) => entry.test(target.file))) {
          report('serverEntry', { to: target.file });
        }
        return;
      }
      const importerLayer = importer.serverLayer;
      const targetLayer = target.serverLayer;
      const unlisted = [importer.module, target.module].find(
        (module) => module !== undefined && !SERVER_MODULES.includes(module),
      );
      if (importer.feature && target.feature && importer.feature !== target.feature) {
        report('feature', { from: importer.feature, to: target.feature });
      } else if (importer.feature && target.webArea) {
        report('featureUp', { from: importer.feature, to: target.webArea });
      } else if (
        importer.webLayer &&
        target.webLayer &&
        webLayerRank(target.webLayer) < webLayerRank(importer.webLayer)
      ) {
        report('webLayer', { from: importer.webLayer, to: target.webLayer });
      } else if (
        importerLayer &&
        targetLayer &&
        SERVER_LAYERS.indexOf(targetLayer) < SERVER_LAYERS.indexOf(importerLayer)
      ) {
        report('layer', { from: layerName(importerLayer), to: layerName(targetLayer) });
      } else if (
        importerLayer === 'modules' &&
        target.module &&
        target.module !== importer.module &&
        unlisted
      ) {
        report('unlistedModule', { module: unlisted });
      } else if (
        importerLayer === 'modules' &&
        importer.module &&
        target.module &&
        SERVER_MODULES.indexOf(target.module) < SERVER_MODULES.indexOf(importer.module)
      ) {
        report('moduleOrder', { from: importer.module, to: target.module });
      } else if (
        importer.module &&
        target.module &&
        importer.module !== target.module &&
        !typeOnly &&
        !isService(target.file) &&
        !PUBLIC_MODULE_FILES.some((file) => file.test(target.file))
      ) {
        report('module', { from: importer.module, to: target.module, file: target.file });
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source, 'importKind' in node && node.importKind === 'type'),
      ExportNamedDeclaration: (node) =>
        check(node.source, 'exportKind' in node && node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source, 'exportKind' in node && node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source, false),
    };
  },
};
