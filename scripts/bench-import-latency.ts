/**
 * `npm run bench -- import-latency`: a catalogue import near its size limit must not hold the shop's
 * other requests. On the shop as shipped (`node scripts/start.mjs`, a throwaway PostgreSQL database,
 * seeded), signed in as an admin: the import's dry run (POST /api/admin/products/import) of a CSV just
 * under IMPORT_MAX_BYTES (IMPORT_MAX_ROWS new products, long descriptions), while /api/health is
 * asked every 50 ms, one request after the other:
 * - the slowest health answer during the import: ≤ 1 s;
 * - the import's own time (printed; no target).
 */
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, PRODUCT_CSV_COLUMNS } from '@shop/contract/catalog-csv-schemas';
import { importLineCells } from '@shop/contract/catalog-import-fixture-schemas';
import {
  BENCH_ADMIN,
  formatNumber,
  loadAverage,
  megabytes,
  printTargets,
  shippedShopWithNewAdmin,
  throwawayDatabase,
  timeTarget,
} from './bench-support';
import { csvLine } from '../apps/server/src/lib/csv';

const POLL_MS = 50;
const HEALTH_LIMIT_MS = 1_000;

/** IMPORT_MAX_ROWS valid new products whose descriptions fill the file to just under the limit. */
function largeCsv(): Buffer {
  const header = csvLine(PRODUCT_CSV_COLUMNS);
  const row = (i: number, description: string) =>
    csvLine(
      importLineCells({
        sku: `BENCH-IMP-${i}`,
        name: `Imported Cannula ${i}`,
        description,
        tags: 'cannula, bench',
      }),
    );
  const budget = IMPORT_MAX_BYTES - 64 * 1024 - Buffer.byteLength(header);
  const bare = Buffer.byteLength(row(IMPORT_MAX_ROWS, ''));
  const words = 'A blunt cannula for filler placement, sterile and single use. ';
  const length = Math.min(1000, Math.floor(budget / IMPORT_MAX_ROWS) - bare);
  const description = words
    .repeat(Math.ceil(length / words.length))
    .slice(0, length)
    .trim();
  const rows: string[] = [header];
  for (let i = 0; i < IMPORT_MAX_ROWS; i += 1) rows.push(row(i, description));
  return Buffer.from(rows.join(''));
}

export async function benchImportLatency(pendingCleanups: (() => Promise<void>)[]) {
  const database = await throwawayDatabase('shop_bench_import_latency', pendingCleanups);
  try {
    console.log(`\nCatalogue import and the shop's other requests (the shop as shipped, ${loadAverage()})`);
    const { shop, cookie } = await shippedShopWithNewAdmin(database, BENCH_ADMIN);
    const file = largeCsv();

    const importing = { now: true };
    const health: number[] = [];
    const polling = (async () => {
      while (importing.now) {
        const started = performance.now();
        const res = await fetch(`${shop.base}/api/health`);
        await res.arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = health.length;
    const started = performance.now();
    const res = await fetch(`${shop.base}/api/admin/products/import`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/csv' },
      body: file,
    });
    const body = (await res.json()) as { counts?: Record<string, number>; message?: string };
    const importMs = performance.now() - started;
    importing.now = false;
    await polling;
    if (res.status !== 200 || !body.counts) {
      throw new Error(`the dry run answered ${res.status}: ${JSON.stringify(body).slice(0, 400)}`);
    }
    const idle = Math.max(...health.slice(0, before));
    const during = Math.max(...health.slice(before));
    console.log(
      `  file: ${megabytes(file.length)}, ${formatNumber(IMPORT_MAX_ROWS)} rows; dry run ${Math.round(importMs)} ms (${JSON.stringify(body.counts)})`,
    );
    console.log(
      `  /api/health every ${POLL_MS} ms: ${health.length - before} answers during the import; the slowest before it ${Math.round(idle)} ms`,
    );
    printTargets([timeTarget('health during import', during, HEALTH_LIMIT_MS, 'slowest')]);
  } finally {
    await database.release();
  }
}
