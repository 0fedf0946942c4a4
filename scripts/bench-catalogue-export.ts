/**
 * `npm run bench -- catalogue-export`: the catalogue export's targets (issue 22) on the shop as
 * shipped (`node scripts/start.mjs`) over a PostgreSQL database holding 100,000 generated products,
 * signed in as an admin:
 * - GET /api/admin/products/export.csv answers every product in ≤ 5 s (wall time from the request to
 *   the last byte, decompressed as a browser would);
 * - the server's resident memory grows by ≤ 50 MB while it streams (sampled every 10 ms, and the
 *   kernel's high-water mark VmHWM, reset just before, where allowed).
 * Three exports, the first one of the freshly started shop; each target is judged on the worst.
 * Then the import's dry run (POST /api/admin/products/import) of 10,000 rows of that export, every
 * second one with a new price and the rest unchanged, three times: ≤ 10 s each.
 */
import { PRODUCT_CSV_COLUMNS } from '@shop/contract/catalog-csv-schemas';
import {
  BENCH_ADMIN,
  formatNumber,
  insertAdmin,
  loadAverage,
  printTargets,
  throwawayDatabase,
  timeTarget,
} from './bench-support';
import { exportTargets, printExportRuns, signedInShippedShop, timeExportRuns } from './bench-exports';
import { csvLine, readCsv } from '../apps/server/src/lib/csv';
import { generateCatalogue } from './generate-catalogue';

const PRODUCTS = 100_000;
const ROUNDS = 3;
const IMPORT_ROWS = 10_000;
const IMPORT_LIMIT_MS = 10_000;

/**
 * The dry run of 10,000 rows of the export, three times: the generated products' image address is
 * none the product form takes, so the rows carry none (the placeholder); every second row gets a new
 * price, so half would update and half are unchanged. Milliseconds per run.
 */
async function timeImportChecks(base: string, cookie: string, exported: string) {
  const read = readCsv(exported);
  if (!('records' in read)) throw new Error('the export does not read back');
  const [header, ...records] = read.records;
  const columns = header?.cells ?? [];
  const price = columns.indexOf('price');
  const images = columns.indexOf('image_urls');
  const rows = records.slice(0, IMPORT_ROWS).map(({ cells }, i) => {
    const changed = [...cells];
    changed[images] = '';
    if (i % 2 === 0) changed[price] = (Number(cells[price]) + 1).toFixed(2);
    return csvLine(changed);
  });
  const file = csvLine(columns) + rows.join('');
  const times: number[] = [];
  let summary = '';
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/products/import`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/csv' },
      body: file,
    });
    const body = (await res.json()) as {
      counts?: { create: number; update: number; unchanged: number; refused: number };
      rows?: { line: number; action: string; fieldErrors?: unknown }[];
    };
    times.push(performance.now() - started);
    const counts = body.counts;
    if (res.status !== 200 || !counts) {
      throw new Error(`the dry run answered ${res.status}: ${JSON.stringify(body).slice(0, 400)}`);
    }
    const refused = body.rows?.find((row) => row.action === 'refused');
    summary = `${counts.create} create, ${counts.update} update, ${counts.unchanged} unchanged, ${counts.refused} refused${
      refused ? ` (line ${refused.line}: ${JSON.stringify(refused.fieldErrors)})` : ''
    }`;
  }
  return { times, summary };
}

export async function benchCatalogueExport(pendingCleanups: (() => Promise<void>)[]) {
  const database = await throwawayDatabase('shop_bench_catalogue_export', pendingCleanups);
  try {
    console.log(
      `\nCatalogue export (${formatNumber(PRODUCTS)} products, the shop as shipped, ${loadAverage()})`,
    );
    const generated = await generateCatalogue({ databaseUrl: database.url, products: PRODUCTS });
    console.log(
      `  catalogue: ${formatNumber(generated.after)} products generated in ${generated.seconds.toFixed(1)} s`,
    );
    await insertAdmin(database.url, BENCH_ADMIN);
    const { shop, cookie, idle } = await signedInShippedShop(database, BENCH_ADMIN);
    const { runs, lastText: lastExport } = await timeExportRuns({
      url: `${shop.base}/api/admin/products/export.csv`,
      cookie,
      pid: shop.serverPid,
      columns: PRODUCT_CSV_COLUMNS,
      rounds: ROUNDS,
      check: (text) => {
        // Generated names and descriptions hold no line break: one line a product.
        const lines = text.split('\r\n').length - 2;
        if (lines !== PRODUCTS) throw new Error(`the export held ${lines} products, expected ${PRODUCTS}`);
      },
    });
    const { times: checks, summary } = await timeImportChecks(shop.base, cookie, lastExport);
    await shop.stop();

    printExportRuns(idle, [['', runs]]);
    console.log(`  import dry run: ${summary}`);
    for (const [i, ms] of checks.entries()) {
      console.log(
        `  import dry run of ${formatNumber(IMPORT_ROWS)} rows, run ${i + 1}: ${Math.round(ms)} ms`,
      );
    }
    console.log('\n  targets (issue 22, the worst run)');
    printTargets([
      ...exportTargets(`export of ${formatNumber(PRODUCTS)} products`, runs, idle),
      timeTarget(`import dry run of ${formatNumber(IMPORT_ROWS)} rows`, Math.max(...checks), IMPORT_LIMIT_MS),
    ]);
    console.log(`  (${loadAverage()} at the end)`);
  } finally {
    await database.release();
  }
}
