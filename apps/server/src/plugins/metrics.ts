import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ORDER_STATUSES } from '@shop/contract/order-status';
import type { Database } from '../db/client';
import { addressMatcher } from '../lib/address-list';
import { forbidden } from '../lib/app-error';
import { isWarmUpRequest } from '../lib/warm-up-request';

/** The route label of a request no route matched: one label, whatever the URL (no raw URLs). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; from a cached catalogue read (~1 ms) to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface OrderCount {
  status: string;
  count: number;
}

interface ScrapeRow {
  outbox_pending: number;
  outbox_oldest_age: number | null;
  orders: string | OrderCount[] | null;
}

/**
 * The outbox backlog and the orders per status, read once per scrape in one statement: the pending
 * e-mails through outbox_emails_status_idx (status, created_at), the orders from the kept counts
 * (order_status_counts, db/objects/order-status-counts.sql), never from the orders table.
 */
async function readShopGauges(app: FastifyInstance) {
  const result: unknown = await app.db.execute(sql`
    select
      (select count(*)::int from outbox_emails where status = 'pending') as outbox_pending,
      (select greatest(0, extract(epoch from now() - min(created_at)))::float8
         from outbox_emails where status = 'pending') as outbox_oldest_age,
      (select json_agg(json_build_object('status', status, 'count', total))
         from (select status, sum(count)::int as total from order_status_counts group by status) c) as orders
  `);
  // Both drivers answer with `rows`; node-postgres and PGlite both parse json, a string is read too.
  const row = (result as { rows: ScrapeRow[] }).rows[0];
  const orders: OrderCount[] =
    typeof row?.orders === 'string' ? (JSON.parse(row.orders) as OrderCount[]) : (row?.orders ?? []);
  return {
    outboxPending: row?.outbox_pending ?? 0,
    outboxOldestAge: row?.outbox_oldest_age ?? 0,
    orders: new Map<string, number>(orders.map((o) => [o.status, o.count])),
  };
}

/** The node-postgres pool behind a server database; none for the embedded one (one in-process connection). */
function poolOf(database: Database): pg.Pool | undefined {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  return database.kind === 'server' && client instanceof pg.Pool ? client : undefined;
}

let processMetrics: Registry | undefined;

/**
 * Event-loop lag and delay percentiles, heap and RSS, GC, handles: prom-client's metrics of the
 * process, collected once per process whatever the number of apps in it. They watch the process
 * from then on (a GC observer, an event-loop delay monitor) and cannot be stopped, so a registry of
 * them made per app would hold that app, with its database and caches, until the process ends: in
 * the tests' shared worker, every earlier file's app (docs/decisions/047).
 */
function processRegistry() {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * `GET /metrics` in Prometheus text format, for the addresses of METRICS_ALLOW only (decision 037).
 * One registry per app, so several apps in one process (the tests) keep their own counts, served
 * with the process's metrics.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const registry = new Registry();

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const pool = poolOf(opts.database);
  if (pool) {
    const poolSize = pool.options.max;
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'Connections of the database pool, by state (in_use: lent to a query; idle: open, free)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'shop_db_pool_max_connections',
      help: 'The most connections the database pool opens (DATABASE_POOL_SIZE)',
      registers: [registry],
      collect() {
        this.set(poolSize);
      },
    });
    new Gauge({
      name: 'shop_db_pool_waiting_queries',
      help: 'Queries waiting for a connection of the database pool',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  new Counter({
    name: 'shop_response_cache_lookups_total',
    help: 'Public catalogue reads answered from the response cache (hit) or not (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      // Read at scrape time: the cache counts its own lookups (plugins/response-cache.ts).
      const { lookups } = app.responseCache;
      this.reset();
      this.inc({ result: 'hit' }, lookups.hit);
      this.inc({ result: 'miss' }, lookups.miss);
    },
  });

  const outboxPending = new Gauge({
    name: 'shop_outbox_pending_emails',
    help: 'E-mails in the outbox not yet sent',
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: 'shop_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail in the outbox not yet sent (0 when none is)',
    registers: [registry],
  });
  const ordersByStatus = new Gauge({
    name: 'shop_orders',
    help: 'Orders, by status',
    labelNames: ['status'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    // The warm-up's requests at start (startup/warm-up.ts) are no client's.
    if (isWarmUpRequest(request)) {
      done();
      return;
    }
    // The route's pattern (`/api/orders/:id`), never the URL: one series per route, whatever the ids.
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  // The app's own metrics beside the process's, read together at each scrape.
  const scraped = Registry.merge([processRegistry(), registry]);
  const allowed = addressMatcher(app.config.metricsAllow);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // request.ip: the socket's address, or with TRUST_PROXY the client the proxy names (decision 037).
    if (!allowed(request.ip)) throw forbidden('Metrics are not available from this address.');
    const gauges = await readShopGauges(app);
    outboxPending.set(gauges.outboxPending);
    outboxOldest.set(gauges.outboxOldestAge);
    for (const status of ORDER_STATUSES) ordersByStatus.set({ status }, gauges.orders.get(status) ?? 0);
    const body = await scraped.metrics();
    return reply.header('cache-control', 'no-store').type(scraped.contentType).send(body);
  });
});
