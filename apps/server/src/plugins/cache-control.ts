import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The public catalogue reads (`config.catalogCache`, see response-cache.ts) are the same for every
 * guest and doctor and keep the headers they send today; an admin's differ (page size, inactive
 * carousel items), so they are treated like any other signed-in answer.
 */
const isPublicCatalogueRead = (request: FastifyRequest) =>
  request.routeOptions.config.catalogCache === true && request.currentUser?.role !== 'admin';

/**
 * Every API answer says `Cache-Control: no-store` unless its route set a cache header of its own
 * (images) or it is a public catalogue read: an account, a cart, an order or an admin screen must
 * never be kept by a shared proxy or replayed from the browser's cache after sign-out. One place,
 * so a new route is private by default. Pages set their own `private, no-cache` (modules/spa).
 */
export const cacheControlPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    if (!isPublicCatalogueRead(request)) void reply.header('cache-control', 'no-store');
    return payload;
  });
});
