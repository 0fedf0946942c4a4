/**
 * `npm run bench -- orders-shipped`: checkout against the shop as shipped, not the benchmark's own
 * server process: `node scripts/start.mjs` (what `npm start` runs) on a new PostgreSQL database
 * (BENCH_DATABASE_URL, default the local one) with its default settings (logging at `info` to a
 * pipe this process reads, background jobs, the demo catalogue it loads itself), 20 approved
 * doctors, 20 connections, 3 lines with one at a bulk tier, a fresh Idempotency-Key per request,
 * 10 s. Target: p99 ≤ 60 ms (the checkout issue). `SHIPPED_ENV` (space-separated NAME=value pairs)
 * adds settings to the shop's environment, to compare others (e.g. `SHIPPED_ENV=LOG_LEVEL=warn`).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDoctors, measureCheckout, orderBody, placeCheckOrder } from './bench-orders';
import {
  freePort,
  loadAverage,
  measure,
  percent,
  printTable,
  root,
  throwawayDatabase,
  waitForHealth,
  startHelloWorld,
} from './bench-support';

const CONNECTIONS = 20;
const DOCTORS = 20;

const CLOCK_TICKS_PER_MS = 100 / 1000; // USER_HZ on Linux

/** CPU milliseconds (user + system) a process has used, from /proc. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_MS;
  } catch {
    return 0;
  }
}

/** The server process `start.mjs` spawned. */
function childOf(parent: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) return Number(entry);
    } catch {
      // ended while being read
    }
  }
  return undefined;
}

/**
 * CPU used by the shop's process and by the PostgreSQL backends serving this database: per order,
 * it depends far less on what else the machine runs than latency does.
 */
async function cpuSnapshot(client: pg.Client, serverPid: number) {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return { server: cpuMs(serverPid), backends: new Map(rows.map((row) => [row.pid, cpuMs(row.pid)])) };
}

/** Three in-stock products of the demo catalogue: the first with a bulk tier, ordered at its quantity. */
export async function demoLines(client: pg.Client) {
  const tiered = await client.query<{ id: number; min_quantity: number }>(
    `select p.id, min(t.min_quantity)::int as min_quantity
     from products p join bulk_discount_tiers t on t.product_id = p.id
     where p.in_stock group by p.id order by p.id limit 1`,
  );
  const plain = await client.query<{ id: number }>(
    `select id from products p where in_stock and id <> $1 order by id limit 2`,
    [tiered.rows[0]?.id ?? 0],
  );
  const tier = tiered.rows[0];
  const [first, second] = plain.rows;
  if (!tier || !first || !second) throw new Error('the demo catalogue lacks the products needed');
  return [
    { productId: tier.id, quantity: tier.min_quantity },
    { productId: first.id, quantity: 1 },
    { productId: second.id, quantity: 2 },
  ];
}

/** Extra settings for the shop from SHIPPED_ENV ("A=1 B=2"). */
function extraEnv(): Record<string, string> {
  const pairs = (process.env.SHIPPED_ENV ?? '').split(/\s+/).filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`SHIPPED_ENV: ${pair} is not NAME=value`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

export async function benchShippedCheckout(pendingCleanups: (() => Promise<void>)[]) {
  const database = await throwawayDatabase('shop_bench_shipped', pendingCleanups);
  const port = await freePort();
  const extra = extraEnv();
  // The shop's defaults: none of the benchmark's own settings leak into it.
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  Object.assign(env, { DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1' }, extra);
  console.log(
    `\nCheckout against the shop as shipped (node scripts/start.mjs, ${DOCTORS} approved doctors, ${CONNECTIONS} connections${
      Object.keys(extra).length > 0 ? `, ${process.env.SHIPPED_ENV ?? ''}` : ''
    }, ${loadAverage()})`,
  );
  const shop = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let logLines = 0;
  shop.stdout.on('data', (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) logLines += 1;
  });
  const exited = new Promise<void>((resolve) => shop.once('exit', () => resolve()));
  const stopShop = async () => {
    if (shop.exitCode !== null || shop.signalCode !== null) return;
    shop.kill('SIGTERM');
    const timer = setTimeout(() => shop.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  database.children.push({ port, stop: stopShop });
  const client = new pg.Client({ connectionString: database.url });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, Date.now() + 180_000);
    await client.connect();
    const lines = await demoLines(client);
    const doctors = await createDoctors(client, DOCTORS);
    const body = orderBody(lines);
    await placeCheckOrder(base, doctors, body);

    const hello = await startHelloWorld(database.children);
    const ceiling = await measure('hello-world ceiling', `http://127.0.0.1:${hello.port}/`, {
      connections: CONNECTIONS,
    });
    const serverPid = shop.pid === undefined ? undefined : childOf(shop.pid);
    if (serverPid === undefined) throw new Error('the server process was not found');
    const before = await cpuSnapshot(client, serverPid);
    const ordersBefore = await client.query<{ n: number }>('select count(*)::int as n from orders');
    const linesBefore = logLines;
    const submit = await measureCheckout('POST /api/orders (npm start)', base, doctors, body, CONNECTIONS);
    const after = await cpuSnapshot(client, serverPid);
    const ordersAfter = await client.query<{ n: number }>('select count(*)::int as n from orders');
    const placed = (ordersAfter.rows[0]?.n ?? 0) - (ordersBefore.rows[0]?.n ?? 0);
    let backendMs = 0;
    for (const [pid, ms] of after.backends) backendMs += ms - (before.backends.get(pid) ?? 0);
    const perOrder = (ms: number) => (placed > 0 ? (ms / placed).toFixed(2) : '?');
    console.log(
      `\n  (${loadAverage()} at the end; ${placed} orders in the warm-up and the run; CPU per order: shop ${perOrder(after.server - before.server)} ms, PostgreSQL ${perOrder(backendMs)} ms; the shop logged ${logLines - linesBefore} lines meanwhile)`,
    );
    printTable(ceiling.requestsPerSecond, [ceiling, submit]);
    const clean = submit.failures === 0;
    const rows: [string, string, string, boolean][] = [
      ['POST /api/orders p99 (npm start)', `${submit.p99} ms`, '≤ 60 ms', clean && submit.p99 <= 60],
      [
        'POST /api/orders req/s (npm start)',
        percent(submit.requestsPerSecond, ceiling.requestsPerSecond),
        '≥ 0.5% of ceiling',
        clean && submit.requestsPerSecond >= 0.005 * ceiling.requestsPerSecond,
      ],
    ];
    console.log('\n  targets (checkout issue, the shop as shipped)');
    for (const [label, value, target, ok] of rows) {
      console.log(`  ${ok ? 'pass' : 'FAIL'}  ${label}: ${value} (target ${target})`);
    }
    return rows.every((row) => row[3]);
  } finally {
    await client.end().catch(() => undefined);
    await database.release();
  }
}
