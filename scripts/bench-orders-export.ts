/**
 * `npm run bench -- orders-export`: the orders export (issue 22) on the shop as shipped
 * (`node scripts/start.mjs`) over a PostgreSQL database holding 100,000 generated orders
 * (scripts/generate-orders.ts, as the order desk's bench), signed in as an admin:
 * GET /api/admin/orders/export.csv of every order, then of one status, three times each, the first
 * one of the freshly started shop: the wall time from the request to the last byte, and how much
 * the server's resident memory grows while it streams (sampled every 10 ms, and the kernel's
 * high-water mark VmHWM, reset just before, where allowed). Issue 22 sets no target for this export;
 * the catalogue export's (≤ 5 s, ≤ 50 MB for 100,000 rows) are shown beside the figures.
 */
import { ORDER_CSV_COLUMNS } from '@shop/contract/order-csv';
import pg from 'pg';
import {
  BENCH_ADMIN,
  ORDER_DESK_BOOK,
  formatNumber,
  generateOrderBook,
  loadAverage,
  printTargets,
  throwawayDatabase,
} from './bench-support';
import { exportTargets, printExportRuns, signedInShippedShop, timeExportRuns } from './bench-exports';
import { readCsv } from '../apps/server/src/lib/csv';

const ROUNDS = 3;

/** Three exports of `query`: each checked for its header and its count of order lines. */
async function timeExports(
  shop: { base: string; serverPid: number },
  cookie: string,
  query: string,
  expectedLines: number,
) {
  const { runs } = await timeExportRuns({
    url: `${shop.base}/api/admin/orders/export.csv${query}`,
    cookie,
    pid: shop.serverPid,
    columns: ORDER_CSV_COLUMNS,
    rounds: ROUNDS,
    check: (text) => {
      const read = readCsv(text);
      if (!('records' in read)) throw new Error('the export does not read back');
      const lines = read.records.length - 1;
      if (lines !== expectedLines)
        throw new Error(`the export held ${lines} order lines, expected ${expectedLines}`);
    },
  });
  return runs;
}

export async function benchOrdersExport(pendingCleanups: (() => Promise<void>)[]) {
  const database = await throwawayDatabase('shop_bench_orders_export', pendingCleanups);
  try {
    console.log(
      `\nOrders export (${formatNumber(ORDER_DESK_BOOK.orders)} orders, the shop as shipped, ${loadAverage()})`,
    );
    const generated = await generateOrderBook(database.url, BENCH_ADMIN, ORDER_DESK_BOOK);
    console.log(
      `  orders: ${formatNumber(generated.orders)} (${formatNumber(generated.lines)} lines) generated in ${generated.seconds.toFixed(1)} s`,
    );
    const { shop, cookie, idle } = await signedInShippedShop(database, BENCH_ADMIN);

    // Every order, then the one status most orders are in (the generator's delivered).
    const all = await timeExports(shop, cookie, '', generated.lines);
    const delivered = await timeExports(
      shop,
      cookie,
      '?status=delivered',
      await linesOfStatus(database.url, 'delivered'),
    );
    await shop.stop();

    printExportRuns(idle, [
      ['every order, ', all],
      ['delivered, ', delivered],
    ]);
    console.log("\n  beside the catalogue export's targets (issue 22 sets none here; the worst run)");
    printTargets(
      exportTargets(`export of ${formatNumber(ORDER_DESK_BOOK.orders)} orders`, all, idle, delivered),
    );
    console.log(`  (${loadAverage()} at the end)`);
  } finally {
    await database.release();
  }
}

/** How many lines the orders of this status hold, counted in the database. */
async function linesOfStatus(databaseUrl: string, status: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from order_items li join orders o on o.id = li.order_id where o.status = $1',
      [status],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
