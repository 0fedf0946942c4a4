/**
 * `npm run bench -- recalls`: opening a recall (issue 20) against the shop as `npm start` runs it, on
 * a PostgreSQL server (BENCH_DATABASE_URL, default the local one). The book: 20,000 generated orders
 * of 2,000 doctors (scripts/generate-orders.ts). Each of RECALLS lots of a lot-tracked product is
 * recorded as shipped on 10,000 lines of the shipped and delivered orders (ledger rows of kind ship,
 * as shipping writes them) and holds 500 units besides. Then POST /api/admin/recalls for each lot in
 * turn, timed from the request to the end of the answer: the lines found, the held units off the
 * shelf, a notice and an e-mail per doctor, the audit entry, all in one transaction. Target: ≤ 2 s.
 */
import pg from 'pg';
import {
  BENCH_ADMIN,
  formatNumber,
  generateOrderBook,
  loadAverage,
  printTargets,
  signedInShop,
  throwawayDatabase,
  timeTarget,
  type OrderBook,
} from './bench-support';

const BOOK: OrderBook = { orders: 20_000, doctors: 2_000, catalogue: 1_000 };
const LINES = 10_000;
const HELD = 500;
const RECALLS = 3;
const LIMIT_MS = 2_000;

/**
 * A lot-tracked product with RECALLS lots, each shipped on LINES order lines of shipped or delivered
 * orders (spread over the doctors as the generator spread the orders) and holding HELD units.
 */
async function shippedLots(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const product = await client.query<{ id: number }>(
      `update products set track_inventory = true, lot_tracked = true
        where id = (select min(id) from products) returning id`,
    );
    const productId = product.rows[0]?.id;
    if (productId === undefined) throw new Error('no product to recall');
    const lots: string[] = [];
    for (let i = 1; i <= RECALLS; i += 1) {
      const lotNumber = `BENCH-LOT-${i}`;
      lots.push(lotNumber);
      await client.query(
        `with lot as (
           insert into stock_lots (product_id, lot_number, expiry_date, on_hand)
           values ($1, $2, current_date + 400, ${HELD}) returning id
         ), lines as (
           select i.id as item_id, i.order_id, o.updated_at
             from order_items i join orders o on o.id = i.order_id
            where o.status in ('shipped', 'delivered')
            order by i.id offset $3 limit ${LINES}
         )
         insert into stock_movements (product_id, kind, quantity, lot_id, order_id, order_item_id, created_at)
         select $1, 'receive', ${HELD + LINES}, lot.id, null, null, now() - interval '1 year' from lot
         union all
         select $1, 'ship', -1, lot.id, lines.order_id, lines.item_id, lines.updated_at from lot, lines`,
        [productId, lotNumber, (i - 1) * LINES],
      );
    }
    await client.query(`update product_stock set on_hand = ${HELD * RECALLS} where product_id = $1`, [
      productId,
    ]);
    await client.query('vacuum analyze stock_movements, stock_lots, orders, order_items, users');
    const shipped = await client.query<{ lines: string; doctors: string }>(
      `select count(*) as lines, count(distinct o.user_id) as doctors
         from stock_movements m join orders o on o.id = m.order_id
        where m.kind = 'ship' and m.lot_id in (select id from stock_lots where lot_number = $1)`,
      [lots[0]],
    );
    return {
      productId,
      lots,
      lines: Number(shipped.rows[0]?.lines),
      doctors: Number(shipped.rows[0]?.doctors),
    };
  } finally {
    await client.end();
  }
}

export async function benchRecalls(pendingCleanups: (() => Promise<void>)[]) {
  const { url, children, release } = await throwawayDatabase('shop_bench_recalls', pendingCleanups);
  try {
    await generateOrderBook(url, BENCH_ADMIN, BOOK);
    const book = await shippedLots(url);
    if (book.lines !== LINES) throw new Error(`a lot shipped on ${book.lines} lines, expected ${LINES}`);

    const { base, cookie } = await signedInShop({ url, children }, BENCH_ADMIN);
    console.log(
      `\nOpening a recall (npm start on PostgreSQL, a lot shipped on ${formatNumber(book.lines)} order lines to ${formatNumber(book.doctors)} clinics, ${HELD} units held; ${loadAverage()})\n`,
    );
    const times: number[] = [];
    for (const lotNumber of book.lots) {
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/recalls`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          productId: book.productId,
          lotNumbers: [lotNumber],
          reason: 'Bench: particles found in vials of this lot',
          action: 'return',
          recallClass: 'II',
        }),
      });
      const body = (await res.json()) as { clinicCount?: number; unitsShipped?: number; lots?: unknown[] };
      const ms = performance.now() - started;
      if (res.status !== 201) throw new Error(`recall answered ${res.status}: ${JSON.stringify(body)}`);
      if (body.unitsShipped !== LINES)
        throw new Error(`recall found ${body.unitsShipped} units, expected ${LINES}`);
      times.push(ms);
      console.log(
        `  ${lotNumber}: ${formatNumber(ms)} ms (${formatNumber(body.clinicCount ?? 0)} clinics notified, ${formatNumber(body.unitsShipped)} units shipped)`,
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    console.log('');
    printTargets([
      timeTarget(
        `open a recall of ${formatNumber(LINES)} shipped lines (median of ${RECALLS})`,
        median,
        LIMIT_MS,
      ),
      timeTarget('open a recall, slowest', sorted.at(-1) ?? Number.NaN, LIMIT_MS),
    ]);
  } finally {
    await release();
  }
}
