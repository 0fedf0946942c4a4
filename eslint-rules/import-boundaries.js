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
 * A file's place: its part of the workspace and, where it matters, its web feature, its web area
 * (`app` or `routes`) and its server module.
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
    module: /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1],
    inServerDb: file.startsWith('apps/server/src/db/'),
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
 *   that uses both, as a prop, or the piece moves to lib/ or components/ when it is generic), and a
 *   feature reaching up into app/ or routes/, which compose the features;
 * - one server module's code in another except through its `*.service.ts` files. An `import type` /
 *   `export type` of any file is allowed: it is erased from the build (verbatimModuleSyntax), so it
 *   runs none of the other module's code, and the type checker keeps the shape honest. An inline
 *   `import { type X }` is not type-only: it still loads the module;
 * - any server module in db/, which every module builds on.
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
      module:
        'modules/{{from}} may use modules/{{to}} only through its *.service.ts files (or an `import type`), not {{file}}.',
      db: 'db/ may not import from modules/{{to}}: every module builds on db/, so db/ depends on none of them.',
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
      if (importer.feature && target.feature && importer.feature !== target.feature) {
        report('feature', { from: importer.feature, to: target.feature });
      } else if (importer.feature && target.webArea) {
        report('featureUp', { from: importer.feature, to: target.webArea });
      } else if (importer.inServerDb && target.module) {
        report('db', { to: target.module });
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
