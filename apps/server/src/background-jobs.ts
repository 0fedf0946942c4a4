import type { App } from './app';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { shopToday } from './lib/clock';
import { purgeExpiredRateLimits } from './lib/rate-limit';
import { purgeStaleThrottleCounters } from './modules/auth/login-throttle';
import { purgeExpiredSessions } from './plugins/session-store';
import { purgeExpiredPasswordResets } from './modules/auth/passwords.service';
import { purgeIdleEmptyGuestSessions } from './modules/cart/cart.service';
import { deliverPendingEmails, lastOutboxId, logQueuedEmails } from './modules/email/email.service';
import { runCreditReminderJob } from './modules/credit/credit-reminder-job';
import { creditSettingsOf } from './modules/credit/credit.service';
import { runLicenceJob } from './modules/licences/licence-job';
import { registryContextOf, runRegistryJob } from './modules/licences/registry.service';
import { runListScheduleJob } from './modules/lists/list-schedule-job';
import { runDeliveryJob } from './modules/orders/delivery-job';
import { sendBackInStockNotices } from './modules/stock/back-in-stock.service';
import { purgeUnconfirmedSubscriptions } from './modules/newsletter/newsletter.service';
import { runRecallReminderJob } from './modules/recalls/recall-reminder-job';

const HOUR = 60 * 60 * 1000;
/** Back-in-stock requests are answered within seconds of the product's return, the e-mail following. */
const BACK_IN_STOCK_POLL = 5 * 1000;

/** What a daily job did, counted (e-mails queued, carts filled, schedules paused). */
export type JobCounts = Readonly<Record<string, number>>;

/** What a daily job runs on: the shop's database and settings, the moment it runs, and its calendar day. */
export interface DailyRun {
  db: Db;
  config: AppConfig;
  now: Date;
  /** The shop's calendar day at `now` (SHOP_TIME_ZONE), as YYYY-MM-DD. */
  today: string;
}

const letterhead = (config: AppConfig) => ({ shopName: config.shopName, publicUrl: config.publicUrl });

/**
 * The shop's daily jobs, in the order the housekeeping runs them; `done` is the log line of a run that
 * did something. Each is safe to run anywhere at any time: a run does only what no run has done that
 * day.
 */
export const DAILY_JOBS = [
  {
    /** The licence reminders and lapse notices due today (modules/licences/licence-job.ts). */
    name: 'licences',
    done: 'licence notices sent',
    run: ({ db, config, today }: DailyRun) => runLicenceJob(db, today, letterhead(config)),
  },
  {
    /** The reminders of recalls opened at least 3 days before `now` that a clinic has not acknowledged. */
    name: 'recalls',
    done: 'recall reminders sent',
    run: ({ db, config, now, today }: DailyRun) => runRecallReminderJob(db, now, today, letterhead(config)),
  },
  {
    /** The reminders of invoices on account: due in 3 days, overdue, and the practice put on hold. */
    name: 'credit',
    done: 'invoice reminders sent',
    run: ({ db, config, today }: DailyRun) =>
      runCreditReminderJob(db, today, { ...creditSettingsOf(config), ...letterhead(config) }),
  },
  {
    /** The scheduled reorders due today: each list into its member's cart, with the e-mail to review it. */
    name: 'list-schedules',
    done: 'scheduled reorders put in carts',
    run: ({ db, config, today }: DailyRun) => runListScheduleJob(db, today, letterhead(config)),
  },
  {
    /** Orders shipped DELIVERY_ASSUMED_DAYS ago that nobody marked delivered: delivered on the day assumed. */
    name: 'deliveries',
    done: 'orders taken as delivered',
    run: ({ db, config, now, today }: DailyRun) =>
      runDeliveryJob(db, now, today, {
        assumedDays: config.deliveryAssumedDays,
        timeZone: config.shopTimeZone,
      }),
  },
  {
    /** Every active prescriber's licence checked against the register (issue 43): holds put and lifted. */
    name: 'licence-registry',
    done: 'licences checked against the register',
    run: ({ db, config, now, today }: DailyRun) => runRegistryJob(db, registryContextOf(config), now, today),
  },
] as const satisfies readonly { name: string; done: string; run(on: DailyRun): Promise<JobCounts> }[];

