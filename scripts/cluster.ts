/**
 * `npm run cluster -- --instances 3 [--port 8080] [--database-url postgres://…]`: the production
 * shape on one machine (docs/deploy.md) — N shop processes on one PostgreSQL database behind a
 * private nginx that runs deploy/nginx.conf, with its upstream list and port written in. The
 * processes start at the same moment (migrations take turns under an advisory lock) with
 * TRUST_PROXY on; nginx answers once every process is ready. A process that stops by itself is
 * started again; SIGHUP restarts them one after another (a deploy's rolling restart); Ctrl-C or
 * SIGTERM stops nginx, then each process gracefully (decision 038).
 *
 * The database is --database-url, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/medora_cluster
 * (created when missing). The processes listen on the ports after nginx's: 8081, 8082, … Any other
 * environment variable (ADMIN_EMAIL, SEED_DEMO, …) is passed on to them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureServerBuilt, serverNodeArgs } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const USAGE =
  'npm run cluster -- --instances N [--port 8080] [--database-url postgres://…] [--fresh-database] [--no-web-build]  (N from 1 to 16)';
const DEFAULT_DATABASE = 'postgres://postgres@127.0.0.1:5432/medora_cluster';

function usage(message: string): never {
  console.error(`${message}\nusage: ${USAGE}`);
  process.exit(2);
}

/**
 * deploy/nginx.conf as this cluster runs it: its upstream servers the local processes, its listen
 * address 127.0.0.1:`port`, and its static cache under `dir`.
 */
function clusterNginxSite(template: string, port: number, upstreamPorts: readonly number[], dir: string) {
  const servers = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=1s;`)
    .join('\n');
  const site = template
    .replace(/(upstream medora \{\n)(?:[^\n]*\n)*?(\s*keepalive)/, (_, head: string, tail: string) => {
      const comment = "    # The cluster's processes (scripts/cluster.ts).\n";
      return `${head}${comment}${servers}\n${tail}`;
    })
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/medora', path.join(dir, 'cache'));
  if (!site.includes(`listen 127.0.0.1:${port};`) || !site.includes(servers))
    throw new Error('deploy/nginx.conf no longer has the upstream block or listen line this script rewrites');
  return site;
}

/** nginx's own configuration around the site: in the foreground, every path under `dir`. */
function nginxMain(dir: string) {
  const at = (name: string) => path.join(dir, name);
  return `worker_processes 1;
daemon off;
pid ${at('nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${at('client_body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};
    include ${at('medora.conf')};
}
`;
}

/** Creates the database when it does not exist yet; `fresh`: drops it first when it does. */
async function ensureDatabase(url: string, fresh: boolean) {
  const name = new URL(url).pathname.slice(1);
  const quoted = `"${name.replaceAll('"', '""')}"`;
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${quoted} with (force)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
}

async function waitUntilReady(url: string, deadline: number) {
  for (;;) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} was not ready in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string' },
      port: { type: 'string', default: '8080' },
      'database-url': { type: 'string' },
      // The API alone (tests): no web build, the pages answer that it is missing.
      'no-web-build': { type: 'boolean', default: false },
      // A new, empty database (the browser tests): dropped and created again first.
      'fresh-database': { type: 'boolean', default: false },
    },
  });
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) usage('--instances must be 1 to 16');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - instances)
    usage('--port must be a free TCP port');
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) usage('the database must be a postgres:// URL');
  if (values['fresh-database'] || databaseUrl === DEFAULT_DATABASE)
    await ensureDatabase(databaseUrl, values['fresh-database']);

  // The web build, once for all processes (npm start's rule: when missing or older than its sources).
  if (!values['no-web-build']) {
    const built = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  // The compiled server, whatever the web build (start.mjs --build-only builds it too).
  await ensureServerBuilt();

  const dir = mkdtempSync(path.join(tmpdir(), 'medora-cluster-'));
  // nginx started by root runs its workers as another user: they must reach the cache and temp files.
  chmodSync(dir, 0o755);
  for (const sub of ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, sub));
    chmodSync(path.join(dir, sub), 0o777);
  }
  const portOf = (i: number) => port + 1 + i;
  const ports = Array.from({ length: instances }, (_, i) => portOf(i));
  /** The shop processes by their place (port), and nginx once started. */
  const processes: ChildProcess[] = [];
  const proxies: ChildProcess[] = [];
  let stopping = false;
  let restarting = false;
  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // nginx first (it finishes what it passes on, takes nothing new), then each process drains.
    for (const proxy of proxies) proxy.kill('SIGQUIT');
    await Promise.all(proxies.map(exited));
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map(exited));
    rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

  /** Starts the shop process of place `i`; one that stops by itself is started again (a supervisor's job). */
  const startProcess = (i: number) => {
    const processPort = portOf(i);
    const child = spawn(process.execPath, serverNodeArgs, {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(processPort), TRUST_PROXY: 'true' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code, signal) => {
      if (stopping || processes[i] !== child || restarting) return;
      console.error(
        `shop process ${i + 1} (port ${processPort}) exited (${signal ?? code}); starting it again`,
      );
      setTimeout(() => {
        if (!stopping) startProcess(i);
      }, 1_000);
    });
    processes[i] = child;
    return child;
  };
  const readyAt = (i: number, deadline: number) =>
    waitUntilReady(`http://127.0.0.1:${portOf(i)}/api/ready`, deadline);

  /**
   * A rolling restart (SIGHUP), as a deploy does it: each process in turn gets SIGTERM, drains and
   * exits (nginx sends its requests to the others meanwhile), then starts again and is ready before
   * the next one's turn.
   */
  const rollingRestart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    try {
      for (const i of ports.keys()) {
        const old = processes[i];
        old?.kill('SIGTERM');
        if (old) await exited(old);
        startProcess(i);
        await readyAt(i, Date.now() + 120_000);
        console.log(`shop process ${i + 1} (port ${portOf(i)}) restarted`);
      }
      console.log('rolling restart done');
    } finally {
      restarting = false;
    }
  };
  process.on('SIGHUP', () => {
    rollingRestart().catch((err: unknown) => {
      console.error(`rolling restart failed: ${err instanceof Error ? err.message : String(err)}`);
      void stop(1);
    });
  });

  for (const i of ports.keys()) startProcess(i);
  const deadline = Date.now() + 120_000;
  await Promise.all(ports.map((_, i) => readyAt(i, deadline)));

  const template = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  writeFileSync(path.join(dir, 'medora.conf'), clusterNginxSite(template, port, ports, dir));
  writeFileSync(path.join(dir, 'nginx.conf'), nginxMain(dir));
  const nginx = spawn(process.env.NGINX ?? 'nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  nginx.once('error', (err) => {
    console.error(`nginx did not start (${err.message}); install it (apt-get install nginx) or set NGINX`);
    void stop(1);
  });
  nginx.once('exit', (code) => {
    if (stopping) return;
    console.error(`nginx exited (${code}); stopping the cluster`);
    void stop(1);
  });
  proxies.push(nginx);
  await waitUntilReady(`http://127.0.0.1:${port}/api/ready`, Date.now() + 30_000);
  console.log(
    `Cluster ready at http://127.0.0.1:${port} — ${instances} shop process${instances === 1 ? '' : 'es'} on ports ${ports.join(', ')} behind nginx`,
  );
}

if (import.meta.filename === process.argv[1]) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
