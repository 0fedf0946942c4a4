/**
 * `npm run backup -- --out FILE [--force]`: a backup of the shop's database, the one the shop itself
 * would use with this environment: the PostgreSQL database of DATABASE_URL (pg_dump, custom format),
 * else the embedded database in DATA_DIR (default ./data; PGlite's dump of its data directory, which
 * the shop must not have open). Restore with scripts/restore.ts; docs/deploy.md, Backups.
 */
import { backupDatabase, describeTarget } from '../apps/server/src/db/backup';
import { runBackupCommand } from './backup-command';
import { runWhenMain } from './cli';

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

await runWhenMain(import.meta.filename, () =>
  runBackupCommand({
    verb: 'backup',
    fileOption: 'out',
    async run(target, file, force) {
      console.log(`Backing up ${describeTarget(target)}…`);
      const report = await backupDatabase(target, file, { force });
      const what = report.kind === 'server' ? 'pg_dump custom format' : 'PGlite data directory, gzipped tar';
      console.log(
        `Wrote ${report.file}: ${formatBytes(report.bytes)} (${what}) in ${(report.ms / 1000).toFixed(1)} s`,
      );
    },
  }),
);
