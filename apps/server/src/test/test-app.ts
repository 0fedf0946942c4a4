import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import { openEmbeddedDatabase, openServerDatabase, type Database, type Db } from '../db/client';
import { prepareDatabase } from '../startup/prepare-database';
import { doctorSession } from './order-fixtures';
import { responseCheck } from './response-check';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: App;
  db: Db;
  config: AppConfig;
  /** The PostgreSQL server database this app uses, when running on one (TEST_DATABASE_URL). */
  databaseUrl: string | undefined;
  /** Runs SQL as written (tests only: straight to the database, past the app). */
  rawQuery<T>(text: string): Promise<T[]>;
  /** Runs SQL text of several statements as written (tests only). */
  rawExec(text: string): Promise<void>;
  /** A request with this session cookie (none: a guest's) and, when given, this body (JSON for an object). */
  call(method: Method, url: string, cookie?: string, payload?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const TEST_ADMIN = { email: 'admin@test.example', password: 'admin-password-123' };

/**
 * One app per test file on its own database: an in-memory embedded PostgreSQL, or with
 * TEST_DATABASE_URL a throwaway database on that server, created here and dropped on close; either
 * starts as a copy of the run's migrated template (test/global-setup.ts).
 */
export interface TestAppOptions {
  seedDemo?: boolean;
  env?: Record<string, string>;
  logStream?: DestinationStream;
  /** Another app's server database to share (a second server process in the same shop). */
  shareDatabase?: string;
  /** The app's clock (a MovableClock to move the days); the machine's by default. */
  clock?: Clock;
  /**
   * An empty database that the app migrates itself, instead of a copy of the run's migrated
   * template (test/global-setup.ts): for the test that proves a migration from empty.
   */
  fromEmpty?: boolean;
}

/**
 * With TEST_LOG_DIR set, every test app logs at `info` into a file of its own there, and CI reads
 * them all afterwards for anything secret (scripts/check-test-logs.ts); else tests log nothing.
 */
function testLogFile(): WriteStream | undefined {
  const dir = process.env.TEST_LOG_DIR;
  if (!dir) return undefined;
  // Test files run in worker threads of one process, each with its own copy of this module: a
  // random name, so no two apps ever write one file.
  return createWriteStream(path.join(dir, `${randomBytes(8).toString('hex')}.jsonl`), { flags: 'wx' });
}

/**
 * The run's migrated template, read once per worker: its test files share this module
 * (`isolate: false`), and PGlite copies the dump into each new database without changing it.
 */
const templateDumps = new Map<string, Promise<Blob>>();
function templateDump(file: string): Promise<Blob> {
  let dump = templateDumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    templateDumps.set(file, dump);
  }
  return dump;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const logFile = options.logStream ? undefined : testLogFile();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: logFile ? 'info' : 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...options.env,
  });

  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (options.shareDatabase) {
    databaseUrl = options.shareDatabase;
    database = await openServerDatabase(databaseUrl, 4);
  } else if (serverUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const template = options.fromEmpty ? undefined : inject('serverTemplateDatabase');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openServerDatabase(databaseUrl, 4);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const template = options.fromEmpty ? undefined : inject('embeddedTemplateFile');
    database = await openEmbeddedDatabase(undefined, template ? await templateDump(template) : undefined);
  }

  await prepareDatabase(database, config, () => 'unused');
  // Once per CI run, on the embedded run: the answers' statuses and shapes do not depend on the
  // database (docs/decisions/049).
  const answers = process.env.TEST_DATABASE_URL ? undefined : responseCheck();
  const app = await buildApp({
    config,
    database,
    ...(answers ? { beforeRoutes: answers.install } : {}),
    ...(options.logStream ? { logStream: options.logStream } : logFile ? { logStream: logFile } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    databaseUrl,
    async rawQuery<T>(text: string) {
      const result: unknown = await database.db.execute(sql.raw(text));
      // Both drivers answer with `rows` (node-postgres QueryResult, PGlite Results).
      return (result as { rows: T[] }).rows;
    },
    rawExec: (text) => database.exec(text),
    call: (method, url, cookie, payload) =>
      app.inject({
        method,
        url,
        ...(cookie ? { headers: { cookie } } : {}),
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      if (logFile) await new Promise((resolve) => logFile.end(resolve));
      if (answers && answers.violations.length > 0) {
        throw new Error(
          `${answers.violations.length} answer(s) disagree with the published API document (test/response-check.ts):\n${answers.violations.join('\n')}`,
        );
      }
    },
  } satisfies TestApp;
}

/** POSTs `body` as it is written, as JSON: text a client got wrong, or keys an object literal cannot hold. */
export const postJsonText = (app: App, url: string, body: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });

/** Cookie header value for the session cookie a response set. */
export function sessionCookieFrom(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('response set no session cookie');
  return `sid=${cookie.value}`;
}

export async function login(app: App, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response);
}

