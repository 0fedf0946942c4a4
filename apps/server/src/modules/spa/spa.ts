import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { generalMessages } from '@shop/contract/messages';
import { ErrorCode } from '@shop/contract/error-schemas';
import { matchPage, PAGES } from '@shop/contract/pages';
import type { FastifyInstance } from 'fastify';
import { cspDirectives, serializeCsp } from '../../plugins/security';
import { answerPage } from './initial-data';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Fills the shop's runtime settings into the built index.html (no inline script needed). */
export function renderIndexHtml(template: string, settings: { shopName: string; currency: string }) {
  return template
    .replaceAll('__SHOP_NAME__', escapeHtml(settings.shopName))
    .replaceAll('__CURRENCY__', escapeHtml(settings.currency));
}

/** CSP hashes ('sha256-…') of the page's inline scripts (attribute-less `<script>` elements). */
export function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) =>
      `sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}`,
  );
}

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file plus its static imports' files, depth first, each once. */
function chunkFiles(manifest: Manifest, key: string, seen: Set<string>): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  const imports = (chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen));
  return [chunk.file, ...imports];
}

/**
 * One index.html per screen of the pages table (packages/contract/src/pages.ts), by its manifest
 * key, with `modulepreload` links for the screen's chunk and its imports (minus what the entry
 * already loads), so they download alongside the entry instead of after it runs. Built once from
 * Vite's manifest; without one, every page gets the plain index.html.
 */
export function routeIndexHtmls(indexHtml: string, manifest: Manifest | undefined) {
  const variants = new Map<string, string>();
  if (!manifest?.['index.html']) return variants;
  const entryFiles = new Set(chunkFiles(manifest, 'index.html', new Set()));
  for (const key of new Set(PAGES.map((page) => page.screen))) {
    const files = chunkFiles(manifest, key, new Set()).filter((file) => !entryFiles.has(file));
    if (files.length === 0) continue;
    const links = files
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
      .join('');
    variants.set(key, indexHtml.replace('</head>', `${links}</head>`));
  }
  return variants;
}

function readManifest(distDir: string): Manifest | undefined {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any
 * non-API path falls back to index.html so client routes (and the 404 page) work on reload; a path
 * that names no page (or a product or category that does not exist) gets it with status 404
 * (docs/decisions/027-pages-that-name-nothing-are-404.md).
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? renderIndexHtml(readFileSync(indexPath, 'utf8'), app.config) : undefined;
  const routeHtmls = indexHtml
    ? routeIndexHtmls(indexHtml, readManifest(distDir))
    : new Map<string, string>();
  // The page's inline theme script (index.html) runs before first paint without a request of its
  // own; the page's CSP allows exactly that script by its hash, every other response keeps helmet's.
  const scriptHashes = indexHtml ? inlineScriptHashes(indexHtml) : [];
  const pageCsp =
    scriptHashes.length > 0
      ? serializeCsp(cspDirectives({ production: app.config.env === 'production', scriptHashes }))
      : undefined;
  const pageFor = (url: string) => {
    const screen = matchPage(url.split('?', 1)[0] ?? url)?.page.screen;
    return (screen && routeHtmls.get(screen)) ?? indexHtml;
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // Vite's build manifest (dist/.vite) is for the server only. The build writes a brotli and a
      // gzip copy beside each script and stylesheet (vite.config.ts): the one the browser accepts is
      // sent in place of the file, so no request compresses it again (decision 046).
      preCompressed: true,
      globIgnore: ['index.html', '.vite/**', '**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  // Pages are a route of their own (not the not-found handler) so they pass through every route hook,
  // compression included. The files above are more specific routes and win over this wildcard.
  if (indexHtml) {
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const isFile = request.url.startsWith('/assets/') || request.url.startsWith('/.vite/');
      if (request.url.startsWith('/api/') || isFile) {
        reply.callNotFound();
        return reply;
      }
      // A first visit (no cookie) gets the page made from the response cache's answers, kept whole
      // until the catalogue changes; anyone else's page is made for them.
      const guest = request.method === 'GET' && !request.headers.cookie;
      const generation = app.guestPageCache.generation;
      let made = guest ? app.guestPageCache.get(request.url) : undefined;
      if (!made) {
        let html = pageFor(request.url) ?? indexHtml;
        const { status, additions, fromCache } = await answerPage(app, request);
        if (additions) {
          // Replacer functions: the data may hold `$&` and the like, which a replacement string expands.
          html = html
            .replace('</head>', () => `${additions.head}</head>`)
            .replace('</body>', () => `${additions.body}</body>`);
        }
        made = { status, html };
        if (guest && fromCache) app.guestPageCache.set(request.url, generation, made);
      }
      if (pageCsp) reply.header('content-security-policy', pageCsp);
      // A path that names nothing is a 404 (no "soft 404" for crawlers and monitors), sent as the
      // app's page all the same, so the browser shows the app's not-found screen.
      // A page may carry the visitor's own answers (an admin's listing differs): never a shared cache;
      // `no-cache` also means a 404 is asked again, so a product added later is found at once.
      return reply
        .status(made.status)
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(made.html);
    });
  }

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: generalMessages.notFound, code: ErrorCode.notFound }),
  );
}
