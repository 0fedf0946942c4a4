import { checkoutDetails } from '@shop/contract/checkout-fixture';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePortRange } from './lib/free-ports';
import { FOUND_MISSING_PRACTICES } from './db/practice-founding';

/**
 * A graceful shutdown of the real server process (issue 21, main.ts): on SIGTERM readiness turns 503
 * at once on a connection already open, the listener closes after the drain delay, a request still
 * arriving is answered in full (closing its connection), and the process exits 0; past the grace period it cuts what is left and
 * exits 1. The server runs as `npm start` runs it, on its own embedded database. On PostgreSQL, a
 * SIGTERM while checkouts keep coming: each checkout is written and answered, or refused on its
 * connection and not written, and a retry with its Idempotency-Key on the next process tells which.
 */

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const mainPath = path.join(serverDir, 'main.ts');

interface Running {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  dataDir: string;
}
const running: Running[] = [];

async function startServer(env: Record<string, string> = {}, dataDirOf?: string): Promise<Running> {
  const dataDir = dataDirOf ?? (await mkdtemp(path.join(tmpdir(), 'shop-shutdown-')));
  const port = await freePortRange();
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, port, exited, dataDir };
  running.push(server);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = await get(port, '/api/ready').then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return server;
    if (Date.now() > deadline) throw new Error('the server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
    await rm(server.dataDir, { recursive: true, force: true });
  }
});

function get(port: number, url: string, agent?: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: agent ?? false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
  });
}

/** A sign-in whose body arrives in two parts: the second only when `finish` is called. */
function slowSignIn(port: number) {
  const body = JSON.stringify({ email: 'nobody@clinic.example', password: 'not-the-password-1' });
  let request: http.ClientRequest | undefined;
  const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    request.on('error', reject);
  });
  request?.write(body.slice(0, 10));
  return { answer, finish: () => request?.end(body.slice(10)) };
}

const refused = (port: number) =>
  get(port, '/api/ready').then(
    () => false,
    (err: unknown) => (err as NodeJS.ErrnoException).code === 'ECONNREFUSED',
  );

describe('a graceful shutdown', () => {
  it('drains on SIGTERM: readiness 503, no new connection, the request in flight answered, exit 0', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: '1' });
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(server.port, '/api/ready', keepAlive)).status).toBe(200);
    const inFlight = slowSignIn(server.port);
    // The request has reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill('SIGTERM');
    // On the connection kept open: not ready, and the connection closes after the answer.
    let draining = await get(server.port, '/api/ready', keepAlive).catch(() => undefined);
    for (let i = 0; i < 20 && draining?.status !== 503; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      draining = await get(server.port, '/api/ready', keepAlive).catch(() => undefined);
    }
    expect(draining).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(draining!.body)).toEqual({ status: 'draining' });
    // The listener is closed: a new connection is refused (a proxy tries another process).
    let isRefused = await refused(server.port);
    for (let i = 0; i < 100 && !isRefused; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      isRefused = await refused(server.port);
    }
    expect(isRefused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    inFlight.finish();
    expect(await inFlight.answer).toMatchObject({ status: 401, connection: 'close' });
    expect(await server.exited).toBe(0);
    keepAlive.destroy();
  }, 120_000);

  it('cuts what is still open after the grace period and exits 1', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: '1' });
    const inFlight = slowSignIn(server.port);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    // The body never finishes: the grace period ends it.
    await expect(inFlight.answer).rejects.toThrow();
    expect(await server.exited).toBe(1);
  }, 120_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;

/** One checkout's outcome as its client saw it: the status and order id, or the connection's error. */
type Outcome = { status: number; orderId?: number; refusal?: string } | { error: string };

function checkout(port: number, cookie: string, key: string, body: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/orders',
        method: 'POST',
        agent: false,
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
          origin: `http://127.0.0.1:${port}`,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const parsed = JSON.parse(text || '{}') as { order?: { id?: number } };
          const status = res.statusCode ?? 0;
          resolve(status < 300 ? { status, orderId: parsed.order?.id } : { status, refusal: text });
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end(body);
  });
}

