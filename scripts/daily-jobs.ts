/**
 * `npm run daily-jobs [-- --only NAME]`: the shop's daily jobs, run once now on the database the
 * shop uses with this environment (DATABASE_URL, else the embedded one in DATA_DIR, which the shop
 * must not have open), for the shop's calendar day (SHOP_TIME_ZONE, SHOP_CLOCK_OFFSET_DAYS): the
 * licence notices, the recall reminders, the invoice reminders, the scheduled reorders and the
 * deliveries taken as made. The shop runs them itself every hour; this runs them at a set time (from
 * cron, say) or at once, and lets the browser story of a scheduled reorder run the job on a day to
 * come. A job does only what no
 * run has done that day, so running it beside the shop's own runs changes nothing twice.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DAILY_JOBS } from '../apps/server/src/background-jobs';
import { loadConfig } from '../apps/server/src/config';
import { embeddedDir, refuseWhenOpen } from '../apps/server/src/db/backup';
import { openShopDatabase } from '../apps/server/src/db/client';
import { offsetClock, shopToday } from '../apps/server/src/lib/clock';
import { runWhenMain } from './cli';

const NAMES = DAILY_JOBS.map((job) => job.name);
const USAGE = `npm run daily-jobs [-- --only ${NAMES.join('|')}]`;

/** The job `--only` names, if any; a wrong argument ends the command with its usage. */
function onlyJobAsked(): string | undefined {
  try {
    return parseArgs({ options: { only: { type: 'string' } } }).values.only;
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\nusage: ${USAGE}`);
    process.exit(2);
  }
}

await runWhenMain(import.meta.filename, async () => {
  const only = onlyJobAsked();
  const jobs = DAILY_JOBS.filter((job) => only === undefined || job.name === only);
  if (jobs.length === 0) {
    console.error(`no daily job is named ${only}\nusage: ${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const clock = offsetClock(config.clockOffsetDays);
  const now = clock.now();
  const today = shopToday({ clock, config });
  if (!config.databaseUrl) {
    const pgDir = embeddedDir(config.dataDir);
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      console.error(
        `no embedded database in ${pgDir}: start the shop once (npm start), or set DATA_DIR or DATABASE_URL`,
      );
      process.exit(2);
    }
    await refuseWhenOpen(pgDir, 'running the daily jobs here');
  }
  const database = await openShopDatabase(config);
  try {
    for (const job of jobs) {
      const counts = await job.run({ db: database.db, config, now, today });
      const said = Object.entries(counts).map(([what, count]) => `${what} ${count}`);
      console.log(`${job.name} on ${today}: ${said.join(', ')}`);
    }
  } finally {
    await database.close();
  }
});
