import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from 'node:process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), shopSettingsInDev(), precompressAssets()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 1 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
          ],
        },
      },
    },
  },
});
