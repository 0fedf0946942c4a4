/**
 * Pieces every `npm run bench` section shares: server processes of their own, autocannon runs, the
 * bare node:http ceiling, and the printing of figures.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import autocannon from 'autocannon';
import { adminQuery } from '../apps/server/src/db/admin-query';
import { freePortRange } from '../apps/server/src/lib/free-ports';
import { hashPassword } from '../apps/server/src/lib/password';
import { serverBundle } from './build-server.mjs';
import serverNodeFlags from './server-node-flags.json' with { type: 'json' };
import { generateCatalogue } from './generate-catalogue';
import { generateOrders, type GenerateOrdersReport } from './generate-orders';

export const root = path.resolve(import.meta.dirname, '..');

export const WARMUP_SECONDS = 2;
export const MEASURE_SECONDS = 10;

/** A bare node:http server: the machine's ceiling for any HTTP figure. */
const HELLO_WORLD_SOURCE = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello world');
});
server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ port: server.address().port }) + '\\n'));
process.stdin.on('close', () => process.exit(0));
process.stdin.resume();
`;

export interface ChildServer {
  port: number;
  stop(): Promise<void>;
}

/** The V8 flags the shop under test runs with (printed with the figures). */
export function shopNodeFlags(): string[] {
  const flags = process.env.BENCH_SERVER_NODE_FLAGS;
  return flags === undefined ? serverNodeFlags : flags.split(/\s+/).filter(Boolean);
}

/**
 * How to start the shop under test: `node --import tsx scripts/bench-server.ts` with the V8 flags
 * `npm start` gives the server (scripts/server-node-flags.json; BENCH_SERVER_NODE_FLAGS, space
 * separated, replaces them to compare others, `BENCH_SERVER_NODE_FLAGS=` for none), and a V8 CPU
 * profile written into BENCH_CPU_PROFILE (a directory) when that is set, to see where a slow call
 * spends its time (open the .cpuprofile in Chrome's DevTools).
 */
export function shopServerArgs(): string[] {
  const profileDir = process.env.BENCH_CPU_PROFILE;
  return [
    ...shopNodeFlags(),
    ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
    '--import',
    'tsx',
    path.join(root, 'scripts/bench-server.ts'),
  ];
}

/**
 * Spawns a server process that prints `{"port":N}` once listening, and waits for that line.
 * Closing its stdin asks it to exit; it gets SIGKILL if it has not within five seconds.
 */
export async function startChildServer(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<ChildServer> {
  const child: ChildProcessByStdio<Writable, Readable, null> = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`${label} did not start within 60 s`)), 60_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${label} exited with code ${code ?? 'null'} before listening`));
      });
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const end = output.indexOf('\n');
        if (end === -1) return;
        clearTimeout(timer);
        const line = output.slice(0, end);
        const parsed: unknown = JSON.parse(line);
        if (
          typeof parsed === 'object' &&
          parsed !== null &&
          'port' in parsed &&
          typeof parsed.port === 'number'
        ) {
          resolve(parsed.port);
        } else {
          reject(new Error(`${label} printed ${line} instead of its port`));
        }
      });
    });
    return { port, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A port nothing listens on now, for a server that is told its port (PORT). */
/** Waits until `url` answers 2xx (a shop's /api/health), asking every `pollMs`; fails at `deadline`. */
export async function waitForHealth(url: string, deadline: number, pollMs = 100) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`no healthy shop at ${url}`);
}

/** The bare node:http server, the ceiling of every figure; stopped with the section's other `children`. */
export async function startHelloWorld(children: ChildServer[]) {
  const hello = await startChildServer(
    'hello-world server',
    ['--input-type=commonjs', '-e', HELLO_WORLD_SOURCE],
    { PATH: process.env.PATH },
  );
  children.push(hello);
  return hello;
}

/**
 * The shop under test (shopServerArgs) on the section's database, stopped with its `children`;
 * `env` adds settings. `base` is its address.
 */
export async function startShop(
  database: { url: string; children: ChildServer[] },
  label = 'shop',
  env: NodeJS.ProcessEnv = {},
) {
  const shop = await startChildServer(label, shopServerArgs(), {
    ...process.env,
    DATABASE_URL: database.url,
    ...env,
  });
  database.children.push(shop);
  return { ...shop, base: `http://127.0.0.1:${shop.port}` };
}

/** The server process (the compiled server, apps/server/dist/main.mjs) a parent (`start.mjs`) spawned, from /proc. */
export function childOf(parent: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== parent) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(serverBundle))
        return Number(entry);
    } catch {
      // ended while being read
    }
  }
  return undefined;
}

/**
 * The shop as shipped: `node scripts/start.mjs` (what `npm start` runs) on the section's database,
 * with the shop's own defaults (logging at `info` to a pipe this process counts, background jobs,
 * the response cache) and none of the benchmark's settings but `env`. Stopped with SIGTERM by the
 * section's `children`. `serverPid` is the server process start.mjs spawned. It is returned once
 * `/api/health` answers, or with `waitForHealth: false` as soon as that process exists.
 */
