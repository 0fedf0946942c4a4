import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { generalMessages } from '@shop/contract/messages';
import { ErrorCode } from '@shop/contract/errors';
import type { FastifyInstance } from 'fastify';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Fills the shop's runtime settings into the built index.html (no inline script needed). */
export function renderIndexHtml(template: string, settings: { shopName: string; currency: string }) {
  return template
    .replaceAll('__SHOP_NAME__', escapeHtml(settings.shopName))
    .replaceAll('__CURRENCY__', escapeHtml(settings.currency));
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any
 * non-API path falls back to index.html so client routes (and the 404 page) work on reload.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? renderIndexHtml(readFileSync(indexPath, 'utf8'), app.config) : undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (wantsPage && indexHtml && !request.url.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: generalMessages.notFound, code: ErrorCode.notFound });
  });
}
