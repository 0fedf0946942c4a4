/**
 * `npm run daily-jobs [-- --only NAME]`: the shop's daily jobs, run once now on the database the
 * shop uses with this environment (DATABASE_URL, else the embedded one in DATA_DIR, which the shop
 * must not have open), for the shop's calendar day (SHOP_TIME_ZONE, SHOP_CLOCK_OFFSET_DAYS): the
 * licence notices, the recall reminders, the invoice reminders and the scheduled reorders. The shop
 * runs them itself every hour; this runs them at a set time (from cron, say) or at once, and lets
 * the browser story of a scheduled reorder run the job on a day to come. A job does only what no
 * run has done that day, so running it beside the shop's own runs changes nothing twice.
 */
import { parseArgs } from 'node:util';
import { DAILY_JOBS } from '../apps/server/src/background-jobs';
import { loadConfig } from '../apps/server/src/config';
import { embeddedDir, refuseWhenOpen } from '../apps/server/src/db/backup';
import { openShopDatabase } from '../apps/server/src/db/client';
import { offsetClock, shopToday } from '../apps/server/src/lib/clock';
import { runWhenMain } from './cli';

const NAMES = DAILY_JOBS.map((job) => job.name);
const USAGE = `npm run daily-jobs [-- --only ${NAMES.join('|')}]`;

await runWhenMain(import.meta.filename, async () => {
  let only: string | undefined;
  try {
    ({
      values: { only },
    } = parseArgs({ options: { only: { type: 'string' } } }));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\nusage: ${USAGE}`);
    process.exit(2);
  }
  const jobs = DAILY_JOBS.filter((job) => only === undefined || job.name === only);
  if (jobs.length === 0) {
    console.error(`no daily job is named ${only}\nusage: ${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const clock = offsetClock(config.clockOffsetDays);
  const today = shopToday({ clock, config });
  if (!config.databaseUrl) await refuseWhenOpen(embeddedDir(config.dataDir), 'running the daily jobs here');
  const database = await openShopDatabase(config);
  try {
    for (const job of jobs) {
      const counts = await job.run(database.db, config, clock.now(), today);
      const said = Object.entries(counts).map(([what, count]) => `${what} ${count}`);
      console.log(`${job.name} on ${today}: ${said.join(', ')}`);
    }
  } finally {
    await database.close();
  }
});