describe.skipIf(!serverUrl)('a SIGTERM during checkouts (PostgreSQL)', () => {
  it('writes an order or not, and the retry with the same key tells which', async () => {
    const name = `shutdown_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const db = new pg.Client({ connectionString: url.toString() });
    try {
      const env = { DATABASE_URL: url.toString(), SEED_DEMO: 'true', SHUTDOWN_DRAIN_SECONDS: '1' };
      const first = await startServer(env);
      await db.connect();
      // An approved doctor with a session, and a product in stock that does not track it (none to run out).
      const { rows: users } = await db.query<{ id: number }>(
        `insert into users (role, status, email, password_hash, full_name, license_number, college_name, practice_address, approved_at)
         values ('doctor', 'approved', 'sigterm@clinic.example', 'not-used', 'Dr. Sig Term', 'MD-1', 'College', '1 Main St', now())
         returning id`,
      );
      // Alone in a practice of the doctor's own, as a registration makes it.
      await db.query(FOUND_MISSING_PRACTICES);
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `insert into sessions (id_hash, user_id, idle_timeout_seconds, last_seen_at, expires_at)
         values ($1, $2, 86400, now(), now() + interval '1 day')`,
        [createHash('sha256').update(token).digest('hex'), users[0]?.id],
      );
      const cookie = `sid=${token}`;
      const { rows: products } = await db.query<{ id: number }>(
        `update products set track_inventory = false, lot_tracked = false
         where id = (select id from products where in_stock order by id limit 1) returning id`,
      );
      const body = JSON.stringify({
        ...checkoutDetails({ doctorName: 'Dr. Sig Term', doctorEmail: 'sigterm@clinic.example' }),
        items: [{ productId: products[0]?.id, quantity: 1 }],
      });

      // Checkouts keep coming, one after another on new connections, while the process stops.
      const outcomes = new Map<string, Outcome>();
      let sending = true;
      const client = async () => {
        while (sending) {
          const key = randomUUID();
          const outcome = await checkout(first.port, cookie, key, body);
          outcomes.set(key, outcome);
          if ('error' in outcome) return;
        }
      };
      const clients = Array.from({ length: 8 }, client);
      await new Promise((resolve) => setTimeout(resolve, 500));
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      sending = false;
      await Promise.all(clients);

      const answered = [...outcomes].filter(([, o]) => 'status' in o);
      const unanswered = [...outcomes].filter(([, o]) => 'error' in o);
      // Every answer was a new order. A checkout the process did not take failed on its connection:
      // refused once the listener closed, or reset when it was still waiting to be accepted then.
      expect(answered.length).toBeGreaterThan(0);
      for (const [, outcome] of answered)
        expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 201 });
      expect(unanswered.length).toBeGreaterThan(0);
      for (const [, outcome] of unanswered) {
        expect(['ECONNREFUSED', 'ECONNRESET']).toContain((outcome as { error: string }).error);
      }
      const { rows: written } = await db.query<{ n: number }>('select count(*)::int as n from orders');
      const writtenBefore = written[0]?.n ?? -1;
      expect(writtenBefore).toBeGreaterThanOrEqual(answered.length);

      // The clients retry every checkout with its key on the next process: an answered one is
      // replayed (200, the same order); one without an answer is replayed if it was written, else
      // placed now (201). None is placed twice.
      const second = await startServer(env, first.dataDir);
      let replayedUnanswered = 0;
      for (const [key, outcome] of outcomes) {
        const retry = await checkout(second.port, cookie, key, body);
        if ('status' in outcome) {
          expect(retry).toEqual({ status: 200, orderId: outcome.orderId });
        } else {
          expect([200, 201]).toContain('status' in retry ? retry.status : retry.error);
          if ('status' in retry && retry.status === 200) replayedUnanswered += 1;
        }
      }
      expect(writtenBefore).toBe(answered.length + replayedUnanswered);
      const { rows: after } = await db.query<{ n: number }>('select count(*)::int as n from orders');
      expect(after[0]?.n).toBe(outcomes.size);
    } finally {
      await db.end().catch(() => undefined);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
