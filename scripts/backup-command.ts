import { BackupError, targetFromEnvironment, type BackupTarget } from '../apps/server/src/db/backup';
import { runFileCommand } from './cli';

/**
 * `npm run backup` and `npm run restore`: one file (`--out` or `--in`) and the database the shop
 * would use with this environment (DATABASE_URL, else DATA_DIR or ./data); a BackupError is a
 * refusal (runFileCommand).
 */
export const runBackupCommand = (command: {
  verb: 'backup' | 'restore';
  fileOption: 'in' | 'out';
  run: (target: BackupTarget, file: string, force: boolean) => Promise<void>;
}) =>
  runFileCommand({
    verb: command.verb,
    fileOption: command.fileOption,
    usage: `npm run ${command.verb} -- --${command.fileOption} FILE [--force]   (DATABASE_URL, else DATA_DIR or ./data)`,
    isRefusal: (err) => err instanceof BackupError,
    run: (file, force) => command.run(targetFromEnvironment(), file, force),
  });