export async function startShippedShop(
  database: { url: string; children: ChildServer[] },
  env: Record<string, string> = {},
  { waitForHealth: waitUntilHealthy = true } = {},
) {
  const port = env.PORT ? Number(env.PORT) : await freePortRange();
  const shop = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let logLines = 0;
  shop.stdout.on('data', (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) logLines += 1;
  });
  const exited = new Promise<void>((resolve) => shop.once('exit', () => resolve()));
  const stop = async () => {
    if (shop.exitCode !== null || shop.signalCode !== null) return;
    shop.kill('SIGTERM');
    const timer = setTimeout(() => shop.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  database.children.push({ port, stop });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  if (waitUntilHealthy) await waitForHealth(`${base}/api/health`, deadline);
  // Without waiting for health, start.mjs may still be building: the server appears after that.
  let serverPid = shop.pid === undefined ? undefined : childOf(shop.pid);
  while (
    serverPid === undefined &&
    shop.pid !== undefined &&
    shop.exitCode === null &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    serverPid = childOf(shop.pid);
  }
  if (serverPid === undefined) throw new Error('the shop’s server process was not found');
  return { base, serverPid, logLines: () => logLines, stop };
}

export interface Measurement {
  label: string;
  products: number | undefined;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

export interface MeasureOptions {
  /** The catalogue size the figure was taken at, printed beside it. */
  products?: number;
  connections?: number;
  /** Each request's method, headers and body (e.g. a fresh Idempotency-Key), made just before it is sent. */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
  method?: 'GET' | 'POST';
}

/** A warm-up run, then the measured run, at `connections` (default 50) concurrent connections. */
export async function measure(
  label: string,
  url: string,
  options: MeasureOptions = {},
): Promise<Measurement> {
  const { products, connections = 50, setupRequest, method = 'GET' } = options;
  const run = (duration: number) =>
    autocannon({
      url,
      connections,
      duration,
      ...(setupRequest ? { requests: [{ method, setupRequest }] } : { method }),
    });
  await run(WARMUP_SECONDS);
  const result = await run(MEASURE_SECONDS);
  return {
    label,
    products,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** One statement on its own connection to the server (CREATE and DROP DATABASE among them). */
export const onServer = adminQuery;

/** Other work on the machine takes cores from the measurement; the figures are read with it. */
export const loadAverage = () => `load average ${loadavg()[0]?.toFixed(1) ?? '?'}`;
export const formatNumber = (n: number) => Math.round(n).toLocaleString('en-US');
export const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** A bench's target: the figure measured beside its limit, and whether it is met. */
export interface Target {
  name: string;
  actual: string;
  limit: string;
  pass: boolean;
}

/** The targets, one a line: PASS or FAIL, what, the figure measured, the limit. */
export function printTargets(targets: readonly Target[]) {
  for (const t of targets) {
    console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name.padEnd(24)} ${t.actual.padEnd(20)} ${t.limit}`);
  }
}

/** The targets under `title`, and whether every one was met: a bench's verdict. */
export function reportTargets(title: string, targets: readonly Target[]) {
  console.log(`\n  targets (${title})`);
  printTargets(targets);
  return targets.every((target) => target.pass);
}

/** A time of at most `limitMs`; `how` says which time of several it is (`median`, …). */
export const timeTarget = (name: string, ms: number, limitMs: number, how?: string): Target => ({
  name,
  actual: `${Math.round(ms)} ms${how ? ` (${how})` : ''}`,
  limit: `≤ ${limitMs} ms`,
  pass: ms <= limitMs,
});

/** A memory figure of at most `limitMb` megabytes. */
export const memoryTarget = (name: string, bytes: number, limitMb: number): Target => ({
  name,
  actual: megabytes(bytes),
  limit: `≤ ${limitMb} MB`,
  pass: bytes <= limitMb * 1024 * 1024,
});

export function printTable(ceiling: number, rows: Measurement[]) {
  const header = ['', 'products', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'failed'];
  const lines = rows.map((m) => [
    m.label,
    m.products === undefined ? '' : formatNumber(m.products),
    formatNumber(m.requestsPerSecond),
    String(m.p50),
    String(m.p99),
    percent(m.requestsPerSecond, ceiling),
    String(m.failures),
  ]);
  printColumns(header, lines);
}

/** A table under its header, the first column left-aligned and the others right-aligned. */
export function printColumns(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const render = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`  ${render(header)}`);
  for (const line of lines) console.log(`  ${render(line)}`);
}

/**
 * A throwaway database for one section on the benchmark's PostgreSQL server (BENCH_DATABASE_URL,
 * default the local one). Servers pushed onto `children` are stopped and the database dropped by
 * `release`, or by the pending clean-up if the run is interrupted.
 */
export async function throwawayDatabase(prefix: string, pendingCleanups: (() => Promise<void>)[]) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const children: ChildServer[] = [];
  const cleanup = async () => {
    for (const child of children.splice(0).reverse()) await child.stop();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
  await onServer(serverUrl, `create database ${name}`);
  pendingCleanups.push(cleanup);
  const release = async () => {
    pendingCleanups.splice(pendingCleanups.indexOf(cleanup), 1);
    await cleanup();
  };
  return { url: databaseUrl.toString(), children, release };
}

export type Credentials = { email: string; password: string };

/** The admin a section signs in as: each section has a database of its own, so one account serves all. */
export const BENCH_ADMIN: Credentials = {
  email: 'bench.admin@clinic.example',
  password: 'bench-admin-password-1',
};

/** An approved admin account straight in the database. */
export async function insertAdmin(databaseUrl: string, admin: Credentials) {
  await onServer(
    databaseUrl,
    `insert into users (role, status, email, password_hash, full_name, approved_at)
     values ('admin', 'approved', '${admin.email}', '${await hashPassword(admin.password)}', 'Bench Admin', now())`,
  );
}

/** A generated order book's size (scripts/generate-orders.ts): its orders, their doctors, the catalogue. */
export interface OrderBook {
  orders: number;
  doctors: number;
  /** The products the orders' lines are drawn from. */
  catalogue: number;
}

/** The order desk's book (bench-admin-orders.ts), which bench-orders-export.ts exports. */
export const ORDER_DESK_BOOK: OrderBook = { orders: 100_000, doctors: 2_000, catalogue: 1_000 };

/**
 * The database migrated with `book.catalogue` generated products, the admin `admin`, then the book's
 * orders, which the generator has that admin approve, ship and decline. The generator's report.
 */
export async function generateOrderBook(
  databaseUrl: string,
  admin: Credentials,
  book: OrderBook,
): Promise<GenerateOrdersReport> {
  await generateCatalogue({ databaseUrl, products: book.catalogue });
  await insertAdmin(databaseUrl, admin);
  return generateOrders({ databaseUrl, ...book });
}

/** Signs in through the login route, as a browser does; returns the session cookie. */
export async function signIn(base: string, account: Credentials) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const sid = res.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!sid) throw new Error('sign-in set no session cookie');
  return sid.split(';')[0] ?? sid;
}

/** A shop over the database (startShop), with `account` (already in it) signed in; `pid` its process. */
export async function signedInShop(database: { url: string; children: ChildServer[] }, account: Credentials) {
  const { base } = await startShop(database);
  return { base, cookie: await signIn(base, account), pid: shopPid() };
}

/** The admin `account` added to the database, then signedInShop. */
export async function shopWithNewAdmin(
  database: { url: string; children: ChildServer[] },
  account: Credentials,
) {
  await insertAdmin(database.url, account);
  return signedInShop(database, account);
}

/**
 * The shop as shipped over the database (startShippedShop), then the admin `account` added and
 * signed in: the shop migrates and seeds its database at start, so the admin goes in once the
 * tables exist.
 */
export async function shippedShopWithNewAdmin(
  database: { url: string; children: ChildServer[] },
  account: Credentials,
) {
  const shop = await startShippedShop(database);
  await insertAdmin(database.url, account);
  return { shop, cookie: await signIn(shop.base, account) };
}

// ---------------------------------------------------------------------------------------------
// The shop's memory, read from /proc (Linux)

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The shop's process: the child of this one running scripts/bench-server.ts. */
export function shopPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('bench-server.ts')) return Number(entry);
    } catch {
      // the process ended while being read
    }
  }
  throw new Error('the shop process was not found among this process’s children');
}

/** VmRSS and VmHWM (peak) of a process, in bytes. */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** Resets the kernel's peak-RSS mark, so VmHWM covers only what follows; false where not allowed. */
export function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` while sampling process `pid`'s resident memory every `everyMs`: what it returned, the
 * highest resident size seen (before, during and just after it), and the memory after it.
 */
export async function whileSampling<T>(pid: number, everyMs: number, work: () => Promise<T>) {
  let sampled = memoryOf(pid).rss;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(pid).rss);
  }, everyMs);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(pid);
  return { result, sampledPeak: Math.max(sampled, after.rss), after };
}

/**
 * whileSampling with the kernel's peak mark reset just before (resetPeak): `peak` is the highest
 * resident size seen, the sampled one or VmHWM, which counts only where the reset was allowed
 * (`peakReset`).
 */
export async function whileSamplingPeak<T>(pid: number, everyMs: number, work: () => Promise<T>) {
  const peakReset = resetPeak(pid);
  const sampled = await whileSampling(pid, everyMs, work);
  return { ...sampled, peakReset, peak: Math.max(sampled.sampledPeak, peakReset ? sampled.after.hwm : 0) };
}
