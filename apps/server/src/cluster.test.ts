import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePortRange } from './lib/free-ports';

/**
 * The production shape (issue 21, docs/deploy.md): `npm run cluster -- --instances 3` on a new
 * PostgreSQL database — three shop processes started at the same moment, behind nginx running
 * deploy/nginx.conf. Each migration is applied once; a session made through one process is good on
 * every other (no sticky sessions); SIGTERM stops them all cleanly. The rolling restart under load is
 * `npm run rolling-restart` (scripts/rolling-restart.ts), which CI runs once (.ci/run).
 * PostgreSQL only (several processes cannot share the embedded database), with nginx installed
 * (.ci/run installs it).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverUrl = process.env.TEST_DATABASE_URL;
const hasNginx = spawnSync('nginx', ['-v']).error === undefined;
if (serverUrl && !hasNginx)
  console.warn('cluster.test.ts skipped: nginx is not installed (apt-get install nginx)');
const ADMIN = { email: 'cluster.admin@clinic.example', password: 'cluster-admin-password-1' };

let cluster: ChildProcess | undefined;
let output = '';
let database: { name: string; url: string; admin: string } | undefined;

afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster?.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  if (database) {
    const client = new pg.Client({ connectionString: database.admin });
    await client.connect();
    await client.query(`drop database if exists ${database.name} with (force)`);
    await client.end();
  }
}, 60_000);

function waitForOutput(pattern: RegExp, ms: number) {
  return new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + ms;
    const poll = setInterval(() => {
      if (pattern.test(output)) {
        clearInterval(poll);
        resolve();
      } else if (Date.now() > deadline || cluster?.exitCode != null) {
        clearInterval(poll);
        reject(new Error(`no ${String(pattern)} from the cluster:\n${output.slice(-3000)}`));
      }
    }, 100);
  });
}

describe.skipIf(!serverUrl || !hasNginx)('three shop processes behind nginx', () => {
  it('migrate once, share sessions, and stop cleanly', async () => {
    const admin = new URL(serverUrl ?? '');
    admin.pathname = '/postgres';
    const name = `cluster_${randomBytes(5).toString('hex')}`;
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    database = { name, url: url.toString(), admin: admin.toString() };
    const client = new pg.Client({ connectionString: database.admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();

    const port = await freePortRange(4);
    cluster = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'scripts/cluster.ts'),
        '--instances',
        '3',
        '--port',
        String(port),
        // The API alone: no web build to wait for.
        '--no-web-build',
      ],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: database.url,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          LOG_FORMAT: 'json',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    cluster.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cluster.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForOutput(/Cluster ready at/, 180_000);
    const base = `http://127.0.0.1:${port}`;
    // Each process started once: none failed on another's migration, seed or admin account.
    expect(output).not.toMatch(/exited \(/);

    // Each migration applied once by three processes that started together.
    const journal = JSON.parse(
      readFileSync(path.join(root, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const applied = await db.query<{ n: string; distinct_hashes: string }>(
      'select count(*) as n, count(distinct hash) as distinct_hashes from drizzle.__drizzle_migrations',
    );
    await db.end();
    expect(Number(applied.rows[0]?.n)).toBe(journal.entries.length);
    expect(Number(applied.rows[0]?.distinct_hashes)).toBe(journal.entries.length);

    // Signed in through one process, known to all: round robin spreads nine calls over the three.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0] ?? '';
    for (let i = 0; i < 9; i += 1) {
      const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      // nginx names each request; the shop keeps that id.
      expect(me.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    }

    const exited = new Promise<number | null>((resolve) => cluster?.once('exit', resolve));
    cluster.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 300_000);
});
