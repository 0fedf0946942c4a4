/**
 * `npm run bench -- orders-cold`: checkout in the first seconds of a process, as every rolling
 * restart has them. The shop as shipped (`node scripts/start.mjs`) is started once on a new
 * PostgreSQL database (BENCH_DATABASE_URL, default the local one) to migrate it and load the demo
 * catalogue, the doctors and stock are written, and it is stopped. Then, `COLD_ROUNDS` times
 * (default 1): a new process on that database, already filled as a restarted one finds it; as soon
 * as `/api/ready` answers 200, checkout at 20 connections for 10 s with no warm-up of the load's own
 * (p50/p99/max, orders/s), then 10 s more as the warm reference; the process is stopped.
 * Target: the first run's p99 ≤ 60 ms (the median of the starts). `SHIPPED_ENV` (space-separated
 * NAME=value pairs) adds settings to the shop's environment, as for `orders-shipped` (e.g.
 * `SHIPPED_ENV=PORT=3206`); `COLD_ALTERNATE` (the same form) adds settings to every other start, so
 * two set-ups are compared in neighbouring runs on a machine whose speed moves (e.g.
 * `COLD_ROUNDS=3 COLD_ALTERNATE=WARM_UP_SECONDS=0`: with and without the warm-up, decision 045).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { createDoctors, orderBody, placeCheckOrder, postAsDoctorsInTurn, type Doctor } from './bench-orders';
import { cpuSnapshot, demoLines, extraEnv } from './bench-shipped';
import {
  MEASURE_SECONDS,
  loadAverage,
  printColumns,
  startShippedShop,
  throwawayDatabase,
} from './bench-support';

const CONNECTIONS = 20;
const DOCTORS = 20;
const TARGET_P99_MS = 60;

interface Run {
  label: string;
  p50: number;
  p99: number;
  max: number;
  ordersPerSecond: number;
  failures: number;
  /** The slowest answer received in each second of the run. */
  slowestBySecond: number[];
}

