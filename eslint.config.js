import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The workspace's parts, and which parts each may import: the apps share code only through the
 * contract, and the contract stands alone (it is compiled into both apps).
 */
const PARTS = {
  'apps/web': ['apps/web', 'packages/contract'],
  'apps/server': ['apps/server', 'packages/contract'],
  'packages/contract': ['packages/contract'],
};
const PACKAGE_PARTS = {
  '@shop/web': 'apps/web',
  '@shop/server': 'apps/server',
  '@shop/contract': 'packages/contract',
};
const WEB_SRC = 'apps/web/src/';

/** A file's place: its part of the workspace and, in the web app, its feature folder. */
function placeOf(absolutePath) {
  const file = path
    .relative(import.meta.dirname, absolutePath)
    .split(path.sep)
    .join('/');
  const part = Object.keys(PARTS).find((name) => file.startsWith(`${name}/`));
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
  return { file, part, feature };
}

/** Where an import points: a relative path, the web app's `@/` alias or a workspace package. */
function targetOf(specifier, importer) {
  if (specifier.startsWith('.')) return placeOf(path.resolve(path.dirname(importer.absolute), specifier));
  if (specifier.startsWith('@/') && importer.part === 'apps/web') {
    return placeOf(path.join(import.meta.dirname, WEB_SRC, specifier.slice(2)));
  }
  const name = specifier.split('/').slice(0, 2).join('/');
  const part = PACKAGE_PARTS[name];
  return part ? { file: specifier, part, feature: undefined } : undefined;
}

/**
 * Imports across boundaries: one app's code in the other, either app's code in the contract, and
 * one web feature's code in another (a feature that needs another's piece gets it from the screen
 * that uses both, as a prop, or the piece moves to lib/ or components/ when it is generic).
 */
const importBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      app: '{{from}} may not import from {{to}}: the apps share code only through packages/contract.',
      contract: 'packages/contract may not import from {{to}}: both apps use it, so it depends on neither.',
      feature:
        'features/{{from}} may not import from features/{{to}}: have the route or app pass it in as a prop, or move it to lib/ or components/ if it is generic.',
    },
    schema: [],
  },
  create(context) {
    const importer = { ...placeOf(context.filename), absolute: context.filename };
    if (!importer.part) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(source.value, importer);
      if (!target?.part) return;
      if (!PARTS[importer.part].includes(target.part)) {
        context.report({
          node: source,
          messageId: importer.part === 'packages/contract' ? 'contract' : 'app',
          data: { from: importer.part, to: target.part },
        });
      } else if (importer.feature && target.feature && importer.feature !== target.feature) {
        context.report({
          node: source,
          messageId: 'feature',
          data: { from: importer.feature, to: target.feature },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs', '.prettierrc.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Fastify handlers and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { shop: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'shop/import-boundaries': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
