/**
 * What the export benches share (scripts/bench-catalogue-export.ts, scripts/bench-orders-export.ts):
 * the shop as shipped, ready and settled, with its resident memory at rest; a CSV export downloaded
 * round after round while the server's memory is sampled; the lines that report each round; and the
 * targets the rounds are judged by.
 */
import { CSV_BOM, csvLine } from '../apps/server/src/lib/csv';
import {
  megabytes,
  memoryOf,
  memoryTarget,
  signIn,
  startShippedShop,
  timeTarget,
  whileSamplingPeak,
} from './bench-support';

export interface ExportRun {
  ms: number;
  bytes: number;
  /** The server's resident memory at its highest during the download. */
  peak: number;
}

/**
 * The shop as shipped over `database`, `admin` (already in it) signed in; once it says it is ready
 * (its search index built) and has settled 2 s, its resident memory at rest (`idle`).
 */
export async function signedInShippedShop(
  database: Parameters<typeof startShippedShop>[0],
  admin: { email: string; password: string },
) {
  const shop = await startShippedShop(database);
  const cookie = await signIn(shop.base, admin);
  while ((await fetch(`${shop.base}/api/ready`)).status !== 200) await new Promise((r) => setTimeout(r, 200));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return { shop, cookie, idle: memoryOf(shop.serverPid).rss };
}

/**
 * `rounds` downloads of the export at `url`: the wall time from the request to the last byte
 * (decompressed as a browser would), its size, and the server's peak RSS (sampled every 10 ms, and
 * the kernel's high-water mark VmHWM, reset just before, where allowed). Each answer must be a 200
 * that starts with the byte order mark and the header line of the contract's `columns`, and passes
 * `check` (its rows counted).
 */
export async function timeExportRuns({
  url,
  cookie,
  pid,
  columns,
  rounds,
  check,
}: {
  url: string;
  cookie: string;
  pid: number;
  columns: readonly string[];
  rounds: number;
  check: (text: string) => void;
}): Promise<{ runs: ExportRun[]; lastText: string }> {
  const header = CSV_BOM + csvLine(columns);
  const runs: ExportRun[] = [];
  let lastText = '';
  for (let round = 1; round <= rounds; round += 1) {
    const { result, peak } = await whileSamplingPeak(pid, 10, async () => {
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      // As bytes: Response.text() would drop the byte order mark this checks.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
      return { res, text, ms: performance.now() - started };
    });
    if (result.res.status !== 200) throw new Error(`the export answered ${result.res.status}`);
    if (!result.text.startsWith(header)) throw new Error('the export does not start with its BOM and header');
    check(result.text);
    lastText = result.text;
    runs.push({ ms: result.ms, bytes: Buffer.byteLength(result.text), peak });
  }
  return { runs, lastText };
}

/** The memory at rest, then one line a run of each label: "label, run 1 (first): 812 ms, 21.3 MB, peak RSS …". */
export function printExportRuns(
  idle: number,
  labelled: readonly (readonly [string, readonly ExportRun[]])[],
) {
  console.log(`  server RSS before the first export: ${megabytes(idle)}`);
  for (const [label, runs] of labelled) printRuns(label, runs, idle);
}

function printRuns(label: string, runs: readonly ExportRun[], idle: number) {
  for (const [i, run] of runs.entries()) {
    console.log(
      `  ${label}run ${i + 1}${i === 0 ? ' (first)' : ''}: ${Math.round(run.ms)} ms, ${megabytes(run.bytes)}, peak RSS ${megabytes(run.peak)} (+${megabytes(run.peak - idle)})`,
    );
  }
}

/**
 * Issue 22's targets for the catalogue export of 100,000 products, which the orders export (issue 22
 * sets it none) is shown beside.
 */
const TIME_LIMIT_MS = 5_000;
const RSS_GROWTH_LIMIT_MB = 50;

/**
 * The catalogue export's targets: the slowest of `runs` against TIME_LIMIT_MS, and the most the
 * server's memory grew in them and in `otherRuns` (downloads of another filter) against
 * RSS_GROWTH_LIMIT_MB.
 */
export function exportTargets(
  what: string,
  runs: readonly ExportRun[],
  idle: number,
  otherRuns: readonly ExportRun[] = [],
) {
  const peak = Math.max(...[...runs, ...otherRuns].map((run) => run.peak));
  return [
    timeTarget(what, Math.max(...runs.map((run) => run.ms)), TIME_LIMIT_MS),
    memoryTarget('server RSS growth', peak - idle, RSS_GROWTH_LIMIT_MB),
  ];
}
