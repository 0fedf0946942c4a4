import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// Its own data directory per port, so two runs on one machine never share an embedded database.
const dataDir = port === 3100 ? '.data-e2e' : `.data-e2e-${port}`;
/**
 * Each story runs once in CI (E2E_SHARD): those about sessions, carts, caches and uploads against
 * three shop processes behind nginx, where a session or cart made through one process is used
 * through another, a change empties every process's cache and an image one process stored is served
 * by all, and the scheduled reorder, whose job runs in a process of its own on the shop's database;
 * the rest against one process. Unset: every story against the shop E2E_INSTANCES chooses.
 */
const CLUSTER_STORIES = [
  'auth-and-approval',
  'checkout',
  'storefront',
  'admin-catalogue',
  'admin-hero-carousel',
  'admin-shop-controls',
  'scheduled-reorder',
  'cold-chain',
].map((story) => `**/${story}.spec.ts`);
const shard = process.env.E2E_SHARD;
if (shard !== undefined && shard !== 'single' && shard !== 'cluster')
  throw new Error(`E2E_SHARD must be single or cluster, not ${shard}`);
const instances = process.env.E2E_INSTANCES
  ? Number(process.env.E2E_INSTANCES)
  : shard === 'cluster'
    ? 3
    : undefined;
const clusterDatabase = `${process.env.E2E_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432'}/e2e_cluster_${port}`;
/**
 * The shop's database where another process may open it beside the shop (the story of a scheduled
 * reorder runs the daily job on a day to come, scripts/daily-jobs.ts): the cluster's PostgreSQL one;
 * none for the one process's embedded database.
 */
export const E2E_SHARED_DATABASE = instances ? clusterDatabase : undefined;
/** Days the stories' shop runs ahead of the machine (SHOP_CLOCK_OFFSET_DAYS, below). */
export const E2E_CLOCK_OFFSET_DAYS = 2;
/**
 * The stories' mail server (scripts/mail-sink.ts): SMTP for the shop, HTTP for the stories to read
 * what arrived (e2e/support.ts `receivedEmail`). Beside the shop's ports: it and the three after it
 * are the cluster's.
 */
export const MAIL_SINK = { smtpPort: port + 5, httpPort: port + 6 };
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e-admin-password' };
/** The shop's secret in the browser tests: a story makes the signed link an e-mail would carry. */
export const E2E_APP_SECRET = 'e2e-only-app-secret-0123456789abcdef';

/** Browser tests in the system Chromium against `npm start` on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  ...(shard === 'cluster' ? { testMatch: CLUSTER_STORIES } : {}),
  ...(shard === 'single' ? { testIgnore: CLUSTER_STORIES } : {}),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A story that plays three roles across a dozen screens takes 20–30 s on a quiet machine; in CI it
  // runs beside the unit tests on two cores with axe checking each state (e2e/test.ts), and has
  // measured 30–36 s there. The bound is for a story that hangs, not a slow one.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Off: recording a trace of every story (to keep the failed ones') took a fifth of the stories'
    // CPU and slowed axe's checks beside them by half (docs/decisions/047). A failure still leaves its
    // screenshot and the page's accessibility snapshot; `npx playwright test --trace on <story>`
    // records one to debug.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The GPU process's work (software compositing: there is no GPU) as a thread of the browser's
    // process, without the messages between them: 7% less CPU for the same stories.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--in-process-gpu'] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/mail-sink.ts --smtp-port ${MAIL_SINK.smtpPort} --http-port ${MAIL_SINK.httpPort}`,
      url: `http://127.0.0.1:${MAIL_SINK.httpPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // E2E_INSTANCES=3: the same stories against three shop processes behind nginx on a new
      // PostgreSQL database (npm run cluster, docs/deploy.md), with no sticky sessions.
      command: instances
        ? `node --import tsx scripts/cluster.ts --instances ${instances} --port ${port} --fresh-database --database-url ${clusterDatabase}`
        : `rm -rf ${dataDir} && node scripts/start.mjs`,
      url: `http://127.0.0.1:${port}/api/${instances ? 'ready' : 'health'}`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        APP_SECRET: E2E_APP_SECRET,
        LOG_LEVEL: 'warn',
        // The stories register many doctors and start many guest carts, all from 127.0.0.1.
        REGISTRATIONS_PER_HOUR: '500',
        GUEST_SESSIONS_PER_HOUR: '500',
        // The shop's calendar runs two days ahead, so a licence registered to expire tomorrow has
        // lapsed (the licence story); nothing else reads the shop's clock.
        SHOP_CLOCK_OFFSET_DAYS: String(E2E_CLOCK_OFFSET_DAYS),
        // Every e-mail goes to the stories' mail sink, as to a clinic's mail server; the links in it
        // name the shop's own address.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK.smtpPort}`,
        // Sent within a second of being queued, so a story does not wait up to 15 s for each e-mail.
        EMAIL_SEND_INTERVAL_SECONDS: '1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    },
  ],
});
