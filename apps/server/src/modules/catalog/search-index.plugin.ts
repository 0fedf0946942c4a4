import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { readSearchSource } from './products.repository';
import { SearchIndex } from './search-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's search in memory; undefined when SEARCH_INDEX=database. */
    searchIndex: SearchIndex | undefined;
  }
}

/**
 * Each process's in-memory search index (search-index.ts, docs/decisions/039): first built once the
 * app is ready, then again whenever a search finds the catalogue's search version moved on.
 */
export const searchIndexPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; enabled: boolean }) => {
    if (!opts.enabled) {
      app.decorate('searchIndex', undefined);
      return;
    }
    const index = new SearchIndex(
      () => readSearchSource(opts.database.db),
      (err) =>
        app.log.error({ err }, 'the search index could not be built; searching the database meanwhile'),
    );
    app.decorate('searchIndex', index);
    app.addHook('onReady', async () => index.build());
    app.addHook('onClose', async () => index.settled());
  },
);
