import { parseArgs } from 'node:util';

/** What the data generators' command lines share (generate-catalogue.ts, generate-orders.ts). */

/** The PostgreSQL URL a generator writes to (--database-url, else DATABASE_URL); without one, the usage and exit 2. */
export function databaseUrlOrUsage(given: string | undefined, usage: string): string {
  const databaseUrl = given ?? process.env.DATABASE_URL;
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return databaseUrl;
}

/**
 * A generator's command line: its PostgreSQL URL (databaseUrlOrUsage) and its whole-number options,
 * each `--name N` with the default given.
 */
export function generatorArgs<Name extends string>(defaults: Record<Name, number>, usage: string) {
  const names = Object.keys(defaults) as Name[];
  const options: Record<string, { type: 'string'; default?: string }> = {
    'database-url': { type: 'string' },
  };
  for (const name of names) options[name] = { type: 'string', default: String(defaults[name]) };
  const { values } = parseArgs({ options });
  const databaseUrl = databaseUrlOrUsage(values['database-url'], usage);
  const numbers = Object.fromEntries(names.map((name) => [name, Number(values[name])]));
  return { databaseUrl, ...(numbers as Record<Name, number>) };
}

/**
 * Runs `main` when `file` (the caller's import.meta.filename) is the script node was started with,
 * not when another script imports it; a failure is one line on stderr and exit code 1.
 */
export async function runWhenMain(file: string, main: () => Promise<void>) {
  if (file !== process.argv[1]) return;
  await main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}

/**
 * A command that acts on one file (`--in FILE` or `--out FILE`) with `--force` and `--help`
 * (npm run backup and restore, scripts/backup-command.ts): wrong arguments print the usage and exit 2; an error
 * that `isRefusal` accepts prints "{verb} refused: …" and sets exit code 1; any other is thrown.
 */
export async function runFileCommand(command: {
  verb: string;
  fileOption: 'in' | 'out';
  usage: string;
  isRefusal: (err: unknown) => err is Error;
  run: (file: string, force: boolean) => Promise<void>;
}) {
  const usage: (problem: string) => never = (problem) => {
    console.error(`${problem}\nusage: ${command.usage}`);
    process.exit(2);
  };
  const short = command.fileOption === 'in' ? 'i' : 'o';
  let values: { [option: string]: string | boolean | undefined };
  try {
    ({ values } = parseArgs({
      options: {
        [command.fileOption]: { type: 'string', short },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    usage(err instanceof Error ? err.message : String(err));
  }
  if (values.help) {
    console.log(`usage: ${command.usage}`);
    return;
  }
  const file = values[command.fileOption];
  if (typeof file !== 'string' || file === '') usage(`--${command.fileOption} FILE is required`);
  try {
    await command.run(file, values.force === true);
  } catch (err) {
    if (!command.isRefusal(err)) throw err;
    console.error(`${command.verb} refused: ${err.message}`);
    process.exitCode = 1;
  }
}
