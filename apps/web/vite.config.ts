import { env } from 'node:process';
import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  plugins: [react(), tailwindcss(), shopSettingsInDev()],
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
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
