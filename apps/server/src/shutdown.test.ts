import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * A graceful shutdown of the real server process (issue 21, main.ts): on SIGTERM readiness turns 503
 * at once on a connection already open, the listener closes after the drain delay, a request still
 * arriving is answered in full (closing its connection), and the process exits 0; past the grace period it cuts what is left and
 * exits 1. The server runs as `npm start` runs it, on its own embedded database.
 */

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const mainPath = path.join(serverDir, 'main.ts');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Running {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  dataDir: string;
}
const running: Running[] = [];

async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-shutdown-'));
  const port = await freePort();
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
