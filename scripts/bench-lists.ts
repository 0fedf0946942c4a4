/**
 * What the admin list benches share (scripts/bench-admin-orders.ts, scripts/bench-audit.ts): each
 * call's answer checked once, then every call measured in turns, round after round, between two
 * measurements of the bare node:http ceiling, and each call's target judged on its median run.
 */
import {
  formatNumber,
  loadAverage,
  measure,
  percent,
  printTable,
  signedInShop,
  startHelloWorld,
  type ChildServer,
  type Measurement,
} from './bench-support';

export interface ListCall {
  label: string;
  /** The address below the shop's base. */
  path: string;
  /** The target for its p99, in milliseconds. */
  limitMs: number;
  /** What a correct answer looks like: a message when it is not. */
  check: (body: unknown) => string | undefined;
}

/** The median of `values` (the mean of the middle two of an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/** The p-th percentile of `values` (nearest rank). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** BENCH_ROUNDS (default 3): how many times each call is measured. */
export function benchRounds() {
  const rounds = Number(process.env.BENCH_ROUNDS ?? '3');
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('BENCH_ROUNDS must be a whole number ≥ 1');
  return rounds;
}

/**
 * Starts the ceiling and a shop over `database` with `admin` (already in it) signed in, checks each
 * call's answer once, then measures the calls in turns `rounds` times (so a burst of other work on
 * the machine lands in one run rather than in every run of one call) at `connections`, prints every
 * run beside the ceiling and a PASS or FAIL line per call. The shop stays up for more calls.
 */
export async function measureListCalls({
  database,
  admin,
  calls,
  rounds,
  connections,
  title,
}: {
  database: { url: string; children: ChildServer[] };
  admin: { email: string; password: string };
  calls: readonly ListCall[];
  rounds: number;
  connections: number;
  /** What the targets are, for the heading above them. */
  title: string;
}) {
  const hello = await startHelloWorld(database.children);
  const helloUrl = `http://127.0.0.1:${hello.port}/`;
  const { base, cookie } = await signedInShop(database, admin);
  for (const call of calls) {
    const res = await fetch(`${base}${call.path}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${call.path} answered ${res.status}: ${await res.text()}`);
    const wrong = call.check(await res.json());
    if (wrong) throw new Error(`${call.label}: ${wrong}`);
  }

  const ceilingBefore = await measure('hello-world ceiling, first', helloUrl, { connections });
  const runs = new Map<ListCall, Measurement[]>(calls.map((call) => [call, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const call of calls) {
      const m = await measure(`${call.label} (run ${round})`, `${base}${call.path}`, {
        connections,
        setupRequest: (request) => ({ ...request, headers: { cookie } }),
      });
      runs.get(call)?.push(m);
    }
  }
  const ceilingAfter = await measure('hello-world ceiling, last', helloUrl, { connections });
  const ceiling = Math.max(ceilingBefore.requestsPerSecond, ceilingAfter.requestsPerSecond);

  console.log(`\n  (${loadAverage()} at the end; ratios are to the higher ceiling)`);
  printTable(ceiling, [ceilingBefore, ceilingAfter, ...[...runs.values()].flat()]);
  console.log(`\n  targets (${title}; the median of ${rounds} run(s), every run in brackets)`);
  const width = Math.max(...calls.map((call) => call.label.length)) + 6;
  for (const call of calls) {
    const measured = runs.get(call) ?? [];
    const p99 = median(measured.map((m) => m.p99));
    const rps = median(measured.map((m) => m.requestsPerSecond));
    const clean = measured.every((m) => m.failures === 0 && m.requestsPerSecond > 0);
    const pass = clean && p99 <= call.limitMs;
    const actual = `${p99} ms [${measured.map((m) => m.p99).join(', ')}]`;
    console.log(
      `  ${pass ? 'PASS' : 'FAIL'}  ${`${call.label} p99`.padEnd(width)} ${actual.padEnd(24)} ≤ ${call.limitMs} ms  (${formatNumber(rps)} req/s, ${percent(rps, ceiling)} of ceiling)`,
    );
  }
  return { base, cookie };
}