/** Checkout at CONNECTIONS for MEASURE_SECONDS from the first request on: no warm-up run before it. */
async function checkoutRun(
  label: string,
  base: string,
  doctors: readonly Doctor[],
  body: string,
): Promise<Run> {
  const started = performance.now();
  // Sparse until each second's first answer: a second without one shows as 0.
  const bySecond: (number[] | undefined)[] = [];
  const options: autocannon.Options = {
    url: `${base}/api/orders`,
    connections: CONNECTIONS,
    duration: MEASURE_SECONDS,
    requests: [postAsDoctorsInTurn(doctors, body, { freshIdempotencyKey: true })],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err: unknown, done) => {
      if (err) reject(err instanceof Error ? err : new Error('autocannon failed'));
      else resolve(done);
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      const second = Math.floor((performance.now() - started) / 1000);
      (bySecond[second] ??= []).push(responseTime);
    });
  });
  return {
    label,
    slowestBySecond: Array.from(bySecond, (times) => Math.round(Math.max(...(times ?? [0])))),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ordersPerSecond: result.requests.average,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function orderCount(client: pg.Client) {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from orders');
  return rows[0]?.n ?? 0;
}

/** Milliseconds from `since` until `url` answers 200, asking every 20 ms; fails after 3 minutes. */
async function untilOk(url: string, since: number) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

/** The median of `values` (the lower middle one of an even count). */
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

export async function benchColdCheckout(pendingCleanups: (() => Promise<void>)[]) {
  const database = await throwawayDatabase('shop_bench_cold', pendingCleanups);
  const extra = extraEnv();
  const rounds = Number(process.env.COLD_ROUNDS ?? '1');
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('COLD_ROUNDS must be a whole number ≥ 1');
  // The shop as set, and with COLD_ALTERNATE's settings too when given, their starts taking turns.
  const variants = [{ name: 'as shipped', env: extra }];
  if (process.env.COLD_ALTERNATE) {
    variants.push({
      name: process.env.COLD_ALTERNATE,
      env: { ...extra, ...extraEnv(process.env.COLD_ALTERNATE) },
    });
  }
  console.log(
    `\nCheckout from the first request after /api/ready answers 200 (node scripts/start.mjs, ${DOCTORS} approved doctors, ${CONNECTIONS} connections, ${rounds} start(s) ${variants.map((v) => v.name).join(' and ')}${
      Object.keys(extra).length > 0 ? `, ${process.env.SHIPPED_ENV ?? ''}` : ''
    }, ${loadAverage()})`,
  );
  const client = new pg.Client({ connectionString: database.url });
  try {
    // The first start migrates and loads the demo catalogue; the bench's doctors and stock go in after.
    const first = await startShippedShop(database, extra);
    await client.connect();
    const body = orderBody(await demoLines(client));
    const doctors = await createDoctors(client, DOCTORS);
    await placeCheckOrder(first.base, doctors, body);
    await first.stop();

    const rows: string[][] = [];
    const results = variants.map(() => ({ cold: [] as Run[], warm: [] as Run[], ready: [] as number[] }));
    for (let round = 1; round <= rounds; round += 1) {
      for (const [v, variant] of variants.entries()) {
        const spawned = performance.now();
        const shop = await startShippedShop(database, variant.env, { waitForHealth: false });
        const healthMs = await untilOk(`${shop.base}/api/health`, spawned);
        const readyMs = await untilOk(`${shop.base}/api/ready`, spawned);
        const measured = async (label: string) => {
          const before = await cpuSnapshot(client, shop.serverPid);
          const ordersBefore = await orderCount(client);
          const run = await checkoutRun(label, shop.base, doctors, body);
          const after = await cpuSnapshot(client, shop.serverPid);
          const placed = (await orderCount(client)) - ordersBefore;
          let backendMs = 0;
          for (const [pid, ms] of after.backends) backendMs += ms - (before.backends.get(pid) ?? 0);
          const perOrder = (ms: number) => (placed > 0 ? (ms / placed).toFixed(2) : '?');
          return { run, shopCpu: perOrder(after.server - before.server), databaseCpu: perOrder(backendMs) };
        };
        const cold = await measured('first 10 s');
        const warm = await measured('next 10 s');
        await shop.stop();
        results[v]?.cold.push(cold.run);
        results[v]?.warm.push(warm.run);
        results[v]?.ready.push(readyMs);
        for (const { run, shopCpu, databaseCpu } of [cold, warm]) {
          rows.push([
            `${variant.name}, start ${round}: ${run.label}`,
            (healthMs / 1000).toFixed(2),
            (readyMs / 1000).toFixed(2),
            run.ordersPerSecond.toFixed(0),
            String(run.p50),
            String(run.p99),
            String(run.max),
            String(run.failures),
            shopCpu,
            databaseCpu,
          ]);
        }
        console.log(`  ${rows.at(-2)?.join('  ')}\n  ${rows.at(-1)?.join('  ')}`);
      }
    }
    console.log(`\n  (${loadAverage()} at the end; health and ready: seconds from spawning start.mjs)`);
    printColumns(
      ['', 'health s', 'ready s', 'orders/s', 'p50 ms', 'p99 ms', 'max ms', 'failed', 'shop CPU', 'pg CPU'],
      rows,
    );
    console.log(
      '  (shop CPU, pg CPU: milliseconds of CPU per order, the shop process and its PostgreSQL backends)',
    );
    console.log('\n  the slowest answer (ms) in each second of the first 10 s after ready:');
    for (const [v, variant] of variants.entries()) {
      results[v]?.cold.forEach((run, i) =>
        console.log(`    ${variant.name}, start ${i + 1}: ${run.slowestBySecond.join(' ')}`),
      );
    }
    console.log(`\n  medians of ${rounds} start(s):`);
    printColumns(
      ['', 'ready s', 'orders/s', 'p50 ms', 'p99 ms', 'max ms', 'next 10 s p99 ms'],
      variants.map((variant, v) => {
        const { cold = [], warm = [], ready = [] } = results[v] ?? {};
        return [
          variant.name,
          (median(ready) / 1000).toFixed(2),
          median(cold.map((r) => r.ordersPerSecond)).toFixed(0),
          String(median(cold.map((r) => r.p50))),
          String(median(cold.map((r) => r.p99))),
          String(median(cold.map((r) => r.max))),
          String(median(warm.map((r) => r.p99))),
        ];
      }),
    );
    const shipped = results[0]?.cold ?? [];
    const p99 = median(shipped.map((run) => run.p99));
    const pass = shipped.every((run) => run.failures === 0) && p99 <= TARGET_P99_MS;
    console.log('\n  targets (the first seconds after a start)');
    console.log(
      `  ${pass ? 'pass' : 'FAIL'}  POST /api/orders p99 in the first 10 s after ready, as shipped: ${p99} ms${
        rounds > 1 ? ` (median of ${rounds})` : ''
      } (target ≤ ${TARGET_P99_MS} ms)`,
    );
    return pass;
  } finally {
    await client.end().catch(() => undefined);
    await database.release();
  }
}
