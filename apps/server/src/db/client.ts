import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as cart from './schema/cart';
import * as catalog from './schema/catalog';
import * as content from './schema/content';
import * as orders from './schema/orders';
import * as system from './schema/system';
import * as users from './schema/users';
import { applySchemaObjects } from './schema-objects';

export const schema = { ...users, ...catalog, ...cart, ...orders, ...content, ...system };
export type Schema = typeof schema;

/** Both drivers share this type; a transaction is one too, so repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Listener {
  /** Called for every notification on the channel. */
  onNotify: () => void;
  /** Called whenever notifications may have been missed (connection lost) and again once live. */
  onStateChange: (live: boolean) => void;
}

export interface Database {
  db: Db;
  kind: 'embedded' | 'server';
  /** How many queries it runs at once: the pool's size on a server, 1 embedded. */
  connections: number;
  migrate(): Promise<void>;
  /** Runs SQL text as written, several statements at once, outside any transaction of `db`. */
  exec(text: string): Promise<void>;
  ping(): Promise<void>;
  /** LISTENs on `channel`; the returned function stops listening. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * A dedicated connection that LISTENs on a channel and reconnects (with back-off) when it drops,
 * telling the listener when notifications may have been missed.
 */
async function listenOnServer(url: string, channel: string, listener: Listener) {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retryDelay = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onNotify();
    });
    next.on('error', () => {
      lost(next);
    });
    next.on('end', () => {
      lost(next);
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    retryDelay = 500;
    listener.onStateChange(true);
  };

  const lost = (which: pg.Client) => {
    if (which !== client || stopped) return;
    client = undefined;
    listener.onStateChange(false);
    void which.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => {
        retryDelay = Math.min(retryDelay * 2, 30_000);
        scheduleReconnect();
      });
    }, retryDelay);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed 64-bit number: server processes starting together take turns at migrating.
const MIGRATION_LOCK_ID = 7_302_115_001;

export async function openServerDatabase(url: string, poolSize = 10): Promise<Database> {
  // A request waits at most 5 s for a connection: with the server down or every connection busy it
  // fails (503, lib/db-errors.ts) instead of hanging until the proxy gives up.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries still report errors.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'server',
    connections: poolSize,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        await applySchemaObjects({
          exec: async (text) => {
            await client.query(text);
          },
          rows: async <T>(text: string) => (await client.query(text)).rows as T[],
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async exec(text) {
      await pool.query(text);
    },
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, listener) => listenOnServer(url, channel, listener),
    async close() {
      await pool.end();
    },
  };
}

// Extensions the migrations create must be bundled here; a server has them from its contrib package.
const EMBEDDED_EXTENSIONS = { pg_trgm, unaccent };

async function migrateEmbedded(client: PGlite) {
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  await applySchemaObjects({
    exec: async (text) => {
      await client.exec(text);
    },
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
  });
}

/**
 * A new in-memory embedded database with every migration and schema object applied, as a dump that
 * `openEmbeddedDatabase(undefined, dump)` starts from: the tests migrate once per run and copy the
 * result per test file (docs/decisions/047).
 */
export async function migratedEmbeddedDump(): Promise<Blob> {
  const client = await PGlite.create({ extensions: EMBEDDED_EXTENSIONS });
  try {
    await migrateEmbedded(client);
    // A test file's database holds a few hundred rows: 16 MB of shared buffers, not PostgreSQL's 128,
    // halves the time each copy takes to start (its buffers are set up at every start).
    await client.exec("alter system set shared_buffers = '16MB'");
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * `dataDir` undefined means an in-memory database (tests); `from`, a dump of another embedded
 * database (`migratedEmbeddedDump`) that an in-memory one starts as, instead of an empty cluster.
 */
export async function openEmbeddedDatabase(dataDir: string | undefined, from?: Blob): Promise<Database> {
  const extensions = EMBEDDED_EXTENSIONS;
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pg');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions });
  } else {
    client = await PGlite.create({ extensions, ...(from ? { loadDataDir: from } : {}) });
  }

  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    connections: 1,
    migrate: () => migrateEmbedded(client),
    async exec(text) {
      await client.exec(text);
    },
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, listener) {
      // One in-process connection: nothing can be missed, so the listener is live at once.
      const unsubscribe = await client.listen(channel, () => {
        listener.onNotify();
      });
      listener.onStateChange(true);
      return unsubscribe;
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * The database the shop uses with its configuration: the PostgreSQL server of DATABASE_URL, else
 * the embedded one in DATA_DIR (which no other process may have open).
 */
export function openShopDatabase(config: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl
    ? openServerDatabase(config.databaseUrl, config.databasePoolSize)
    : openEmbeddedDatabase(config.dataDir);
}
