/**
 * `npm run bench -- orders-shipped`: checkout against the shop as shipped, not the benchmark's own
 * server process: `node scripts/start.mjs` (what `npm start` runs) on a new PostgreSQL database
 * (BENCH_DATABASE_URL, default the local one) with its default settings (logging at `info` to a
 * pipe this process reads, background jobs, the demo catalogue it loads itself), 20 approved
 * doctors, 20 connections, 3 lines with one at a bulk tier, a fresh Idempotency-Key per request,
 * 10 s. Target: p99 ≤ 60 ms (the checkout issue). `SHIPPED_ENV` (space-separated NAME=value pairs)
 * adds settings to the shop's environment, to compare others (e.g. `SHIPPED_ENV=LOG_LEVEL=warn`).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createDoctors, measureCheckout, orderBody, placeCheckOrder, type Doctor } from './bench-orders';
import {
  loadAverage,
  measure,
  percent,
  printTable,
  startHelloWorld,
  startShippedShop,
  throwawayDatabase,
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

/**
 * CPU used by the shop's process and by the PostgreSQL backends serving this database: per order,
 * it depends far less on what else the machine runs than latency does.
 */
export async function cpuSnapshot(client: pg.Client, serverPid: number) {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return { server: cpuMs(serverPid), backends: new Map(rows.map((row) => [row.pid, cpuMs(row.pid)])) };
}

/**
 * Three in-stock products of the demo catalogue that track their stock (issue 19: every line
 * reserves, under its product's stock row lock): the first with a bulk tier, ordered at its
 * quantity. Each is given stock for millions of orders first (one receipt in the ledger, into a lot
 * for a lot-tracked product), so the run measures checkout, not a sell-out.
 */
export async function demoLines(client: pg.Client) {
  const tiered = await client.query<{ id: number; min_quantity: number }>(
    `select p.id, min(t.min_quantity)::int as min_quantity
     from products p join bulk_discount_tiers t on t.product_id = p.id
     where p.in_stock and p.track_inventory group by p.id order by p.id limit 1`,
  );
  const plain = await client.query<{ id: number }>(
    `select id from products p where in_stock and track_inventory and id <> $1 order by id limit 2`,
    [tiered.rows[0]?.id ?? 0],
  );
  for (const { id } of [...tiered.rows, ...plain.rows]) await stockUp(client, id, BENCH_STOCK);
  const tier = tiered.rows[0];
  const [first, second] = plain.rows;
  if (!tier || !first || !second) throw new Error('the demo catalogue lacks the products needed');
  return [
    { productId: tier.id, quantity: tier.min_quantity },
    { productId: first.id, quantity: 1 },
    { productId: second.id, quantity: 2 },
  ];
}

const BENCH_STOCK = 50_000_000;
const HOT_AVAILABLE = 500;
const HOT_ORDERS = 100;
const HOT_QUANTITY = 7;

/**
 * Issue 19's overselling check: a tracked product with exactly HOT_AVAILABLE units available gets
 * HOT_ORDERS orders of HOT_QUANTITY at the same moment (every doctor at once, several each): as many
 * are accepted as fit, the rest are refused with INSUFFICIENT_STOCK, and reserved never passes on
 * hand.
 */
async function hotProductRace(client: pg.Client, base: string, doctors: readonly Doctor[]) {
  const { rows } = await client.query<{ id: number }>(
    `select p.id from products p join product_stock s on s.product_id = p.id
     where p.track_inventory and not p.lot_tracked and p.in_stock
       and not exists (select 1 from bulk_discount_tiers t where t.product_id = p.id and t.min_quantity <= $1)
     order by p.id desc limit 1`,
    [HOT_QUANTITY],
  );
  const productId = rows[0]?.id;
  if (productId === undefined) throw new Error('no tracked product for the hot-product race');
  const { rows: levels } = await client.query<{ on_hand: number; reserved: number }>(
    'select on_hand, reserved from product_stock where product_id = $1',
    [productId],
  );
  const level = levels[0];
  if (!level) throw new Error('the hot product has no stock row');
  await stockUp(client, productId, level.reserved + HOT_AVAILABLE - level.on_hand);
  const body = orderBody([{ productId, quantity: HOT_QUANTITY }]);
  const answers = await Promise.all(
    Array.from({ length: HOT_ORDERS }, (_, i) =>
      fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: {
          cookie: doctors[i % doctors.length]?.cookie ?? '',
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body,
      }).then(async (res) => ({ status: res.status, code: ((await res.json()) as { code?: string }).code })),
    ),
  );
  const { rows: after } = await client.query<{ on_hand: number; reserved: number }>(
    'select on_hand, reserved from product_stock where product_id = $1',
    [productId],
  );
  return {
    accepted: answers.filter((a) => a.status === 201).length,
    refused: answers.filter((a) => a.status === 409 && a.code === 'INSUFFICIENT_STOCK').length,
    other: answers.filter((a) => a.status !== 201 && !(a.status === 409 && a.code === 'INSUFFICIENT_STOCK'))
      .length,
    reservedBefore: level.reserved,
    reserved: after[0]?.reserved ?? -1,
    onHand: after[0]?.on_hand ?? -1,
  };
}

