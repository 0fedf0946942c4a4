/**
 * `npm run bench -- registry`: the nightly licence-register check's targets (issue 43) on a
 * PostgreSQL server (BENCH_DATABASE_URL, default the local one).
 * - file: 100,000 active prescribers (each owning a practice) against a register file of 100,000
 *   licences, of which 1% are suspended, 1% carry another name and 1% another expiry date; the
 *   first night (every result new: a check row, an audit entry, and for the suspended a hold with
 *   its e-mails) and the next night (nothing changed). Target: ≤ 60 s.
 * - http: 100 prescribers against a register on this machine that answers at once, at
 *   LICENCE_REGISTRY_RATE=10, the night run by three processes at once: the requests that arrived
 *   within any one second, at most (target: ≤ 10).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { dailyJob } from '../apps/server/src/background-jobs';
import { loadConfig } from '../apps/server/src/config';
import { openServerDatabase } from '../apps/server/src/db/client';
import { FOUND_MISSING_PRACTICES } from '../apps/server/src/db/practice-founding';
import { addDays, dateIn } from '../apps/server/src/lib/clock';
import {
  formatNumber,
  loadAverage,
  onServer,
  printTargets,
  throwawayDatabase,
  timeTarget,
} from './bench-support';

const PRESCRIBERS = 100_000;
const LIMIT_MS = 60_000;
const HTTP_PRESCRIBERS = 100;
const HTTP_RATE = 10;

/** The one number a query answers. */
async function countOf(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(text);
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** `count` approved doctors, each owning a practice of their own, licensed in Ontario until 2031-12-31. */
async function prescribers(url: string, count: number) {
  await onServer(
    url,
    `insert into users (role, status, email, password_hash, full_name, license_number, province_state, license_expiry_date, approved_at)
     select 'doctor', 'approved', 'registry.' || n || '@clinic.example', 'bench-without-password',
            'Dr. Bench Doctor' || n, 'REG-' || n, 'Ontario', date '2031-12-31', now()
       from generate_series(1, ${count}) n`,
  );
  await onServer(url, FOUND_MISSING_PRACTICES);
}

/** The nightly job with LICENCE_REGISTRY set as `env` says, run on `today`; its counts and time. */
async function night(url: string, env: Record<string, string>, today: string) {
  const database = await openServerDatabase(url, 4);
  try {
    const config = loadConfig({ PUBLIC_URL: 'https://shop.example', ...env });
    const started = performance.now();
    const counts = await dailyJob('licence-registry').run({
      db: database.db,
      config,
      now: new Date(),
      today,
    });
    return { counts, ms: performance.now() - started };
  } finally {
    await database.close();
  }
}

async function benchFile(pendingCleanups: (() => Promise<void>)[], today: string) {
  const { url, release } = await throwawayDatabase('bench_registry', pendingCleanups);
  try {
    const database = await openServerDatabase(url, 2);
    await database.migrate();
    await database.close();
    await prescribers(url, PRESCRIBERS);
    // The register as an upload leaves it (its keys as contract/licence-registry.ts writes them).
    await onServer(
      url,
      `insert into licence_register (jurisdiction_key, number_key, number, name, jurisdiction, status, expires_on)
       select 'ontario', 'REG' || n, 'REG-' || n,
              case when n % 100 = 1 then 'Someone Else' || n else 'Bench Doctor' || n end,
              'ON',
              case when n % 100 = 2 then 'suspended' else 'active' end,
              case when n % 100 = 3 then date '2032-06-30' else date '2031-12-31' end
         from generate_series(1, ${PRESCRIBERS}) n`,
    );
    await onServer(
      url,
      `insert into licence_register_uploads (file_name, mapping, rows, added, changed, removed)
       values ('bench.csv', '{"number":"n","name":"n","jurisdiction":"j","status":"s","expiresOn":"e"}', ${PRESCRIBERS}, ${PRESCRIBERS}, 0, 0)`,
    );
    await onServer(url, 'vacuum analyze');
    const env = { LICENCE_REGISTRY: 'file' };
    const first = await night(url, env, today);
    const next = await night(url, env, addDays(today, 1));
    const held = await countOf(
      url,
      'select count(*)::int as n from licence_registry_status where hold_since is not null',
    );
    console.log(
      `  first night: ${formatNumber(first.counts.checked)} checked, ${formatNumber(first.counts.changed)} changed, ${formatNumber(first.counts.unavailable)} unavailable in ${formatNumber(first.ms)} ms (${formatNumber(held)} held)`,
    );
    console.log(
      `  next night:  ${formatNumber(next.counts.checked)} checked, ${formatNumber(next.counts.changed)} changed in ${formatNumber(next.ms)} ms`,
    );
    return [
      timeTarget('nightly check, 100,000 prescribers, file register, first night', first.ms, LIMIT_MS),
      timeTarget('nightly check, 100,000 prescribers, file register, next night', next.ms, LIMIT_MS),
    ];
  } finally {
    await release();
  }
}

async function benchHttp(pendingCleanups: (() => Promise<void>)[], today: string) {
  const arrivals: number[] = [];
  const register = createServer((req, res) => {
    arrivals.push(Date.now());
    const number = new URL(req.url ?? '/', 'http://register').searchParams.get('number') ?? '';
    const n = number.replace('REG-', '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        number,
        name: `Bench Doctor${n}`,
        jurisdiction: 'ON',
        status: 'active',
        expiresOn: '2031-12-31',
      }),
    );
  });
  await new Promise<void>((resolve) => register.listen(0, '127.0.0.1', resolve));
  const { url, release } = await throwawayDatabase('bench_registry_http', pendingCleanups);
  try {
    const database = await openServerDatabase(url, 2);
    await database.migrate();
    await database.close();
    await prescribers(url, HTTP_PRESCRIBERS);
    const { port } = register.address() as AddressInfo;
    const env = {
      LICENCE_REGISTRY: 'http',
      LICENCE_REGISTRY_URL: `http://127.0.0.1:${port}/licences`,
      LICENCE_REGISTRY_RATE: String(HTTP_RATE),
    };
    // Three shop processes run the night at once (each its own pool and register): the pace is theirs together.
    const started = performance.now();
    const nights = await Promise.all([1, 2, 3].map(() => night(url, env, today)));
    const run = {
      counts: { checked: nights.reduce((sum, one) => sum + one.counts.checked, 0) },
      ms: performance.now() - started,
    };
    // The most requests that arrived within any one second.
    let most = 0;
    for (const [index, at] of arrivals.entries()) {
      most = Math.max(most, arrivals.filter((other, j) => j >= index && other < at + 1000).length);
    }
    console.log(
      `  http register at LICENCE_REGISTRY_RATE=${HTTP_RATE}: ${formatNumber(run.counts.checked)} checked in ${formatNumber(run.ms)} ms, at most ${most} requests in any second`,
    );
    return [
      {
        name: `http register, requests in any second (LICENCE_REGISTRY_RATE=${HTTP_RATE})`,
        actual: String(most),
        limit: `≤ ${HTTP_RATE}`,
        pass: most <= HTTP_RATE,
      },
    ];
  } finally {
    await release();
    register.close();
  }
}

export async function benchRegistry(pendingCleanups: (() => Promise<void>)[]) {
  const today = dateIn('America/Toronto', new Date());
  console.log(`\nThe nightly licence-register check (PostgreSQL, ${loadAverage()})\n`);
  const targets = [
    ...(await benchFile(pendingCleanups, today)),
    ...(await benchHttp(pendingCleanups, today)),
  ];
  console.log('');
  printTargets(targets);
}
