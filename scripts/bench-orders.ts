/**
 * `npm run bench -- orders`: the order targets of the checkout issue, on a PostgreSQL server
 * (BENCH_DATABASE_URL, default the local one), in one run with the bare node:http ceiling:
 * - POST /api/orders: 3 lines (one at a bulk tier), a fresh Idempotency-Key per request, many approved
 *   doctors, 20 connections: p99 ≤ 60 ms and ≥ 0.5% of the ceiling's requests/s;
 * - GET /api/orders, first page, for a doctor with 2,000 orders (20 connections): p99 ≤ 20 ms;
 * - 50 simultaneous submissions with one key: exactly one order row, every answer names it.
 */
import { checkoutDetails } from '@shop/contract/checkout-fixture';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import pg from 'pg';
import { FOUND_MISSING_PRACTICES } from '../apps/server/src/db/practice-founding';
import {
  loadAverage,
  measure,
  percent,
  printTable,
  shopNodeFlags,
  throwawayDatabase,
  startHelloWorld,
  startShop,
} from './bench-support';
import { generateCatalogue } from './generate-catalogue';

const CONNECTIONS = 20;
const DOCTORS = 200;
const HISTORY_ORDERS = 2_000;
const SAME_KEY_SUBMISSIONS = 50;

export interface Doctor {
  id: number;
  cookie: string;
}

