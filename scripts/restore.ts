/**
 * `npm run restore -- --in FILE [--force]`: loads a backup made by `npm run backup` into the database
 * the shop would use with this environment: the PostgreSQL database of DATABASE_URL (created when
 * missing; pg_restore), else the embedded database in DATA_DIR (default ./data). A database that
 * already holds tables, or a DATA_DIR that already holds a database, is replaced only with --force.
 * The shop applies its newer migrations when it next starts. docs/deploy.md, Backups.
 */
import { parseArgs } from 'node:util';
import {
  BackupError,
  describeTarget,
  restoreDatabase,
  targetFromEnvironment,
} from '../apps/server/src/db/backup';
import { runWhenMain } from './cli';

const USAGE = 'npm run restore -- --in FILE [--force]   (DATABASE_URL, else DATA_DIR or ./data)';

function usage(problem: string): never {
  console.error(`${problem}\nusage: ${USAGE}`);
  process.exit(2);
}

async function main() {
  let values: { in?: string; force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        in: { type: 'string', short: 'i' },
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
  if (!values.in) usage('--in FILE is required');

  try {
    const target = targetFromEnvironment();
    console.log(`Restoring ${values.in} into ${describeTarget(target)}…`);
    const report = await restoreDatabase(target, values.in, { force: values.force ?? false });
    console.log(
      `Restored ${report.file} into ${report.into}${report.replaced ? ' (replacing what was there)' : ''} in ${(report.ms / 1000).toFixed(1)} s. The shop applies newer migrations when it starts.`,
    );
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    console.error(`restore refused: ${err.message}`);
    process.exitCode = 1;
  }
}

await runWhenMain(import.meta.filename, main);