export const loginAsAdmin = (app: App) => login(app, TEST_ADMIN.email, TEST_ADMIN.password);

/**
 * The file's test app, made by `create` before its tests and closed after them; its fields are
 * filled in by the time a test runs.
 */
export function fileTestApp<T extends TestApp>(create: () => Promise<T>): T {
  const t = {} as T;
  beforeAll(async () => {
    Object.assign(t, await create());
  });
  afterAll(() => t.close());
  return t;
}

/** A test app whose admin (TEST_ADMIN) is signed in through the login route: `admin` is its cookie. */
export interface AdminTestApp extends TestApp {
  /** The admin's session cookie. */
  admin: string;
  /** The admin's user id (as audit entries name their actor). */
  adminId: number;
}

export async function createAdminTestApp(options: TestAppOptions = {}): Promise<AdminTestApp> {
  const t = await createTestApp(options);
  const [row] = await t.rawQuery<{ id: number }>(`select id from users where email = '${TEST_ADMIN.email}'`);
  if (!row) throw new Error('the test admin was not created');
  return { ...t, admin: await loginAsAdmin(t.app), adminId: row.id };
}

/**
 * A test app with its admin and a doctor signed in, for calls one may make and the other may not.
 * The doctor is approved and made straight in the database (doctorSession), or with
 * `doctor: 'registered'` registered through the form (still pending) and signed in through the
 * login route.
 */
export interface SignedInTestApp extends AdminTestApp {
  doctor: string;
}

export async function createSignedInTestApp(
  options: TestAppOptions & { doctor?: 'approved' | 'registered' } = {},
): Promise<SignedInTestApp> {
  const t = await createAdminTestApp(options);
  const doctor =
    options.doctor === 'registered' ? await signInNewDoctor(t.app) : (await doctorSession(t.db)).cookie;
  return { ...t, doctor };
}

let counter = 0;
/** A valid registration body with a unique e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    fullName: 'Dr. Jane Carter',
    email: `jane.carter.${Date.now()}.${counter}@clinic.example`,
    password: 'correct-horse-42',
    confirmPassword: 'correct-horse-42',
    licenseNumber: 'MD-123456',
    collegeName: 'College of Physicians and Surgeons of Ontario',
    provinceState: 'Ontario',
    practiceName: 'Carter Aesthetics',
    licenseExpiryDate: '2031-12-31',
    practiceAddress: '100 King St W, Toronto, ON M5X 1A9',
    ...overrides,
  };
}

/**
 * A different client address for every call (198.18.0.0/15, the range for tests): registrations
 * are limited per address, and a test file registers more doctors than one address may.
 */
export function uniqueClientAddress() {
  counter += 1;
  return `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/**
 * Registers a doctor (pending) and returns its id, e-mail and password, once the work after the
 * answer is done (the register's check of the application, when the shop has a register).
 */
export async function registerDoctor(app: App, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: uniqueClientAddress(),
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  await app.lifecycle.settled();
  const { user } = response.json<{ user: { id: number } }>();
  return { id: user.id, email: body.email, password: body.password };
}

/** Registers a doctor (pending) and signs it in through the login route; returns its session cookie. */
export async function signInNewDoctor(app: App, overrides: Record<string, unknown> = {}) {
  const doctor = await registerDoctor(app, overrides);
  return login(app, doctor.email, doctor.password);
}

/** A log destination that keeps every line written to it, for tests that read what was logged. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { lines, stream };
}

/**
 * Waits until `check` holds, for what another server process learns by notification (milliseconds);
 * fails after 5 s.
 */
export async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached within 5 s');
}
