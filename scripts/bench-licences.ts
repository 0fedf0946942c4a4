/**
 * `npm run bench -- licences`: the daily licence job's target (issue 20) on a PostgreSQL server
 * (BENCH_DATABASE_URL, default the local one): 100,000 approved doctors whose licences expire evenly
 * over four years around today (a quarter lapsed already), then the job as the shop runs it
 * (the daily job `licences`, batches of 500): the first run, which catches up on every lapse and reminder due
 * (about 28,000 notices, each an e-mail queued and a lapse audited), and the next day's run, what a
 * live shop's day costs. Target: ≤ 10 s each.
 */
import { addDays, dateIn } from '../apps/server/src/lib/clock';
import { openServerDatabase } from '../apps/server/src/db/client';
import { dailyJob } from '../apps/server/src/background-jobs';
import { loadConfig } from '../apps/server/src/config';
import {
  formatNumber,
  loadAverage,
  onServer,
  printTargets,
  throwawayDatabase,
  timeTarget,
} from './bench-support';

const DOCTORS = 100_000;
const LIMIT_MS = 10_000;

export async function benchLicences(pendingCleanups: (() => Promise<void>)[]) {
  const { url, release } = await throwawayDatabase('bench_licences', pendingCleanups);
  try {
    const database = await openServerDatabase(url, 4);
    try {
      await database.migrate();
      const today = dateIn('America/Toronto', new Date());
      // Expiry dates from a year ago to three years ahead, one doctor a step.
      await onServer(
        url,
        `insert into users (role, status, email, password_hash, full_name, license_number, license_expiry_date, approved_at)
         select 'doctor', 'approved', 'licence.' || n || '@clinic.example', 'bench-without-password',
                'Dr. Bench ' || n, 'MD-' || n,
                date '${today}' - 365 + (n * 1461 / ${DOCTORS})::int, now()
           from generate_series(1, ${DOCTORS}) n`,
      );
      await onServer(url, 'vacuum analyze users');
      const config = loadConfig({ PUBLIC_URL: 'https://shop.example' });
      const licences = dailyJob('licences');

      console.log(
        `\nThe daily licence job over ${formatNumber(DOCTORS)} doctors (PostgreSQL, ${loadAverage()})\n`,
      );
      const first = performance.now();
      const caughtUp = await licences.run({ db: database.db, config, now: new Date(), today });
      const firstMs = performance.now() - first;
      const next = performance.now();
      const nextDay = await licences.run({
        db: database.db,
        config,
        now: new Date(),
        today: addDays(today, 1),
      });
      const nextMs = performance.now() - next;
      console.log(
        `  first run: ${formatNumber(caughtUp.reminders)} reminders and ${formatNumber(caughtUp.lapses)} lapse notices in ${formatNumber(firstMs)} ms`,
      );
      console.log(
        `  next day:  ${formatNumber(nextDay.reminders)} reminders and ${formatNumber(nextDay.lapses)} lapse notices in ${formatNumber(nextMs)} ms\n`,
      );
      printTargets([
        timeTarget('licence job, first run', firstMs, LIMIT_MS),
        timeTarget('licence job, a day', nextMs, LIMIT_MS),
      ]);
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
}
