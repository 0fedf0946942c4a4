/**
 * Backups of the shop's database and their restore (`npm run backup` / `npm run restore`,
 * scripts/backup.ts and scripts/restore.ts; docs/deploy.md, Backups).
 *
 * - A PostgreSQL server (DATABASE_URL): `pg_dump --format=custom` and `pg_restore`, the client tools
 *   on PATH (of the server's major version or newer).
 * - The embedded database (PGlite in DATA_DIR/pg): PGlite's own dump of its data directory, a gzipped
 *   tarball (`dumpDataDir`), taken with the database open in this process only, and loaded back with
 *   `new PGlite({ loadDataDir })` into a new directory that then replaces DATA_DIR/pg.
 *
 * The schema is whatever the backup held: the shop applies its newer migrations when it starts on a
 * restored database (startup/prepare-database.ts), so a backup of an older version restores as well.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import {
  mkdir,
  mkdtemp,
  open,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  stat,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

/** Where the shop's data lives: a PostgreSQL database, or the embedded database of a DATA_DIR. */
export type BackupTarget = { kind: 'server'; url: string } | { kind: 'embedded'; dataDir: string };

/** A refusal or failure whose message says what to do; the command line prints it and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupReport {
  file: string;
  kind: BackupTarget['kind'];
  bytes: number;
  ms: number;
}

export interface RestoreReport {
  file: string;
  kind: BackupTarget['kind'];
  /** The database or directory restored into. */
  into: string;
  /** Whether something was there before and replaced (--force). */
  replaced: boolean;
  ms: number;
}

/** The target the shop itself would use with this environment (DATABASE_URL, else DATA_DIR or ./data). */
export function targetFromEnvironment(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  const url = env.DATABASE_URL;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new BackupError('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return { kind: 'server', url };
  }
  return { kind: 'embedded', dataDir: env.DATA_DIR || './data' };
}

/** The target named for people: the database's name on its host, or the data directory. */
export function describeTarget(target: BackupTarget): string {
  if (target.kind === 'embedded') return `the embedded database in ${path.resolve(target.dataDir)}`;
  const url = new URL(target.url);
  return `database ${decodeURIComponent(url.pathname.slice(1)) || '(default)'} on ${url.host}`;
}

// ---------------------------------------------------------------------------------------------------
// Backup

export async function backupDatabase(
  target: BackupTarget,
  out: string,
  options: { force?: boolean } = {},
): Promise<BackupReport> {
  const started = performance.now();
  const file = path.resolve(out);
  if (!options.force && existsSync(file))
    throw new BackupError(`${file} exists; choose another name or add --force to overwrite it`);
  const directory = path.dirname(file);
  if (!existsSync(directory)) throw new BackupError(`directory ${directory} does not exist`);

  // Written under a temporary name beside the final one and renamed when complete: a backup that
  // failed half-way never sits under the name a restore (or a retention script) would trust.
  const temp = path.join(directory, `.${path.basename(file)}.${process.pid}.partial`);
  try {
    if (target.kind === 'server') await dumpServer(target.url, temp);
    else await dumpEmbedded(target.dataDir, temp);
    await syncFile(temp);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
  const { size } = await stat(file);
  return { file, kind: target.kind, bytes: size, ms: performance.now() - started };
}

async function dumpServer(url: string, file: string) {
  const { url: bare, env } = withoutPassword(url);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${bare}`], env);
}

async function dumpEmbedded(dataDir: string, file: string) {
  const pgDir = embeddedDir(dataDir);
  if (!existsSync(path.join(pgDir, 'PG_VERSION')))
    throw new BackupError(
      `no embedded database in ${pgDir} (is DATA_DIR right, or DATABASE_URL unset by mistake?)`,
    );
  await refuseWhenOpen(pgDir, 'backing it up');
  const client = await PGlite.create(pgDir, { extensions: embeddedExtensions });
  try {
    // Everything committed is in the data files before they are copied, not only in the WAL.
    await client.exec('checkpoint');
    const tarball = await client.dumpDataDir('gzip');
    await pipeline(Readable.fromWeb(tarball.stream()), createWriteStream(file));
  } finally {
    await client.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Restore

/** What a backup file holds, from its first bytes. */
export async function backupKind(file: string): Promise<BackupTarget['kind'] | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'server';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
    return undefined;
  } finally {
    await handle.close();
  }
}

export async function restoreDatabase(
  target: BackupTarget,
  input: string,
  options: { force?: boolean } = {},
): Promise<RestoreReport> {
  const started = performance.now();
  const file = path.resolve(input);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const kind = await backupKind(file);
  if (!kind)
    throw new BackupError(
      `${file} is not a backup of this shop (neither a pg_dump file nor a PGlite tarball)`,
    );
  if (kind !== target.kind) {
    throw new BackupError(
      kind === 'server'
        ? `${file} is a PostgreSQL server backup (pg_dump), but DATABASE_URL is unset, so the restore would go to ${describeTarget(target)}; set DATABASE_URL to the database to restore into`
        : `${file} is a backup of the embedded database (PGlite), but DATABASE_URL is set; unset it and set DATA_DIR to restore into an embedded database`,
    );
  }
  const replaced =
    target.kind === 'server'
      ? await restoreServer(target.url, file, options.force ?? false)
      : await restoreEmbedded(target.dataDir, file, options.force ?? false);
  return {
    file,
    kind,
    into: target.kind === 'server' ? describeTarget(target) : embeddedDir(target.dataDir),
    replaced,
    ms: performance.now() - started,
  };
}

async function restoreServer(url: string, file: string, force: boolean): Promise<boolean> {
  await createDatabaseIfMissing(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let replaced = false;
  try {
    const schemas = (
      await client.query<{ name: string; tables: number }>(
        `select n.nspname as name, count(c.oid)::int as tables
           from pg_namespace n left join pg_class c on c.relnamespace = n.oid and c.relkind in ('r', 'p')
          where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
          group by n.nspname`,
      )
    ).rows;
    const tables = schemas.reduce((sum, schema) => sum + schema.tables, 0);
    if (tables > 0) {
      if (!force) {
        throw new BackupError(
          `${describeTarget({ kind: 'server', url })} already holds ${tables} tables (a shop's?); restore replaces nothing without --force. Stop the shop and add --force to drop everything in it first, or restore into a new database`,
        );
      }
      // Everything goes, not only what the backup holds: a table a newer migration added would
      // otherwise stay and make that migration fail when the shop starts on the restored database.
      const drops = schemas.map((schema) => `drop schema ${pg.escapeIdentifier(schema.name)} cascade;`);
      await client.query(`${drops.join('\n')}\ncreate schema public;`);
      replaced = true;
    }
  } finally {
    await client.end();
  }
  const { url: bare, env } = withoutPassword(url);
  // One transaction: a restore that fails leaves the database as it was (empty, after --force).
  // Owners and grants of the source's roles are left out: the restoring role owns everything.
  await run(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-acl', `--dbname=${bare}`, file],
    env,
  );
  return replaced;
}