/** A receipt of `quantity` units of a tracked product (a correction when negative), as the admin's movements write it. */
async function stockUp(client: pg.Client, productId: number, quantity: number) {
  if (quantity === 0) return;
  await client.query(
    `with lot as (
       insert into stock_lots (product_id, lot_number, expiry_date, on_hand)
       select id, 'BENCH-1', date '2099-12-31', $2 from products where id = $1 and lot_tracked and $2 > 0
       returning id
     ), stock as (
       update product_stock set on_hand = on_hand + $2 where product_id = $1
     )
     insert into stock_movements (product_id, kind, quantity, lot_id, reason)
     values ($1, case when $2 > 0 then 'receive' else 'adjust' end, $2, (select id from lot), 'Benchmark stock')`,
    [productId, quantity],
  );
}

/** Extra settings for the shop from SHIPPED_ENV, or `text` ("A=1 B=2"). */
export function extraEnv(text = process.env.SHIPPED_ENV ?? ''): Record<string, string> {
  const pairs = text.split(/\s+/).filter(Boolean);
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
  const extra = extraEnv();
  console.log(
    `\nCheckout against the shop as shipped (node scripts/start.mjs, ${DOCTORS} approved doctors, ${CONNECTIONS} connections${
      Object.keys(extra).length > 0 ? `, ${process.env.SHIPPED_ENV ?? ''}` : ''
    }, ${loadAverage()})`,
  );
  const client = new pg.Client({ connectionString: database.url });
  try {
    const { base, serverPid, logLines } = await startShippedShop(database, extra);
    await client.connect();
    const lines = await demoLines(client);
    const doctors = await createDoctors(client, DOCTORS);
    const body = orderBody(lines);
    await placeCheckOrder(base, doctors, body);

    const hello = await startHelloWorld(database.children);
    const ceiling = await measure('hello-world ceiling', `http://127.0.0.1:${hello.port}/`, {
      connections: CONNECTIONS,
    });
    const before = await cpuSnapshot(client, serverPid);
    const ordersBefore = await client.query<{ n: number }>('select count(*)::int as n from orders');
    const linesBefore = logLines();
    const submit = await measureCheckout('POST /api/orders (npm start)', base, doctors, body, CONNECTIONS);
    const after = await cpuSnapshot(client, serverPid);
    const ordersAfter = await client.query<{ n: number }>('select count(*)::int as n from orders');
    const placed = (ordersAfter.rows[0]?.n ?? 0) - (ordersBefore.rows[0]?.n ?? 0);
    let backendMs = 0;
    for (const [pid, ms] of after.backends) backendMs += ms - (before.backends.get(pid) ?? 0);
    const perOrder = (ms: number) => (placed > 0 ? (ms / placed).toFixed(2) : '?');
    console.log(
      `\n  (${loadAverage()} at the end; ${placed} orders in the warm-up and the run; CPU per order: shop ${perOrder(after.server - before.server)} ms, PostgreSQL ${perOrder(backendMs)} ms; the shop logged ${logLines() - linesBefore} lines meanwhile)`,
    );
    printTable(ceiling.requestsPerSecond, [ceiling, submit]);
    const clean = submit.failures === 0;
    const hot = await hotProductRace(client, base, doctors);
    console.log(
      `\n  one hot product at ${HOT_AVAILABLE} available, ${HOT_ORDERS} orders of ${HOT_QUANTITY} at once: ${hot.accepted} accepted, ${hot.refused} refused (INSUFFICIENT_STOCK), ${hot.other} other answers; reserved ${hot.reserved} of ${hot.onHand} on hand`,
    );
    const rows: [string, string, string, boolean][] = [
      ['POST /api/orders p99 (npm start)', `${submit.p99} ms`, '≤ 60 ms', clean && submit.p99 <= 60],
      [
        `hot product never oversold (${HOT_ORDERS} orders at once)`,
        `${hot.accepted * HOT_QUANTITY} units sold of ${HOT_AVAILABLE}`,
        'all that fit, none more',
        hot.other === 0 &&
          hot.accepted === Math.floor(HOT_AVAILABLE / HOT_QUANTITY) &&
          hot.reserved - hot.reservedBefore === hot.accepted * HOT_QUANTITY &&
          hot.reserved <= hot.onHand,
      ],
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
