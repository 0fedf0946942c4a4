/**
 * `npm run restore -- --in FILE [--force]`: loads a backup made by `npm run backup` into the database
 * the shop would use with this environment: the PostgreSQL database of DATABASE_URL (created when
 * missing; pg_restore), else the embedded database in DATA_DIR (default ./data). A database that
 * already holds tables, or a DATA_DIR that already holds a database, is replaced only with --force.
 * The shop applies its newer migrations when it next starts. docs/deploy.md, Backups.
 */
import { describeTarget, restoreDatabase } from '../apps/server/src/db/backup';
import { runBackupCommand } from './backup-command';
import { runWhenMain } from './cli';

await runWhenMain(import.meta.filename, () =>
  runBackupCommand({
    verb: 'restore',
    fileOption: 'in',
    async run(target, file, force) {
      console.log(`Restoring ${file} into ${describeTarget(target)}…`);
      const report = await restoreDatabase(target, file, { force });
      console.log(
        `Restored ${report.file} into ${report.into}${report.replaced ? ' (replacing what was there)' : ''} in ${(report.ms / 1000).toFixed(1)} s. The shop applies newer migrations when it starts.`,
      );
    },
  }),
);
