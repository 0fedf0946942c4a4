import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from 'node:process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * In production the server fills the shop's settings into index.html when it serves it; under
 * `vite dev` this plugin does the same, so the app reads them the same way in both.
 */
function shopSettingsInDev(): Plugin {
  return {
    name: 'shop-settings-in-dev',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replaceAll('__SHOP_NAME__', escapeHtml(env.SHOP_NAME ?? 'Medora Supply'))
        .replaceAll('__CURRENCY__', 'USD'),
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) copy beside each built script, stylesheet and
 * SVG; the server sends the copy the browser accepts (`preCompressed` in spa.ts) instead of
 * compressing on every request at the low levels fit for that (brotli 4): the home page's script is
 * some 18 KB smaller, and a busy server spends no CPU on it (decision 046).
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipAsync(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The screens a shopper browses from the home page (the pages table's screen keys). */
const CATALOGUE_SCREENS = ['src/routes/products.tsx', 'src/routes/category.tsx', 'src/routes/product.tsx'];
const HOME_SCREEN = 'src/routes/home.tsx';
const APP_ENTRY = 'the app';

/**
 * Names the chunk of a module the catalogue's screens need: `common` when the home page needs it
 * too, `catalogue` when only the catalogue's screens (and screens opened later, such as checkout)
 * do; anything else is chunked as Vite would. Split the default way, a product page loaded 22
 * scripts of 1 to 12 KB besides the entry, which a phone fetches six at a time over HTTP/1.1, a
 * round trip each (Lighthouse put its largest paint at 2.6 s); with these chunks it loads five
 * (2.1 s). The home page never loads `catalogue`, so its first load is still only what it needs
 * (issue 3's 150 KB limit); a `common` module is one the home page needs, so it loads nothing extra
 * (decision 046).
 */
function catalogueChunks(): Rolldown.CodeSplittingNameFunction {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const screenKey = (id: string) => path.relative(root, id).split(path.sep).join('/');
  // The entries whose static imports reach the module: the app's entry and each module loaded by
  // `import()` (a screen, a lazy dialog), by their keys relative to this folder.
  const entriesOf = (id: string, ctx: Rolldown.ChunkingContext) => {
    const entries = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const info = ctx.getModuleInfo(next);
      if (!info) continue;
      if (info.isEntry) entries.add(APP_ENTRY);
      else if (info.dynamicImporters.length > 0) entries.add(screenKey(next));
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return entries;
  };
  return (id, ctx) => {
    const info = ctx.getModuleInfo(id);
    // An entry stays a chunk of its own, and admin code is left alone: a shopper never loads it.
    const isEntry = !info || info.isEntry || info.dynamicImporters.length > 0;
    if (isEntry || /[\\/]admin[\\/]/.test(id)) return null;
    const entries = entriesOf(id, ctx);
    // What the app's entry imports is in the shell already.
    if (entries.has(APP_ENTRY)) return null;
    if (!CATALOGUE_SCREENS.some((screen) => entries.has(screen))) return null;
    return entries.has(HOME_SCREEN) ? 'common' : 'catalogue';
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), shopSettingsInDev(), precompressAssets()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The contract's schemas in the browser: zod set to check without eval (src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    // The Host header stays the dev server's, so the API's same-origin check accepts the browser's
    // Origin (the string shorthand would rewrite Host to the API's).
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/images': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to preload the requested screen's chunk (spa.ts); it is never served.
    manifest: true,
    // Every browser the shop supports (evergreen Chromium, Firefox and Safari 17+) preloads modules
    // itself; the polyfill would only add to the first-load script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every module the entry imports statically is in one chunk: the first load is one script
        // and one gzip stream, instead of the entry plus the small shared chunks the lazy screens
        // would otherwise split off it (about 3 KB gzip less on the home page).
        // The icons the lazy screens use are one chunk, not one each: an icon is a pure
        // createLucideIcon call (nothing to keep twice or in order), and a catalogue screen loads
        // 6 to 13 fewer scripts for some 5 KB brotli more (decision 046). Those the shell uses stay
        // in the shell, whose group ranks first.
        // The rest of what the catalogue's screens share is two chunks (catalogueChunks); the group
        // names each module by where it is used, so it takes no module's dependencies along.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 1 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
            { name: catalogueChunks(), priority: -1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