type DailyJob = (typeof DAILY_JOBS)[number];

/** The daily job named `name`, with what its run counts. */
export const dailyJob = <Name extends DailyJob['name']>(name: Name) =>
  DAILY_JOBS.find((job) => job.name === name) as Extract<DailyJob, { name: Name }>;

/**
 * Periodic housekeeping: expired sessions, idle guest sessions with an empty cart, newsletter
 * sign-ups unconfirmed after 7 days, stale throttle and rate-limit counters, and the DAILY_JOBS for
 * the shop's calendar day (hourly, so a day is never missed and a new day's work is done within the
 * hour); every 5 seconds, the back-in-stock e-mails of products in stock again; every
 * EMAIL_SEND_INTERVAL_SECONDS (default 15), the e-mail outbox to SMTP when SMTP_URL is set, else to
 * the log.
 * Safe with several server processes (deletes are idempotent; the licence, recall, credit and schedule
 * jobs and the outbox use `skip locked`; the first three record each e-mail with on conflict do
 * nothing, a schedule moves its date past the day with the cart it filled, and a delivery is a
 * status change, which happens once).
 * Timers are unref'd so they never keep the process alive; closing the app waits for the jobs running.
 */
export async function startBackgroundJobs(app: App) {
  const { db, config, log } = app;
  // The jobs running now: a shutdown stops the timers and waits for these (main.ts bounds the wait).
  const running = new Set<Promise<void>>();
  let stopped = false;
  const run = (name: string, job: () => Promise<void>) => () => {
    if (stopped) return;
    const done = job()
      .catch((err: unknown) => {
        log.error({ err, job: name }, 'background job failed');
      })
      .finally(() => running.delete(done));
    running.add(done);
  };

  const housekeeping = run('housekeeping', async () => {
    await purgeExpiredSessions(db);
    await purgeExpiredPasswordResets(db, app.clock.now());
    await purgeIdleEmptyGuestSessions(db);
    await purgeUnconfirmedSubscriptions(db);
    await purgeStaleThrottleCounters(db);
    await purgeExpiredRateLimits(db);
    const now = app.clock.now();
    const day: DailyRun = { db, config, now, today: shopToday(app) };
    for (const job of DAILY_JOBS) {
      const counts = await job.run(day);
      if (Object.values(counts).some((count) => count > 0)) log.info({ job: job.name, ...counts }, job.done);
    }
  });
  // Once at start too: a process started after a pause removes what expired meanwhile at once,
  // instead of an hour later.
  housekeeping();
  const timers = [
    setInterval(housekeeping, HOUR),
    setInterval(
      run('back-in-stock', async () => {
        const sent = await sendBackInStockNotices(db, config);
        if (sent > 0) log.info({ job: 'back-in-stock', sent }, 'back-in-stock e-mails queued');
      }),
      BACK_IN_STOCK_POLL,
    ),
  ];
  const { smtpUrl } = config;
  if (smtpUrl) {
    const from = `${config.shopName} <${config.supportEmail}>`;
    timers.push(
      setInterval(
        run('email', () => deliverPendingEmails(db, smtpUrl, from, log)),
        config.emailSendIntervalMs,
      ),
    );
  } else {
    let cursor = await lastOutboxId(db);
    timers.push(
      setInterval(
        run('email-log', async () => {
          cursor = await logQueuedEmails(db, cursor, log);
        }),
        config.emailSendIntervalMs / 3,
      ),
    );
  }
  for (const timer of timers) timer.unref();
  // On close (a graceful shutdown): no new run, and the ones running finish their batch. Each batch
  // is its own transaction (the outbox and the licence job lock rows `skip locked`), so a job cut
  // off by the grace period hands its work back to the next run, here or on another process.
  app.addHook('onClose', async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  });
}
