/**
 * `npm run bench -- newsletter-export`: the newsletter export's targets, on a PostgreSQL server
 * (BENCH_DATABASE_URL, default the local one) holding 100,000 subscribers, the shop in its own process
 * signed in as an admin:
 * - GET /api/newsletter/subscriptions/export downloads every address in ≤ 2 s (wall time from the
 *   request to the last byte, the body decompressed as a browser would);
 * - the server's resident memory grows by ≤ 50 MB while it streams: sampled every 10 ms from
 *   /proc/<pid>/status, with the kernel's own high-water mark VmHWM (reset just before) beside it.
 * The first export of the freshly started shop is measured (no earlier export warmed anything up),
 * then BENCH_NEWSLETTER_ROUNDS - 1 more (3 in all by default); each target is judged on the worst run,
 * memory against the shop's resident size before the first export.
 */
import {
  BENCH_ADMIN,
  loadAverage,
  formatNumber,
  megabytes,
  memoryOf,
  memoryTarget,
  onServer,
  printTargets,
  shopNodeFlags,
  shopWithNewAdmin,
  throwawayDatabase,
  timeTarget,
  whileSamplingPeak,
} from './bench-support';
import type { ExportRun } from './bench-exports';
import { generateCatalogue } from './generate-catalogue';

const SUBSCRIBERS = 100_000;
const ROUNDS = Number(process.env.BENCH_NEWSLETTER_ROUNDS ?? '3');
const TIME_LIMIT_MS = 2_000;
const RSS_GROWTH_LIMIT_MB = 50;
const SAMPLE_MS = 10;

/** A download as the export benches time it, with its lines, how it was sent, and the memory before it. */
interface NewsletterRun extends ExportRun {
  lines: string[];
  fileName: string | undefined;
  encoding: string | null;
  /** Resident memory just before it ran. */
  before: number;
  /** Whether VmHWM was reset before it ran (and so counts in `peak`). */
  peakReset: boolean;
}

async function exportOnce(base: string, cookie: string, pid: number): Promise<NewsletterRun> {
  const before = memoryOf(pid).rss;
  const {
    result: { res, text, ms },
    peak,
    peakReset,
  } = await whileSamplingPeak(pid, SAMPLE_MS, async () => {
    const started = performance.now();
    const res = await fetch(`${base}/api/newsletter/subscriptions/export`, { headers: { cookie } });
    const text = await res.text();
    return { res, text, ms: performance.now() - started };
  });
  if (res.status !== 200) throw new Error(`the export answered ${res.status}: ${text.slice(0, 300)}`);
  return {
    ms,
    bytes: Buffer.byteLength(text),
    lines: text.split('\n'),
    fileName: /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1],
    encoding: res.headers.get('content-encoding'),
    before,
    peak,
    peakReset,
  };
}

export async function benchNewsletterExport(pendingCleanups: (() => Promise<void>)[]) {
  if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
    throw new Error('BENCH_NEWSLETTER_ROUNDS must be a whole number ≥ 1');
  }
  const { url, children, release } = await throwawayDatabase('shop_bench_newsletter', pendingCleanups);
  try {
    console.log(
      `\nNewsletter export (${formatNumber(SUBSCRIBERS)} subscribers, ${ROUNDS} run(s), server flags: ${shopNodeFlags().join(' ') || 'none'}, ${loadAverage()})`,
    );
    // Migrated (and the reference data loaded) by the catalogue generator, with no products.
    await generateCatalogue({ databaseUrl: url, products: 0 });
    const seeding = performance.now();
    await onServer(
      url,
      `insert into newsletter_subscriptions (email, subscribed_at)
       select 'subscriber.' || g || '@clinic-' || (g % 997) || '.example', now() - g * interval '1 minute'
       from generate_series(1, ${SUBSCRIBERS}) as g`,
    );
    console.log(
      `  subscribers: ${formatNumber(SUBSCRIBERS)} inserted in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const { base, cookie, pid } = await shopWithNewAdmin({ url, children }, BENCH_ADMIN);
    const idle = memoryOf(pid).rss;

    const runs: NewsletterRun[] = [];
    let peakReset = false;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const run = await exportOnce(base, cookie, pid);
      peakReset = run.peakReset;
      runs.push(run);

      // Each download is the whole list, one address a line, named with the day.
      const day = new Date().toISOString().slice(0, 10);
      if (run.fileName !== `newsletter-subscribers-${day}.txt`) {
        throw new Error(`the export was named ${run.fileName ?? 'nothing'}`);
      }
      const addresses = run.lines.slice(0, -1);
      if (run.lines.at(-1) !== '' || addresses.length !== SUBSCRIBERS) {
        throw new Error(`the export held ${addresses.length} lines, expected ${SUBSCRIBERS}`);
      }
      if (
        new Set(addresses).size !== SUBSCRIBERS ||
        !addresses.every((line) => /^[^\s@]+@[^\s@]+$/.test(line))
      ) {
        throw new Error('the export holds a repeated or malformed line');
      }
    }

    console.log(
      `  server RSS before the first export: ${megabytes(idle)}; VmHWM ${peakReset ? 'reset before each run' : 'not resettable here (clear_refs not allowed): sampled figures only'}`,
    );
    for (const [i, run] of runs.entries()) {
      console.log(
        `  run ${i + 1}${i === 0 ? ' (first)' : ''}: ${Math.round(run.ms)} ms, ${megabytes(run.bytes)} (${run.encoding ?? 'identity'} on the wire), RSS ${megabytes(run.before)} before, peak ${megabytes(run.peak)} (+${megabytes(run.peak - idle)} over the first baseline)`,
      );
    }

    const worstMs = Math.max(...runs.map((run) => run.ms));
    const worstGrowth = Math.max(...runs.map((run) => run.peak)) - idle;
    console.log('\n  targets (newsletter export, the worst run)');
    printTargets([
      timeTarget(`export of ${formatNumber(SUBSCRIBERS)}`, worstMs, TIME_LIMIT_MS),
      memoryTarget('server RSS growth', worstGrowth, RSS_GROWTH_LIMIT_MB),
    ]);
    console.log(`  (${loadAverage()} at the end)`);
  } finally {
    await release();
  }
}
