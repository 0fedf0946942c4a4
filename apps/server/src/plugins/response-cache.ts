import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Product } from '@shop/contract/catalog-schemas';
import type { ChargeRules } from '@shop/contract/charges';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { GenerationCache, invalidateOnNotify } from '../lib/generation-cache';

const CATALOG_CHANNEL = 'catalog_changed';

/** Serialized responses by URL, in one generation per catalogue version. */
export class ResponseCache extends GenerationCache<string> {
  /** Cacheable requests answered from the cache, and those that were not (for /metrics). */
  readonly lookups = { hit: 0, miss: 0 };
}

/** Products by id as the catalogue has them now, for pricing an order without reading them again. */
export class ProductCache extends GenerationCache<Product> {}

/** The shipping zones and tax rates orders are charged with (issue 37), kept as one entry. */
export class ChargeRulesCache extends GenerationCache<ChargeRules> {}

/** A page's HTML with its first reads inlined, for a visitor without a cookie (modules/spa/spa.ts). */
export interface GuestPage {
  status: number;
  html: string;
}

/** Guests' pages by URL, made only from the response cache's answers, so as fresh as they are. */
export class GuestPageCache extends GenerationCache<GuestPage> {}

/** At most this many guests' pages are kept (a few dozen kilobytes each). */
const GUEST_PAGE_ENTRIES = 200;

/** At most this many products are kept (about a kilobyte each). */
const PRODUCT_CACHE_ENTRIES = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
    productCache: ProductCache;
    guestPageCache: GuestPageCache;
    chargeRulesCache: ChargeRulesCache;
  }
  interface FastifyContextConfig {
    /** Public catalogue reads: the same for every non-admin visitor, changed only by catalogue writes. */
    catalogCache?: boolean;
  }
  interface FastifyRequest {
    cacheGeneration: number | undefined;
  }
}

/**
 * A public catalogue read's route options: tagged `catalog`, answered from the response cache for
 * every non-admin visitor (`catalogCache`), and its schema as given.
 */
export const catalogRead = <S extends FastifySchema>(schema: S) => ({
  config: { catalogCache: true },
  schema: { tags: ['catalog'], ...schema },
});

/**
 * Caches catalogue responses in memory, for guests and doctors (admins always read the database),
 * products by id for pricing orders (docs/decisions/026), and the shipping zones and tax rates
 * orders are charged with (decision 051).
 * Correct with any number of server processes: PostgreSQL triggers NOTIFY `catalog_changed` on
 * every catalogue write (db/objects/catalog-change-notifications.sql), and each process drops its cache when told; while its
 * LISTEN connection is down it caches nothing.
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; maxEntries: number }) => {
    const cache = new ResponseCache(opts.maxEntries);
    const products = new ProductCache(PRODUCT_CACHE_ENTRIES);
    // Pages are made of cached answers only, so none is kept when answers are not (decision 007).
    const pages = new GuestPageCache(opts.maxEntries === 0 ? 0 : GUEST_PAGE_ENTRIES);
    app.decorate('responseCache', cache);
    app.decorate('productCache', products);
    app.decorate('guestPageCache', pages);
    const chargeRules = new ChargeRulesCache(1);
    app.decorate('chargeRulesCache', chargeRules);
    app.decorateRequest('cacheGeneration', undefined);

    const isCacheable = (request: FastifyRequest) =>
      request.method === 'GET' &&
      request.routeOptions.config.catalogCache === true &&
      request.currentUser?.role !== 'admin';

    app.addHook('onRequest', async (request, reply) => {
      if (!isCacheable(request)) return;
      const hit = cache.get(request.url);
      if (hit !== undefined) {
        cache.lookups.hit += 1;
        return reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(hit);
      }
      cache.lookups.miss += 1;
      request.cacheGeneration = cache.generation;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const generation = request.cacheGeneration;
      if (generation !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
        cache.set(request.url, generation, payload);
      }
      return payload;
    });

    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = await invalidateOnNotify(
        opts.database,
        CATALOG_CHANNEL,
        [cache, products, pages, chargeRules],
        app.log,
      );
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  },
);