/** Approved doctors with live sessions, written straight into the database (no sign-in per doctor). */
export async function createDoctors(client: pg.Client, count: number): Promise<Doctor[]> {
  const doctors: Doctor[] = [];
  for (let i = 0; i < count; i += 1) {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (role, status, email, password_hash, full_name, license_number, college_name, practice_address, approved_at)
       values ('doctor', 'approved', $1, 'bench-without-password', $2, 'MD-BENCH', 'College', '1 Bench St', now())
       returning id`,
      [`bench.doctor.${i}.${randomBytes(3).toString('hex')}@clinic.example`, `Dr. Bench ${i}`],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('doctor insert failed');
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `insert into sessions (id_hash, user_id, idle_timeout_seconds, last_seen_at, expires_at)
       values ($1, $2, 86400, now(), now() + interval '1 day')`,
      [createHash('sha256').update(token).digest('hex'), id],
    );
    doctors.push({ id, cookie: `sid=${token}` });
  }
  // Each in a practice of its own, as a registration makes it (every order is a practice's).
  await client.query(FOUND_MISSING_PRACTICES);
  return doctors;
}

/** Three in-stock products, the first with a bulk tier, and the quantity that reaches the tier. */
async function pickProducts(client: pg.Client) {
  const tiered = await client.query<{ id: number; min_quantity: number }>(
    `select p.id, t.min_quantity from products p join bulk_discount_tiers t on t.product_id = p.id
     where p.in_stock order by p.id limit 1`,
  );
  const plain = await client.query<{ id: number }>(
    `select id from products p where in_stock and not exists
       (select 1 from bulk_discount_tiers t where t.product_id = p.id) order by id limit 2`,
  );
  const tier = tiered.rows[0];
  const [first, second] = plain.rows;
  if (!tier || !first || !second) throw new Error('the generated catalogue lacks the products needed');
  return [
    { productId: tier.id, quantity: Math.min(tier.min_quantity, 999) },
    { productId: first.id, quantity: 1 },
    { productId: second.id, quantity: 2 },
  ] as const;
}

/** A checkout of `items` with the test fixture's details (the card and bank every rule accepts). */
export function orderBody(items: readonly { productId: number; quantity: number }[]) {
  return JSON.stringify({
    ...checkoutDetails({ doctorName: 'Dr. Bench Mark', doctorEmail: 'bench@clinic.example' }),
    items,
  });
}

/** A checkout's headers: the doctor's session and the Idempotency-Key (a fresh one: a new order). */
function checkoutHeaders(doctor: Doctor, idempotencyKey = randomUUID()) {
  return { cookie: doctor.cookie, 'content-type': 'application/json', 'idempotency-key': idempotencyKey };
}

function firstOf(doctors: readonly Doctor[]) {
  const [first] = doctors;
  if (!first) throw new Error('no doctors');
  return first;
}

/** One order by the first doctor before the load: 201 with the server's total, so the figures are of real orders. */
export async function placeCheckOrder(base: string, doctors: readonly Doctor[], body: string) {
  const check = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: checkoutHeaders(firstOf(doctors)),
    body,
  });
  if (check.status !== 201)
    throw new Error(`POST /api/orders answered ${check.status}: ${await check.text()}`);
}

/**
 * A load's request: a POST of the JSON `body` as each of `doctors` in turn (their sessions, round
 * robin, so no one doctor's rows take all the load), with a fresh Idempotency-Key per request when
 * `freshIdempotencyKey` (each a new order). Spread into `measure`'s options, or given to autocannon
 * as one of its `requests`; the turn goes on across the runs made with it.
 */
export function postAsDoctorsInTurn(
  doctors: readonly Doctor[],
  body: string,
  { freshIdempotencyKey = false } = {},
) {
  const first = firstOf(doctors);
  let next = 0;
  return {
    method: 'POST',
    setupRequest: (request: autocannon.Request): autocannon.Request => {
      const doctor = doctors[next++ % doctors.length] ?? first;
      return {
        ...request,
        method: 'POST',
        headers: freshIdempotencyKey
          ? checkoutHeaders(doctor)
          : { cookie: doctor.cookie, 'content-type': 'application/json' },
        body,
      };
    },
  } as const;
}

/**
 * The checkout load: POST /api/orders with `body` at `connections`, the doctors in turn, each
 * request a new order (a fresh Idempotency-Key).
 */
export function measureCheckout(
  label: string,
  base: string,
  doctors: readonly Doctor[],
  body: string,
  connections: number,
) {
  return measure(label, `${base}/api/orders`, {
    connections,
    ...postAsDoctorsInTurn(doctors, body, { freshIdempotencyKey: true }),
  });
}

/** 2,000 orders of two lines each for one doctor (and their practice), written with one statement per table. */
async function fillHistory(client: pg.Client, doctorId: number, productId: number) {
  await client.query(
    `insert into orders (order_number, user_id, practice_id, status, total_amount, subtotal_amount, doctor_name, doctor_email, shipping_address, created_at)
     select 'MS-2025-H' || lpad(i::text, 5, '0'), $1, (select practice_id from practice_members where user_id = $1), (array['pending','approved','shipped','delivered','cancelled'])[1 + i % 5]::order_status,
            150.00, 150.00, 'Dr. History', 'history@clinic.example',
            '{"street":"1 Main St","city":"Toronto","state":"ON","zipCode":"M5X 1A9","country":"Canada"}'::jsonb,
            now() - make_interval(hours => i)
     from generate_series(1, $2::int) as i`,
    [doctorId, HISTORY_ORDERS],
  );
  await client.query(
    `insert into order_items (order_id, product_id, product_name, quantity, unit_price, total_price)
     select o.id, $2, 'Historic product ' || n, n, 50.00, 50.00 * n
     from orders o cross join generate_series(1, 2) as n where o.user_id = $1`,
    [doctorId, productId],
  );
  // A live shop's tables are vacuumed by autovacuum; a bulk load must be too before it is measured.
  await client.query('vacuum analyze orders, order_items');
}

export async function benchOrders(pendingCleanups: (() => Promise<void>)[]) {
  const { url, children, release } = await throwawayDatabase('shop_bench_orders', pendingCleanups);
  const client = new pg.Client({ connectionString: url });
  try {
    console.log(
      `\nOrders (${CONNECTIONS} connections, ${DOCTORS} approved doctors, server flags: ${shopNodeFlags().join(' ') || 'none'}, ${loadAverage()})`,
    );
    await generateCatalogue({ databaseUrl: url, products: 1_000 });
    await client.connect();
    const items = await pickProducts(client);
    const doctors = await createDoctors(client, DOCTORS + 2);
    const historyDoctor = doctors.pop();
    const sameKeyDoctor = doctors.pop();
    if (!historyDoctor || !sameKeyDoctor) throw new Error('doctors missing');
    await fillHistory(client, historyDoctor.id, items[1].productId);

    const hello = await startHelloWorld(children);
    const { base } = await startShop({ url, children });
    const body = orderBody(items);

    await placeCheckOrder(base, doctors, body);

    const helloUrl = `http://127.0.0.1:${hello.port}/`;
    const ceilingBefore = await measure('hello-world ceiling, first', helloUrl, { connections: CONNECTIONS });
    // Reads first: thousands of new orders leave WAL flushing and autovacuum running behind them,
    // which a read measured straight after would pay for.
    const history = await measure(
      `GET /api/orders (${HISTORY_ORDERS.toLocaleString('en-US')} orders)`,
      `${base}/api/orders`,
      {
        connections: CONNECTIONS,
        setupRequest: (request) => ({ ...request, headers: { cookie: historyDoctor.cookie } }),
      },
    );
    const submit = await measureCheckout(
      'POST /api/orders (3 lines, 1 tier)',
      base,
      doctors,
      body,
      CONNECTIONS,
    );
    const ceilingAfter = await measure('hello-world ceiling, last', helloUrl, { connections: CONNECTIONS });
    const ceiling = Math.max(ceilingBefore.requestsPerSecond, ceilingAfter.requestsPerSecond);

    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: SAME_KEY_SUBMISSIONS }, async () => {
        const res = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: checkoutHeaders(sameKeyDoctor, key),
          body,
        });
        const json = (await res.json()) as { orderNumber?: string };
        return { status: res.status, orderNumber: json.orderNumber };
      }),
    );
    const rows = await client.query<{ count: number }>(
      'select count(*)::int as count from orders where user_id = $1 and idempotency_key = $2',
      [sameKeyDoctor.id, key],
    );
    const orderRows = rows.rows[0]?.count ?? -1;
    const numbers = new Set(answers.map((a) => a.orderNumber));
    const everyAnswerNamesIt = numbers.size === 1 && !numbers.has(undefined);

    console.log(`\n  (${loadAverage()} at the end; ratios are to the higher ceiling)`);
    printTable(ceiling, [ceilingBefore, ceilingAfter, submit, history]);
    const created = answers.filter((a) => a.status === 201).length;
    const replayed = answers.filter((a) => a.status === 200).length;
    console.log(
      `  ${SAME_KEY_SUBMISSIONS} simultaneous submissions with one key: ${orderRows} order row(s); ${created} × 201, ${replayed} × 200; ${numbers.size} order number(s)`,
    );
    console.log('\n  targets (checkout issue)');
    const clean = submit.failures === 0 && history.failures === 0;
    const targets = [
      ['POST /api/orders p99', `${submit.p99} ms`, '≤ 60 ms', clean && submit.p99 <= 60],
      [
        'POST /api/orders req/s',
        percent(submit.requestsPerSecond, ceiling),
        '≥ 0.5% of ceiling',
        clean && submit.requestsPerSecond >= 0.005 * ceiling,
      ],
      ['GET /api/orders p99', `${history.p99} ms`, '≤ 20 ms', clean && history.p99 <= 20],
      [
        'one key, 50 at once',
        `${orderRows} row(s)`,
        'exactly 1, every answer names it',
        orderRows === 1 && everyAnswerNamesIt,
      ],
    ] as const;
    for (const [label, actual, limit, pass] of targets) {
      console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${label.padEnd(24)} ${actual.padEnd(20)} ${limit}`);
    }
  } finally {
    await client.end().catch(() => undefined);
    await release();
  }
}