/** Creates the target database (through the server's `postgres` database) when it does not exist yet. */
async function createDatabaseIfMissing(url: string) {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<boolean> {
  const pgDir = embeddedDir(dataDir);
  const present = existsSync(pgDir) && (await readdir(pgDir)).length > 0;
  if (present) {
    if (!force) {
      throw new BackupError(
        `${pgDir} already holds a database; restore replaces nothing without --force. Stop the shop and add --force to replace it, or restore into another DATA_DIR`,
      );
    }
    await refuseWhenOpen(pgDir, 'restoring over it');
  }
  await mkdir(path.resolve(dataDir), { recursive: true });
  // Loaded into a new directory beside DATA_DIR/pg, which replaces it only once the load succeeded.
  const fresh = await mkdtemp(path.join(path.resolve(dataDir), 'pg.restoring-'));
  const old = `${pgDir}.replaced-${process.pid}`;
  try {
    const client = await PGlite.create(fresh, {
      extensions: embeddedExtensions,
      loadDataDir: new Blob([await readFile(file)]),
    }).catch((err: unknown) => {
      throw new BackupError(
        `${file} could not be loaded: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
    try {
      await client.query('select count(*) from pg_class');
      await client.exec('checkpoint');
    } finally {
      await client.close();
    }
    if (existsSync(pgDir)) await rename(pgDir, old);
    await rename(fresh, pgDir);
    await rm(old, { recursive: true, force: true });
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
  return present;
}

// ---------------------------------------------------------------------------------------------------
// The embedded database's directory, and who has it open

/** The extensions the migrations create, as db/client.ts's openEmbeddedDatabase loads them. */
const embeddedExtensions = { pg_trgm, unaccent };

/** Where the embedded database of a DATA_DIR lives (db/client.ts, openEmbeddedDatabase). */
export function embeddedDir(dataDir: string) {
  return path.resolve(dataDir, 'pg');
}

/**
 * PGlite keeps no lock a second process would see (its postmaster.pid always says -42 and is left
 * behind by a process that died), but a process with the database open holds its files open: on
 * Linux, /proc tells which. Two processes must never open the same directory at once.
 */
export async function refuseWhenOpen(pgDir: string, doing: string) {
  const users = await processesWithFilesIn(pgDir);
  if (users === undefined) {
    // No /proc (not Linux): PGlite's postmaster.pid is there while the database is open.
    if (existsSync(path.join(pgDir, 'postmaster.pid'))) {
      throw new BackupError(
        `${pgDir}/postmaster.pid exists: the shop may be running on this database. Stop it before ${doing}; if it is stopped, that file is left from an unclean stop: delete it and try again`,
      );
    }
    return;
  }
  if (users.length > 0) {
    const who = users.map((user) => `${user.pid}${user.command ? ` (${user.command})` : ''}`).join(', ');
    throw new BackupError(
      `the embedded database in ${pgDir} is open in process ${who}: stop the shop before ${doing} (two processes must never open it at once)`,
    );
  }
}

/** Processes (of this user) with a file under `dir` open; undefined where /proc cannot tell. */
async function processesWithFilesIn(dir: string): Promise<{ pid: number; command: string }[] | undefined> {
  if (process.platform !== 'linux' || !existsSync('/proc/self/fd')) return undefined;
  const prefix = `${await realpath(dir)}/`;
  const found: { pid: number; command: string }[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = await readdir(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      const target = await readlink(`/proc/${entry}/fd/${fd}`).catch(() => '');
      if (target.startsWith(prefix)) {
        const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
        found.push({
          pid: Number(entry),
          command: command.split('\0').filter(Boolean).join(' ').slice(0, 120),
        });
        break;
      }
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Helpers

/** The URL without its password, which goes to the child in PGPASSWORD instead (not in `ps`). */
function withoutPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool; its complaint (stderr) becomes the error's message. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${command} is not on PATH: install the PostgreSQL client tools of the server's major version or newer (Debian: postgresql-client-NN)`,
            )
          : err,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim() || 'no message'}`));
    });
  });
}

async function syncFile(file: string) {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
