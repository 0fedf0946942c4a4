/**
 * `node --import tsx scripts/rolling-restart.ts [--seconds 60] [--connections 20]`: a deploy's
 * rolling restart under steady load (issue 21, docs/deploy.md). On a throwaway database of the
 * PostgreSQL server (BENCH_DATABASE_URL, default the local one) it starts `npm run cluster --
 * --instances 3` (three shop processes behind nginx), then `--connections` clients (approved doctors,
 * each with a session) browse (the home page, the product list, a product, the categories) and place
 * orders (a fresh Idempotency-Key each) for `--seconds`, while the cluster restarts its processes one
 * after another (SIGHUP) — each drains, exits and starts again.
 *
 * It passes when every request got a 2xx or a deliberate 4xx (never a 5xx, a 502 from nginx, or a
 * reset), and every order acknowledged with a 201 is in the database afterwards; exit code 1 if not.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { demoLines } from './bench-shipped';
import { createDoctors, orderBody, type Doctor } from './bench-orders';
import { formatNumber, loadAverage, root, throwawayDatabase } from './bench-support';
import { freePortRange } from '../apps/server/src/lib/free-ports';

function outcomeOf(status: number | string) {
  if (typeof status === 'string') return 'lost';
  return status < 500 ? 'answered' : 'lost';
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      connections: { type: 'string', default: '20' },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  if (!(seconds >= 10) || !Number.isInteger(connections) || connections < 1) {
    console.error('usage: node --import tsx scripts/rolling-restart.ts [--seconds ≥10] [--connections N]');
    process.exit(2);
  }
  const cleanups: (() => Promise<void>)[] = [];
  const { url, release } = await throwawayDatabase('shop_rolling', cleanups);
  const port = await freePortRange(4);
  const cluster = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/cluster.ts'), '--instances', '3', '--port', String(port)],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', SEED_DEMO: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  cluster.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => cluster.once('exit', resolve));
  const waitFor = async (pattern: RegExp, ms: number) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || cluster.exitCode !== null)
        throw new Error(`no ${String(pattern)} from the cluster`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  let failed = true;
  try {
    await waitFor(/Cluster ready at/, 240_000);
    const base = `http://127.0.0.1:${port}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const doctors = await createDoctors(client, connections);
    const lines = await demoLines(client);
    const products = lines.map((line) => line.productId);

    const outcomes = new Map<string, number>();
    const acknowledged: number[] = [];
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    const call = async (what: string, doctor: Doctor, url: string, init: RequestInit = {}) => {
      const status = await fetch(`${base}${url}`, {
        ...init,
        headers: { cookie: doctor.cookie, ...(init.headers as Record<string, string> | undefined) },
      }).then(
        async (res) => {
          const body = await res.text();
          if (res.status === 201 && what === 'order')
            acknowledged.push((JSON.parse(body) as { order: { id: number } }).order.id);
          return res.status;
        },
        (err: unknown) => (err as { cause?: { code?: string } }).cause?.code ?? 'network error',
      );
      count(`${what} ${status}`);
      return outcomeOf(status);
    };
    let running = true;
    const worker = async (doctor: Doctor, i: number) => {
      for (let turn = 0; running; turn += 1) {
        const productId = products[(i + turn) % products.length] ?? 0;
        switch (turn % 5) {
          case 0:
            await call('page /', doctor, '/');
            break;
          case 1:
            await call('products', doctor, `/api/products?page=${1 + (turn % 3)}`);
            break;
          case 2:
            await call('product', doctor, `/api/products/${productId}`);
            break;
          case 3:
            await call('categories', doctor, '/api/categories');
            break;
          default:
            await call('order', doctor, '/api/orders', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: orderBody(lines),
            });
        }
      }
    };
    console.log(
      `\nRolling restart of 3 shop processes behind nginx under ${connections} clients for at least ${seconds} s (${loadAverage()})`,
    );
    const started = performance.now();
    const workers = doctors.map(worker);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    cluster.kill('SIGHUP');
    const restarted = waitFor(/rolling restart done/, 600_000);
    await Promise.all([restarted, new Promise((resolve) => setTimeout(resolve, seconds * 1000 - 3_000))]);
    running = false;
    await Promise.all(workers);
    const elapsed = (performance.now() - started) / 1000;

    const found = await client.query<{ n: string }>('select count(*) as n from orders where id = any($1)', [
      acknowledged,
    ]);
    await client.end();
    const missing = acknowledged.length - Number(found.rows[0]?.n ?? 0);
    const lost = [...outcomes].filter(([key]) => !/ (2\d\d|4\d\d)$/.test(key));
    console.log(`  ${formatNumber(elapsed)} s; the processes restarted one after another:`);
    for (const line of output.split('\n').filter((l) => /restarted|rolling restart done/.test(l)))
      console.log(`    ${line}`);
    console.log('  answers:');
    for (const [key, n] of [...outcomes].sort()) console.log(`    ${key.padEnd(24)} ${formatNumber(n)}`);
    console.log(
      `  orders acknowledged (201): ${formatNumber(acknowledged.length)}, missing from the database afterwards: ${missing}`,
    );
    failed = lost.length > 0 || missing > 0;
    if (failed) {
      // Why: the processes' own error lines (JSON logs on the cluster's stdout), the first few.
      const errors = output.split('\n').filter((line) => /^\{.*"level":(5|6)\d/.test(line));
      for (const line of errors.slice(0, 10)) console.log(`  process log: ${line}`);
    }
    console.log(
      failed
        ? `  FAIL  ${lost.map(([key, n]) => `${key} ×${n}`).join(', ') || 'no request lost'}; ${missing} acknowledged orders missing`
        : '  PASS  every request answered with a 2xx or a deliberate 4xx; every acknowledged order kept',
    );
  } finally {
    cluster.kill('SIGTERM');
    await exited;
    await release();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
