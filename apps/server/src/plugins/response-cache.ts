import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

const CATALOG_CHANNEL = 'catalog_changed';

/**
 * Serialized responses by URL, bounded, in insertion (≈ least recently stored) order. Every entry
 * belongs to one generation; a catalogue change starts a new generation and empties the cache.
 */
export class ResponseCache {
  private readonly entries = new Map<string, string>();
  private gen = 0;
  private live = false;

  constructor(private readonly maxEntries: number) {}

  get generation() {
    return this.gen;
  }

  /** Whether invalidations are being received; without them nothing is cached. */
  get enabled() {
    return this.live;
  }

  get(key: string) {
    return this.live ? this.entries.get(key) : undefined;
  }

  /**
   * Stores a response computed from data read during generation `generation`. If the catalogue
   * changed meanwhile, the response may be stale and is not stored.
   */
  set(key: string, generation: number, body: string) {
    if (!this.live || generation !== this.gen || this.maxEntries === 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, body);
  }

  invalidate() {
    this.gen += 1;
    this.entries.clear();
  }

  setLive(live: boolean) {
    this.invalidate();
    this.live = live;
  }

  get size() {
    return this.entries.size;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
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
 * Caches catalogue responses in memory, for guests and doctors (admins always read the database).
 * Correct with any number of server processes: PostgreSQL triggers NOTIFY `catalog_changed` on
 * every catalogue write (migration 0002), and each process drops its cache when told; while its
 * LISTEN connection is down it caches nothing.
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; maxEntries: number }) => {
    const cache = new ResponseCache(opts.maxEntries);
    app.decorate('responseCache', cache);
    app.decorateRequest('cacheGeneration', undefined);

    const isCacheable = (request: FastifyRequest) =>
      request.method === 'GET' &&
      request.routeOptions.config.catalogCache === true &&
      request.currentUser?.role !== 'admin';

    app.addHook('onRequest', async (request, reply) => {
      if (!isCacheable(request)) return;
      const hit = cache.get(request.url);
      if (hit !== undefined) {
        return reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(hit);
      }
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
      stop = await opts.database.listen(CATALOG_CHANNEL, {
        onNotify: () => {
          cache.invalidate();
        },
        onStateChange: (live) => {
          cache.setLive(live);
          if (!live) app.log.warn('catalogue change notifications lost: caching paused');
        },
      });
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  },
);
