/**
 * `npm run bench -- quick-order`: quick order's target (issue 41) on the shop as shipped
 * (`node scripts/start.mjs`, what `npm start` runs) over a new PostgreSQL database
 * (BENCH_DATABASE_URL, default the local one) given a generated catalogue of 1,000 products:
 * `POST /api/cart/bulk` with 500 lines (500 different products by SKU, a quantity of 1 to 3 each,
 * tab-separated as a spreadsheet copies them), each answered and all added to the cart, whose 500
 * priced lines come back in the answer. 20 doctors take turns, one request at a time, so each
 * request finds its doctor's cart holding the lines of the earlier ones. Target: p99 ≤ 300 ms.
 *
 * Then a supply list's Add all to cart (`POST /api/lists/{id}/cart`): each doctor's list of 100 of
 * those products (made by `POST /api/lists`), the carts emptied first, the doctors in turn again, each
 * request adding the 100 lines (capped at what is available) and answering with the cart. Target: p99
 * ≤ 150 ms.
 */
import pg from 'pg';
import { createDoctors } from './bench-orders';
import {
  formatNumber,
  loadAverage,
  printTargets,
  startShippedShop,
  throwawayDatabase,
  timeTarget,
} from './bench-support';
import { median, percentile } from './bench-lists';
import { generateCatalogue } from './generate-catalogue';

const LINES = 500;
const DOCTORS = 20;
const WARM_UP = 10;
const REQUESTS = 100;
const LIMIT_MS = 300;
const LIST_ITEMS = 100;
const LIST_LIMIT_MS = 150;

export async function benchQuickOrder(pendingCleanups: (() => Promise<void>)[]) {
  const { url, children, release } = await throwawayDatabase('shop_bench_quick_order', pendingCleanups);
  try {
    const { base } = await startShippedShop({ url, children });
    await generateCatalogue({ databaseUrl: url, products: 1_000 });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let doctors;
    let codes: string[];
    try {
      doctors = await createDoctors(client, DOCTORS);
      // Products sold now with stock enough for every request's units.
      const { rows } = await client.query<{ sku: string }>(
        `select p.sku from products p left join product_stock s on s.product_id = p.id
          where p.in_stock and (not p.track_inventory or s.on_hand - s.reserved >= 1000)
          order by p.id limit ${LINES}`,
      );
      codes = rows.map((row) => row.sku);
    } finally {
      await client.end();
    }
    if (codes.length < LINES) throw new Error(`only ${codes.length} products can be ordered`);
    const text = codes.map((code, i) => `${code}\t${1 + (i % 3)}`).join('\n');

    const post = async (turn: number) => {
      const cookie = doctors[turn % doctors.length]?.cookie ?? '';
      const started = performance.now();
      const res = await fetch(`${base}/api/cart/bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ text }),
      });
      const body = (await res.json()) as { addedCount?: number; cart?: unknown[] };
      const ms = performance.now() - started;
      if (res.status !== 200 || body.addedCount !== LINES || body.cart?.length !== LINES)
        throw new Error(`quick order answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return ms;
    };

    console.log(
      `\nQuick order of ${LINES} lines on the shop as shipped (${formatNumber(codes.length)} codes of 1,000 products, ${DOCTORS} doctors in turn, ${loadAverage()})`,
    );
    for (let i = 0; i < WARM_UP; i += 1) await post(i);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) times.push(await post(WARM_UP + i));
    console.log(
      `  ${REQUESTS} requests: median ${formatNumber(median(times))} ms, p99 ${formatNumber(percentile(times, 99))} ms, slowest ${formatNumber(Math.max(...times))} ms\n`,
    );
    const listTimes = await timeListToCart(base, url, doctors, codes.slice(0, LIST_ITEMS));
    printTargets([
      timeTarget(`quick order of ${LINES} lines, p99`, percentile(times, 99), LIMIT_MS),
      timeTarget(
        `a list of ${LIST_ITEMS} items into the cart, p99`,
        percentile(listTimes, 99),
        LIST_LIMIT_MS,
      ),
    ]);
  } finally {
    await release();
  }
}

/** Each doctor's list of these products, the carts emptied, then Add all to cart timed in turn. */
async function timeListToCart(base: string, url: string, doctors: { cookie: string }[], codes: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let ids: number[];
  try {
    const { rows } = await client.query<{ id: number }>(
      'select id from products where sku = any($1::text[]) order by id',
      [codes],
    );
    ids = rows.map((row) => row.id);
    await client.query('delete from cart_items');
  } finally {
    await client.end();
  }
  const lists: number[] = [];
  for (const doctor of doctors) {
    const res = await fetch(`${base}/api/lists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: doctor.cookie },
      body: JSON.stringify({
        name: 'Bench restock',
        items: ids.map((productId, i) => ({ productId, quantity: 1 + (i % 3) })),
      }),
    });
    const body = (await res.json()) as { id?: number };
    if (res.status !== 201 || body.id === undefined)
      throw new Error(`the list was not made: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    lists.push(body.id);
  }
  const post = async (turn: number) => {
    const index = turn % doctors.length;
    const started = performance.now();
    const res = await fetch(`${base}/api/lists/${lists[index]}/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: doctors[index]?.cookie ?? '' },
      body: '{}',
    });
    const body = (await res.json()) as { added?: unknown[]; cart?: unknown[] };
    const ms = performance.now() - started;
    if (res.status !== 200 || body.added?.length !== ids.length || body.cart?.length !== ids.length)
      throw new Error(`Add all to cart answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return ms;
  };
  console.log(
    `A supply list of ${ids.length} items into the cart (${DOCTORS} doctors in turn, ${loadAverage()})`,
  );
  for (let i = 0; i < WARM_UP; i += 1) await post(i);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) times.push(await post(WARM_UP + i));
  console.log(
    `  ${REQUESTS} requests: median ${formatNumber(median(times))} ms, p99 ${formatNumber(percentile(times, 99))} ms, slowest ${formatNumber(Math.max(...times))} ms\n`,
  );
  return times;
}
