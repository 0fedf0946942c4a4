import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { readSearchSource } from './products.repository';
import { SearchIndex } from './search-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's search (decision 039). */
    searchIndex: SearchIndex;
  }
}

/**
 * Each process's search index (search-index.ts, decision 039): first built once the app is ready,
 * so the first search need not wait, then again whenever a search finds the catalogue's search
 * version moved on.
 */
export const searchIndexPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const index = new SearchIndex(() => readSearchSource(opts.database.db));
  app.decorate('searchIndex', index);
  app.addHook('onReady', async () => {
    // A failure here is the first search's to report (it builds again); the start goes on.
    index
      .build()
      .catch((err: unknown) => app.log.warn({ err }, 'the search index could not be built at start'));
  });
  app.addHook('onClose', async () => index.settled());
});
