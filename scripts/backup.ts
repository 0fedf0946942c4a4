/**
 * `npm run backup -- --out FILE [--force]`: a backup of the shop's database, the one the shop itself
 * would use with this environment: the PostgreSQL database of DATABASE_URL (pg_dump, custom format),
 * else the embedded database in DATA_DIR (default ./data; PGlite's dump of its data directory, which
 * the shop must not have open). Restore with scripts/restore.ts; docs/deploy.md, Backups.
 */
import { parseArgs } from 'node:util';
import {
  BackupError,
  backupDatabase,
  describeTarget,
  targetFromEnvironment,
} from '../apps/server/src/db/backup';
import { runWhenMain } from './cli';

const USAGE = 'npm run backup -- --out FILE [--force]   (DATABASE_URL, else DATA_DIR or ./data)';

function usage(problem: string): never {
  console.error(`${problem}\nusage: ${USAGE}`);
  process.exit(2);
}

async function main() {
  let values: { out?: string; force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        out: { type: 'string', short: 'o' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    usage(err instanceof Error ? err.message : String(err));
  }
  if (values.help) {
    console.log(`usage: ${USAGE}`);
    return;
  }
  if (!values.out) usage('--out FILE is required');

  try {
    const target = targetFromEnvironment();
    console.log(`Backing up ${describeTarget(target)}…`);
    const report = await backupDatabase(target, values.out, { force: values.force ?? false });
    const what = report.kind === 'server' ? 'pg_dump custom format' : 'PGlite data directory, gzipped tar';
    console.log(
      `Wrote ${report.file}: ${formatBytes(report.bytes)} (${what}) in ${(report.ms / 1000).toFixed(1)} s`,
    );
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    console.error(`backup refused: ${err.message}`);
    process.exitCode = 1;
  }
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

await runWhenMain(import.meta.filename, main);
